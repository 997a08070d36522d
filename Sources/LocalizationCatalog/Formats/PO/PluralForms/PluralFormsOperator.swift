/// A binary operator of a gettext plural expression, with C's precedence.
///
/// gettext's grammar (`plural.y` in gettext-runtime/intl) accepts these operators, from the
/// loosest binding to the tightest: `||`, `&&`, `== !=`, `< > <= >=`, `+ -`, `* / %`; all are
/// left-associative. `?:` binds looser than all of them and `!` tighter.
public enum PluralFormsOperator: String, Sendable, Hashable, CaseIterable {
    case or = "||"
    case and = "&&"
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case greater = ">"
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
    case remainder = "%"

    /// The C spelling, e.g. `"<="`.
    public var symbol: String { rawValue }

    /// Binding strength: 1 for `||` up to 6 for `* / %` (`?:` is 0 and `!` is 7).
    public var precedence: Int {
        switch self {
        case .or: 1
        case .and: 2
        case .equal, .notEqual: 3
        case .less, .greater, .lessOrEqual, .greaterOrEqual: 4
        case .add, .subtract: 5
        case .multiply, .divide, .remainder: 6
        }
    }

    /// `a op b` in gettext's unsigned 64-bit arithmetic, for every operator but `&&` and `||`
    /// (whose right side is evaluated only when needed, by the caller): comparisons give 0 or 1;
    /// `+`, `-` and `*` wrap as C's unsigned arithmetic; a zero divisor is an error, never a trap.
    @inline(__always)
    func apply(_ a: UInt64, _ b: UInt64) -> Result<UInt64, PluralFormsEvaluationError> {
        switch self {
        case .equal: return .success(a == b ? 1 : 0)
        case .notEqual: return .success(a != b ? 1 : 0)
        case .less: return .success(a < b ? 1 : 0)
        case .greater: return .success(a > b ? 1 : 0)
        case .lessOrEqual: return .success(a <= b ? 1 : 0)
        case .greaterOrEqual: return .success(a >= b ? 1 : 0)
        case .add: return .success(a &+ b)
        case .subtract: return .success(a &- b)
        case .multiply: return .success(a &* b)
        // Logical operators as values, for completeness (the evaluators short-circuit them).
        case .or: return .success((a != 0 || b != 0) ? 1 : 0)
        case .and: return .success((a != 0 && b != 0) ? 1 : 0)
        case .divide, .remainder:
            if b == 0 { return .failure(.divisionByZero(self)) }
            return .success(self == .divide ? a / b : a % b)
        }
    }
}
