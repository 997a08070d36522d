import FuzzHarnesses

#if FUZZING
import Foundation

/// The harness `L10N_FUZZ_TARGET` names, chosen once per process.
let selectedHarness: FuzzHarness = {
    let name = ProcessInfo.processInfo.environment["L10N_FUZZ_TARGET"] ?? ""
    guard let harness = FuzzHarness.named(name) else {
        FileHandle.standardError.write(Data("L10N_FUZZ_TARGET must be one of: \(FuzzHarness.all.map(\.name).joined(separator: ", "))\n".utf8))
        exit(2)
    }
    return harness
}()

/// libFuzzer's entry: a violated property aborts, so the fuzzer keeps the input as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let violations = selectedHarness.check(bytes)
    if !violations.isEmpty {
        FileHandle.standardError.write(Data(("property violated:\n" + violations.joined(separator: "\n") + "\n").utf8))
        abort()
    }
    return 0
}
#else
import Foundation

/// Without libFuzzer: `l10n-fuzz TARGET FILE...` checks files against a harness (what the
/// replay tests do), `l10n-fuzz --list` names the harnesses, and
/// `l10n-fuzz --write-seeds TARGET OUTDIR ROOT...` writes the target's seeds from ROOTs.
@main
struct Replay {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "--list" || arguments.isEmpty {
            for harness in FuzzHarness.all { print("\(harness.name)\t\(harness.summary)") }
            exit(arguments.isEmpty ? 2 : 0)
        }
        if arguments[0] == "--write-seeds" {
            writeSeeds(Array(arguments.dropFirst()))
            return
        }
        guard let harness = FuzzHarness.named(arguments[0]) else {
            FileHandle.standardError.write(Data("unknown target '\(arguments[0])'; see --list\n".utf8))
            exit(2)
        }
        var failed = false
        for path in arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
                exit(2)
            }
            for violation in harness.check(Array(data)) {
                print("\(path): \(violation)")
                failed = true
            }
        }
        exit(failed ? 1 : 0)
    }

    static func writeSeeds(_ arguments: [String]) {
        guard arguments.count >= 3, let harness = FuzzHarness.named(arguments[0]) else {
            FileHandle.standardError.write(Data("usage: l10n-fuzz --write-seeds TARGET OUTDIR ROOT...\n".utf8))
            exit(2)
        }
        let output = URL(fileURLWithPath: arguments[1])
        try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let seeds = SeedCorpus.seeds(for: harness, roots: arguments.dropFirst(2).map { URL(fileURLWithPath: $0) })
        for (index, seed) in seeds.enumerated() {
            let name = String(format: "%05d-", index) + (seed.name as NSString).lastPathComponent
            FileManager.default.createFile(atPath: output.appendingPathComponent(name).path, contents: Data(seed.bytes))
        }
        print("\(seeds.count) seeds for \(harness.name)")
    }
}
#endif
