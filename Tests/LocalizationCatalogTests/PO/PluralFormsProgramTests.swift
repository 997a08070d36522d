import Testing
@testable import LocalizationCatalog

/// `PluralFormsProgram` (the flattened evaluator behind `PluralForms.forms(for:)` and
/// `distribution`) against the tree evaluator `PluralFormsExpression.evaluate`, which the oracle
/// tests compare with GNU gettext.
struct PluralFormsProgramTests {
    static func treeResults(_ forms: PluralForms, _ numbers: [UInt64]) -> Result<[Int], PluralFormsDistributionFailure> {
        var result: [Int] = []
        for n in numbers {
            switch forms.form(for: n) {
            case .success(let form): result.append(form)
            case .failure(let error): return .failure(PluralFormsDistributionFailure(n: n, error: error))
            }
        }
        return .success(result)
    }

    @Test func shortCircuitsSkipWhatGettextSkips() throws {
        // Each right side or untaken branch would fail if evaluated.
        let cases: [(String, [UInt64], [Int])] = [
            ("nplurals=2; plural=n != 0 && 10 / n > 2;", [0, 1, 3, 4], [0, 1, 1, 0]),
            ("nplurals=2; plural=n == 0 || 10 % n == 1;", [0, 1, 3, 9], [1, 0, 1, 1]),
            ("nplurals=3; plural=n == 0 ? 2 : 7 / n > 1;", [0, 1, 3, 4, 8], [2, 1, 1, 0, 0]),
            ("nplurals=2; plural=n > 5 ? 1 : n < 5 ? 0 : 1 - n % 5;", [0, 4, 5, 6], [0, 0, 1, 1]),
            ("nplurals=2; plural=!(n - n) && n;", [0, 1, 2], [0, 1, 1]),
        ]
        for (header, numbers, expected) in cases {
            let forms = try PluralForms.parse(header).get()
            #expect(try forms.forms(for: numbers).get() == expected, "\(header)")
            #expect(try Self.treeResults(forms, numbers).get() == expected, "\(header)")
        }
    }

    @Test func failuresNameTheFirstNumberAndTheError() throws {
        let cases: [(String, [UInt64], UInt64, PluralFormsEvaluationError)] = [
            ("nplurals=2; plural=10 / (n != 3) > 1;", [0, 1, 2, 3, 4], 3, .divisionByZero(.divide)),
            ("nplurals=2; plural=n % (n > 2);", [3, 2, 1], 2, .divisionByZero(.remainder)),
            ("nplurals=2; plural=n - 1;", [1, 0], 0, .negativeValue(UInt64.max)),
            ("nplurals=2; plural=n / (n - 1) > 1;", [0, 2, 1], 1, .divisionByZero(.divide)),
            ("nplurals=2; plural=n;", [0, 1, 2], 2, .formIndexOutOfRange(value: 2, nplurals: 2)),
        ]
        for (header, numbers, n, error) in cases {
            let forms = try PluralForms.parse(header).get()
            let failure = PluralFormsDistributionFailure(n: n, error: error)
            #expect(forms.forms(for: numbers) == .failure(failure), "\(header)")
            #expect(Self.treeResults(forms, numbers) == .failure(failure), "\(header)")
        }
    }

    /// Random expressions over every operator, nested up to eight deep, on 0…300 and some large
    /// numbers: both evaluators give the same forms, or fail at the same number the same way.
    @Test func randomExpressionsAgreeWithTheTreeEvaluator() throws {
        var generator = SplitMix(seed: 0x5EED)
        let operators = ["||", "&&", "==", "!=", "<", ">", "<=", ">=", "+", "-", "*", "/", "%"]
        func expression(_ depth: Int) -> String {
            let choice = depth == 0 ? generator.next() % 2 : generator.next() % 6
            switch choice {
            case 0: return "n"
            case 1: return String(generator.next() % 12)
            case 2: return "!" + expression(depth - 1)
            case 3: return "(" + expression(depth - 1) + " ? " + expression(depth - 1) + " : " + expression(depth - 1) + ")"
            default:
                let op = operators[Int(generator.next() % UInt64(operators.count))]
                return "(" + expression(depth - 1) + " " + op + " " + expression(depth - 1) + ")"
            }
        }
        let numbers: [UInt64] = Array(0...300) + [1000, 1_000_000, 1 << 31, 1 << 40, UInt64.max - 1, UInt64.max]
        var failures = 0, successes = 0
        for _ in 0..<2000 {
            let header = "nplurals=7; plural=" + expression(Int(generator.next() % 8)) + ";"
            guard let forms = try? PluralForms.parse(header).get() else { continue }
            let flat = forms.forms(for: numbers), tree = Self.treeResults(forms, numbers)
            #expect(flat == tree, "\(header)")
            if case .success = tree { successes += 1 } else { failures += 1 }
        }
        // Both outcomes are exercised.
        #expect(successes > 200)
        #expect(failures > 200)
    }
}
