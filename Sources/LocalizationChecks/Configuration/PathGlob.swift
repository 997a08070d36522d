/// A path pattern of the lint configuration (`exclude`, `overrides[].paths`), matched against a
/// path relative to the configuration file's folder, `/`-separated.
///
/// `*` matches any run of characters within one path segment, `?` one character, `**` as a whole
/// segment any number of segments (none included); other characters match themselves. A pattern
/// that matches a folder matches everything under it (`Pods` and `Pods/**` are the same), and a
/// leading `./` is ignored. Matching costs at most pattern segments × path segments segment
/// comparisons (no backtracking across `**`).
public struct PathGlob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    private let segments: [[Unicode.Scalar]]

    public init(_ pattern: String) {
        self.pattern = pattern
        var text = Substring(pattern)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        segments = text.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }.map { Array($0.unicodeScalars) }
    }

    public var description: String { pattern }

    /// True when the pattern has no segment (`""`, `./`), and so matches nothing.
    public var isEmpty: Bool { segments.isEmpty }

    /// Whether `path` (relative, `/`-separated) or a folder holding it matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }.map { Array($0.unicodeScalars) }
        guard !segments.isEmpty, !parts.isEmpty else { return false }
        // reachable[j]: the pattern's first i segments can match the path's first j.
        var reachable = [Bool](repeating: false, count: parts.count + 1)
        reachable[0] = true
        for segment in segments {
            var next = [Bool](repeating: false, count: parts.count + 1)
            if segment == ["*", "*"] {
                var any = false
                for j in 0...parts.count {
                    any = any || reachable[j]
                    next[j] = any
                }
            } else {
                for j in 0..<parts.count where reachable[j] && Self.segmentMatches(segment, parts[j]) { next[j + 1] = true }
            }
            reachable = next
        }
        // The whole path, or a folder above it.
        return reachable.dropFirst().contains(true)
    }

    /// `*` and `?` within one segment, by the usual two-pointer walk with one backtrack point.
    static func segmentMatches(_ pattern: [Unicode.Scalar], _ text: [Unicode.Scalar]) -> Bool {
        var p = 0, t = 0
        var star: Int?, resume = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1; t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p; resume = t; p += 1
            } else if let s = star {
                p = s + 1; resume += 1; t = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
