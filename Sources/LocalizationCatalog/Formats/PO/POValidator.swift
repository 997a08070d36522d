#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
/// Checks of a parsed PO document beyond syntax, as `msgfmt -c` makes them (GNU gettext manual,
/// "Invoking the msgfmt Program", `--check-format`/`--check-header`): header presence, charset,
/// `Plural-Forms`, duplicate entries, and plural forms per entry.
///
/// Plural counts follow msgfmt: only entries msgfmt would emit are compared with `nplurals`
/// (not obsolete, not fuzzy, msgstr[0] not empty), and any count other than `nplurals` is
/// reported (`po.plural-count-mismatch`). msgstr[N] with N ≥ nplurals is reported in every entry.
///
/// The checks read entries through `POValidatorInput` (the records `POReader` keeps while it
/// builds the catalog), so they need no syntax tree.
enum POValidator {
    /// The header entry as the checks need it.
    struct Header {
        /// The parsed `Name: value` lines of its msgstr.
        var parsed: POHeader.Parsed
        /// The msgstr's bytes in `source`, and where its keyword is.
        var msgstrRange: Range<Int>?
        var msgstrLocation: SourceLocation?
        /// Where the header entry is.
        var location: SourceLocation
    }

    /// The parser's findings plus these checks', without saying one problem twice: a msgstr[N]
    /// past nplurals that is also out of order is reported as out of range only.
    static func combine(syntax: [Diagnostic], checks: [Diagnostic]) -> [Diagnostic] {
        let outOfRange = Set(checks.filter { $0.rule == DiagnosticRule.poPluralIndexOutOfRange.id }.map(\.location))
        guard !outOfRange.isEmpty else { return syntax + checks }
        return syntax.filter { !($0.rule == DiagnosticRule.poPluralIndexOutOfOrder.id && outOfRange.contains($0.location)) } + checks
    }

