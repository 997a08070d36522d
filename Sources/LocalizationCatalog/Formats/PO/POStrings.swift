// Turning an entry's field and comment spans into strings, in the file's charset (GNU gettext
// manual, "Header Entry", for `charset=`), and recording the fields that do not decode.

/// Decodes the strings of the pending entry, in the file's charset.
struct POStrings {
    let source: UnsafeBufferPointer<UInt8>
    /// The pending entry's joined field bytes (set for each entry, valid during `add`).
    var text: UnsafeBufferPointer<UInt8>
    let charset: POCharset
    /// Where fields that do not decode are recorded, to be reported. Not retained: the parser
    /// that owns it outlives its `POStrings`, which sinks use only during `add`.
    unowned(unsafe) let invalidBytes: POInvalidBytes

    /// The field's value; bytes that are not characters in the charset read as U+FFFD.
    @inline(__always)
    func value(_ field: POFieldSpan) -> String {
        let bytes = self.bytes(field)
        // The usual charset is checked and made here, not through the charset's switch.
        let decoded: String?
        if case .utf8 = charset {
            let check = UTF8Validation.check(bytes)
            decoded = check.firstInvalid == nil ? UTF8Validation.string(validated: bytes, isASCII: check.isASCII) : nil
        } else {
            decoded = charset.decodeIfValid(bytes)
        }
        if let valid = decoded {
            // A value joined from escapes or several strings can decode when its source does
            // not (`"\303\xa9"` holds a raw 0xA9 after an escape): the source is what is checked.
            if field.joinMayHideInvalidBytes, !sourceIsValid(field) { invalidBytes.record(field) }
            return valid
        }
        invalidBytes.record(field)
        return charset.decode(bytes)
    }

    /// `value(field)` for a msgid, taken from `cache` when an earlier file had the same one.
    /// `hash`: of the field's bytes (with its msgctxt's, as `FirstDefinitions.byteHash` makes it).
    @inline(__always)
    func key(_ field: POFieldSpan, hash: UInt64, cache: KeyCache) -> String {
        guard case .utf8 = charset, !field.joinMayHideInvalidBytes else { return value(field) }
        let bytes = self.bytes(field)
        guard !bytes.isEmpty else { return value(field) }
        if let known = cache.key(bytes, hash: hash) { return known }
        let check = UTF8Validation.check(bytes)
        guard check.firstInvalid == nil else { return value(field) }
        let made = UTF8Validation.string(validated: bytes, isASCII: check.isASCII)
        cache.store(made, bytes, hash: hash)
        return made
    }

    /// The field's value as bytes, escapes resolved, not decoded.
    @inline(__always)
    func bytes(_ field: POFieldSpan) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: (field.inText ? text : source)[field.value])
    }

    /// Whether the field's lines, as written, hold only characters of the charset.
    private func sourceIsValid(_ field: POFieldSpan) -> Bool {
        let lines = UnsafeBufferPointer(rebasing: source[field.range.clamped(to: 0..<source.count)])
        return switch charset {
        case .utf8, .unknown: SourceDecoder.firstInvalidUTF8Offset(lines) == nil
        case .latin1: true
        case .singleByte(let single): lines.allSatisfy { single.scalar($0) != nil }
        case .multiByte(let multi): multi.isValid(lines)
        }
    }

    /// Checks the bytes of a field whose value is not kept (a template's msgstr).
    func check(_ field: POFieldSpan?) {
        guard let field, !sourceIsValid(field) else { return }
        invalidBytes.record(field)
    }

    @inline(__always)
    func value(_ field: POFieldSpan?) -> String? {
        field.map(value)
    }

    @inline(__always)
    func string(_ start: Int, _ end: Int) -> String {
        charset.decode(UnsafeBufferPointer(rebasing: source[start..<end]))
    }

    /// Appends the entry's comments to `comments`, by kind, in file order: references split at
    /// blanks, flags at commas.
    func appendComments(of entry: POPendingEntry, to translator: inout [String], _ extracted: inout [String],
                        _ references: inout [String], _ flags: inout [String]) {
        for comment in entry.comments {
            switch comment.kind {
            case .translator: translator.append(string(comment.start, comment.end))
            case .extracted: extracted.append(string(comment.start, comment.end))
            case .references: POCommentSpan.forEachReference(source, comment.start, comment.end) { references.append(string($0, $1)) }
            case .flags: POCommentSpan.forEachFlag(source, comment.start, comment.end) { flags.append(string($0, $1)) }
            }
        }
    }
}
