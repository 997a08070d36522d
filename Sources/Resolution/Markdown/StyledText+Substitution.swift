/// Arguments go into a styled *format*, never through Markdown (apple-semantics.md §3.5):
/// SwiftUI parses the localized format string (`_LocalizeAttributedString`) and then formats it
/// (`NSAttributedString(format:…)`), so an argument that holds `**x**` shows its asterisks.
///
/// The resolver therefore calls `StyledText.markdown(format)` first, then puts the formatted
/// arguments into the runs with `formatted(by:)` or `substituting(_:)`.
///
/// Why a directive is never split across runs: a run boundary is made by Markdown syntax
/// (`*`, `_`, `~`, `` ` ``, `[`, `]`, `<`, `!`), and a format directive is made of `%`, digits,
/// `$`, `#`, `@`, `.`, `'`, `+`, `-`, space and letters. The only overlap is `*` (a width or
/// precision read from an argument, `%*d`, which SwiftUI never writes into a key); if emphasis
/// does cut such a directive, each piece is formatted where it is, so the directive is shown as
/// written and reported by the formatter, and nothing else moves.
extension StyledText {
    /// Formats the runs as one string: `render` receives `unstyled` (with a private marker
    /// between runs when there are several) and returns it formatted; each run gets its part.
    /// Directives are numbered across the whole text, so `**%@** and %@` reads arguments 1 and 2.
    ///
    /// ```swift
    /// let format = StyledText.markdown("Delete **%@**?")
    /// format.formatted { SafeFormatter.format($0, [.string("a*b*c")], locale: nil).text }.runs
    /// // ["Delete ", "a*b*c" [bold], "?"]
    /// ```
    ///
    /// The marker is a Unicode noncharacter (U+FDD0…U+FDEF) that is not in the format; when
    /// `render`'s output does not have the same number of markers (an argument held that
    /// noncharacter), the styling is dropped and the formatted text is shown unstyled rather than
    /// misplaced. Columns that `render` reports count the markers before them.
    public func formatted(by render: (String) -> String) -> StyledText {
        if runs.count <= 1 {
            var single = runs.first ?? StyledRun("")
            single.text = render(single.text)
            return StyledText(runs: [single])
        }
        let used = Set(unstyled.unicodeScalars.filter { $0.value >= 0xFDD0 && $0.value <= 0xFDEF })
        guard let marker = (0xFDD0...0xFDEF).lazy.compactMap(Unicode.Scalar.init).first(where: { !used.contains($0) })
        else { return .verbatim(render(unstyled)) }
        let output = render(runs.map(\.text).joined(separator: String(marker)))
        let pieces = output.unicodeScalars.split(separator: marker, omittingEmptySubsequences: false)
        guard pieces.count == runs.count else {
            return .verbatim(String(String.UnicodeScalarView(output.unicodeScalars.filter { $0 != marker })))
        }
        return StyledText(runs: zip(runs, pieces).map { run, piece in
            var run = run
            run.text = String(String.UnicodeScalarView(piece))
            return run
        })
    }

    /// A replacement of a UTF-8 byte range of `unstyled` (as `FormatDirective.byteRange` gives
    /// it when `unstyled` is parsed) by already formatted text.
    public struct Substitution: Sendable, Hashable {
        public var range: Range<Int>
        public var text: String

        public init(range: Range<Int>, text: String) {
            self.range = range
            self.text = text
        }
    }

    /// Replaces byte ranges of `unstyled` with their text, inside the runs that hold them. The
    /// text takes the styles of the run where its range starts; a range that continues into the
    /// next runs removes the bytes it covers there. Overlapping ranges after the first and
    /// ranges outside `unstyled` are ignored.
    ///
    /// ```swift
    /// let format = StyledText.markdown("**%@** has %lld files")
    /// let directives = FormatStringParser.parse(format.unstyled, dialect: .foundation).directives
    /// format.substituting([.init(range: directives[0].byteRange, text: "a*b*c"),
    ///                      .init(range: directives[1].byteRange, text: "3")]).runs
    /// // ["a*b*c" [bold], " has 3 files"]
    /// ```
    public func substituting(_ substitutions: [Substitution]) -> StyledText {
        let total = runs.reduce(0) { $0 + $1.text.utf8.count }
        var pending = substitutions.filter { $0.range.lowerBound >= 0 && $0.range.upperBound <= total }
            .sorted { $0.range.lowerBound < $1.range.lowerBound }[...]
        var result: [StyledRun] = []
        var offset = 0  // of the run's first byte in `unstyled`
        var skipUntil = 0  // bytes before this are covered by a substitution already made
        for run in runs {
            let bytes = Array(run.text.utf8)
            var text: [UInt8] = []
            for (index, byte) in bytes.enumerated() {
                let position = offset + index
                while let first = pending.first, first.range.lowerBound < skipUntil { pending.removeFirst() }
                if let first = pending.first, first.range.lowerBound == position {
                    text.append(contentsOf: first.text.utf8)
                    skipUntil = max(first.range.upperBound, position + (first.range.isEmpty ? 0 : 1))
                    pending.removeFirst()
                }
                if position >= skipUntil { text.append(byte) }
            }
            offset += bytes.count
            var replaced = run
            replaced.text = String(decoding: text, as: UTF8.self)
            result.append(replaced)
        }
        // An empty range at the very end inserts there.
        if let first = pending.first, first.range.lowerBound == total, first.range.lowerBound >= skipUntil {
            if result.isEmpty { result.append(StyledRun("")) }
            result[result.count - 1].text += first.text
        }
        return StyledText(runs: result)
    }
}
