extension PluralFormsExpression {
    /// The expression's value for `n`, in unsigned 64-bit arithmetic as gettext's `plural_eval`.
    ///
    /// `&&`, `||` and `?:` evaluate their right side only when gettext does, so `n != 0 && 10 / n`
    /// is fine for 0. A zero divisor and any result outside 0…2^64 − 1 (gettext wraps) are
    /// reported, never trapped. The recursion is bounded by the tree's height, which
    /// ``PluralForms/parse(_:)`` caps.
    public func evaluate(_ n: UInt64) -> Result<UInt64, PluralFormsEvaluationError> {
        do { return .success(try value(n)) } catch { return .failure(error) }
    }

    func value(_ n: UInt64) throws(PluralFormsEvaluationError) -> UInt64 {
        switch self {
        case .n: return n
        case .literal(let value): return value
        case .not(let operand): return try operand.value(n) == 0 ? 1 : 0
        case .conditional(let condition, let then, let otherwise):
            if try condition.value(n) != 0 { return try then.value(n) }
            return try otherwise.value(n)
        case .binary(let op, let left, let right):
            // Short-circuit as C: the right side of `&&`/`||` is evaluated only when needed.
            let a = try left.value(n)
            if op == .or {
                if a != 0 { return 1 }
                return try right.value(n) != 0 ? 1 : 0
            }
            if op == .and {
                if a == 0 { return 0 }
                return try right.value(n) != 0 ? 1 : 0
            }
            let b = try right.value(n)
            return try op.apply(a, b).get()
        }
    }
}