    /// `charset` is the one strings were decoded with; `hasEntries` counts the header too.
    static func check<Input: POValidatorInput>(
        _ input: Input, header: Header?, charset: POCharset, source: [UInt8], path: String, hasEntries: Bool,
        format: CatalogFormat
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var nplurals: Int?
        var hasPluralForms = false
        var pluralFormsValue: String?

        if let header {
            let parsed = header.parsed
            for line in parsed.invalidLines {
                diagnostics.append(Diagnostic(
                    .poInvalidHeaderField, at: headerLocation(of: line, header, source: source, charset: charset, path: path),
                    "header line '\(line)' is not 'Name: value'"))
            }
            if parsed.fields.isEmpty, parsed.invalidLines.isEmpty {
                // msgfmt -c: "PO file header missing or invalid".
                diagnostics.append(Diagnostic(
                    .poMissingHeader, at: header.location,
                    "the header entry (msgid \"\") is empty, so it declares no charset, language or plural forms"))
            } else if !Self.namesCharset(parsed.fields) {
                // gettext looks for `charset=` anywhere in the header, case and all (po-lex.c), as bytes.
                diagnostics.append(Diagnostic(
                    .poMissingCharset, at: header.msgstrLocation ?? header.location,
                    "the header names no charset (no 'charset=' in it), so gettext reads the strings byte by byte and cannot convert them; msgfmt warns 'Charset missing in header'",
                    fixIt: "Content-Type: text/plain; charset=UTF-8"))
            }
            let contentTypeIndex = POHeader.index(of: "content-type", in: parsed.fields)
            let contentType = contentTypeIndex.map { parsed.fields[$0].value }
            let declared = contentType.map(POCharset.init(contentType:)) ?? .utf8
            // A line that ends in `\r\n` keeps its `\r` to gettext, so a charset name at the end
            // of the value runs to it ("UTF-8\r", not a name msgfmt knows); strings are read as
            // the name without it, which is how they read to gettext's byte-by-byte reader too.
            let endsInCR = contentTypeIndex.map(parsed.carriageReturnFields.contains) ?? false
            let gettextContentType = endsInCR ? contentType.map { $0 + "\r" } : contentType
            if case .unknown(let name) = charset == .utf8 ? declared : charset {
                diagnostics.append(Diagnostic(
                    .poUnknownCharset, at: headerLocation(ofField: "Content-Type", header, source: source, charset: charset, path: path),
                    "charset '\(name)' is not supported; strings were read as UTF-8"))
            } else if let contentType = gettextContentType, !contentType.hasSuffix("charset=UTF-8"),  // the usual value, without a scan
                      let name = POCharset.gettextName(contentType: contentType), name != "CHARSET" || format == .po,
                      !POCharset.isPortable(name) {
                // Read here in the charset iconv knows by that name; gettext reads it byte by byte.
                // A template's placeholder `CHARSET` left in a translation is read as UTF-8.
                let bare = name.hasSuffix(";") || name.hasSuffix("\r") ? String(name.dropLast()) : name
                let portable = name == "CHARSET" ? "UTF-8" : POCharset.portableSpelling(of: bare)
                let misread = declared.multiByte?.hasBackslashSecondBytes == true ? ", so a second byte 0x5C reads as a backslash" : ""
                let shown = name.hasSuffix("\r") ? bare + "\\r" : name
                let carriageReturn = name.hasSuffix("\r") ? " (the header line ends in '\\r\\n', and gettext reads the '\\r' as part of the name; end it in '\\n')" : ""
                diagnostics.append(Diagnostic(
                    .poNonPortableCharset, at: headerLocation(ofField: "Content-Type", header, source: source, charset: charset, path: path),
                    "charset '\(shown)' is not a name GNU gettext knows\(carriageReturn): msgfmt warns, msgconv refuses the file, and gettext's reader reads it byte by byte\(misread)"
                        + (portable.flatMap { $0 == bare ? nil : "; write '\($0)'" } ?? ""),
                    fixIt: portable.map { "Content-Type: text/plain; charset=\($0)" }))
            }
            if let value = POHeader.value(of: "plural-forms", in: parsed.fields) {
                hasPluralForms = true
                pluralFormsValue = value
                let isTemplatePlaceholder = format == .pot && value.contains("INTEGER")
                if !isTemplatePlaceholder {
                    switch POHeader.pluralCount(value) {
                    case .count(let n):
                        nplurals = n
                        if format == .po {
                            diagnostics += expressionProblems(
                                value, at: headerLocation(ofField: "Plural-Forms", header, source: source, charset: charset, path: path),
                                column: { headerValueLocation(ofField: "Plural-Forms", column: $0, header, source: source, charset: charset, path: path) })
                        }
                    case .invalid(let reason):
                        diagnostics.append(Diagnostic(
                            .poInvalidPluralFormsSyntax,
                            at: headerLocation(ofField: "Plural-Forms", header, source: source, charset: charset, path: path),
                            "\(reason): '\(value)'",
                            fixIt: "Plural-Forms: nplurals=2; plural=(n != 1);"))
                    }
                }
            }
        } else if hasEntries {
            diagnostics.append(Diagnostic(
                .poMissingHeader, at: SourceLocation(file: path, line: 1, column: 1),
                "the file has no header entry (msgid \"\"), so it declares no charset, language or plural forms"))
        }

        // First definitions by entry index; locations are made only for a report. Obsolete and
        // live entries share one table, as in msgfmt, which reports `#~ msgid "k"` after `msgid "k"`.
        var seen = FirstDefinitions(expectedCount: input.count)
        var distribution: PluralFormsDistribution??
        var reportedMissingPluralForms = false
        // A second `msgid ""` is found by its hash first: making each entry's ID to compare cost
        // two retains and releases an entry.
        let emptyIDHash = FirstDefinitions.byteHash(context: nil, key: UnsafeBufferPointer(start: nil, count: 0))
        let headerLocation = header?.location
        for index in 0..<input.count {
            let isObsolete = input.isObsolete(index)
            // Byte for byte, as msgfmt compares messages: "café" precomposed and decomposed are
            // two, and so are two invalid byte sequences that both read as U+FFFD (the hash is of
            // the bytes as written, escapes resolved).
            let hash = input.idHash(index)
            // An entry with no msgstr is a syntax error (`po.missing-msgstr`) that msgfmt drops: it
            // is neither a duplicate nor a first definition.
            if input.hasMsgstr(index) {
                // Closures written in the call: a closure kept in a variable copies `input` for every entry.
                if let first = seen.first(index, hash: hash, isSame: { input.idHash($0) == hash && FirstDefinitions.sameBytes(input.id($0), input.id(index)) }) {
                    diagnostics.append(Diagnostic(
                        .poDuplicateEntry, at: input.location(index), "duplicate message definition",
                        notes: [Diagnostic.Note("the first definition", at: input.location(first))]))
                } else if hash == emptyIDHash, let headerLocation, input.id(index).context == nil, input.id(index).key.isEmpty {
                    // A second `msgid ""`: the header is its first definition.
                    diagnostics.append(Diagnostic(
                        .poDuplicateEntry, at: input.location(index), "duplicate message definition",
                        notes: [Diagnostic.Note("the first definition (the header entry)", at: headerLocation)]))
                }
            }

            let pluralCount = input.pluralCount(index)
            let idPluralLine = input.idPluralLine(index)
            guard idPluralLine != nil || pluralCount > 0 else { continue }
            if pluralCount > 0, idPluralLine == nil {
                diagnostics.append(Diagnostic(
                    .poPluralWithoutMsgidPlural, at: input.pluralLocation(index, 0),
                    "'\(input.pluralName(index, 0))' in an entry without msgid_plural"))
            }
            if let idPluralLine, let plain = input.plainTranslationLocation(index) {
                diagnostics.append(Diagnostic(
                    .poMsgidPluralWithoutPluralMsgstr, at: plain,
                    "the entry has msgid_plural (line \(idPluralLine)) but a plain msgstr; use msgstr[0], msgstr[1]…"))
            }
            if format == .po, !hasPluralForms, !isObsolete, !reportedMissingPluralForms, header != nil {
                reportedMissingPluralForms = true
                diagnostics.append(Diagnostic(
                    .poMissingPluralForms, at: input.location(index),
                    "the file has plural entries but its header has no Plural-Forms field",
                    fixIt: "Plural-Forms: nplurals=2; plural=(n != 1);"))
            }
            guard let nplurals, format == .po else { continue }
            var outOfRange = false
            /// "n = 0, 5, 6, 7…" for the forms from `first` on, from evaluating Plural-Forms once.
            func numbers(inFormsFrom first: Int) -> String {
                if distribution == nil { distribution = .some(pluralFormsValue.flatMap(Self.distribution(ofHeader:))) }
                guard case .some(.some(let computed)) = distribution, first < computed.samples.count else { return "" }
                let picked = computed.samples[first...].flatMap { $0 }.sorted()
                guard !picked.isEmpty else { return "" }
                return "; n = " + picked.prefix(6).map(String.init).joined(separator: ", ") + "… get msgstr[\(first)\(computed.samples.count - 1 > first ? "…\(computed.samples.count - 1)" : "")], which it lacks"
            }
            for k in 0..<pluralCount {
                if let n = input.pluralIndex(index, k), n >= nplurals {
                    outOfRange = true
                    diagnostics.append(Diagnostic(
                        .poPluralIndexOutOfRange, at: input.pluralLocation(index, k),
                        "msgstr[\(n)] but the header's Plural-Forms has nplurals=\(nplurals)"))
                }
            }
            // One problem, one finding: a form past nplurals already explains a wrong count.
            let emitted = !isObsolete && !input.isFuzzy(index) && pluralCount > 0 && !input.firstPluralIsEmpty(index)
            if emitted, !outOfRange, idPluralLine != nil, pluralCount != nplurals {
                diagnostics.append(Diagnostic(
                    .poPluralCountMismatch, at: input.location(index),
                    "the entry has \(pluralCount) plural forms but the header's Plural-Forms has nplurals=\(nplurals)"
                        + (pluralCount < nplurals ? numbers(inFormsFrom: pluralCount) : "")))
            }
        }
        return diagnostics
    }

