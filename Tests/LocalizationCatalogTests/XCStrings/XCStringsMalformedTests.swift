import Testing
@testable import LocalizationCatalog

@Suite struct XCStringsMalformedTests {
    struct Found: Equatable, CustomStringConvertible {
        var rule: String, line: Int, column: Int, pointer: String?
        var description: String { "\(rule)@\(line):\(column) \(pointer ?? "-")" }
    }

    static func found(_ text: String, depth: Int = 64) -> (CatalogFile, [Found]) {
        let file = XCStringsReader.read(Array(text.utf8), path: "x.xcstrings", options: ReadOptions(maximumNestingDepth: depth))
        return (file, file.diagnostics.map {
            Found(rule: $0.rule, line: $0.location.line, column: $0.location.column, pointer: $0.location.jsonPointer)
        })
    }

    @Test func entryBesideStringsIsUnknownTopLevelMember() {
        let (file, found) = Self.found("""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "OK" : {
            }
          },
          "Cancel" : {
          },
          "version" : "1.0"
        }
        """)
        #expect(found == [Found(rule: "xcstrings.unknown-member", line: 7, column: 3, pointer: "/Cancel")])
        #expect(file.entries.map(\.key) == ["OK"])
    }

    @Test func syntaxErrorInsideAUnitReportsOnlyTheSyntaxError() {
        let (_, found) = Self.found("""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "A" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated" x } } } }
          },
          "version" : "1.0"
        }
        """)
        // The cut-short stringUnit's missing "value" follows from the error and is not reported.
        #expect(found == [Found(rule: "json.syntax", line: 4, column: 82, pointer: "/strings/A/localizations/de/stringUnit")])
    }

    @Test func missingVersion() {
        let (file, found) = Self.found("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  }\n}")
        #expect(found == [Found(rule: "xcstrings.missing-version", line: 1, column: 1, pointer: "")])
        #expect(file.header.isEmpty)
    }

