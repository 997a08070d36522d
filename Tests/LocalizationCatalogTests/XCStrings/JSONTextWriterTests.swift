import Testing
import LocalizationCatalog

/// The JSON layout `l10n-check --format json` and String Catalogs are written in.
@Suite struct JSONTextWriterTests {
    @Test func numbersNamesAndIndentation() {
        var out = JSONTextWriter()
        out.openObject()
        for (name, value) in [("a", 0), ("b", 7), ("c", -42), ("d", Int.max), ("e", Int.min)] { out.member(name, value) }
        out.key("f")
        out.openArray()
        out.element()
        out.openObject()
        out.member("g", "x\"\n")
        out.member("h", nil as String?)
        out.closeObject()
        out.closeArray()
        out.key("i")
        out.openObject()
        out.closeObject()
        out.closeObject()
        let expected = """
            {
              "a" : 0,
              "b" : 7,
              "c" : -42,
              "d" : 9223372036854775807,
              "e" : -9223372036854775808,
              "f" : [
                {
                  "g" : "x\\"\\n",
                  "h" : null
                }
              ],
              "i" : {

              }
            }
            """
        #expect(String(decoding: out.bytes, as: UTF8.self) == expected)
    }

    /// Deeper than the prepared indentation: spaces are still written one level at a time.
    @Test func deepNesting() {
        var out = JSONTextWriter()
        for _ in 0..<40 { out.openArray(); out.element() }
        out.number(1)
        for _ in 0..<40 { out.closeArray() }
        let text = String(decoding: out.bytes, as: UTF8.self)
        let indents = text.split(separator: "\n" as Character).map { (line: Substring) -> Int in
            line.prefix(while: { (c: Character) in c == " " }).count
        }
        #expect(indents.max() == 80)
        #expect(text.hasSuffix("\n]"))
        #expect(text.contains(String(repeating: " ", count: 80) + "1"))
    }
}
