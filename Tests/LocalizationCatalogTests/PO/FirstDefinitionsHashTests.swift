import Testing
@testable import LocalizationCatalog
import TestSupport

/// `FirstDefinitions.hash` finds duplicate msgids (and the development keys of a summary): equal
/// IDs, as `EntryID ==` compares them (canonical equivalence), must hash the same, and different
/// IDs should not.
struct FirstDefinitionsHashTests {
    @Test func equalIDsHashTheSame() {
        let pairs: [(EntryID, EntryID)] = [
            (EntryID(key: "Enter a valid email address."), EntryID(key: "Enter a valid email address.")),
            (EntryID(context: "month name", key: "January"), EntryID(context: "month name", key: "January")),
            // Canonically equivalent: precomposed and decomposed é, Kelvin sign and K, Greek question mark and ;.
            (EntryID(key: "Caf\u{E9} au lait, s'il vous pla\u{EE}t"), EntryID(key: "Cafe\u{301} au lait, s'il vous plai\u{302}t")),
            (EntryID(key: "The temperature is 300 K today"), EntryID(key: "The temperature is 300 \u{212A} today")),
            (EntryID(key: "first part; second part; third"), EntryID(key: "first part\u{37E} second part; third")),
            (EntryID(key: "quoted `name` here and there"), EntryID(key: "quoted \u{1FEF}name` here and there")),
        ]
        for (a, b) in pairs {
            #expect(a == b)
            #expect(FirstDefinitions.hash(a) == FirstDefinitions.hash(b), "\(a) and \(b)")
        }
    }

    @Test func differentIDsHashApart() {
        var seen: [UInt64: EntryID] = [:]
        var ids: [EntryID] = []
        for n in 0..<5000 {
            ids.append(EntryID(key: "Delete \(n) selected objects from the list"))
            ids.append(EntryID(context: "verb \(n % 7)", key: "Delete \(n) selected objects from the list"))
            ids.append(EntryID(key: "x\(n)"))
        }
        // Context and key boundaries count: ("a", "bc") is not (nil, "abc") nor ("ab", "c").
        ids += [EntryID(context: "a", key: "bc"), EntryID(key: "abc"), EntryID(context: "ab", key: "c"), EntryID(context: "", key: "abc")]
        for id in ids {
            let h = FirstDefinitions.hash(id)
            #expect(seen[h] == nil, "\(id) hashes like \(seen[h].map(String.init(describing:)) ?? "")")
            seen[h] = id
        }
    }

    @Test func duplicatesWithLongKeysAreFoundInAFile() {
        let po = """
            msgid ""
            msgstr "Content-Type: text/plain; charset=UTF-8\\n"

            msgid "A rather long message identifier, longer than eight bytes"
            msgstr "x"

            msgid "A rather long message identifier, longer than eight byteS"
            msgstr "y"

            msgctxt "other"
            msgid "A rather long message identifier, longer than eight bytes"
            msgstr "z"

            msgid "A rather long message identifier, longer than eight bytes"
            msgstr "w"

            """
        let file = POReader.read(Array(po.utf8), path: "t.po")
        let duplicates = file.diagnostics.filter { $0.rule == "po.duplicate-entry" }
        #expect(duplicates.map(\.location.line) == [14])
        #expect(duplicates.first?.notes.first?.location?.line == 4)
    }

    /// `byteHash(context:key:)` of an ID's UTF-8 bytes.
    static func byteHash(_ id: EntryID) -> UInt64 {
        let key = Array(id.key.utf8), context = id.context.map { Array($0.utf8) }
        return key.withUnsafeBufferPointer { k in
            context.map { c in c.withUnsafeBufferPointer { FirstDefinitions.byteHash(context: $0, key: k) } }
                ?? FirstDefinitions.byteHash(context: nil, key: k)
        }
    }

