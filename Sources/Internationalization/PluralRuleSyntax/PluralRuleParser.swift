/// Reads CLDR plural rule text (UTS #35 Part 3, "Plural rules syntax"):
///
/// ```
/// rule        = condition samples
/// condition   = and_condition ('or' and_condition)*
/// and_condition = relation ('and' relation)*
/// relation    = expr ('=' | '!=' | 'is' ['not'] | ['not'] 'in' | ['not'] 'within') range_list
/// expr        = operand (('%' | 'mod') value)?
/// range_list  = (value'..'value | value) (',' range_list)*
/// samples     = ('@integer' sample_list)? ('@decimal' sample_list)?
/// sample_list = sample_range (',' sample_range)* (',' ('…' | '...'))?
/// sample_range = sample ('~' sample)?      sample = digits ('.' digits)? ([ce] digits)?
/// ```
struct PluralRuleParser {
    private let scalars: [Unicode.Scalar]
    private var position = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    mutating func parse() -> Result<PluralRule, PluralRuleSyntaxError> {
        do {
            var rule = PluralRule(condition: [])
            skipSpace()
            if !atEnd, peek != "@" { rule.condition = try parseCondition() }
            skipSpace()
            while !atEnd {
                let start = position
                guard peek == "@" else { throw error(at: start, "expected 'and', 'or' or '@integer'/'@decimal'") }
                position += 1
                let word = readWord()
                let samples = try parseSamples()
                switch word {
                case "integer" where rule.integerSamples == nil && rule.decimalSamples == nil: rule.integerSamples = samples
                case "decimal" where rule.decimalSamples == nil: rule.decimalSamples = samples
                default: throw error(at: start, "'@\(word)' is not '@integer' or '@decimal' in that order")
                }
                skipSpace()
            }
            return .success(rule)
        } catch let failure as PluralRuleSyntaxError {
            return .failure(failure)
        } catch {
            return .failure(PluralRuleSyntaxError(column: position + 1, "\(error)"))
        }
    }

    // MARK: Condition

    private mutating func parseCondition() throws -> [[PluralRelation]] {
        var alternatives = [try parseConjunction()]
        while tryKeyword("or") { alternatives.append(try parseConjunction()) }
        return alternatives
    }

    private mutating func parseConjunction() throws -> [PluralRelation] {
        var relations = [try parseRelation()]
        while tryKeyword("and") { relations.append(try parseRelation()) }
        return relations
    }

    private mutating func parseRelation() throws -> PluralRelation {
        skipSpace()
        let operandStart = position
        let name = readWord()
        guard let operand = PluralOperand(rawValue: name) else {
            throw error(at: operandStart, name.isEmpty ? "expected an operand (n i v w f t e c)" : "'\(name)' is not an operand (n i v w f t e c)")
        }
        var modulus: UInt64?
        skipSpace()
        if peek == "%" {
            position += 1
            modulus = try parseValue()
        } else if tryKeyword("mod") {
            modulus = try parseValue()
        }
        skipSpace()
        var relation = PluralRelation(operand: operand, modulus: modulus, ranges: [])
        let operatorStart = position
        if peek == "=" {
            position += 1
        } else if peek == "!", next == "=" {
            position += 2
            relation.isNegated = true
        } else if tryKeyword("is") {
            relation.isNegated = tryKeyword("not")
            relation.ranges = [try parseValue()].map { $0...$0 }
            return relation
        } else {
            relation.isNegated = tryKeyword("not")
            if tryKeyword("in") {
            } else if tryKeyword("within") {
                relation.kind = .within
            } else {
                throw error(at: operatorStart, "expected '=', '!=', 'is', 'in' or 'within'")
            }
        }
        relation.ranges = try parseRangeList()
        return relation
    }

    private mutating func parseRangeList() throws -> [ClosedRange<UInt64>] {
        var ranges: [ClosedRange<UInt64>] = []
        repeat {
            skipSpace()
            let start = position
            let low = try parseValue()
            var high = low
            if peek == ".", next == "." {
                position += 2
                high = try parseValue()
                guard low <= high else { throw error(at: start, "the range \(low)..\(high) is empty") }
            }
            ranges.append(low...high)
            skipSpace()
        } while consume(",")
        return ranges
    }

    private mutating func parseValue() throws -> UInt64 {
        skipSpace()
        let start = position
        var value: UInt64 = 0
        while !atEnd, ("0"..."9").contains(peek) {
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(UInt64(peek.value - 0x30))
            guard !o1, !o2 else { throw error(at: start, "the number does not fit in 64 bits") }
            value = sum
            position += 1
        }
        guard position > start else { throw error(at: start, "expected a number") }
        return value
    }

    // MARK: Samples

    private mutating func parseSamples() throws -> PluralSamples {
        var samples = PluralSamples(ranges: [], isOpenEnded: false)
        repeat {
            skipSpace()
            if peek == "…" {
                position += 1
                samples.isOpenEnded = true
                break
            }
            if peek == ".", next == "." {
                position += min(3, scalars.count - position)
                samples.isOpenEnded = true
                break
            }
            let start = try parseSample()
            skipSpace()
            var end: String?
            if consume("~") {
                skipSpace()
                let endStart = position
                end = try parseSample()
                guard let (a, digits) = PluralSamples.scaled(start), let (b, endDigits) = PluralSamples.scaled(end!),
                    digits == endDigits, a <= b
                else { throw error(at: endStart, "'\(start)~\(end!)' is not an ascending range with the same fraction digits") }
            }
            samples.ranges.append(PluralSamples.Range(start, end))
            skipSpace()
        } while consume(",")
        guard !samples.ranges.isEmpty || samples.isOpenEnded else { throw error(at: position, "an empty sample list") }
        return samples
    }

    private mutating func parseSample() throws -> String {
        let start = position
        var digitsOnly = true
        while !atEnd, ("0"..."9").contains(peek) || peek == "." && next != "." || peek == "c" || peek == "e" {
            if !("0"..."9").contains(peek) { digitsOnly = false }
            position += 1
        }
        // Every scalar read is ASCII, so the text is made from bytes.
        let text = String(decoding: scalars[start..<position].map { UInt8(truncatingIfNeeded: $0.value) }, as: UTF8.self)
        // Up to 18 digits always fit the operands; anything else is checked in full.
        let isNumber = (digitsOnly && (1...18).contains(position - start)) || PluralOperands(text) != nil
        guard isNumber else { throw error(at: start, text.isEmpty ? "expected a sample number" : "'\(text)' is not a sample number") }
        return text
    }

    // MARK: Characters

    private var atEnd: Bool { position >= scalars.count }
    private var peek: Unicode.Scalar { atEnd ? "\0" : scalars[position] }
    private var next: Unicode.Scalar { position + 1 < scalars.count ? scalars[position + 1] : "\0" }

    private mutating func skipSpace() {
        while !atEnd, peek.properties.isWhitespace { position += 1 }
    }

    private mutating func consume(_ c: Unicode.Scalar) -> Bool {
        skipSpace()
        guard peek == c else { return false }
        position += 1
        return true
    }

    private mutating func readWord() -> String {
        let start = position
        while !atEnd, ("a"..."z").contains(peek) { position += 1 }
        return String(String.UnicodeScalarView(scalars[start..<position]))
    }

    /// Consumes `word` when it stands next as a whole word.
    private mutating func tryKeyword(_ word: String) -> Bool {
        skipSpace()
        let saved = position
        if readWord() == word { return true }
        position = saved
        return false
    }

    private func error(at index: Int, _ message: String) -> PluralRuleSyntaxError {
        PluralRuleSyntaxError(column: index + 1, message)
    }
}
