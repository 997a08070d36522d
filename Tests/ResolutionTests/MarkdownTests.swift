import Dispatch
import FormatStrings
import Internationalization
import Resolution
import LocalizationCatalog
import Testing

/// SwiftUI's inline Markdown (apple-semantics.md §3.4–§3.5, behaviour #8) through libcmark-gfm
/// with line sentinels (platform-notes.md §3).
@Suite struct MarkdownTests {
    private typealias R = StyledRun

    /// Input → runs. Block syntax stays literal; every whitespace and line ending is kept.
    static let cases: [(String, [StyledRun])] = [
        // Behaviour #8.
        ("Hello **bold** _it_ `c` ~~s~~ [l](https://a)",
         [R("Hello "), R("bold", bold: true), R(" "), R("it", italic: true), R(" "), R("c", monospaced: true),
          R(" "), R("s", strikethrough: true), R(" "), R("l", link: "https://a")]),
        ("# T", [R("# T")]),
        // Each inline style, both spellings.
        ("__bold__ *it*", [R("bold", bold: true), R(" "), R("it", italic: true)]),
        ("***both*** ___both___", [R("both", bold: true, italic: true), R(" "), R("both", bold: true, italic: true)]),
        ("~one~", [R("one", strikethrough: true)]),
        ("`` a`b ``", [R("a`b", monospaced: true)]),
        // Nesting.
        ("*a **b** c*", [R("a ", italic: true), R("b", bold: true, italic: true), R(" c", italic: true)]),
        ("[**b** `x`](u)", [R("b", bold: true, link: "u"), R(" ", link: "u"), R("x", monospaced: true, link: "u")]),
        ("**~~gone~~**", [R("gone", bold: true, strikethrough: true)]),
        // Escapes and entities, as CommonMark.
        (##"\*not italic\* \# \\ \a"##, [R(##"*not italic* # \ \a"##)]),
        ("&amp; &copy; &#35;", [R("& © #")]),
        ("a&#x2000;b", [R("a\u{2000}b")]),
        // Intraword delimiters: `_` is not emphasis inside a word, `*` is.
        ("snake_case_name", [R("snake_case_name")]),
        ("2*3*4", [R("2"), R("3", italic: true), R("4")]),
        ("__init__ and **bold**text", [R("init", bold: true), R(" and "), R("bold", bold: true), R("text")]),
        // Unmatched or non-flanking delimiters stay.
        ("**unclosed and *half", [R("**unclosed and *half")]),
        ("2 * 3 * 4", [R("2 * 3 * 4")]),
        ("** %@ **", [R("** %@ **")]),
        ("~~~", [R("~~~")]),
        // Block syntax is literal.
        ("## also #not", [R("## also #not")]),
        ("- item\n* star\n+ plus", [R("- item\n* star\n+ plus")]),
        ("1. one\n2) two", [R("1. one\n2) two")]),
        ("> quote", [R("> quote")]),
        ("~~~\nfenced\n~~~", [R("~~~\nfenced\n~~~")]),
        ("    four spaces\n\ttab", [R("    four spaces\n\ttab")]),
        ("Title\n=====\nSub\n---\n***", [R("Title\n=====\nSub\n---\n***")]),
        ("| a | b |\n|---|---|", [R("| a | b |\n|---|---|")]),
        ("[foo]: /url \"t\"", [R("[foo]: /url \"t\"")]),
        ("<div>block</div>", [R("<div>block</div>")]),
        ("<b>inline</b> html <!-- c -->", [R("<b>inline</b> html <!-- c -->")]),
        // Backtick fences are inline code spans in inline-only parsing; their line endings stay.
        ("```\ncode\n```", [R("\ncode\n", monospaced: true)]),
        // Whitespace and line endings.
        ("  two\n   lines  ", [R("  two\n   lines  ")]),
        ("para1\n\npara2\n", [R("para1\n\npara2\n")]),
        ("a\r\nb\rc\n", [R("a\r\nb\rc\n")]),
        ("*e\r\nf*", [R("e\r\nf", italic: true)]),
        ("`a\r\nb` `c\nd`", [R("a\r\nb", monospaced: true), R(" "), R("c\nd", monospaced: true)]),
        ("trailing two  \nnext", [R("trailing two  \nnext")]),
        ("back\\\nslash", [R("back\\\nslash")]),
        ("_it_\n_it_", [R("it", italic: true), R("\n"), R("it", italic: true)]),
        ("   ", [R("   ")]),
        // Links: titles dropped; autolinks are links; bare URLs are not (no autolink extension).
        ("[t](u \"title\") [s](<a b>)", [R("t", link: "u"), R(" "), R("s", link: "a b")]),
        ("<https://a>", [R("https://a", link: "https://a")]),
        ("<a@b.c>", [R("a@b.c", link: "mailto:a@b.c")]),
        ("www.apple.com https://x.y", [R("www.apple.com https://x.y")]),
        ("[ref] [^1]", [R("[ref] [^1]")]),
        // Images are shown as written, even inside a link or across lines.
        ("![alt](img.png)", [R("![alt](img.png)")]),
        ("x ![a*b*](i)\n\t![c](d \"t\") y", [R("x ![a*b*](i)\n\t![c](d \"t\") y")]),
        ("![a\r\nb](i)", [R("![a\r\nb](i)")]),
        ("[![a](i)](u)", [R("![a](i)", link: "u")]),
        ("![a](b) ![c\n`d\ne`](f) ![g](h)", [R("![a](b) ![c\n`d\ne`](f) ![g](h)")]),
        // Format directives are plain text.
        ("%@ has %lld files (%1$@) 100%", [R("%@ has %lld files (%1$@) 100%")]),
        // NUL becomes U+FFFD, as CommonMark requires.
        ("a\0*b*", [R("a\u{FFFD}"), R("b", italic: true)]),
        ("", []),
    ]

    @Test(arguments: cases) func runs(input: String, expected: [StyledRun]) {
        #expect(StyledText.markdown(input).runs == expected)
    }

    @Test func unstyledTextIsTheRunsWithoutStyles() {
        #expect(StyledText.markdown("Hello **bold** _it_ `c` ~~s~~ [l](https://a)").unstyled == "Hello bold it c s l")
        #expect(StyledText.markdown("**Warning:** file `x.txt` will be *deleted*.").unstyled == "Warning: file x.txt will be deleted.")
        #expect(StyledText.markdown("# T\n- item  \n").unstyled == "# T\n- item  \n")
        #expect(StyledText.markdown("![alt](i) <https://a>").unstyled == "![alt](i) https://a")
        #expect(StyledText.markdown("").unstyled == "")
    }

    @Test func isStyledOnlyWithAStyle() {
        #expect(StyledText.markdown("**a**").isStyled)
        #expect(!StyledText.markdown("# a *").isStyled)
    }

    @Test func verbatimHasNoMarkdown() {
        #expect(StyledText.verbatim("**Hi** [l](u)").runs == [R("**Hi** [l](u)")])
        #expect(StyledText.verbatim("").runs == [])
    }

    @Test func textHoldingEverySentinelCandidateIsShownVerbatim() {
        let spaces = "\u{2000}\u{2001}\u{2002}\u{2003}\u{2004}\u{2005}\u{2006}\u{2007}\u{2008}\u{2009}\u{200A}\u{205F}\u{3000}"
        #expect(StyledText.markdown(spaces + " **x**").runs == [R(spaces + " **x**")])
        // With a few of them used, others are free and Markdown is read.
        #expect(StyledText.markdown("a\u{2000}\u{2001}\u{2002} **x**").runs == [R("a\u{2000}\u{2001}\u{2002} "), R("x", bold: true)])
    }

    @Test func aLoneSurrogateIsAlreadyAReplacementCharacter() {
        // Swift strings hold no lone surrogate: decoding one gives U+FFFD, which Markdown keeps.
        let text = String(decoding: [0x002A, 0xD800, 0x002A] as [UInt16], as: UTF16.self)
        #expect(StyledText.markdown(text).runs == [R("\u{FFFD}", italic: true)])
    }

    @Test(arguments: [
        String(repeating: "*", count: 10_000),
        String(repeating: "*a", count: 5_000),
        String(repeating: "**a ", count: 2_500),
        String(repeating: "[", count: 10_000),
        String(repeating: "[a](", count: 2_500),
        String(repeating: "`", count: 10_000),
        (1...200).map { String(repeating: "`", count: $0) + "a" }.joined(),
        String(repeating: "![a](", count: 2_500),
        String(repeating: "~~a ", count: 2_500),
        String(repeating: "<a ", count: 3_000),
        String(repeating: "*a\n", count: 3_000),
    ])
    func hostileInputIsParsedInBoundedTime(input: String) {
        let start = DispatchTime.now().uptimeNanoseconds
        let text = StyledText.markdown(input)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        #expect(seconds < 2, "took \(seconds) s")
        #expect(!text.unstyled.isEmpty)
    }

    @Test func parsesOnManyThreadsAgree() {
        // cmark-gfm 0.29 keeps its special characters in globals; parses must not disturb each other.
        let failures = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 400) { _ in
            if StyledText.markdown("a ~~s~~ b").runs != [R("a "), R("s", strikethrough: true), R(" b")] {
                failures.withLock { $0 += 1 }
            }
        }
        #expect(failures.withLock { $0 } == 0)
    }

