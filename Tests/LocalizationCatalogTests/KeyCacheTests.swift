import Foundation
import Testing
@testable import LocalizationCatalog

/// Keys are shared between reads on a thread; what a read returns must not depend on what was
/// read before it.
@Suite struct KeyCacheTests {
    private static func withBytes<T>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        Array(text.utf8).withUnsafeBufferPointer(body)
    }

    @Test func aKeyIsFoundOnlyByItsOwnBytes() {
        let cache = KeyCache.forThisThread
        let key = "Enter a valid email address."
        // A hash no other test uses, shared by two different keys: the bytes decide.
        let hash: UInt64 = 0x5EED_0000_0000_1001
        Self.withBytes(key) { cache.store(key, $0, hash: hash) }
        #expect(Self.withBytes(key) { cache.key($0, hash: hash) } == key)
        #expect(Self.withBytes("Enter a valid email address!") { cache.key($0, hash: hash) } == nil)
        // The same slot (a power of two apart, past any slot count) under another hash.
        #expect(Self.withBytes("Enter a valid email address.") { cache.key($0, hash: hash &+ (1 << 32)) } == nil)
        // A later key in the same slot replaces it.
        let other = "Enter a valid URL, please."
        Self.withBytes(other) { cache.store(other, $0, hash: hash) }
        #expect(Self.withBytes(key) { cache.key($0, hash: hash) } == nil)
        #expect(Self.withBytes(other) { cache.key($0, hash: hash) } == other)
    }

    @Test func eachThreadHasItsOwnCache() async {
        let key = "A key kept on the test's thread only"
        let hash: UInt64 = 0x5EED_0000_0000_2002
        Self.withBytes(key) { KeyCache.forThisThread.store(key, $0, hash: hash) }
        #expect(Self.withBytes(key) { KeyCache.forThisThread.key($0, hash: hash) } == key)
        // Looked up on a new thread: not there.
        let elsewhere = await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
            Thread.detachNewThread {
                continuation.resume(returning: Self.withBytes(key) { KeyCache.forThisThread.key($0, hash: hash) })
            }
        }
        #expect(elsewhere == nil)
    }

    /// Two locales' files with the same msgids, read one after the other: the second gets its
    /// keys from the cache and must read exactly as if it had made them, its diagnostics included.
    @Test func aSecondLocaleReadsAsTheFirst() {
        let header = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\n"
        func po(_ translation: String) -> [UInt8] {
            var bytes = Array((header + "msgctxt \"form\"\nmsgid \"Enter a valid email address.\"\nmsgstr \"\(translation)\"\n\n").utf8)
            bytes += Array("msgid \"\"\n\"Ensure this value has at most \"\n\"%(limit_value)d characters.\"\nmsgstr \"\(translation)\"\n\n".utf8)
            bytes += Array("msgid \"Email\"\nmsgstr \"\(translation)\"\n\n".utf8)
            // An invalid byte in a long msgid: never cached, reported on every read.
            bytes += Array("msgid \"A key with an invalid byte: ".utf8) + [0xFF] + Array("\"\nmsgstr \"x\"\n".utf8)
            return bytes
        }
        let first = POReader.read(po("Geben Sie eine gültige E-Mail-Adresse ein."), path: "de.po", options: ReadOptions(locale: "de"))
        let second = POReader.read(po("Saisissez une adresse e-mail valide."), path: "fr.po", options: ReadOptions(locale: "fr"))
        for file in [first, second] {
            #expect(file.entries.map(\.key) == [
                "Enter a valid email address.", "Ensure this value has at most %(limit_value)d characters.", "Email",
                "A key with an invalid byte: \u{FFFD}",
            ])
            #expect(file.entries.map(\.context) == ["form", nil, nil, nil])
            #expect(file.diagnostics.map { "\($0.rule)@\($0.location.line):\($0.location.column)" } == ["po.invalid-multibyte-sequence@17:36"])
        }
        #expect(second.entries[0].localizations["fr"]?.value.strings == ["Saisissez une adresse e-mail valide."])
        // The second read found its keys here (the first read kept them), by msgctxt and msgid.
        let kept = Array("form".utf8).withUnsafeBufferPointer { context in
            Self.withBytes("Enter a valid email address.") { key in
                KeyCache.forThisThread.key(key, hash: FirstDefinitions.byteHash(context: context, key: key))
            }
        }
        #expect(kept == "Enter a valid email address.")
        // Short keys too: stored inline, they cost no allocation, but making one checks its bytes.
        let short = Self.withBytes("Email") {
            KeyCache.forThisThread.key($0, hash: FirstDefinitions.byteHash(context: nil, key: $0))
        }
        #expect(short == "Email")
    }

    /// Two `.lproj` tables with the same keys, read one after the other: the second reads as the
    /// first, duplicates included; an escaped key is made from its escapes, not found by its bytes.
    @Test func aSecondLprojReadsAsTheFirst() {
        func strings(_ translation: String) -> [UInt8] {
            Array((
                "/* Alert title */\n\"Save This Message As Draft?\" = \"\(translation)\";\n"
                    + "settings.notifications.title = \"\(translation)\";\n"
                    + "\"Line\\nbreak key\" = \"\(translation)\";\n"
                    + "\"Save This Message As Draft?\" = \"\(translation) 2\";\n"
            ).utf8)
        }
        let first = StringsReader.read(strings("Als Entwurf sichern?"), path: "de.lproj/Localizable.strings")
        let second = StringsReader.read(strings("Enregistrer le brouillon ?"), path: "fr.lproj/Localizable.strings")
        for file in [first, second] {
            #expect(file.entries.map(\.key) == ["Save This Message As Draft?", "settings.notifications.title", "Line\nbreak key"])
            #expect(file.diagnostics.map { "\($0.rule)@\($0.location.line):\($0.location.column)" } == ["strings.duplicate-key@5:1"])
        }
        #expect(second.entries.first?.localizations["fr"]?.value.strings == ["Enregistrer le brouillon ? 2"])
        // The unescaped keys were kept by the first read, by their bytes as written.
        let kept = Self.withBytes("settings.notifications.title") { KeyCache.forThisThread.key($0, hash: StringsKeyIndex.hash($0)) }
        #expect(kept == "settings.notifications.title")
    }
}