    /// Whether `charset=` is written anywhere in the header's fields, names and values. The
    /// `Content-Type` value, where it usually is, is searched first.
    static func namesCharset(_ fields: [(name: String, value: String)]) -> Bool {
        if let contentType = POHeader.value(of: "content-type", in: fields), POHeader.contains("charset=", in: contentType) {
            return true
        }
        return fields.contains { POHeader.contains("charset=", in: $0.name) || POHeader.contains("charset=", in: $0.value) }
    }

    /// What msgfmt -c finds wrong with a `Plural-Forms` value whose nplurals is fine: an
    /// expression it cannot read, or one that fails for some n in 0…1000 (msgl-check.c
    /// `check_plural_eval`). `at` is where the field name is written, worked out only for a finding.
    static func expressionProblems(
        _ value: String, at location: @autoclosure () -> SourceLocation, column: (Int) -> SourceLocation
    ) -> [Diagnostic] {
        // The evaluation is made once per header value (`PluralFormsEvaluation`).
        switch PluralFormsEvaluation.of(value) {
        case .failure(let error):
            return [Diagnostic(
                .poInvalidPluralExpression, at: column(error.column), "invalid plural expression: \(error.message)",
                fixIt: "Plural-Forms: nplurals=2; plural=(n != 1);")]
        case .success(let evaluation):
            if case .failure(let failure) = evaluation.smallForms {
                return [Diagnostic(
                    .poPluralExpressionFails, at: location(),
                    "the plural expression fails \(failure) (msgfmt -c evaluates n = 0…1000)")]
            }
            // msgfmt -c stops at 1000, but a program asks for any count: gettext then divides
            // by zero (SIGFPE) or, past nplurals, shows msgstr[0].
            if case .failure(let failure) = evaluation.largeForms {
                return [Diagnostic(
                    .poPluralExpressionFails, at: location(),
                    "the plural expression fails \(failure); msgfmt -c only tries n = 0…1000, but gettext evaluates it for every count a program asks",
                    severity: .warning)]
            }
            return []
        }
    }

