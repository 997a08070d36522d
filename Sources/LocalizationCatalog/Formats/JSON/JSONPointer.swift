/// RFC 6901 JSON pointers, as carried by `SourceLocation.jsonPointer` (`/strings/Save/localizations/de`).
public enum JSONPointer {
    /// One reference token: `~` is written `~0` and `/` is written `~1` (RFC 6901 §3).
    public static func escape(_ token: String) -> String {
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return token }
        var result = ""
        for c in token.unicodeScalars {
            switch c {
            case "~": result += "~0"
            case "/": result += "~1"
            default: result.unicodeScalars.append(c)
            }
        }
        return result
    }

    /// `pointer` extended by `token`.
    public static func appending(_ pointer: String, _ token: String) -> String {
        let escaped = escape(token)
        var result = pointer
        result.reserveCapacity(pointer.utf8.count + escaped.utf8.count + 1)
        result.append("/")
        result.append(escaped)
        return result
    }

    /// The pointer of a path of tokens; `[]` gives `""`, the whole document.
    public static func make(_ tokens: [String]) -> String {
        tokens.reduce("") { appending($0, $1) }
    }

    /// The tokens of `pointer`, unescaped (`~1` before `~0`, as RFC 6901 §4 requires); nil when the
    /// pointer is not empty and does not start with `/`.
    public static func tokens(_ pointer: String) -> [String]? {
        if pointer.isEmpty { return [] }
        guard pointer.hasPrefix("/") else { return nil }
        return pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map(unescape)
    }

    /// One reference token decoded: `~1` → `/`, `~0` → `~`, in one left-to-right pass (so `~01` is `~1`).
    public static func unescape(_ token: Substring) -> String {
        var result = ""
        var tilde = false
        for c in token.unicodeScalars {
            if tilde {
                switch c {
                case "0": result += "~"
                case "1": result += "/"
                default: result += "~"; result.unicodeScalars.append(c)
                }
                tilde = false
            } else if c == "~" {
                tilde = true
            } else {
                result.unicodeScalars.append(c)
            }
        }
        if tilde { result += "~" }
        return result
    }
}