    @Test func missingEverythingAndUnknownVersion() {
        let (_, found) = Self.found("{ \"version\" : \"9.0\" }")
        #expect(found == [
            Found(rule: "xcstrings.unknown-version", line: 1, column: 15, pointer: "/version"),
            Found(rule: "xcstrings.missing-source-language", line: 1, column: 1, pointer: ""),
            Found(rule: "xcstrings.missing-strings", line: 1, column: 1, pointer: ""),
        ])
    }

    static let unitProblems = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "A" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "machine_translated",
                "value" : "Ä",
                "note" : "x"
              }
            }
          }
        },
        "B" : 3,
        "C" : {
          "localizations" : {
            "de" : {
              "variations" : {
                "plural" : {
                  "several" : { "stringUnit" : { "state" : "new", "value" : "x" } }
                },
                "device" : {
                  "toaster" : { "stringUnit" : { "state" : "new", "value" : "y" } }
                }
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

    @Test func unknownStateUnknownMemberAndBadEntriesAreReportedAndOthersRead() throws {
        let (file, found) = Self.found(Self.unitProblems)
        #expect(found == [
            Found(rule: "xcstrings.unknown-state", line: 8, column: 23, pointer: "/strings/A/localizations/de/stringUnit/state"),
            Found(rule: "xcstrings.unknown-member", line: 10, column: 13, pointer: "/strings/A/localizations/de/stringUnit/note"),
            Found(rule: "xcstrings.invalid-type", line: 15, column: 11, pointer: "/strings/B"),
            Found(rule: "xcstrings.unknown-plural-category", line: 21, column: 15, pointer: "/strings/C/localizations/de/variations/plural/several"),
            Found(rule: "xcstrings.unknown-device", line: 24, column: 15, pointer: "/strings/C/localizations/de/variations/device/toaster"),
        ])
        #expect(file.entries.map(\.key) == ["A", "C"])
        let a = try #require(file.entries[0].localizations["de"])
        #expect(a.value.content == .text("Ä"))
        #expect(a.value.state == TranslationState(rawValue: "machine_translated"))
        #expect(a.state == TranslationState(rawValue: "machine_translated"))
    }

    @Test func syntaxErrorKeepsEntriesBefore() {
        let (file, found) = Self.found("""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "One" : {
              "comment" : "first"
            },
            "Two" : {
              "comment" : "second",
            },
            "Three" : {
            }
          },
          "version" : "1.0"
        }
        """)
        #expect(found == [Found(rule: "json.syntax", line: 9, column: 5, pointer: "/strings/Two")])
        #expect(file.entries.map(\.key) == ["One", "Two"])
        #expect(file.entries.map(\.comments.extracted) == [["first"], ["second"]])
        #expect(file.developmentLanguage == "en")
        #expect(file.diagnostics[0].message.contains("'}'"))
    }

    @Test func duplicateMember() {
        let (file, found) = Self.found("""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "K" : { "comment" : "a" },
            "K" : { "comment" : "b" }
          },
          "version" : "1.0"
        }
        """)
        #expect(found == [Found(rule: "json.duplicate-member", line: 5, column: 5, pointer: "/strings/K")])
        #expect(file.diagnostics.first?.notes.first?.location?.line == 4)
        #expect(file.entries.map(\.comments.extracted) == [["a"]])
    }

    @Test func nestingBombIsBounded() {
        let depth = 200_000
        let bomb = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let (file, found) = Self.found(bomb, depth: 64)
        // The partial tree is still checked: its root is an array, not a catalog.
        #expect(found.map(\.rule) == ["json.nesting-too-deep", "xcstrings.invalid-type"])
        #expect(found.first?.column == 65)
        #expect(file.entries.isEmpty)

        let objects = "{\"strings\":" + String(repeating: "{\"a\":", count: 100) + "1" + String(repeating: "}", count: 101)
        let (_, found2) = Self.found(objects, depth: 10)
        #expect(found2.map(\.rule) == ["json.nesting-too-deep", "xcstrings.unknown-member"])
        #expect(found2.first?.pointer == "/strings/a/a/a/a/a/a/a/a/a")
    }

    @Test func emptyFile() {
        let (file, found) = Self.found("")
        #expect(found == [Found(rule: "io.empty-file", line: 1, column: 1, pointer: nil)])
        #expect(file.entries.isEmpty)
        let (_, blank) = Self.found("  \n")
        #expect(blank.map(\.rule) == ["io.empty-file"])
    }

    @Test func syntaxErrorsNeverCrash() {
        let cases: [(String, Int, Int)] = [
            ("{", 1, 2), ("{\"a\"", 1, 5), ("{\"a\" 1}", 1, 6), ("[1,]", 1, 4), ("\"abc", 1, 1), ("01", 1, 1),
            ("-", 1, 2), ("1.", 1, 3), ("1e", 1, 3), ("tru", 1, 1), ("\"\\x\"", 1, 2), ("\"\\u12G4\"", 1, 2),
            ("{} x", 1, 4), ("\"a\tb\"", 1, 3), ("{'a':1}", 1, 2), ("\n\n  @", 3, 3),
        ]
        for (text, line, column) in cases {
            let (_, found) = Self.found(text)
            #expect(found.first?.rule == "json.syntax", "\(text)")
            #expect(found.first.map { [$0.line, $0.column] } == [line, column], "\(text)")
        }
    }

    @Test func parserKeepsOrderOffsetsAndLiterals() throws {
        let text = SourceText(path: "t.json", text: "{\"b\":[1.50e3,true,null],\"a\":\"\\u00e9\\ud83d\\ude00\\/\"}")
        let result = JSONParser.parse(text)
        #expect(result.isComplete && result.diagnostics.isEmpty)
        guard case .object(let object) = result.root?.value else { Issue.record("not an object"); return }
        #expect(object.members.map(\.name) == ["b", "a"])
        #expect(object["b"]?.value == .array([JSONNode(.number("1.50e3"), offset: 6), JSONNode(.bool(true), offset: 13), JSONNode(.null, offset: 18)]))
        #expect(object["a"]?.value == .string("é😀/"))
        #expect(object["a"]?.offset == 28)
    }
}
