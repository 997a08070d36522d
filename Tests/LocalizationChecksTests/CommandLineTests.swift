import Foundation
import Testing
import TestSupport

/// Runs the built `l10n-check` executable, as CI and users do.
@Suite struct CommandLineTests {
    static var tool: String { Corpus.productsDirectory.appendingPathComponent("l10n-check").path }

    static func tree(_ files: [String: String]) throws -> URL { try LinterTests.tree(files) }

    @Test func versionAndHelp() throws {
        let version = try Corpus.run(Self.tool, ["--version"])
        #expect(version.status == 0)
        #expect(version.stdout == "l10n-check 0.1.0\n")
        let help = try Corpus.run(Self.tool, ["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: l10n-check [PATH ...]"))
    }

    @Test func cleanTreeExitsZero() throws {
        let root = try Self.tree(["en.lproj/A.strings": "\"a\" = \"b\";\n", "de.lproj/A.strings": "\"a\" = \"c\";\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try Corpus.run(Self.tool, [root.path])
        #expect(run.status == 0)
        #expect(run.stdout.contains("  de            1           1        0             0\n"))
        #expect(run.stderr.isEmpty)
    }

    /// A report that cannot be written (a full disk) is not a clean run.
    @Test func unwritableReportExitsTwo() throws {
        let root = try Self.tree(["en.lproj/A.strings": "\"a\" = \"b\";\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        for format in ["text", "json"] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Self.tool)
            process.arguments = ["--format", format, root.path]
            process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 2, "\(format)")
            #expect(message == "l10n-check: error: could not write the report: No space left on device\n")
        }
    }

    /// A folder that cannot be read is reported at the folder (`io.unreadable`, exit 2), and the
    /// rest of the tree is still checked. Run as an unprivileged user, since root reads any folder.
    @Test func unreadableFolderIsReportedNotSkipped() throws {
        let root = try Self.tree(["App/en.lproj/A.strings": "\"a\" = \"b\";\n", "Locked/en.lproj/B.strings": "\"c\" = \"d\";\n"])
        defer {
            chmod(root.appendingPathComponent("Locked").path, 0o755)
            try? FileManager.default.removeItem(at: root)
        }
        // Readable by the unprivileged user, except the locked folder.
        for folder in ["", "App", "App/en.lproj", "Locked/en.lproj"] { chmod(root.appendingPathComponent(folder).path, 0o755) }
        chmod(root.appendingPathComponent("Locked").path, 0o000)
        // A copy the unprivileged user can run, whatever the permissions of the build folder.
        let tool = root.appendingPathComponent("l10n-check").path
        try FileManager.default.copyItem(atPath: Self.tool, toPath: tool)
        chmod(tool, 0o755)
        let run = getuid() == 0
            ? try Corpus.run("/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", tool, "--format", "json", root.path])
            : try Corpus.run(tool, ["--format", "json", root.path])
        #expect(run.status == 2)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["rule"] as? String == "io.unreadable")
        #expect(diagnostics.first?["file"] as? String == root.appendingPathComponent("Locked").path)
        #expect(diagnostics.first?["message"] as? String == "cannot read the folder: Permission denied; the files in it are not checked")
        #expect((document["files"] as? [[String: Any]])?.compactMap { $0["path"] as? String }
            == [root.appendingPathComponent("App/en.lproj/A.strings").path])
    }

    @Test func errorsExitOne() throws {
        let root = try Self.tree(["en.lproj/A.strings": "\"a\" = \"b\"\n\"c\" = \"d\";\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try Corpus.run(Self.tool, ["--format", "json", root.path])
        // The value on line 1 lacks its ';'.
        #expect(run.status == 1)
        let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect((document?["diagnostics"] as? [Any])?.count == 1)
    }

    @Test func usageErrorsAndMissingPathsExitTwo() throws {
        let bad = try Corpus.run(Self.tool, ["--format", "xml"])
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("l10n-check: error: unknown format 'xml'"))
        let missing = try Corpus.run(Self.tool, ["/nonexistent/catalogs"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no such file or folder: /nonexistent/catalogs"))
    }
}
