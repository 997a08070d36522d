/// Rules of the JSON parser (`json.*`) and the String Catalog reader (`xcstrings.*`).
///
/// Schema source: Apple, "Localizing and varying text with a string catalog", and
/// shared/spec/apple-semantics.md §6.3 (cross-checked against Xcode-written catalogs).
extension DiagnosticRule {
    public static let jsonSyntax = DiagnosticRule(
        id: "json.syntax", severity: .error,
        summary: "The text is not valid JSON (RFC 8259); values after the error are not read.",
        rationale: "Xcode cannot open a String Catalog that is not JSON, and the build fails; a merge that left a trailing comma or a conflict marker is the usual cause. Everything before the error is still read and checked here.",
        source: "RFC 8259, \"The JavaScript Object Notation (JSON) Data Interchange Format\" §2–§7 (the grammar: no trailing commas, no comments, strings in double quotes).",
        examples: [
            .triggering(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } } } },
                  ↓}
                }
                """#)),
            .accepted(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
        ])

    public static let jsonNestingTooDeep = DiagnosticRule(
        id: "json.nesting-too-deep", severity: .error,
        summary: "Arrays and objects nest deeper than the reader's limit; the rest of the file is not read.",
        rationale: "No String Catalog nests more than a few levels (a plural inside a device variation inside a substitution); a file nested dozens of levels deep is damaged or hostile, and reading it without a limit would exhaust the stack. The limit is ReadOptions.maximumNestingDepth, 64 by default.",
        source: "RFC 8259, \"The JavaScript Object Notation (JSON) Data Interchange Format\" §9 (a parser may limit the depth of nesting); the String Catalog schema (Apple, \"Localizing and varying text with a string catalog\") needs at most a dozen levels.",
        examples: [
            .triggering(ExampleFile("Localizable.xcstrings",
                "{ \"sourceLanguage\" : \"en\", \"version\" : \"1.0\", \"strings\" : {}, \"extra\" : "
                    + String(repeating: "[", count: 63) + "↓[" + String(repeating: "]", count: 64) + " }\n")),
            .accepted(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
        ])

    public static let jsonDuplicateMember = DiagnosticRule(
        id: "json.duplicate-member", severity: .warning,
        summary: "An object has two members with the same name; only the first is read.",
        rationale: "JSON leaves duplicate names undefined and readers disagree on which one wins, so the translation a device shows may be the one this check did not read; a merge that kept both sides of a conflict is the usual cause.",
        source: "RFC 8259, \"The JavaScript Object Notation (JSON) Data Interchange Format\" §4 (\"The names within an object SHOULD be unique\"; with duplicates, behaviour is unpredictable).",
        examples: [
            .triggering(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } },
                        ↓"de" : { "stringUnit" : { "state" : "translated", "value" : "Speichern" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
            .accepted(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
        ])

    public static let jsonInvalidSurrogate = DiagnosticRule(
        id: "json.invalid-surrogate", severity: .warning,
        summary: "A \\u escape is an unpaired UTF-16 surrogate; it is read as U+FFFD.",
        rationale: "A lone surrogate is not a character: it cannot be stored in the compiled strings, and readers replace it or reject the file. It usually comes from a tool that cut an emoji's escape pair in half.",
        source: "RFC 8259, \"The JavaScript Object Notation (JSON) Data Interchange Format\" §7 (a character outside the Basic Multilingual Plane is written as a surrogate pair) and §8.2 (unpaired surrogates have unpredictable behaviour).",
        examples: [
            .triggering(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern ↓\ud83d" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
            .accepted(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern \ud83d\udcbe" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
        ])

    public static let xcstringsMissingVersion = DiagnosticRule(
        id: "xcstrings.missing-version", severity: .error,
        summary: "The catalog has no top-level \"version\"; Xcode writes one in every catalog.",
        rationale: "The version says which format the rest of the file is in, and Xcode writes it in every catalog; a catalog without one was written or cut short by another tool, and Xcode may not open it.",
        source: "Apple, \"Localizing and varying text with a string catalog\"; every catalog Xcode writes starts its top level with sourceLanguage, strings and version (observed in Xcode 15–26 catalogs).",
        examples: [
            .triggering(ExampleFile("Localizable.xcstrings", #"""
                ↓{
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } } } }
                  }
                }
                """#)),
            .accepted(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
        ])

    public static let xcstringsUnknownVersion = DiagnosticRule(
        id: "xcstrings.unknown-version", severity: .warning,
        summary: "The catalog's \"version\" is not one this reader knows (1.0, 1.1).",
        rationale: "A newer format may hold members this reader does not know, so its findings may miss some; an older Xcode cannot open such a catalog at all.",
        source: "Apple, \"Localizing and varying text with a string catalog\"; Xcode 15 writes version 1.0, Xcode 26 writes 1.1 when the catalog uses its newer features.",
        examples: [
            .triggering(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {},
                  "version" : ↓"2.0"
                }
                """#)),
            .accepted(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
        ])

    public static let xcstringsMissingSourceLanguage = DiagnosticRule(
        id: "xcstrings.missing-source-language", severity: .error,
        summary: "The catalog has no top-level \"sourceLanguage\".",
        rationale: "Without a source language nothing says which strings are the originals: Xcode cannot compile the catalog, and no translation can be compared with its source.",
        source: "Apple, \"Localizing and varying text with a string catalog\" (the catalog's source language is the development language its keys are written in).",
        examples: [
            .triggering(ExampleFile("Localizable.xcstrings", #"""
                ↓{
                  "strings" : {
                    "Save" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } } } }
                  },
                  "version" : "1.0"
                }
                """#)),
            .accepted(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
        ])

    public static let xcstringsMissingStrings = DiagnosticRule(
        id: "xcstrings.missing-strings", severity: .error,
        summary: "The catalog has no top-level \"strings\" object.",
        rationale: "Every entry of a catalog is a member of \"strings\"; a catalog without it has no strings at all, which is almost always a file cut short or entries written at the top level by mistake.",
        source: "Apple, \"Localizing and varying text with a string catalog\"; Xcode writes \"strings\" in every catalog, empty or not.",
        examples: [
            .triggering(ExampleFile("Localizable.xcstrings", #"""
                ↓{
                  "sourceLanguage" : "en",
                  "version" : "1.0"
                }
                """#)),
            .accepted(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
        ])

    public static let xcstringsUnknownMember = DiagnosticRule(
        id: "xcstrings.unknown-member", severity: .warning,
        summary: "An object has a member the String Catalog schema does not define; it is ignored.",
        rationale: "Xcode ignores what it does not know, so a misspelled member (\"localisations\", \"stringunit\") silently drops the translations it holds.",
        source: "Apple, \"Localizing and varying text with a string catalog\"; the members Xcode writes (apple-semantics.md §6.3, checked against Xcode-written catalogs).",
        examples: [
            .triggering(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : {
                      ↓"localisations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
            .accepted(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
        ])

    public static let xcstringsInvalidType = DiagnosticRule(
        id: "xcstrings.invalid-type", severity: .error,
        summary: "A member has the wrong JSON type (for example a number where a string is expected).",
        rationale: "Xcode cannot compile a member of the wrong type, and the value it holds is not a translation any device can show.",
        source: "Apple, \"Localizing and varying text with a string catalog\"; the types Xcode writes: strings for values and states, objects for localizations and variations, an integer argNum.",
        examples: [
            .triggering(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : ↓42 } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
            .accepted(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
        ])

    public static let xcstringsUnknownState = DiagnosticRule(
        id: "xcstrings.unknown-state", severity: .warning,
        summary: "A stringUnit state is not translated, needs_review, new or stale; it is kept as written.",
        rationale: "Xcode treats a state it does not know as not translated, so coverage figures and the build disagree; it is usually a typo (\"translate\") or a state invented by an export tool.",
        source: "Apple, \"Localizing and varying text with a string catalog\" (the states Xcode shows: Translated, Needs Review, New, Stale).",
        examples: [
            .triggering(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : ↓"translate", "value" : "Sichern" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
            .accepted(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
        ])

    public static let xcstringsMissingState = DiagnosticRule(
        id: "xcstrings.missing-state", severity: .warning,
        summary: "A stringUnit has no \"state\".",
        rationale: "Without a state nothing says whether the translation was finished or reviewed; Xcode writes a state in every unit, so its absence means a tool wrote the unit by hand.",
        source: "Apple, \"Localizing and varying text with a string catalog\"; every stringUnit Xcode writes has a state.",
        examples: [
            .triggering(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : {
                      "localizations" : {
                        "de" : { "stringUnit" : ↓{ "value" : "Sichern" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
            .accepted(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
        ])

    public static let xcstringsMissingValue = DiagnosticRule(
        id: "xcstrings.missing-value", severity: .error,
        summary: "A stringUnit has no \"value\".",
        rationale: "A unit without a value has no text to show: the build leaves the key out of that language and users see the development language, although the state may say translated.",
        source: "Apple, \"Localizing and varying text with a string catalog\"; every stringUnit Xcode writes has a value.",
        examples: [
            .triggering(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : {
                      "localizations" : {
                        "de" : { "stringUnit" : ↓{ "state" : "translated" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
            .accepted(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
        ])

    public static let xcstringsUnknownExtractionState = DiagnosticRule(
        id: "xcstrings.unknown-extraction-state", severity: .note,
        summary: "An extractionState is not manual, extracted_with_value, migrated or stale; it is kept as written.",
        rationale: "The extraction state tells Xcode whether it manages the entry; a state it does not know may make it treat a manual entry as extracted and remove it when the code no longer has the key.",
        source: "Apple, \"Localizing and varying text with a string catalog\"; the extraction states observed in Xcode-written catalogs (manual, extracted_with_value, migrated, stale).",
        examples: [
            .triggering(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : {
                      "extractionState" : ↓"automatic",
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
            .accepted(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
        ])

    public static let xcstringsUnknownPluralCategory = DiagnosticRule(
        id: "xcstrings.unknown-plural-category", severity: .error,
        summary: "A plural variation is not a CLDR category (zero, one, two, few, many, other); it is not read.",
        rationale: "Foundation selects plural variants by CLDR category only, so a variant named \"plural\", \"singular\" or \"others\" is never shown; the numbers it was meant for fall through to other, or to nothing.",
        source: "CLDR plural rules (UTS #35 Part 3, \"Language Plural Rules\"): the six categories zero, one, two, few, many, other; Apple, \"Localizing and varying text with a string catalog\" (plural variations are keyed by these categories).",
        examples: [
            .triggering(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%lld files" : {
                      "localizations" : {
                        "de" : {
                          "variations" : {
                            "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Datei" } },
                              ↓"others" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dateien" } }
                            }
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
            .accepted(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%lld files" : {
                      "localizations" : {
                        "de" : {
                          "variations" : {
                            "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Datei" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dateien" } }
                            }
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
        ])

    public static let xcstringsUnknownDevice = DiagnosticRule(
        id: "xcstrings.unknown-device", severity: .warning,
        summary: "A device variation names an unknown device class; it is not read.",
        rationale: "Device variants are chosen by the device class the system reports (iphone, ipod, ipad, mac, applewatch, appletv, applevision, other); a variant under any other name (\"macos\", \"iPad\") is never shown.",
        source: "Apple, \"Creating width and device variants of strings\" (the device names of NSStringDeviceSpecificRuleType); Apple, \"Localizing and varying text with a string catalog\".",
        examples: [
            .triggering(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Tap to open" : {
                      "localizations" : {
                        "de" : {
                          "variations" : {
                            "device" : {
                              ↓"macos" : { "stringUnit" : { "state" : "translated", "value" : "Klicken zum Öffnen" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "Tippen zum Öffnen" } }
                            }
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
            .accepted(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Tap to open" : {
                      "localizations" : {
                        "de" : {
                          "variations" : {
                            "device" : {
                              "mac" : { "stringUnit" : { "state" : "translated", "value" : "Klicken zum Öffnen" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "Tippen zum Öffnen" } }
                            }
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
        ])

    public static let xcstringsInvalidArgumentNumber = DiagnosticRule(
        id: "xcstrings.invalid-argument-number", severity: .error,
        summary: "A substitution's argNum is not a positive integer.",
        rationale: "argNum says which argument of the format string a substitution's variants print and choose their plural by; 0, a negative number or a string names no argument, so the variant cannot be chosen.",
        source: "Apple, \"Localizing and varying text with a string catalog\" (a substitution names its argument by argNum, counted from 1 as %1$ is).",
        examples: [
            .triggering(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%lld files" : {
                      "localizations" : {
                        "de" : {
                          "stringUnit" : { "state" : "translated", "value" : "%#@files@" },
                          "substitutions" : {
                            "files" : {
                              "argNum" : ↓0,
                              "formatSpecifier" : "lld",
                              "variations" : {
                                "plural" : {
                                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Datei" } },
                                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Dateien" } }
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
                """#)),
            .accepted(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%lld files" : {
                      "localizations" : {
                        "de" : {
                          "stringUnit" : { "state" : "translated", "value" : "%#@files@" },
                          "substitutions" : {
                            "files" : {
                              "argNum" : 1,
                              "formatSpecifier" : "lld",
                              "variations" : {
                                "plural" : {
                                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Datei" } },
                                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Dateien" } }
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
                """#)),
        ])

    public static let xcstringsEmptyLocalization = DiagnosticRule(
        id: "xcstrings.empty-localization", severity: .warning,
        summary: "A localization has neither a stringUnit nor variations.",
        rationale: "An empty localization object has no text: the language counts the key as present, yet the build has nothing to compile for it and users see the development language.",
        source: "Apple, \"Localizing and varying text with a string catalog\"; Xcode removes a localization it has no text for.",
        examples: [
            .triggering(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : {
                      "localizations" : {
                        "de" : ↓{ }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
            .accepted(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
        ])

    public static let xcstringsDiscardedTranslation = DiagnosticRule(
        id: "xcstrings.discarded-translation", severity: .warning,
        summary: "An entry marked \"shouldTranslate\": false has translations; such entries are built in the source language only, so users of other languages see the source text, not these.",
        rationale: "Marking an entry not to translate tells Xcode to build it in the source language only, so translations that were already made are silently thrown away; either the flag is wrong or the translations are dead weight a translator may keep paying for.",
        source: "Apple, \"Localizing and varying text with a string catalog\"; that a built app then has only the source text is inferred from Xcode's compiled output (apple-semantics.md §6.3).",
        examples: [
            .triggering(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "DuckDuckGo" : {
                      "shouldTranslate" : ↓false,
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "DuckDuckGo" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
            .accepted(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "DuckDuckGo" : {
                      "shouldTranslate" : false
                    }
                  },
                  "version" : "1.0"
                }
                """#)),
        ])

    public static let xcstringsNewerVersionFeature = DiagnosticRule(
        id: "xcstrings.newer-version-feature", severity: .warning,
        summary: "A catalog that says \"version\" : \"1.0\" uses a member Xcode writes only in version 1.1 catalogs (isCommentAutoGenerated, commentGenerationVersion, generatesSymbol).",
        rationale: "Xcode 26 raises a catalog to version 1.1 as soon as it writes one of these members, so a 1.0 catalog holding one was edited by hand or by a tool that kept the old version; Xcode versions and tools that trust the version may reject the file or drop the member. The catalog should say the version its members need.",
        source: "Xcode 26 release notes and catalogs it writes (format 1.1 with generated comments and symbols; observed, apple-semantics.md §6.3); the members are listed where Xcode writes them.",
        examples: [
            .triggering(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : {
                      "comment" : "A button that saves the document.",
                      "isCommentAutoGenerated" : true
                    }
                  },
                  "version" : ↓"1.0"
                }
                """#)),
            .accepted(ExampleFile("Localizable.xcstrings", #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Save" : {
                      "comment" : "A button that saves the document.",
                      "isCommentAutoGenerated" : true
                    }
                  },
                  "version" : "1.1"
                }
                """#)),
        ])

    /// Every rule the JSON parser and the String Catalog reader report.
    public static let xcstrings: [DiagnosticRule] = [
        .jsonSyntax, .jsonNestingTooDeep, .jsonDuplicateMember, .jsonInvalidSurrogate,
        .xcstringsMissingVersion, .xcstringsUnknownVersion, .xcstringsMissingSourceLanguage, .xcstringsMissingStrings,
        .xcstringsUnknownMember, .xcstringsInvalidType, .xcstringsUnknownState, .xcstringsMissingState,
        .xcstringsMissingValue, .xcstringsUnknownExtractionState, .xcstringsUnknownPluralCategory,
        .xcstringsUnknownDevice, .xcstringsInvalidArgumentNumber, .xcstringsEmptyLocalization,
        .xcstringsDiscardedTranslation, .xcstringsNewerVersionFeature,
    ]
}