    @Test func byteHashSeparatesWhatBytesSeparate() {
        // msgfmt compares msgids byte for byte: canonically equivalent spellings are two messages.
        let precomposed = EntryID(key: "Caf\u{E9} au lait"), decomposed = EntryID(key: "Cafe\u{301} au lait")
        #expect(precomposed == decomposed)
        #expect(!FirstDefinitions.sameBytes(precomposed, decomposed))
        #expect(Self.byteHash(precomposed) != Self.byteHash(decomposed))
        let long = EntryID(context: "menu", key: "A message identifier longer than eight bytes, \u{E9}t\u{E9}")
        #expect(FirstDefinitions.sameBytes(long, EntryID(context: "menu", key: "A message identifier longer than eight bytes, \u{E9}t\u{E9}")))
        #expect(Self.byteHash(long) == Self.byteHash(EntryID(context: "menu", key: long.key)))
        #expect(!FirstDefinitions.sameBytes(long, EntryID(key: long.key)))
        // Context and key boundaries count, and no context is not an empty one.
        #expect(Self.byteHash(EntryID(context: "a", key: "bc")) != Self.byteHash(EntryID(key: "abc")))
        #expect(Self.byteHash(EntryID(context: "ab", key: "c")) != Self.byteHash(EntryID(context: "a", key: "bc")))
        #expect(Self.byteHash(EntryID(context: "", key: "abc")) != Self.byteHash(EntryID(key: "abc")))
        #expect(Self.byteHash(EntryID(key: "")) != Self.byteHash(EntryID(context: "", key: "")))
        // One byte changed anywhere in keys of 1 to 40 bytes changes the hash: in the first
        // chain, the second, the last full word and the tail.
        for length in 1...40 {
            let key = String((0..<length).map { Character(UnicodeScalar(UInt8(0x61 + $0 % 26))) })
            let hash = Self.byteHash(EntryID(key: key))
            #expect(hash == Self.byteHash(EntryID(key: key)))
            for position in 0..<length {
                var bytes = Array(key.utf8)
                bytes[position] = UInt8(ascii: "#")
                #expect(Self.byteHash(EntryID(key: String(decoding: bytes, as: UTF8.self))) != hash, "\(length) bytes, byte \(position)")
            }
            // A key one byte longer (a trailing NUL) is another message.
            #expect(Self.byteHash(EntryID(key: key + "\u{0}")) != hash)
        }
    }

    /// Duplicates are found where msgfmt finds them. First file: canonically equivalent msgids
    /// (é precomposed and decomposed, K and the Kelvin sign) are two messages; only the
    /// byte-identical "K" repeats. Second: two escapes that both read as U+FFFD are two messages,
    /// a live and an obsolete entry with one msgid are one, and a second msgid "" repeats the header.
    /// Third: entries with no msgstr (a syntax error msgfmt drops) repeat nothing, and are not
    /// repeated: only the last "a" repeats the first.
    @Test(arguments: [
        ("msgid \"caf\u{E9}\"\nmsgstr \"a\"\n\nmsgid \"cafe\u{301}\"\nmsgstr \"b\"\n\n"
            + "msgid \"K\"\nmsgstr \"c\"\n\nmsgid \"\u{212A}\"\nmsgstr \"d\"\n\nmsgid \"K\"\nmsgstr \"e\"\n", [16], [10]),
        ("msgid \"\\xff\"\nmsgstr \"a\"\n\nmsgid \"\\xfe\"\nmsgstr \"b\"\n\n"
            + "msgid \"k\"\nmsgstr \"c\"\n\nmsgid \"\"\nmsgstr \"d\"\n\n#~ msgid \"k\"\n#~ msgstr \"e\"\n", [13, 16], [1, 10]),
        ("msgid \"b\"\n\nmsgid \"a\"\nmsgstr \"x\"\n\nmsgid \"a\"\n\nmsgid \"b\"\nmsgstr \"y\"\n\nmsgid \"a\"\nmsgstr \"z\"\n\nmsgid \"\"\n", [14], [6]),
    ])
    func duplicatesAreFoundAsMsgfmtFindsThem(entries: String, lines: [Int], firstLines: [Int]) throws {
        let po = "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n\n" + entries
        let file = POReader.read(Array(po.utf8), path: "t.po")
        let duplicates = file.diagnostics.filter { $0.rule == "po.duplicate-entry" }
        #expect(duplicates.map(\.location.line) == lines)
        #expect(duplicates.map { $0.notes.first?.location?.line } == firstLines)

        let msgfmt = try Corpus.msgfmtCheck(Array(po.utf8), name: "t.po")
        #expect(msgfmt.stderr.components(separatedBy: "duplicate message definition").count - 1 == lines.count)
        for line in lines { #expect(msgfmt.stderr.contains("t.po:\(line): duplicate message definition")) }
    }
}
