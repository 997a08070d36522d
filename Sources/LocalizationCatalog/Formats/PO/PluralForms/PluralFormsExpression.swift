/// The `plural=` expression of a gettext `Plural-Forms` header, as a tree.
///
/// The language is the C subset that GNU gettext's `plural.y` accepts: the variable `n`, unsigned
/// decimal literals, `!`, the binary operators of ``PluralFormsOperator``, `?:` and parentheses
/// (GNU gettext manual, "Plural forms"). There is no unary minus. Values are unsigned 64-bit
/// integers, as gettext's `unsigned long int` on LP64 systems; comparisons and `!`, `&&`, `||`
/// give 0 or 1.
///
/// `description` prints the tree back in C with only the parentheses the precedence needs:
/// `n%10==1 && n%100!=11` reads back as `n % 10 == 1 && n % 100 != 11`.
public indirect enum PluralFormsExpression: Sendable, Hashable, CustomStringConvertible {
    /// The number being formatted.
    case n
    case literal(UInt64)
    /// `!operand`: 1 when the operand is 0, else 0.
    case not(PluralFormsExpression)
    case binary(PluralFormsOperator, PluralFormsExpression, PluralFormsExpression)
    /// `condition ? then : else`; only the branch taken is evaluated.
    case conditional(PluralFormsExpression, PluralFormsExpression, PluralFormsExpression)

    public var description: String { printed(context: 0) }

    /// The expression printed so that it parses back the same inside an operand that binds at
    /// `context` (0: anywhere, `?:` level; 7: operand of `!`).
    private func printed(context: Int) -> String {
        switch self {
        case .n: return "n"
        case .literal(let value): return String(value)
        case .not(let operand): return "!" + operand.printed(context: 7)
        case .binary(let op, let left, let right):
            // Left-associative: the right operand needs parentheses at the same precedence.
            let text = "\(left.printed(context: op.precedence)) \(op.symbol) \(right.printed(context: op.precedence + 1))"
            return op.precedence < context ? "(\(text))" : text
        case .conditional(let condition, let then, let otherwise):
            // Right-associative: a conditional condition needs parentheses, a conditional else branch does not.
            let text = "\(condition.printed(context: 1)) ? \(then.printed(context: 0)) : \(otherwise.printed(context: 0))"
            return context > 0 ? "(\(text))" : text
        }
    }

    /// The number of nodes in the tree.
    public var nodeCount: Int {
        switch self {
        case .n, .literal: 1
        case .not(let operand): 1 + operand.nodeCount
        case .binary(_, let left, let right): 1 + left.nodeCount + right.nodeCount
        case .conditional(let a, let b, let c): 1 + a.nodeCount + b.nodeCount + c.nodeCount
        }
    }

    /// The length of the longest path from the root to a leaf (1 for `n`).
    public var height: Int {
        switch self {
        case .n, .literal: 1
        case .not(let operand): 1 + operand.height
        case .binary(_, let left, let right): 1 + max(left.height, right.height)
        case .conditional(let a, let b, let c): 1 + max(a.height, b.height, c.height)
        }
    }
}
