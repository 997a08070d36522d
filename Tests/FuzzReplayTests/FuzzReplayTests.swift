import Foundation
@testable import FuzzHarnesses
import LocalizationCatalog
import Testing
import TestSupport

/// The fuzz harnesses in replay mode: every input the fuzzer ever kept (Fuzz/Regressions/<target>)
/// and every seed from the in-project corpus must hold the harness's properties.
@Suite struct FuzzReplayTests {
    static let regressions = Corpus.packageRoot.appendingPathComponent("Fuzz/Regressions")
    static let roots = SeedCorpus.projectFolders.map { Corpus.packageRoot.appendingPathComponent($0) }

    @Test(arguments: FuzzHarness.all.map(\.name))
    func keptInputsHoldTheProperties(target: String) throws {
        let harness = try #require(FuzzHarness.named(target))
        let folder = Self.regressions.appendingPathComponent(target)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
        for name in names {
            let bytes = try Array(Data(contentsOf: folder.appendingPathComponent(name)))
            #expect(harness.check(bytes) == [], "Fuzz/Regressions/\(target)/\(name)")
        }
    }

    @Test(arguments: FuzzHarness.all.map(\.name))
    func seedsHoldTheProperties(target: String) throws {
        let harness = try #require(FuzzHarness.named(target))
        let seeds = SeedCorpus.seeds(for: harness, roots: Self.roots)
        #expect(!seeds.isEmpty, "no seeds for \(target)")
        for seed in seeds {
            #expect(harness.check(seed.bytes) == [], "\(seed.name)")
        }
    }

    @Test func eachHarnessHasItsOwnRegressionFolder() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.regressions.path).filter { !$0.hasPrefix(".") }
        #expect(Set(folders) == Set(FuzzHarness.all.map(\.name)))
    }

    @Test func aPositionOutsideTheInputOrAnUnknownRuleIsAViolation() {
        let bytes = Array("\"a\" = \"b\";\n".utf8)
        let inside = Diagnostic(rule: "strings.unterminated-string", severity: .error, location: SourceLocation(file: "f", line: 2, column: 1), message: "m")
        var report = PropertyReport()
        DiagnosticProperties.check([inside], of: bytes, file: "f", into: &report)
        #expect(report.violations == [])
        var outside = inside
        outside.location = SourceLocation(file: "f", line: 3, column: 1)
        outside.rule = "no.such-rule"
        DiagnosticProperties.check([outside], of: bytes, file: "f", into: &report)
        #expect(report.violations.count == 2)
        #expect(report.violations.first?.contains("unknown rule 'no.such-rule'") == true)
        #expect(report.violations.last?.contains("at 3:1, outside the input") == true)
    }
}
