import Foundation
import Testing
import TestSupport

/// `scripts/fetch-django-corpus`: what it says and which status it exits with when it cannot
/// fetch, and that it never touches the network for a corpus that is already there.
@Suite struct FetchDjangoCorpusTests {
    static let script = Corpus.packageRoot.appendingPathComponent("scripts/fetch-django-corpus").path

    /// A fresh folder, removed after `body`.
    static func withFolder<R>(_ body: (URL) throws -> R) throws -> R {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fetch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }

    static func fetch(into out: URL, _ environment: [String: String?]) throws -> (status: Int32, stdout: String, stderr: String) {
        var variables = environment
        variables["L10N_DJANGO_DIR"] = out.path
        return try Corpus.run(script, [], environment: variables)
    }

    @Test func missingPythonExitsThree() throws {
        try Self.withFolder { folder in
            let out = folder.appendingPathComponent("django")
            let run = try Self.fetch(into: out, ["PYTHON": "/nonexistent/python3"])
            #expect(run.status == 3)
            #expect(run.stderr.hasPrefix("fetch-django-corpus: '/nonexistent/python3' was not found; Django's .po files are installed with pip"))
            #expect(run.stderr.contains("or set L10N_DJANGO_DIR to a folder that already holds Django 5.2.19's .po files"))
            #expect(!FileManager.default.fileExists(atPath: out.path))
        }
    }

    @Test func pythonWithoutPipExitsThree() throws {
        try Self.withFolder { folder in
            let venv = folder.appendingPathComponent("venv")
            let made = try Corpus.run("/usr/bin/env", ["python3", "-m", "venv", "--without-pip", venv.path])
            try #require(made.status == 0, "python3 -m venv: \(made.stderr)")
            let python = venv.appendingPathComponent("bin/python").path
            let run = try Self.fetch(into: folder.appendingPathComponent("django"), ["PYTHON": python])
            #expect(run.status == 3)
            #expect(run.stderr.hasPrefix("fetch-django-corpus: '\(python)' has no pip;"))
            #expect(run.stderr.contains("apt-get install python3-pip"))
        }
    }

    @Test func unreachableIndexExitsFourAndLeavesNothing() throws {
        try Self.withFolder { folder in
            let out = folder.appendingPathComponent("django")
            let index = "http://127.0.0.1:9/simple"  // the discard port: the connection is refused
            let run = try Self.fetch(into: out, [
                "PIP_INDEX_URL": index, "PIP_EXTRA_INDEX_URL": nil, "PIP_FIND_LINKS": nil,
                "PIP_CONFIG_FILE": "/dev/null", "PIP_NO_CACHE_DIR": "1", "PIP_RETRIES": "0", "PIP_TIMEOUT": "5",
            ])
            #expect(run.status == 4)
            #expect(run.stderr.contains(
                "fetch-django-corpus: pip could not install Django 5.2.19 from \(index): the package index is unreachable or does not serve it (is the network up?)."))
            #expect(run.stderr.contains("pip said: ERROR:"))
            #expect(!FileManager.default.fileExists(atPath: out.path))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".django-5.2.19").path))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".django-5.2.19.partial").path))
        }
    }

    @Test func folderWithOtherFilesExitsTwo() throws {
        try Self.withFolder { folder in
            try Data("x".utf8).write(to: folder.appendingPathComponent("notes.txt"))
            let run = try Self.fetch(into: folder, ["PYTHON": "/nonexistent/python3"])
            #expect(run.status == 2)
            #expect(run.stderr == "fetch-django-corpus: \(folder.path) exists, is not an empty folder and holds no .po files; set L10N_DJANGO_DIR to another folder\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])
        }
    }

    @Test func folderThatHoldsPOFilesIsUsedAsItIs() throws {
        try Self.withFolder { folder in
            let po = folder.appendingPathComponent("conf/locale/de/LC_MESSAGES")
            try FileManager.default.createDirectory(at: po, withIntermediateDirectories: true)
            try Data("msgid \"\"\nmsgstr \"\"\n".utf8).write(to: po.appendingPathComponent("django.po"))
            // No Python at all: nothing is fetched.
            let run = try Self.fetch(into: folder, ["PYTHON": "/nonexistent/python3"])
            #expect(run.status == 0)
            #expect(run.stderr.isEmpty)
        }
    }
}