    @Test func tenThousandAsterisksStayLiteral() {
        let input = String(repeating: "*", count: 10_000)
        #expect(StyledText.markdown(input).runs == [R(input)])
    }

    // MARK: Arguments go in after Markdown

    @Test func anArgumentsAsterisksStayLiteral() {
        let format = StyledText.markdown("**%@**")
        let shown = format.formatted { SafeFormatter.format($0, [.string("a*b*c")], locale: nil).text }
        #expect(shown.runs == [R("a*b*c", bold: true)])
    }

    @Test func spacedAsterisksAroundAnArgumentStayLiteral() {
        let format = StyledText.markdown("** %@ **")
        let shown = format.formatted { SafeFormatter.format($0, [.string("a*b*c")], locale: nil).text }
        #expect(shown.runs == [R("** a*b*c **")])
    }

    @Test func directivesAreNumberedAcrossRuns() throws {
        let en = try LocaleIdentifier("en_US")
        let format = StyledText.markdown("Delete **%@** and _%lld_ files? %1$@!")
        let shown = format.formatted { SafeFormatter.format($0, [.string("*x*"), .int(1234)], locale: en).text }
        #expect(shown.runs == [R("Delete "), R("*x*", bold: true), R(" and "), R("1,234", italic: true), R(" files? *x*!")])
    }

