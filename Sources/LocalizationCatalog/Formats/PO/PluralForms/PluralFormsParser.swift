/// Reads the expression after `plural=` the way gettext's `plural.y` and its lexer do.
///
/// Tokens are separated by spaces and tabs only; the expression ends at `;`, a newline or the end
/// of the value, and whatever follows that `;` is ignored (as gettext ignores it). Unlike
/// gettext, a literal that does not fit 64 bits is an error instead of wrapping, and the tree's
/// size and height are capped so hostile headers cost bounded work.
struct PluralFormsParser {
    private enum Token: Equatable {
        case n, number(UInt64), op(PluralFormsOperator), not, question, colon, open, close, end
    }

    private let scalars: [Unicode.Scalar]
    private var position: Int
    /// The current token and the index of its first scalar.
    private var token: Token = .end
    private var tokenStart = 0
    private var nodes = 0
    private var nesting = 0
    private var failure: PluralFormsError?

    /// - Parameters:
    ///   - scalars: the whole header value (columns count from its start).
    ///   - start: the index just after `plural=`.
    init(_ scalars: [Unicode.Scalar], start: Int) {
        self.scalars = scalars
        self.position = start
    }

    /// The expression, or the first error with its column.
    mutating func parse() -> Result<PluralFormsExpression, PluralFormsError> {
        advance()
        if failure == nil, token == .end {
            fail(.emptyExpression, "'plural=' is not followed by an expression")
        }
        let expression = failure == nil ? parseConditional() : nil
        if failure == nil, token != .end {
            fail(.unexpectedToken, "\(describe(token)) after a complete expression; end it with ';'")
        }
        if let failure { return .failure(failure) }
        guard let expression else { return .failure(PluralFormsError(.unexpectedEnd, column: column(tokenStart), "the expression is incomplete")) }
        return .success(expression)
    }

    // MARK: Grammar

    /// `condition ? then : else`, right-associative, loosest of all.
    private mutating func parseConditional() -> PluralFormsExpression? {
        guard enter() else { return nil }
        defer { nesting -= 1 }
        guard let condition = parseBinary(minimumPrecedence: 1) else { return nil }
        guard token == .question else { return condition }
        advance()
        guard let then = parseConditional() else { return nil }
        guard token == .colon else {
            fail(token == .end ? .unexpectedEnd : .unexpectedToken, "'?' needs a ':' here, found \(describe(token))")
            return nil
        }
        advance()
        guard let otherwise = parseConditional() else { return nil }
        return make(.conditional(condition, then, otherwise))
    }

    /// Left-associative binary operators by precedence climbing.
    private mutating func parseBinary(minimumPrecedence: Int) -> PluralFormsExpression? {
        guard var left = parseUnary() else { return nil }
        while case .op(let op) = token, op.precedence >= minimumPrecedence {
            advance()
            guard let right = parseBinary(minimumPrecedence: op.precedence + 1) else { return nil }
            guard let node = make(.binary(op, left, right)) else { return nil }
            left = node
        }
        return left
    }

    private mutating func parseUnary() -> PluralFormsExpression? {
        guard enter() else { return nil }
        defer { nesting -= 1 }
        switch token {
        case .not:
            advance()
            guard let operand = parseUnary() else { return nil }
            return make(.not(operand))
        case .n:
            advance()
            return make(.n)
        case .number(let value):
            advance()
            return make(.literal(value))
        case .open:
            let open = tokenStart
            advance()
            guard let inner = parseConditional() else { return nil }
            guard token == .close else {
                fail(
                    token == .end ? .unexpectedEnd : .unexpectedToken,
                    "the '(' at column \(column(open)) is not closed; found \(describe(token))")
                return nil
            }
            advance()
            return inner
        case .end:
            fail(.unexpectedEnd, "the expression ends where an operand (n, a number or '(') is needed")
            return nil
        default:
            fail(.unexpectedToken, "\(describe(token)) where an operand (n, a number or '(') is needed")
            return nil
        }
    }

