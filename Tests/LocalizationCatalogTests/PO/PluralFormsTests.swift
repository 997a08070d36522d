import Foundation
import Testing
@testable import LocalizationCatalog
import TestSupport

/// gettext `Plural-Forms` headers (GNU gettext manual, "Plural forms"): parsing, evaluation,
/// printing, hostile input, and GNU gettext itself as the oracle.
@Suite struct PluralFormsTests {
    /// The headers the gettext manual lists, with an independent reading of each rule.
    static let manual: [(name: String, header: String, expected: @Sendable (UInt64) -> Int)] = [
        ("one form (ja, ko, vi)", "nplurals=1; plural=0;", { _ in 0 }),
        ("n != 1 (en, de)", "nplurals=2; plural=n != 1;", { $0 == 1 ? 0 : 1 }),
        ("n > 1 (fr, pt_BR)", "nplurals=2; plural=n>1;", { $0 <= 1 ? 0 : 1 }),
        ("Latvian", "nplurals=3; plural=n%10==1 && n%100!=11 ? 0 : n != 0 ? 1 : 2;", { n in
            if n == 0 { return 2 }
            return n % 10 == 1 && n % 100 != 11 ? 0 : 1
        }),
        ("Irish", "nplurals=3; plural=n==1 ? 0 : n==2 ? 1 : 2;", { n in n == 1 ? 0 : n == 2 ? 1 : 2 }),
        ("Romanian", "nplurals=3; plural=n==1 ? 0 : (n==0 || (n%100 > 0 && n%100 < 20)) ? 1 : 2;", { n in
            if n == 1 { return 0 }
            let lastTwo = n % 100
            return n == 0 || (1...19).contains(lastTwo) ? 1 : 2
        }),
        ("Lithuanian", "nplurals=3; plural=n%10==1 && n%100!=11 ? 0 : n%10>=2 && (n%100<10 || n%100>=20) ? 1 : 2;", { n in
            let teen = (10...19).contains(n % 100)
            if teen { return 2 }
            return n % 10 == 1 ? 0 : n % 10 == 0 ? 2 : 1
        }),
        ("Russian, Ukrainian, Serbian", "nplurals=3; plural=n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2;", { n in
            if (11...14).contains(n % 100) { return 2 }
            switch n % 10 {
            case 1: return 0
            case 2, 3, 4: return 1
            default: return 2
            }
        }),
        ("Czech, Slovak", "nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;", { n in
            switch n {
            case 1: return 0
            case 2, 3, 4: return 1
            default: return 2
            }
        }),
        ("Polish", "nplurals=3; plural=n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2;", { n in
            if n == 1 { return 0 }
            if (12...14).contains(n % 100) { return 2 }
            return [2, 3, 4].contains(n % 10) ? 1 : 2
        }),
        ("Slovenian", "nplurals=4; plural=n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3;", { n in
            switch n % 100 {
            case 1: return 0
            case 2: return 1
            case 3, 4: return 2
            default: return 3
            }
        }),
        ("Arabic", "nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;", { n in
            switch n {
            case 0: return 0
            case 1: return 1
            case 2: return 2
            default:
                switch n % 100 {
                case 3...10: return 3
                case 11...99: return 4
                default: return 5
                }
            }
        }),
    ]

    static func parsed(_ header: String) throws -> PluralForms {
        try PluralForms.parse(header).get()
    }

    // MARK: Evaluation on real headers

    @Test func manualHeadersAgreeWithTheirRulesOn0To200() throws {
        for (name, header, expected) in Self.manual {
            let forms = try Self.parsed(header)
            for n: UInt64 in 0...200 {
                #expect(forms.form(for: n) == .success(expected(n)), "\(name), n = \(n)")
            }
        }
    }