    @Test func anArgumentHoldingTheMarkerDropsTheStylingNotTheText() {
        let format = StyledText.markdown("**%@** %@")
        let shown = format.formatted { SafeFormatter.format($0, [.string("a" + String(Unicode.Scalar(0xFDD0)!) + "b"), .string("c")], locale: nil).text }
        #expect(shown.runs == [R("ab c")])
    }

    @Test func substitutingDirectiveRanges() {
        let format = StyledText.markdown("**%@** has %lld files")
        let directives = FormatStringParser.parse(format.unstyled, dialect: .foundation).directives
        let shown = format.substituting([
            .init(range: directives[1].byteRange, text: "3"),
            .init(range: directives[0].byteRange, text: "a*b*c"),
        ])
        #expect(shown.runs == [R("a*b*c", bold: true), R(" has 3 files")])
    }

    @Test func aSubstitutionAcrossRunsStaysInTheFirst() {
        // `unstyled` is "ab" + "cd" (bold): replacing bytes 1..<3 puts the text in the first run.
        let text = StyledText(runs: [R("ab"), R("cd", bold: true)])
        #expect(text.substituting([.init(range: 1..<3, text: "X")]).runs == [R("aX"), R("d", bold: true)])
        #expect(text.substituting([.init(range: 4..<4, text: "!")]).runs == [R("ab"), R("cd!", bold: true)])
        #expect(text.substituting([.init(range: 3..<9, text: "?")]).runs == [R("ab"), R("cd", bold: true)])
    }

    @Test func verbatimTextIsFormattedWithoutMarkdown() {
        let shown = StyledText.verbatim("**%@**").formatted { SafeFormatter.format($0, [.string("x")], locale: nil).text }
        #expect(shown.runs == [R("**x**")])
    }
}
