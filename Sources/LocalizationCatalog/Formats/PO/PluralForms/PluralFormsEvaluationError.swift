/// Why a plural expression gives no form for a number.
///
/// gettext evaluates in `unsigned long` and traps (SIGFPE) on a zero divisor and wraps on
/// overflow; `msgfmt -c` reports both ("plural expression can produce division by zero",
/// "… integer overflow", "… negative values"). This evaluator reports them instead.
public enum PluralFormsEvaluationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `x / 0` or `x % 0`; the operator is `/` or `%`.
    case divisionByZero(PluralFormsOperator)
    /// `+`, `-` or `*` left 0…2^64 − 1 (for `-`: the result would be negative).
    case overflow(PluralFormsOperator)
    /// The expression's value is not a form index below `nplurals`.
    case formIndexOutOfRange(value: UInt64, nplurals: Int)

    public var description: String {
        switch self {
        case .divisionByZero(let op):
            op == .remainder ? "remainder by zero ('%' with a zero right operand)" : "division by zero"
        case .overflow(.subtract): "negative value ('-' below zero)"
        case .overflow(let op): "integer overflow in '\(op.symbol)'"
        case .formIndexOutOfRange(let value, let nplurals):
            "the expression gives \(value), but nplurals=\(nplurals) allows form indices 0…\(nplurals - 1)"
        }
    }
}
