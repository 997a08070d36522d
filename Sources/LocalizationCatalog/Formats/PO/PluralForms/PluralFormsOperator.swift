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
}
