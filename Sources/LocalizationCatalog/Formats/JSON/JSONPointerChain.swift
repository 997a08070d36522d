/// A JSON pointer built one reference token at a time that shares its parent's storage, so the
/// thousands of locations inside one String Catalog entry hold its key once, not once each.
///
/// A key is as long as its source text: an entry whose 10 KB key has 2,000 substitutions would
/// otherwise copy the key into every location under it (megabytes per entry, and time with them).
/// The pointer's text (RFC 6901) is built only when asked for (`string`).
package struct JSONPointerChain: Sendable, ExpressibleByStringLiteral {
    private final class Link: Sendable {
        let parent: Link?
        /// `/` and the escaped token, or a whole pointer given as text.
        let text: String
        /// UTF-8 length of the pointer up to and including this link.
        let length: Int

        init(parent: Link?, text: String) {
            self.parent = parent
            self.text = text
            length = (parent?.length ?? 0) + text.utf8.count
        }
    }

    private let last: Link?

    /// The whole document, `""`.
    package static let root = JSONPointerChain(last: nil)

    private init(last: Link?) { self.last = last }

    /// A pointer given as its text (already escaped).
    package init(_ pointer: String) {
        last = pointer.isEmpty ? nil : Link(parent: nil, text: pointer)
    }

    /// A pointer written out: `"/sourceLanguage"`.
    package init(stringLiteral pointer: String) { self.init(pointer) }

    /// This pointer extended by `token` (escaped here: `~` → `~0`, `/` → `~1`).
    package func appending(_ token: String) -> JSONPointerChain {
        JSONPointerChain(last: Link(parent: last, text: "/" + JSONPointer.escape(token)))
    }

    /// The pointer's text.
    package var string: String {
        guard let last else { return "" }
        if last.parent == nil { return last.text }
        var links: [Link] = []
        var link: Link? = last
        while let current = link {
            links.append(current)
            link = current.parent
        }
        var result = ""
        result.reserveCapacity(last.length)
        for link in links.reversed() { result += link.text }
        return result
    }
}