    @Test func russianFormsOfHandPickedNumbers() throws {
        let russian = try Self.parsed(Self.manual[7].header)
        let cases: [(UInt64, Int)] = [
            (0, 2), (1, 0), (2, 1), (4, 1), (5, 2), (11, 2), (12, 2), (14, 2), (21, 0), (22, 1), (25, 2),
            (101, 0), (111, 2), (112, 2), (121, 0), (1000, 2), (1001, 0),
        ]
        for (n, form) in cases { #expect(russian.form(for: n) == .success(form), "n = \(n)") }
    }

    @Test func arabicFormsOfHandPickedNumbers() throws {
        let arabic = try Self.parsed(Self.manual[11].header)
        let cases: [(UInt64, Int)] = [(0, 0), (1, 1), (2, 2), (3, 3), (10, 3), (11, 4), (99, 4), (100, 5), (102, 5), (103, 3), (111, 4)]
        for (n, form) in cases { #expect(arabic.form(for: n) == .success(form), "n = \(n)") }
    }

    @Test func nplurals() throws {
        #expect(try Self.parsed("nplurals=1; plural=0;").nplurals == 1)
        #expect(try Self.parsed("nplurals=6; plural=n==0 ? 0 : 5;").nplurals == 6)
        // gettext finds the fields by their text, in any order, and skips space after "nplurals=".
        #expect(try Self.parsed("plural=(n != 1); nplurals= 2;").nplurals == 2)
    }

    // MARK: Precedence and printing

    @Test func precedenceFollowsC() throws {
        let cases: [(String, String)] = [
            ("n + 2 * 3", "n + 2 * 3"),
            ("(n + 2) * 3", "(n + 2) * 3"),
            ("n - 1 - 1", "n - 1 - 1"),
            ("n - (1 - 1)", "n - (1 - 1)"),
            ("n == 1 || n == 2 && n == 3", "n == 1 || n == 2 && n == 3"),
            ("(n == 1 || n == 2) && n == 3", "(n == 1 || n == 2) && n == 3"),
            ("!n == 0", "!n == 0"),
            ("!(n == 0)", "!(n == 0)"),
            ("n ? 1 : n ? 2 : 3", "n ? 1 : n ? 2 : 3"),
            ("(n ? 1 : n) ? 2 : 3", "(n ? 1 : n) ? 2 : 3"),
            ("n ? n ? 1 : 2 : 3", "n ? n ? 1 : 2 : 3"),
            ("n<5==1", "n < 5 == 1"),
            ("((((n))))", "n"),
        ]
        for (input, printed) in cases {
            let forms = try Self.parsed("nplurals=9; plural=\(input);")
            #expect(forms.expression.description == printed, "\(input)")
            #expect(try Self.parsed("nplurals=9; plural=\(printed);").expression == forms.expression, "\(input)")
        }
    }

    @Test func valuesFollowC() throws {
        let cases: [(String, UInt64, UInt64)] = [
            ("n + 2 * 3", 1, 7),
            ("n - 1 - 1", 5, 3),
            ("n / 2 * 2", 5, 4),
            ("n % 3 % 2", 5, 0),
            ("!n", 0, 1),
            ("!!n", 7, 1),
            ("n > 1 ? 10 : 20", 2, 10),
            ("n == 1 || n == 2 && n == 3", 1, 1),
            ("n != 0 && 10 / n", 0, 0),
            ("n == 0 || 10 / n", 0, 1),
            ("n == 0 ? 0 : 10 / n", 0, 0),
        ]
        for (expression, n, value) in cases {
            #expect(try Self.parsed("nplurals=99; plural=\(expression);").expression.evaluate(n) == .success(value), "\(expression) for \(n)")
        }
    }

    @Test func descriptionPrintsTheHeaderBack() throws {
        #expect(try Self.parsed("nplurals=2; plural=(n!=1);").description == "nplurals=2; plural=(n != 1);")
        #expect(try Self.parsed("nplurals=1; plural=0;").description == "nplurals=1; plural=0;")
        #expect(
            try Self.parsed("nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);").description
                == "nplurals=3; plural=(n % 10 == 1 && n % 100 != 11 ? 0 : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20) ? 1 : 2);")
    }

    // MARK: Errors

    static func error(_ header: String) -> PluralFormsError? {
        if case .failure(let error) = PluralForms.parse(header) { return error }
        return nil
    }

    @Test func parseErrorsNameTheColumnInsideTheValue() {
        let cases: [(String, PluralFormsError.Kind, Int)] = [
            ("plural=n != 1;", .missingNplurals, 1),
            ("nplurals=; plural=n;", .invalidNplurals, 10),
            ("nplurals=0; plural=0;", .npluralsOutOfRange, 10),
            ("nplurals=1001; plural=0;", .npluralsOutOfRange, 10),
            ("nplurals=2;", .missingPlural, 12),
            ("nplurals=2; plural=;", .emptyExpression, 20),
            ("nplurals=2; plural=n?", .unexpectedEnd, 22),
            ("nplurals=2; plural=n ? 1;", .unexpectedEnd, 25),
            ("nplurals=2; plural=(n != 1;", .unexpectedEnd, 27),
            ("nplurals=2; plural=n = 1;", .unexpectedCharacter, 22),
            ("nplurals=2; plural=n & 1;", .unexpectedCharacter, 22),
            ("nplurals=2; plural=n != x;", .unexpectedCharacter, 25),
            ("nplurals=2; plural=-n;", .unexpectedToken, 20),
            ("nplurals=2; plural=n n;", .unexpectedToken, 22),
            ("nplurals=2; plural=(n != 1));", .unexpectedToken, 28),
            ("nplurals=2; plural=n != 99999999999999999999;", .numberTooLarge, 25),
        ]
        for (header, kind, column) in cases {
            let error = Self.error(header)
            #expect(error?.kind == kind, "\(header): \(String(describing: error))")
            #expect(error?.column == column, "\(header): \(String(describing: error))")
        }
    }

    @Test func theLargestLiteralIsAccepted() throws {
        #expect(try Self.parsed("nplurals=2; plural=n == 18446744073709551615;").form(for: UInt64.max) == .success(1))
    }

    @Test func arithmeticFailuresAreReportedNotTrapped() throws {
        let cases: [(String, UInt64, PluralFormsEvaluationError)] = [
            ("nplurals=2; plural=n/0;", 5, .divisionByZero(.divide)),
            ("nplurals=2; plural=n%0;", 5, .divisionByZero(.remainder)),
            ("nplurals=2; plural=1/(n-n);", 5, .divisionByZero(.divide)),
            ("nplurals=2; plural=n-1;", 0, .negativeValue(UInt64.max)),
            ("nplurals=2; plural=n;", 2, .formIndexOutOfRange(value: 2, nplurals: 2)),
            ("nplurals=2; plural=18446744073709551615;", 0, .negativeValue(UInt64.max)),
            ("nplurals=2; plural=9223372036854775807;", 0, .formIndexOutOfRange(value: UInt64(Int64.max), nplurals: 2)),
        ]
        for (header, n, error) in cases {
            #expect(try Self.parsed(header).form(for: n) == .failure(error), "\(header) for \(n)")
        }
        // Intermediate results wrap, as gettext's unsigned long: msgfmt -c accepts these.
        let wrapping: [(String, UInt64, Int)] = [
            ("nplurals=2; plural=(n-1 != 0);", 0, 1), ("nplurals=2; plural=n/(n-1);", 0, 0),
            ("nplurals=2; plural=n*n == 0;", 1 << 32, 1), ("nplurals=2; plural=n+18446744073709551615;", 1, 0),
        ]
        for (header, n, form) in wrapping {
            #expect(try Self.parsed(header).form(for: n) == .success(form), "\(header) for \(n)")
        }
    }

    @Test func deepAndLargeExpressionsAreRefused() throws {
        let deep = String(repeating: "(", count: 10_000) + "n" + String(repeating: ")", count: 10_000)
        #expect(Self.error("nplurals=2; plural=\(deep);")?.kind == .tooComplex)
        let nots = String(repeating: "!", count: 10_000) + "n"
        #expect(Self.error("nplurals=2; plural=\(nots);")?.kind == .tooComplex)
        let chain = Array(repeating: "n", count: 5_000).joined(separator: " + ")
        #expect(Self.error("nplurals=2; plural=\(chain);")?.kind == .tooComplex)
        let conditionals = Array(repeating: "n ? 1", count: 5_000).joined(separator: " : ") + String(repeating: " : 0", count: 1)
        #expect(Self.error("nplurals=2; plural=\(conditionals);")?.kind == .tooComplex)
        // Within the caps, a long expression still works.
        let fifty = Array(repeating: "n", count: 50).joined(separator: " + ")
        #expect(try Self.parsed("nplurals=2; plural=(\(fifty)) > 50;").form(for: 2) == .success(1))
    }

    @Test func arbitraryBytesNeverTrap() throws {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("n0123456789 ()?:!=<>&|+-*/%;x\t")
        for _ in 0..<3_000 {
            let length = Int.random(in: 0..<40, using: &generator)
            let expression = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            if case .success(let forms) = PluralForms.parse("nplurals=3; plural=\(expression)") {
                for n: UInt64 in [0, 1, 2, 11, UInt64.max] { _ = forms.form(for: n) }
                #expect(try PluralForms.parse(forms.description).get() == forms, "\(expression)")
            }
        }
    }

    // MARK: Distribution (msgfmt's check_plural_eval)

    @Test func distributionCountsNumbersPerForm() throws {
        let english = try Self.parsed("nplurals=2; plural=n != 1;").distribution().get()
        #expect(english.counts == [1, 1000])
        #expect(english.formsServingOneNumber == [0])
        #expect(english.samples[0] == [1])
        #expect(!english.isOftenUsed(0) && english.isOftenUsed(1))

        let french = try Self.parsed("nplurals=2; plural=n>1;").distribution().get()
        #expect(french.counts == [2, 999])
        #expect(french.formsServingOneNumber == [])

        let serbian = try Self.parsed(Self.manual[7].header).distribution().get()
        #expect(serbian.samples[0] == [1, 21, 31, 41, 51, 61])
        #expect(serbian.isOftenUsed(0))

        let arabic = try Self.parsed(Self.manual[11].header)
        #expect(arabic.formsServingOneNumber() == .success([0, 1, 2]))
        #expect(try Self.parsed("nplurals=3; plural=n != 1;").distribution().get().unusedForms == [2])
        #expect(
            try Self.parsed("nplurals=2; plural=n == 700 ? 2 : 0;").distribution()
                == .failure(PluralFormsDistributionFailure(n: 700, error: .formIndexOutOfRange(value: 2, nplurals: 2))))
    }