    /// How the forms of a `Plural-Forms` value share n = 0…1000; nil when it cannot be read or
    /// evaluated (`PluralFormsEvaluation` evaluates each value once).
    static func distribution(ofHeader value: String) -> PluralFormsDistribution? {
        guard case .success(let evaluation) = PluralFormsEvaluation.of(value) else { return nil }
        return try? evaluation.distribution.get()
    }

    /// Where `text` is written inside the header's msgstr lines, or the msgstr keyword.
    static func headerLocation(
        of text: String, _ header: Header, source: [UInt8], charset: POCharset, path: String
    ) -> SourceLocation {
        var text = text
        // The text is only the needle: headerOffset compares it where offset + its count <= the msgstr range end.
        return text.withUTF8 { headerLocation(of: $0, asField: false, header, source: source, charset: charset, path: path) }
    }

    /// Where the field `name` is written inside the header's msgstr lines (`name:` at the start
    /// of a string or after a `\n` in one), or the msgstr keyword. `Language:` is found, not the
    /// `Language-Team:` line before it.
    static func headerLocation(
        ofField name: StaticString, _ header: Header, source: [UInt8], charset: POCharset, path: String
    ) -> SourceLocation {
        headerLocation(
            of: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount), asField: true, header,
            source: source, charset: charset, path: path)
    }

    private static func headerLocation(
        of needle: UnsafeBufferPointer<UInt8>, asField: Bool, _ header: Header, source: [UInt8], charset: POCharset, path: String
    ) -> SourceLocation {
        guard let fieldLocation = header.msgstrLocation else { return header.location }
        guard let offset = headerOffset(of: needle, asField: asField, header, source: source) else { return fieldLocation }
        return location(ofByte: offset, header, source: source, charset: charset, path: path) ?? fieldLocation
    }

    /// How many characters the field `name` takes in the file, from its name to the `\n` escape
    /// that ends it, when it is written plainly on one line: nil when it holds another escape,
    /// continues in the next string, or is not found. (The field text is the `Name: value` a
    /// fix replaces.)
    static func headerFieldLength(ofField name: StaticString, _ header: Header, source: [UInt8]) -> Int? {
        let needle = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        guard let range = header.msgstrRange, let start = headerOffset(of: needle, asField: true, header, source: source) else {
            return nil
        }
        var i = start, scalars = 0
        // Checked reads: i < range.upperBound <= source.count (headerOffset found the field inside it).
        while i < range.upperBound {
            let byte = source[i]
            if byte == UInt8(ascii: "\\") {
                return i + 1 < range.upperBound && source[i + 1] == UInt8(ascii: "n") ? scalars : nil
            }
            if byte == UInt8(ascii: "\"") || byte == 0x0A || byte == 0x0D { return nil }
            if byte & 0xC0 != 0x80 { scalars += 1 }
            i += 1
        }
        return nil
    }

    /// Where the character at `column` (1-based, in scalars) of a header field's value is written:
    /// after `Name:` and its blanks, across the string's escapes and continuation lines. The
    /// field's own location when the value is shorter.
    static func headerValueLocation(
        ofField name: StaticString, column: Int, _ header: Header, source: [UInt8], charset: POCharset, path: String
    ) -> SourceLocation {
        let needle = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        guard let fieldLocation = header.msgstrLocation else { return header.location }
        guard let range = header.msgstrRange, let start = headerOffset(of: needle, asField: true, header, source: source) else {
            return fieldLocation
        }
        let field = location(ofByte: start, header, source: source, charset: charset, path: path) ?? fieldLocation
        let end = range.upperBound
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        var i = start + needle.count + 1
        // One step over the raw text: a continuation (closing quote, blanks, opening quote) is
        // skipped and counts nothing; an escape or a character counts one.
        func skipContinuation() {
            while i < end, source[i] == quote {
                var j = i + 1
                while j < end, [0x20, 0x09, 0x0A, 0x0D].contains(source[j]) { j += 1 }
                guard j < end, source[j] == quote else { return }
                i = j + 1
            }
        }
        skipContinuation()
        while i < end, source[i] == 0x20 || source[i] == 0x09 {
            i += 1
            skipContinuation()
        }
        var remaining = column - 1
        while remaining > 0, i < end {
            if source[i] == backslash {
                i += 2
            } else {
                i += 1
                while i < end, source[i] & 0xC0 == 0x80 { i += 1 }
            }
            remaining -= 1
            skipContinuation()
        }
        guard remaining == 0, i < end else { return field }
        return location(ofByte: i, header, source: source, charset: charset, path: path) ?? field
    }

    /// The offset in `source` of `needle` inside the header's msgstr (as a field name when
    /// `asField`: followed by `:` at the start of a header line).
    private static func headerOffset(of needle: UnsafeBufferPointer<UInt8>, asField: Bool, _ header: Header, source: [UInt8]) -> Int? {
        guard let range = header.msgstrRange, !needle.isEmpty, range.upperBound <= source.count else { return nil }
        // The first byte is searched for 16 bytes at a time: a loop that compared at every byte
        // cost a few thousand instructions a field, for three fields of every file.
        // In bounds: offset <= last, so offset + length <= range.upperBound <= source.count (checked above).
        return source.withUnsafeBufferPointer { bytes -> Int? in
            let length = needle.count + (asField ? 1 : 0)
            let last = range.upperBound - length
            var offset = range.lowerBound
            while true {
                offset = ByteSearch.first(needle[0], in: bytes, from: offset, to: last + 1)
                guard offset <= last else { return nil }
                if memcmp(bytes.baseAddress! + offset, needle.baseAddress!, needle.count) == 0,
                   !asField || (bytes[offset + needle.count] == UInt8(ascii: ":") && startsHeaderLine(bytes, offset)) {
                    return offset
                }
                offset += 1
            }
        }
    }

    /// The line and column of byte `offset` of the header's msgstr, counted from where it starts.
    private static func location(ofByte offset: Int, _ header: Header, source: [UInt8], charset: POCharset, path: String) -> SourceLocation? {
        guard let fieldLocation = header.msgstrLocation, let range = header.msgstrRange, offset <= source.count else { return nil }
        // Searches and counts stop at offset, checked <= source.count above.
        return source.withUnsafeBufferPointer { bytes in
            var line = fieldLocation.line
            var lineStart = range.lowerBound
            while true {
                let newline = ByteSearch.first(0x0A, in: bytes, from: lineStart, to: offset)
                guard newline < offset else { break }
                line += 1
                lineStart = newline + 1
            }
            return SourceLocation(file: path, line: line, column: 1 + charset.characterCount(bytes, lineStart, offset))
        }
    }

    /// Whether a header line starts at `offset`: right after a string's opening quote, or after
    /// a `\n` escape (not an escaped backslash and an `n`).
    private static func startsHeaderLine(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Bool {
        guard offset > 0 else { return false }
        if bytes[offset - 1] == UInt8(ascii: "\"") { return true }
        guard offset > 1, bytes[offset - 1] == UInt8(ascii: "n"), bytes[offset - 2] == UInt8(ascii: "\\") else { return false }
        var backslashes = 0
        var i = offset - 2
        while i >= 0, bytes[i] == UInt8(ascii: "\\") { backslashes += 1; i -= 1 }
        return backslashes % 2 == 1
    }
}

