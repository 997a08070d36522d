import FormatStrings

/// A pseudo-locale: the development language's text transformed so that a layout problem shows
/// before any translator has worked, deterministically, so snapshots stay stable.
///
/// - `en-XA`, accented (Android's pseudo-locale of that name): every ASCII letter becomes an
///   accented look-alike (`Delete` → `Ðéļéţé`), the text is bracketed (`[…]`, so a cut-off end
///   shows) and padded with words (`one two three …`) by about 40 % of its letters, the growth
///   translations into German or Finnish bring.
/// - `ar-XB`, bidirectional (Android's): every word is wrapped in U+200F U+202E … U+202C U+200F
///   (RLM, RLO, PDF, RLM), so it reads reversed in a right-to-left layout and the layout mirrors.
/// - `en-XD`, double length (Xcode's "Double-Length Pseudolanguage", `NSDoubleLocalizedStrings`;
///   the identifier is this project's, as Xcode names none): every word is written twice, except
///   a word holding a directive.
///
/// Format directives (`%@`, `%1$lld`, `%%`), `%#@var@` tokens, Markdown link destinations and
/// code spans are left as written, so the text still formats with its arguments and renders as
/// the same Markdown. The transform applies to a template before its arguments are substituted
/// (ecosystem.md §3). Plural and number data come from ``dataLanguage`` (`en`, or `ar` for
/// `ar-XB`), as Android falls back for its pseudo-locales.
public enum PseudoLocale: String, CaseIterable, Sendable {
    case accented = "en-XA"
    case bidirectional = "ar-XB"
    case doubleLength = "en-XD"

    /// The pseudo-locale named `identifier` (`en-XA`, `en_XA`, any case), or nil.
    public init?(identifier: String) {
        // Every resolve asks, so the common answer is found without building a string.
        guard identifier.utf8.count == 5 else { return nil }
        let normalized = String(identifier.map { $0 == "_" ? "-" : $0 }).lowercased()
        guard let found = Self.allCases.first(where: { $0.rawValue.lowercased() == normalized }) else { return nil }
        self = found
    }

    /// The language whose plural rules, number formats and text direction the pseudo-locale uses.
    public var dataLanguage: String { self == .bidirectional ? "ar" : "en" }

    /// True for `ar-XB`: the dialog is laid out right to left.
    public var isRightToLeft: Bool { self == .bidirectional }

    /// `template` transformed; `dialect` says which directives to leave as written. With
    /// `isPart` (a `%#@var@` substitution's variant, shown inside its string) `en-XA` accents
    /// only: the whole string is bracketed and padded once.
    public func transform(_ template: String, dialect: FormatDialect = .foundation, isPart: Bool = false) -> String {
        guard !template.isEmpty else { return template }
        let pieces = PseudoText.pieces(template, dialect: dialect)
        switch self {
        case .accented: return accented(pieces, bracketed: !isPart)
        case .bidirectional: return PseudoText.words(pieces) { word, _ in "\u{200F}\u{202E}" + word + "\u{202C}\u{200F}" }
        // A word with a directive stays single: written twice it would read its argument twice.
        case .doubleLength:
            return PseudoText.words(pieces) { word, holdsProtected in
                !holdsProtected && word.contains(where: \.isLetter) ? word + " " + word : word
            }
        }
    }

    private func accented(_ pieces: [PseudoText.Piece], bracketed: Bool) -> String {
        var text = "", letters = 0
        for piece in pieces {
            guard !piece.isProtected else {
                text += piece.text
                continue
            }
            for scalar in piece.text.unicodeScalars {
                if let accented = Self.accents[scalar] {
                    text.unicodeScalars.append(accented)
                    letters += 1
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        guard bracketed else { return text }
        // About 40 % more, in whole words.
        let target = (letters * 2 + 4) / 5
        var padding = "", next = 0
        while padding.count < target {
            padding += " " + Self.paddingWords[next % Self.paddingWords.count]
            next += 1
        }
        return "[" + text + padding + "]"
    }

    private static let paddingWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    /// Each ASCII letter's accented look-alike.
    private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars)
        let accented = Array("åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ".unicodeScalars)
        return Dictionary(uniqueKeysWithValues: zip(plain, accented))
    }()
}

/// A template cut into the text a pseudo-locale changes and the parts it leaves as written.
enum PseudoText {
    struct Piece: Equatable {
        var text: String
        /// A format directive, a `%#@var@` token, a Markdown link destination or code span.
        var isProtected: Bool
    }

    static func pieces(_ template: String, dialect: FormatDialect) -> [Piece] {
        let bytes = Array(template.utf8)
        var protected = [Bool](repeating: false, count: bytes.count)
        for directive in FormatStringParser.parse(template, dialect: dialect).directives {
            for i in directive.byteRange where i < bytes.count { protected[i] = true }
        }
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "`"), let end = bytes[(i + 1)...].firstIndex(of: UInt8(ascii: "`")) {
                for k in i...end { protected[k] = true }
                i = end + 1
            } else if bytes[i] == UInt8(ascii: "]"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "("),
                      let end = bytes[(i + 2)...].firstIndex(of: UInt8(ascii: ")")) {
                // The destination, not the `]` that ends the link text.
                for k in (i + 1)...end { protected[k] = true }
                i = end + 1
            } else {
                i += 1
            }
        }
        var pieces: [Piece] = []
        var start = 0
        while start < bytes.count {
            var end = start
            // Cut only at character boundaries: a protected run starts and ends at ASCII bytes.
            while end < bytes.count, protected[end] == protected[start] { end += 1 }
            pieces.append(Piece(text: String(decoding: bytes[start..<end], as: UTF8.self), isProtected: protected[start]))
            start = end
        }
        return pieces
    }

    /// The template with each word (a run of characters between white space) passed through
    /// `change`, with whether it holds a protected part; a protected part is never split, even
    /// at a space (`% d`, a link destination with one).
    static func words(_ pieces: [Piece], _ change: (_ word: String, _ holdsProtected: Bool) -> String) -> String {
        var text = "", word = "", holdsProtected = false
        func endWord() {
            if !word.isEmpty { text += change(word, holdsProtected) }
            word = ""
            holdsProtected = false
        }
        for piece in pieces {
            if piece.isProtected {
                word += piece.text
                holdsProtected = true
                continue
            }
            for character in piece.text {
                if character.isWhitespace {
                    endWord()
                    text.append(character)
                } else {
                    word.append(character)
                }
            }
        }
        endWord()
        return text
    }
}