    /// msgfmt -c checks a form's format directives strictly only when the form is used often
    /// (at least 5 of n = 0…1000): a `msgstr[j]` without `%d` passes exactly when form j is not.
    @Test func oftenUsedFormsAreThoseMsgfmtChecksStrictly() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, header, _) in Self.manual {
            let forms = try Self.parsed(header)
            let distribution = try forms.distribution().get()
            for dropped in 0..<forms.nplurals {
                var po = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\"Plural-Forms: \(header)\\n\"\n\n"
                po += "#, c-format\nmsgid \"%d file\"\nmsgid_plural \"%d files\"\n"
                for j in 0..<forms.nplurals { po += "msgstr[\(j)] \"\(j == dropped ? "one file" : "%d files")\"\n" }
                let path = directory.appendingPathComponent("t.po").path
                try po.write(toFile: path, atomically: true, encoding: .utf8)
                let result = try Corpus.run("/usr/bin/msgfmt", ["-c", "-o", "/dev/null", path])
                #expect((result.status != 0) == distribution.isOftenUsed(dropped), "\(name), form \(dropped): \(result.stderr)")
            }
        }
    }

    /// msgfmt -c fails a header exactly when our distribution over 0…1000 fails.
    @Test func distributionFailuresAreThoseOfMsgfmt() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let headers = [
            "nplurals=2; plural=n/0;", "nplurals=2; plural=n%(n-n);", "nplurals=2; plural=n;",
            "nplurals=2; plural=n>1000 ? 5 : 1;", "nplurals=2; plural=n>1001 ? 5 : 1;", "nplurals=3; plural=n%3;",
            "nplurals=2; plural=n != 1;",
        ]
        for header in headers {
            let po = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\"Plural-Forms: \(header)\\n\"\n\nmsgid \"a\"\nmsgid_plural \"b\"\n"
                + (0..<(header.hasPrefix("nplurals=3") ? 3 : 2)).map { "msgstr[\($0)] \"x\"\n" }.joined()
            let path = directory.appendingPathComponent("t.po").path
            try po.write(toFile: path, atomically: true, encoding: .utf8)
            let result = try Corpus.run("/usr/bin/msgfmt", ["-c", "-o", "/dev/null", path])
            let ours = try Self.parsed(header).distribution()
            #expect((result.status != 0) == ((try? ours.get()) == nil), "\(header): \(result.stderr)")
        }
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("plural-forms-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
