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

    /// Runs the script for the corpus folder `out`, with pip's install in `out`'s parent.
    static func fetch(into out: String, _ environment: [String: String?]) throws -> (status: Int32, stdout: String, stderr: String) {
        var variables = environment
        variables["L10N_DJANGO_DIR"] = out
        if variables["L10N_DJANGO_CACHE"] == nil {
            variables["L10N_DJANGO_CACHE"] = URL(fileURLWithPath: out).deletingLastPathComponent().appendingPathComponent("pip").path
        }
        return try Corpus.run(script, [], environment: variables)
    }

    static func fetch(into out: URL, _ environment: [String: String?]) throws -> (status: Int32, stdout: String, stderr: String) {
        try fetch(into: out.path, environment)
    }

    /// An executable script at `url` with `text`.
    static func writeScript(_ text: String, to url: URL) throws {
        try Data(text.utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
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
            // The machine's Python without its site-packages, where pip lives.
            let python = folder.appendingPathComponent("python-without-site").path
            try Self.writeScript("#!/bin/sh\nexec python3 -I -S \"$@\"\n", to: URL(fileURLWithPath: python))
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
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("pip").path))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("pip.partial").path))
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

    /// pip's side stood in for by a script that installs a release of two `.po` files: the copy into
    /// an empty folder reached through a link, named with a space and a trailing slash.
    @Test func releaseIsCopiedIntoAnEmptyFolderItIsGiven() throws {
        try Self.withFolder { folder in
            let python = folder.appendingPathComponent("fake-python")
            try Self.writeScript("""
                #!/bin/sh
                [ "$1 $2" = "-m pip" ] || exit 9
                [ "$3" = "--version" ] && exit 0
                while [ $# -gt 0 ]; do [ "$1" = "--target" ] && target="$2"; shift; done
                mkdir -p "$target/django-5.2.19.dist-info" "$target/django/conf/locale/de/LC_MESSAGES" \\
                  "$target/django/contrib/admin/locale/ar/LC_MESSAGES"
                printf 'msgid ""\\nmsgstr ""\\n' > "$target/django/conf/locale/de/LC_MESSAGES/django.po"
                printf 'msgid "a"\\nmsgstr "b"\\n' > "$target/django/contrib/admin/locale/ar/LC_MESSAGES/djangojs.po"

                """, to: python)
            let target = folder.appendingPathComponent("real folder")
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            let link = folder.appendingPathComponent("corpus link")
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)

            let run = try Self.fetch(into: link.path + "/", ["PYTHON": python.path])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.hasSuffix("fetch-django-corpus: Django 5.2.19, 2 .po files (40 bytes, 2 locales) in \(link.path)\n"))
            let de = target.appendingPathComponent("conf/locale/de/LC_MESSAGES/django.po").path
            #expect(FileManager.default.contents(atPath: de) == Data("msgid \"\"\nmsgstr \"\"\n".utf8))
            #expect(FileManager.default.fileExists(atPath: target.appendingPathComponent("contrib/admin/locale/ar/LC_MESSAGES/djangojs.po").path))
            #expect(FileManager.default.fileExists(atPath: target.appendingPathComponent(".complete").path))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == ["corpus link", "fake-python", "pip", "real folder"])

            // A second run finds the corpus and asks nothing of Python.
            let again = try Self.fetch(into: link.path, ["PYTHON": "/nonexistent/python3"])
            #expect(again.status == 0)
            #expect(again.stderr.isEmpty)
        }
    }
}