/// The entries `POValidator` checks, by index; plural accessors take an index below `pluralCount`.
protocol POValidatorInput {
    var count: Int { get }
    /// The entry's (msgctxt, msgid).
    func id(_ i: Int) -> EntryID
    /// `FirstDefinitions.byteHash(context:key:)` of the entry's msgctxt and msgid as written.
    func idHash(_ i: Int) -> UInt64
    func isObsolete(_ i: Int) -> Bool
    func isFuzzy(_ i: Int) -> Bool
    func location(_ i: Int) -> SourceLocation
    /// The line of msgid_plural; nil without one.
    func idPluralLine(_ i: Int) -> Int?
    /// Where plain msgstr is; nil without one.
    func plainTranslationLocation(_ i: Int) -> SourceLocation?
    func pluralCount(_ i: Int) -> Int
    /// Whether the entry has a msgstr or a msgstr[N].
    func hasMsgstr(_ i: Int) -> Bool
    func pluralIndex(_ i: Int, _ k: Int) -> Int?
    func pluralName(_ i: Int, _ k: Int) -> String
    func pluralLocation(_ i: Int, _ k: Int) -> SourceLocation
    func firstPluralIsEmpty(_ i: Int) -> Bool
}

/// The first entry of each (msgctxt, msgid): open addressing over a cheap hash of the strings'
/// bytes, which costs a fraction of `Dictionary<EntryID, Int>` (SipHash of both strings, and
/// copies of the IDs) at one lookup per entry.
struct FirstDefinitions {
    private var index: StringsKeyIndex

