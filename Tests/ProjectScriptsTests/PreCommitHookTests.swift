import Foundation
import Testing
import TestSupport

/// The `.pre-commit-hooks.yaml` of the project, run by pre-commit (from PyPI; `scripts/test`
/// installs it into `.build/python`) in a temporary git repository: a commit with a broken
/// catalog fails, a commit with a good one passes.
@Suite struct PreCommitHookTests {
    static let python = Corpus.packageRoot.appendingPathComponent(".build/python").path

    static var hasPreCommit: Bool {
        (try? Corpus.run("/usr/bin/env", ["python3", "-c", "import pre_commit"], environment: ["PYTHONPATH": python]).status) == 0
    }

    @Test(.enabled(if: hasPreCommit, "pre-commit is not installed: run scripts/test, which installs it into .build/python"))
    func brokenCatalogFailsTheCommitAndAGoodOnePasses() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("precommit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let hooks = root.appendingPathComponent("hooks"), app = root.appendingPathComponent("app")
        for folder in [hooks, app, app.appendingPathComponent("en.lproj"), app.appendingPathComponent("de.lproj")] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let environment: [String: String?] = [
            "PYTHONPATH": Self.python,
            "PRE_COMMIT_HOME": root.appendingPathComponent("cache").path,
            // The l10n-check of this build, as if installed.
            "PATH": Corpus.productsDirectory.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
            "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com",
        ]
        func git(_ folder: URL, _ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
            try Corpus.run("/usr/bin/git", ["-C", folder.path] + arguments, environment: environment)
        }
        // The hook repository: this project's hooks file, committed.
        try FileManager.default.copyItem(
            at: Corpus.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"), to: hooks.appendingPathComponent(".pre-commit-hooks.yaml"))
        #expect(try git(hooks, ["init", "-q"]).status == 0)
        #expect(try git(hooks, ["add", "."]).status == 0)
        #expect(try git(hooks, ["commit", "-q", "-m", "hooks"]).status == 0)
        let revision = try git(hooks, ["rev-parse", "HEAD"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)

        // The app using it.
        #expect(try git(app, ["init", "-q"]).status == 0)
        try Data("""
            repos:
              - repo: \(hooks.path)
                rev: \(revision)
                hooks:
                  - id: l10n-check

            """.utf8).write(to: app.appendingPathComponent(".pre-commit-config.yaml"))
        let install = try Corpus.run(
            "/usr/bin/env", ["python3", "-m", "pre_commit", "install"],
            environment: environment.merging(["GIT_DIR": app.appendingPathComponent(".git").path, "GIT_WORK_TREE": app.path]) { $1 })
        #expect(install.status == 0, "\(install.stdout)\(install.stderr)")

        try Data("\"Save\" = \"Save\";\n".utf8).write(to: app.appendingPathComponent("en.lproj/Localizable.strings"))
        try Data("\"Save\" = \"Sichern\"L;\n".utf8).write(to: app.appendingPathComponent("de.lproj/Localizable.strings"))
        #expect(try git(app, ["add", "."]).status == 0)
        let refused = try git(app, ["commit", "-m", "broken"])
        #expect(refused.status != 0)
        #expect((refused.stdout + refused.stderr).contains("[strings.unescaped-quote]"), "\(refused.stdout)\(refused.stderr)")

        try Data("\"Save\" = \"Sichern\";\n".utf8).write(to: app.appendingPathComponent("de.lproj/Localizable.strings"))
        #expect(try git(app, ["add", "."]).status == 0)
        let accepted = try git(app, ["commit", "-m", "fixed"])
        #expect(accepted.status == 0, "\(accepted.stdout)\(accepted.stderr)")
        #expect((accepted.stdout + accepted.stderr).contains("l10n-check"))
    }
}
