import Foundation
import LocalizationCatalog
import LocalizationChecks
import Testing
import TestSupport

/// One example of one rule, as a test argument named after both.
struct RuleExampleCase: Sendable, CustomTestStringConvertible {
    var rule: DiagnosticRule
    var index: Int
    var example: RuleExample { rule.examples[index] }
    var testDescription: String { "\(rule.id) \(example.triggers ? "reported" : "accepted") #\(index + 1)" }

    static let all: [RuleExampleCase] = RuleRegistry.all.flatMap { rule in
        rule.examples.indices.map { RuleExampleCase(rule: rule, index: $0) }
    }
}

@Suite("Every rule's documented examples")
struct RuleExampleTests {
    @Test("Each example finds exactly what its markers show", arguments: RuleExampleCase.all)
    func example(_ testCase: RuleExampleCase) throws {
        let example = testCase.example
        let findings = try RuleExampleRunner.findings(example).filter { $0.rule == testCase.rule.id }
        let expected = example.files.flatMap { file in
            file.markedPositions.map { "\(file.path):\($0.line):\($0.column)" }
        }
        #expect(example.triggers == !expected.isEmpty, "a reported example needs a ↓ marker, an accepted one none")
        let found = findings.map { "\($0.location.file):\($0.location.line):\($0.location.column)" }
        #expect(found.sorted() == expected.sorted(), "\(findings.map { "\($0.location): \($0.message)" })")
    }

    @Test("Every rule is described in full and has a reported example")
    func described() {
        let incomplete = RuleRegistry.all.filter { rule in
            rule.rationale.isEmpty || rule.source.isEmpty || !rule.examples.contains(where: \.triggers)
        }
        #expect(incomplete.map(\.id) == [])
    }

    @Test("Rule IDs are unique and read <area>.<kebab-case-name>")
    func identifiers() {
        let ids = RuleRegistry.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        let malformed = ids.filter { id in
            let parts = id.split(separator: ".", omittingEmptySubsequences: false)
            return parts.count != 2 || parts.contains { part in
                part.isEmpty || part.first == "-" || part.last == "-"
                    || !part.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
            }
        }
        #expect(malformed == [])
    }

    @Test("docs/rules.md is what `l10n-check rules --format markdown` prints")
    func referenceIsCurrent() throws {
        let url = Corpus.packageRoot.appendingPathComponent("docs/rules.md")
        let committed = try String(contentsOf: url, encoding: .utf8)
        let current = RulesReporter().markdown(RuleRegistry.all)
        #expect(committed == current, "docs/rules.md is stale: run swift run l10n-check rules --format markdown > docs/rules.md")
    }
}
