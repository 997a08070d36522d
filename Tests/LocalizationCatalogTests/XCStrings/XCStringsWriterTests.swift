import Testing
@testable import LocalizationCatalog

@Suite struct XCStringsWriterTests {
    static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Save" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Sichern"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

    @Test func editingOneValueChangesOnlyThatLine() throws {
        var document = try #require(XCStringsDocument.read(Array(Self.catalog.utf8), path: "L.xcstrings").document)
        #expect(document.write() == Array(Self.catalog.utf8))
        document.setStringUnit(key: "Save", language: "de", value: "Speichern \"jetzt\"\n/ü", state: .needsReview)
        let written = String(decoding: document.write(), as: UTF8.self)
        #expect(written == Self.catalog
            .replacingOccurrences(of: "\"translated\"", with: "\"needs_review\"")
            .replacingOccurrences(of: "\"Sichern\"", with: "\"Speichern \\\"jetzt\\\"\\n/ü\""))
        let changed = zip(written.split(separator: "\n"), Self.catalog.split(separator: "\n")).filter { $0 != $1 }
        #expect(changed.map(\.0) == [
            "            \"state\" : \"needs_review\",",
            "            \"value\" : \"Speichern \\\"jetzt\\\"\\n/ü\"",
        ])
    }

    @Test func newLocalizationAndEntryGoWhereXcodePutsThem() throws {
        var document = try #require(XCStringsDocument.read(Array(Self.catalog.utf8), path: "L.xcstrings").document)
        document.setStringUnit(key: "Save", language: "ar", value: "حفظ", state: .translated)
        document.setStringUnit(key: "open", language: "fr", value: "Ouvrir", state: .new)
        let written = String(decoding: document.write(), as: UTF8.self)
        #expect(written == """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "open" : {
              "localizations" : {
                "fr" : {
                  "stringUnit" : {
                    "state" : "new",
                    "value" : "Ouvrir"
                  }
                }
              }
            },
            "Save" : {
              "localizations" : {
                "ar" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "حفظ"
                  }
                },
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Sichern"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """)
        // The edited tree reads back as a catalog.
        let file = XCStringsReader.read(Array(written.utf8), path: "L.xcstrings")
        #expect(file.diagnostics.isEmpty)
        #expect(file.entries.map(\.key) == ["open", "Save"])
    }

    @Test func escapingAndEmptyContainers() {
        let tree = JSONNode(.object(JSONObject([
            JSONMember(name: "a", node: JSONNode(.string("q\"b\\s/\u{1}\u{1F}\t\r\u{8}\u{C}é\u{2028}"))),
            JSONMember(name: "e", node: JSONNode(.object(JSONObject()))),
            JSONMember(name: "l", node: JSONNode(.array([]))),
            JSONMember(name: "n", node: JSONNode(.array([JSONNode(.number("-1.5e3")), JSONNode(.bool(false)), JSONNode(.null)]))),
        ])))
        let text = String(decoding: XCStringsWriter.write(tree), as: UTF8.self)
        #expect(text == "{\n  \"a\" : \"q\\\"b\\\\s/\\u0001\\u001f\\t\\r\\b\\fé\u{2028}\",\n  \"e\" : {\n\n  },\n  \"l\" : [\n\n  ],\n  \"n\" : [\n    -1.5e3,\n    false,\n    null\n  ]\n}")
    }

    @Test func keyOrderRule() {
        let keys = ["Z", "a10", "ab", "a9", "b", "%@", "• x", "", "aB", "a", "A", "Ab", "a09", "item 10", "Item 3", "a b", "a-b", "a_b", "a.b"]
        #expect(keys.sorted(by: XcodeKeyOrder.areInIncreasingOrder) == [
            "", "%@", "• x", "a", "A", "a b", "a_b", "a-b", "a.b", "a9", "a09", "a10", "ab", "aB", "Ab", "b",
            "Item 3", "item 10", "Z",
        ])
    }
}