    init(expectedCount: Int) {
        index = StringsKeyIndex(expectedCount: min(expectedCount, 1 << 20))
    }

    /// The entry first recorded with `id` (whose hash is `hash(id)`), after recording `entry` if
    /// there is none. `isSame` says whether a recorded entry has the same ID.
    mutating func first(_ entry: Int, hash: UInt64, isSame: (Int) -> Bool) -> Int? {
        index.firstOrInsert(hash: hash, index: entry, isSame: isSame)
    }

    /// A hash that agrees with `EntryID`'s `==`, which compares strings by canonical equivalence:
    /// bytes of ASCII text, else Swift's own hash. An ASCII string can only equal a different
    /// sequence of scalars through K, ';' or '`' (the targets of U+212A, U+037E, U+1FEF), so text
    /// holding one of those also takes Swift's hash.
    static func hash(_ id: EntryID) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        // A context marker keeps (nil, "a") apart from ("", "a") and from ("a", "").
        guard mix(id.context, into: &h), mix(id.key, into: &h) else { return UInt64(bitPattern: Int64(id.hashValue)) }
        return h ^ (h << 32)
    }

    /// A hash of msgctxt's bytes (nil without one) and msgid's, as written with escapes resolved,
    /// for identity byte for byte (gettext's: msgfmt finds duplicates by comparing those bytes).
    static func byteHash(context: UnsafeBufferPointer<UInt8>?, key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let prime: UInt64 = 0x0000_0100_0000_01B3
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        if let context { mix(context, into: &h) } else { h = (h ^ 0xFF) &* prime }
        mix(key, into: &h)
        return h ^ (h << 32)
    }

    /// Whether two IDs have the same bytes (`==` on `EntryID` compares by canonical equivalence).
    static func sameBytes(_ a: EntryID, _ b: EntryID) -> Bool {
        func same(_ x: String?, _ y: String?) -> Bool {
            guard let x, let y else { return x == nil && y == nil }
            return x.utf8.count == y.utf8.count && x.utf8.elementsEqual(y.utf8)
        }
        return same(a.key, b.key) && same(a.context, b.context)
    }

    /// Mixes `bytes` and an end marker into `h`, sixteen bytes a step in two chains: each
    /// multiply waits only for the one before it in its own chain, where one chain made the
    /// hash of a msgid a visible share of reading a file. The last 1–7 bytes are one word.
    private static func mix(_ bytes: UnsafeBufferPointer<UInt8>, into h: inout UInt64) {
        let prime: UInt64 = 0x0000_0100_0000_01B3
        let count = bytes.count
        if let base = bytes.baseAddress, count > 0 {
            // Called only with i + 8 <= count (the loops and the last-word read below check it).
            @inline(__always) func word(_ i: Int) -> UInt64 { UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) }
            var g = h ^ 0x9E37_79B9_7F4A_7C15
            var i = 0
            while i + 16 <= count {
                h = (h ^ word(i)) &* prime
                g = (g ^ word(i + 8)) &* prime
                h ^= h >> 29
                g ^= g >> 29
                i += 16
            }
            if i + 8 <= count {
                h = (h ^ word(i)) &* prime
                h ^= h >> 29
                i += 8
            }
            if i < count {
                // The eight bytes that end the buffer, shifted to the ones not mixed yet.
                var tail: UInt64 = 0
                if count >= 8 {
                    tail = word(count - 8) >> (8 * UInt64(8 - (count - i)))
                } else {
                    for k in i..<count { tail |= UInt64(base[k]) << (8 * UInt64(k - i)) }
                }
                h = (h ^ tail) &* prime
                h ^= h >> 29
            }
            h ^= (g ^ (g >> 31)) &* 0x9E37_79B9_7F4A_7C15
            h = (h ^ UInt64(truncatingIfNeeded: count)) &* prime
        }
        h = (h ^ 0xFE) &* prime
    }

    /// Mixes `part` and an end marker into `h`; false when Swift's hash must be used instead.
    /// Eight bytes at a time: one word's test for a non-ASCII byte or one of the three ASCII
    /// characters, and one multiply, where a byte loop cost ten instructions a byte.
    private static func mix(_ part: String?, into h: inout UInt64) -> Bool {
        let prime: UInt64 = 0x0000_0100_0000_01B3
        guard let part else {
            h = (h ^ 0xFF) &* prime
            return true
        }
        // Words are loaded while i + 8 <= bytes.count, the tail byte by byte while i < bytes.count.
        let mixed = part.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let base = bytes.baseAddress else {
                h = (h ^ 0xFE) &* prime
                return true
            }
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            @inline(__always) func hasByte(_ word: UInt64, _ byte: UInt8) -> Bool {
                let x = word ^ (ones &* UInt64(byte))
                return (x &- ones) & ~x & highs != 0
            }
            var i = 0
            while i + 8 <= bytes.count {
                // In bounds: the loop runs while i + 8 <= bytes.count.
                let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                if word & highs != 0 || hasByte(word, UInt8(ascii: "K")) || hasByte(word, UInt8(ascii: ";"))
                    || hasByte(word, UInt8(ascii: "`")) {
                    return false
                }
                h = (h ^ word) &* prime
                h ^= h >> 29
                i += 8
            }
            while i < bytes.count {
                let b = bytes[i]
                if b >= 0x80 || b == UInt8(ascii: "K") || b == UInt8(ascii: ";") || b == UInt8(ascii: "`") { return false }
                h = (h ^ UInt64(b)) &* prime
                i += 1
            }
            h = (h ^ 0xFE) &* prime
            return true
        }
        return mixed == true
    }
}
