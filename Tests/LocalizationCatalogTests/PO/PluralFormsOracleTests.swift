import Foundation
import Testing
@testable import LocalizationCatalog
import TestSupport

/// Every distinct `Plural-Forms` header of the Django corpus and of the gettext manual, evaluated
/// for n = 0…1000 by our evaluator and by GNU gettext's own runtime: glibc's `dngettext` (the
/// gettext runtime's `plural.y`/`plural-eval.c`), reached from Python through `ctypes`, on `.mo`
/// files compiled by `msgfmt`; a sample of numbers also goes through the `ngettext` program.
@Suite(.serialized) struct PluralFormsOracleTests {
    /// Reads `{"dir": …, "headers": [..], "cli": [n…]}` on stdin; writes, per header, the form
    /// index that GNU gettext picks for 0…1000, and for the `cli` numbers what the `ngettext`
    /// program prints.
    static let oracleScript = #"""
    import ctypes, json, locale, os, subprocess, sys
    job = json.load(sys.stdin)
    root = job["dir"]
    os.makedirs(os.path.join(root, "xx", "LC_MESSAGES"), exist_ok=True)
    for i, (header, nplurals) in enumerate(job["headers"]):
        po = os.path.join(root, "h%d.po" % i)
        with open(po, "w", encoding="utf-8") as f:
            f.write('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n')
            f.write('"Plural-Forms: %s\\n"\n\nmsgid "x"\nmsgid_plural "xs"\n' % header)
            for k in range(nplurals):
                f.write('msgstr[%d] "%d"\n' % (k, k))
        subprocess.run(["msgfmt", "-o", os.path.join(root, "xx", "LC_MESSAGES", "h%d.mo" % i), po], check=True)
    os.environ["LANGUAGE"] = "xx"
    locale.setlocale(locale.LC_ALL, "C.UTF-8")
    libc = ctypes.CDLL(None)
    libc.dngettext.restype = ctypes.c_char_p
    libc.dngettext.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_ulong]
    libc.bindtextdomain.argtypes = [ctypes.c_char_p, ctypes.c_char_p]
    result = []
    for i in range(len(job["headers"])):
        domain = b"h%d" % i
        libc.bindtextdomain(domain, root.encode())
        forms = [int(libc.dngettext(domain, b"x", b"xs", n)) for n in range(1001)]
        env = dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE="xx", TEXTDOMAINDIR=root)
        cli = [int(subprocess.run(["ngettext", "-d", "h%d" % i, "x", "xs", str(n)], env=env,
                                  capture_output=True, text=True, check=True).stdout) for n in job["cli"]]
        result.append({"forms": forms, "cli": cli})
    json.dump(result, sys.stdout)
    """#

    static let cliNumbers: [UInt64] = [0, 1, 2, 3, 5, 11, 12, 21, 22, 101, 111, 1000]

    struct OracleResult: Decodable {
        var forms: [Int]
        var cli: [Int]
    }

    /// Runs the oracle over `headers`; nil (with a recorded issue) when Python or gettext is missing.
    static func gnuForms(_ headers: [PluralForms], _ texts: [String]) throws -> [OracleResult] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plural-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let job: [String: Any] = [
            "dir": directory.path,
            "headers": zip(texts, headers).map { [$0.0, $0.1.nplurals] as [Any] },
            "cli": cliNumbers.map { Int($0) },
        ]
        let jobPath = directory.appendingPathComponent("job.json")
        try JSONSerialization.data(withJSONObject: job).write(to: jobPath)
        let scriptPath = directory.appendingPathComponent("oracle.py")
        try oracleScript.write(to: scriptPath, atomically: true, encoding: .utf8)
        let result = try Corpus.run("/bin/sh", ["-c", "python3 \"$0\" < \"$1\"", scriptPath.path, jobPath.path])
        try #require(result.status == 0, "oracle failed: \(result.stderr)")
        return try JSONDecoder().decode([OracleResult].self, from: Data(result.stdout.utf8))
    }

    /// The distinct `Plural-Forms` values of the Django corpus, with how many files use each.
    static func djangoHeaders() throws -> [(value: String, files: Int)] {
        let files = try PODjangoCorpusTests.corpusFiles()
        var counts: [String: Int] = [:]
        for path in files {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let document = PODocument.parse(Array(data), path: path)
            guard let header = document.header?.translation?.value,
                let value = POHeader.value(of: "plural-forms", in: POHeader.fields(of: header))
            else { continue }
            counts[value, default: 0] += 1
        }
        return counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    @Test(Corpus.needsDjango) func everyDjangoHeaderAgreesWithGNUGettextOn0To1000() throws {
        let headers = try Self.djangoHeaders()
        #expect(headers.count >= 25)
        #expect(headers.map(\.files).reduce(0, +) >= 1200)
        var parsed: [PluralForms] = []
        for (value, _) in headers {
            let forms = try #require(try? PluralForms.parse(value).get(), "\(value)")
            #expect(forms.distribution().map { _ in true } == .success(true), "\(value)")
            parsed.append(forms)
        }
        let texts = headers.map(\.value)
        try Self.compare(parsed, texts)
    }

    @Test func manualHeadersAgreeWithGNUGettextOn0To1000() throws {
        let texts = PluralFormsTests.manual.map(\.header)
        try Self.compare(texts.map { try PluralForms.parse($0).get() }, texts)
    }

    static func compare(_ parsed: [PluralForms], _ texts: [String]) throws {
        let gnu = try gnuForms(parsed, texts)
        try #require(gnu.count == parsed.count)
        for (i, forms) in parsed.enumerated() {
            let ours = (0...1000 as ClosedRange<UInt64>).map { (try? forms.form(for: $0).get()) ?? -1 }
            // The flattened program behind `forms(for:)` and `distribution` gives the same forms.
            #expect((try? forms.forms(for: Array(0...1000)).get()) == ours, "\(texts[i])")
            let firstDifference = ours.indices.first { ours[$0] != gnu[i].forms[$0] }
            #expect(firstDifference == nil, "\(texts[i]): n = \(firstDifference ?? 0) ours \(ours[firstDifference ?? 0]), gettext \(gnu[i].forms[firstDifference ?? 0])")
            #expect(gnu[i].cli == cliNumbers.map { gnu[i].forms[Int($0)] }, "ngettext program vs dngettext: \(texts[i])")
            // The printed expression means the same.
            let reprinted = try PluralForms.parse(forms.description).get()
            #expect(reprinted == forms, "\(texts[i]) → \(forms.description)")
        }
    }
}
