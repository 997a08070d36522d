import Testing
@testable import LocalizationCatalog

@Suite struct XCStringsReaderTests {
    static let small = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "" : {

        },
        "%lld items" : {
          "comment" : "Item count",
          "extractionState" : "manual",
          "localizations" : {
            "de" : {
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld Element"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "needs_review",
                      "value" : "%lld Elemente"
                    }
                  }
                }
              }
            }
          }
        },
        "Tap" : {
          "localizations" : {
            "en" : {
              "variations" : {
                "device" : {
                  "iphone" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "Tap"
                    }
                  },
                  "mac" : {
                    "variations" : {
                      "plural" : {
                        "other" : {
                          "stringUnit" : {
                            "state" : "new",
                            "value" : "Click"
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "Token" : {
          "shouldTranslate" : false
        },
        "x/y~z" : {
          "localizations" : {
            "fr" : {
              "stringUnit" : {
                "state" : "stale",
                "value" : "%#@a@ %#@b@"
              },
              "substitutions" : {
                "a" : {
                  "argNum" : 2,
                  "formatSpecifier" : "lld",
                  "variations" : {
                    "plural" : {
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%arg pommes"
                        }
                      }
                    }
                  }
                },
                "b" : {
                  "formatSpecifier" : "@",
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%arg poire"
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

    /// `"shouldTranslate": false` with translations: one warning at the flag naming the languages,
    /// a note at each translation; the source language's own unit and an entry without
    /// translations are no finding.
    @Test func untranslatableEntryWithTranslationsIsReportedAtTheFlag() throws {
        let file = Self.read("""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Brand" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Marke" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Brand" } },
                    "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Marque" } }
                  },
                  "shouldTranslate" : false
                },
                "Logo" : {
                  "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Logo" } } },
                  "shouldTranslate" : false
                }
              },
              "version" : "1.0"
            }
            """)
        #expect(file.diagnostics.map(\.rule) == ["xcstrings.discarded-translation"])
        let finding = try #require(file.diagnostics.first)
        #expect(finding.severity == .warning)
        #expect(finding.location.line == 10)
        #expect(finding.location.column == 27)
        #expect(finding.location.jsonPointer == "/strings/Brand/shouldTranslate")
        #expect(finding.message == "\"Brand\" is marked \"shouldTranslate\": false, so it is built in en only: its 2 translations (de, fr) are never shown; remove them or the flag")
        #expect(finding.notes.map(\.message) == ["the de translation is here", "the fr translation is here"])
        #expect(finding.notes.map { $0.location?.line } == [6, 8])
        #expect(file.entries.first { $0.key == "Brand" }?.shouldTranslate == false)
    }

    static func read(_ text: String, depth: Int = 64) -> CatalogFile {
        XCStringsReader.read(Array(text.utf8), path: "Localizable.xcstrings", options: ReadOptions(maximumNestingDepth: depth))
    }

    @Test func smallCatalogGivesExactModel() throws {
        let file = Self.read(Self.small)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        #expect(file.developmentLanguage == "en")
        #expect(file.header.map(\.name) == ["version"])
        #expect(file.headerValue("version") == "1.0")
        #expect(file.table == "Localizable")
        #expect(file.entries.map(\.key) == ["", "%lld items", "Tap", "Token", "x/y~z"])

        let empty = file.entries[0]
        #expect(empty.localizations.isEmpty && empty.shouldTranslate && empty.extractionState == nil)
        #expect(empty.location == SourceLocation(file: "Localizable.xcstrings", line: 4, column: 5, jsonPointer: "/strings/"))

        let items = file.entries[1]
        #expect(items.comments.extracted == ["Item count"])
        #expect(items.extractionState == "manual")
        let de = try #require(items.localizations["de"])
        #expect(de.state == .needsReview)  // least finished of translated + needs_review
        #expect(de.location?.jsonPointer == "/strings/%lld items/localizations/de")
        guard case .plural(let plural) = de.value.content else { Issue.record("not plural"); return }
        #expect(plural.map(\.category) == [.one, .other])
        #expect(plural.map(\.value.content) == [.text("%lld Element"), .text("%lld Elemente")])
        #expect(plural.map(\.value.state) == [.translated, .needsReview])
        // At the value itself, where findings inside the string are placed from.
        #expect(plural[1].value.location == SourceLocation(
            file: "Localizable.xcstrings", line: 23, column: 29,
            jsonPointer: "/strings/%lld items/localizations/de/variations/plural/other/stringUnit/value"))
        #expect(de.value.location?.jsonPointer == "/strings/%lld items/localizations/de/variations/plural")

        let tap = try #require(file.entries[2].localizations["en"])
        guard case .device(let devices) = tap.value.content else { Issue.record("not device"); return }
        #expect(devices.map(\.device) == [.iphone, .mac])
        #expect(devices[0].value == LocalizedValue(.text("Tap"), state: .translated, location: devices[0].value.location))
        guard case .plural(let nested) = devices[1].value.content else { Issue.record("no nested plural"); return }
        #expect(nested.map(\.value.content) == [.text("Click")])
        #expect(tap.state == .new)

        #expect(file.entries[3].shouldTranslate == false)
        #expect(file.entries[3].localizations.isEmpty)

        let fr = try #require(file.entries[4].localizations["fr"])
        #expect(fr.location?.jsonPointer == "/strings/x~1y~0z/localizations/fr")
        #expect(fr.value.content == .text("%#@a@ %#@b@"))
        #expect(fr.value.state == .stale)
        #expect(fr.state == .stale)
        #expect(fr.substitutions.map(\.name) == ["a", "b"])
        #expect(fr.substitutions.map(\.argumentNumber) == [2, nil])
        #expect(fr.substitutions.map(\.formatSpecifier) == ["lld", "@"])
        #expect(fr.substitutions[0].value.strings == ["%arg pommes"])
        #expect(fr.substitutions[1].value.strings == ["%arg poire"])
        #expect(fr.substitutions[1].location?.jsonPointer == "/strings/x~1y~0z/localizations/fr/substitutions/b")
    }

    @Test func leastFinishedStateOrder() {
        #expect(XCStringsReader.leastFinished([.translated, .stale]) == .stale)
        #expect(XCStringsReader.leastFinished([.stale, .needsReview]) == .needsReview)
        #expect(XCStringsReader.leastFinished([.needsReview, .new, .translated]) == .new)
        #expect(XCStringsReader.leastFinished([]) == nil)
    }

    @Test func pointerEscaping() {
        #expect(JSONPointer.make(["strings", "a/b", "m~n", ""]) == "/strings/a~1b/m~0n/")
        #expect(JSONPointer.tokens("/strings/a~1b/m~0n/~01") == ["strings", "a/b", "m~n", "~1"])
    }
}
