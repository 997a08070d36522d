import Foundation
import Testing
import TestSupport

/// `--format sarif` of a real run, validated against the official SARIF 2.1.0 JSON schema with
/// Python's `jsonschema` (draft-04), the independent check of the log.
///
/// The schema is not part of the project: `L10N_SARIF_SCHEMA` names it (CI sets it), else the copy
/// beside the checkout (`../shared/spec/sarif/`) is used when there. `scripts/test` installs
/// `jsonschema` from PyPI into `.build/python` when Python lacks it.
@Suite struct SARIFSchemaTests {
    static var schema: URL? {
        if let path = ProcessInfo.processInfo.environment["L10N_SARIF_SCHEMA"], !path.isEmpty { return URL(fileURLWithPath: path) }
        let beside = Corpus.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/spec/sarif/sarif-schema-2.1.0.json")
        return FileManager.default.fileExists(atPath: beside.path) ? beside : nil
    }

    @Test(.enabled(if: schema != nil, "set L10N_SARIF_SCHEMA to the SARIF 2.1.0 schema"))
    func realRunValidatesAgainstTheSchema() throws {
        let schema = try #require(Self.schema)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sarif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The in-project corpus and the sample catalogs: every format, fix-its, notes, pointers.
        let run = try Corpus.run(
            CommandLineTests.tool, ["--format", "sarif", Corpus.apple.path, Corpus.packageRoot.appendingPathComponent("Localizations").path])
        #expect(run.status == 1)
        let log = folder.appendingPathComponent("run.sarif")
        try Data(run.stdout.utf8).write(to: log)
        let script = """
            import json, sys
            from jsonschema import Draft4Validator
            schema = json.load(open(sys.argv[1]))
            log = json.load(open(sys.argv[2]))
            errors = list(Draft4Validator(schema).iter_errors(log))
            for e in errors[:20]:
                print("/".join(str(p) for p in e.absolute_path), e.message[:300])
            print("results", len(log["runs"][0]["results"]), "errors", len(errors))
            """
        let python = Corpus.packageRoot.appendingPathComponent(".build/python").path
        let check = try Corpus.run("/usr/bin/env", ["python3", "-c", script, schema.path, log.path], environment: ["PYTHONPATH": python])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.hasSuffix(" errors 0\n"), "\(check.stdout)")
        let results = check.stdout.split(separator: "\n").last.flatMap { Int($0.split(separator: " ")[1]) } ?? 0
        #expect(results > 100)
    }
}
