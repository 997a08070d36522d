/// One fuzz target: a reader or parser and the properties its result must have for any input.
///
/// `check` returns the properties an input violates (empty when it holds them all); the libFuzzer
/// entry in `l10n-fuzz` aborts on a violation, so the fuzzer keeps the input, and the replay tests
/// assert that every kept input now passes. A trap inside the reader is a violation too: libFuzzer
/// reports it as a crash, the replay test as a crashed test process.
public struct FuzzHarness: Sendable {
    /// The target's name, as `scripts/fuzz` and `l10n-fuzz` take it (`po`, `plural-forms`).
    public let name: String
    /// What the harness feeds and what it checks, for `l10n-fuzz --list`.
    public let summary: String
    /// File extensions (without the dot) of the corpus files that seed this target; empty when its
    /// seeds are extracted text (`scripts/fuzz` says how).
    public let seedExtensions: [String]
    private let body: @Sendable (_ bytes: [UInt8], _ report: inout PropertyReport) -> Void

    init(
        name: String, summary: String, seedExtensions: [String] = [],
        body: @escaping @Sendable (_ bytes: [UInt8], _ report: inout PropertyReport) -> Void
    ) {
        self.name = name
        self.summary = summary
        self.seedExtensions = seedExtensions
        self.body = body
    }

    /// The properties `bytes` violates, one sentence each; empty when it holds every property.
    public func check(_ bytes: [UInt8]) -> [String] {
        var report = PropertyReport()
        body(bytes, &report)
        return report.violations
    }
}

extension FuzzHarness {
    /// Every harness, one per reader and parser.
    public static let all: [FuzzHarness] = [
        .strings, .stringsdict, .xcstrings, .json, .po, .pluralForms, .pluralRule, .formatStrings, .manifest,
        .markdown, .configuration, .baseline,
    ]

    /// The harness called `name`.
    public static func named(_ name: String) -> FuzzHarness? { all.first { $0.name == name } }
}

/// The violations one input produced, capped so that a bad input reports a readable list.
struct PropertyReport {
    private(set) var violations: [String] = []
    private static let listed = 20

    mutating func fail(_ message: @autoclosure () -> String) {
        guard violations.count < Self.listed else { return }
        violations.append(message())
    }

    mutating func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fail(message()) }
    }
}
