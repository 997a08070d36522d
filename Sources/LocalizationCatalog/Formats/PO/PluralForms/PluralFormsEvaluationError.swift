/// Why a plural expression gives no form for a number.
///
/// gettext evaluates in `unsigned long`: it traps (SIGFPE) on a zero divisor and wraps on
/// overflow, so `(n-1 != 0)` is fine for 0. `msgfmt -c` checks n = 0…1000 and reports a zero
/// divisor ("plural expression can produce division by zero"), a result that is negative read
/// as a `long` ("… negative values") and one not below nplurals. This evaluator reports the
/// same, never trapping.
public enum PluralFormsEvaluationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `x / 0` or `x % 0`; the operator is `/` or `%`.
    case divisionByZero(PluralFormsOperator)
    /// The expression's value is above 2^63 − 1: negative as gettext's `long` (`n-1` for 0).
    case negativeValue(UInt64)
    /// The expression's value is not a form index below `nplurals`.
    case formIndexOutOfRange(value: UInt64, nplurals: Int)

    public var description: String {
        switch self {
        case .divisionByZero(let op):
            op == .remainder ? "remainder by zero ('%' with a zero right operand)" : "division by zero"
        case .negativeValue(let value): "a negative value (\(Int64(bitPattern: value)))"
        case .formIndexOutOfRange(let value, let nplurals):
            "the expression gives \(value), but nplurals=\(nplurals) allows form indices 0…\(nplurals - 1)"
        }
    }
}