    // MARK: Limits

    private mutating func enter() -> Bool {
        nesting += 1
        if nesting > PluralForms.maximumDepth {
            fail(.tooComplex, "the expression nests deeper than \(PluralForms.maximumDepth) levels")
            return false
        }
        return true
    }

    private mutating func make(_ node: PluralFormsExpression) -> PluralFormsExpression? {
        nodes += 1
        if nodes > PluralForms.maximumNodeCount {
            fail(.tooComplex, "the expression has more than \(PluralForms.maximumNodeCount) operands and operators")
            return nil
        }
        // Only binary chains grow the height without recursion; check them here.
        if case .binary = node, node.height > PluralForms.maximumDepth {
            fail(.tooComplex, "the expression nests deeper than \(PluralForms.maximumDepth) levels")
            return nil
        }
        return node
    }

    // MARK: Lexer

    private mutating func advance() {
        guard failure == nil else { token = .end; return }
        while position < scalars.count, scalars[position] == " " || scalars[position] == "\t" { position += 1 }
        tokenStart = position
        guard position < scalars.count else { token = .end; return }
        let c = scalars[position]
        let next: Unicode.Scalar? = position + 1 < scalars.count ? scalars[position + 1] : nil
        position += 1
        switch c {
        case "0"..."9":
            var value = UInt64(c.value - 0x30)
            var overflow = false
            while position < scalars.count, ("0"..."9").contains(scalars[position]) {
                let (times10, o1) = value.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times10.addingReportingOverflow(UInt64(scalars[position].value - 0x30))
                overflow = overflow || o1 || o2
                value = sum
                position += 1
            }
            if overflow {
                fail(.numberTooLarge, "the number \(String(String.UnicodeScalarView(scalars[tokenStart..<position]))) does not fit in 64 bits")
                return
            }
            token = .number(value)
        case "n": token = .n
        case "?": token = .question
        case ":": token = .colon
        case "(": token = .open
        case ")": token = .close
        case ";", "\n": position -= 1; token = .end
        case "*": token = .op(.multiply)
        case "/": token = .op(.divide)
        case "%": token = .op(.remainder)
        case "+": token = .op(.add)
        case "-": token = .op(.subtract)
        case "<", ">":
            let orEqual = next == "="
            if orEqual { position += 1 }
            token = .op(c == "<" ? (orEqual ? .lessOrEqual : .less) : (orEqual ? .greaterOrEqual : .greater))
        case "=", "!":
            if next == "=" {
                position += 1
                token = .op(c == "=" ? .equal : .notEqual)
            } else if c == "!" {
                token = .not
            } else {
                fail(.unexpectedCharacter, "'=' alone is not an operator; compare with '=='")
            }
        case "&", "|":
            if next == c {
                position += 1
                token = .op(c == "&" ? .and : .or)
            } else {
                fail(.unexpectedCharacter, "'\(c)' alone is not an operator; use '\(c)\(c)'")
            }
        default:
            fail(.unexpectedCharacter, "'\(c.escaped(asASCII: true))' is not part of a plural expression (n, numbers, operators, '?:', parentheses)")
        }
    }

    private func describe(_ token: Token) -> String {
        switch token {
        case .n: "'n'"
        case .number(let value): "the number \(value)"
        case .op(let op): "'\(op.symbol)'"
        case .not: "'!'"
        case .question: "'?'"
        case .colon: "':'"
        case .open: "'('"
        case .close: "')'"
        case .end: tokenStart < scalars.count ? "'\(scalars[tokenStart].escaped(asASCII: true))'" : "the end of the value"
        }
    }

    private func column(_ index: Int) -> Int { index + 1 }

    private mutating func fail(_ kind: PluralFormsError.Kind, _ message: String) {
        guard failure == nil else { return }
        failure = PluralFormsError(kind, column: column(tokenStart), message)
        token = .end
    }
}
