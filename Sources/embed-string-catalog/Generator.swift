// embed-string-catalog: compiles a String Catalog (.xcstrings) into a Swift source file that
// holds its table as static data, so that a program needs no resource bundle beside it.
//
//     embed-string-catalog INPUT.xcstrings OUTPUT.swift
//
// Run by the `EmbedStringCatalog` build-tool plugin for every `.xcstrings` file of a target. For
// `StandardActionTitles.xcstrings` it writes `public enum StandardActionTitlesCatalog` with the
// table name, the source language, the catalog's own path (a label: the file is not read at run
// time) and every entry: key, comment, extraction state, `shouldTranslate` and one
// (language, state, value) row per `stringUnit`. Keys and languages are sorted by code point, so
// the output depends only on the catalog's content and path.
//
// Only what the compiled table can say is accepted: a catalog with plural or device variations,
// substitutions or members this tool does not know stops the build with a message naming the
// member, instead of losing it silently.
import Foundation

struct Failure: Error, CustomStringConvertible {
    var description: String
}

struct Unit {
    var language: String
    var state: String?
    var value: String
}

struct Entry {
    var key: String
    var comment: String?
    var extractionState: String?
    var shouldTranslate: Bool
    var localizations: [Unit]
}

struct Catalog {
    var table: String
    var sourceLanguage: String
    var version: String?
    var path: String
    var entries: [Entry]
}

/// Code-point order, independent of the locale and of Unicode normalization.
func codePointOrder(_ a: String, _ b: String) -> Bool {
    a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
}

func string(_ value: Any?, _ where: String) throws -> String? {
    guard let value else { return nil }
    guard let text = value as? String else { throw Failure(description: "\(`where`) is not a string") }
    return text
}

func object(_ value: Any?, _ where: String) throws -> [String: Any]? {
    guard let value else { return nil }
    guard let members = value as? [String: Any] else { throw Failure(description: "\(`where`) is not an object") }
    return members
}

func rejectUnknown(_ members: [String: Any], known: Set<String>, _ where: String) throws {
    if let unknown = members.keys.sorted(by: codePointOrder).first(where: { !known.contains($0) }) {
        throw Failure(description: "\(`where`) has \"\(unknown)\", which the compiled table cannot hold; "
            + "extend embed-string-catalog (and the code that reads its output) first")
    }
}

func readCatalog(at path: String) throws -> Catalog {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        throw Failure(description: "the file is not a JSON object")
    }
    try rejectUnknown(root, known: ["sourceLanguage", "strings", "version"], "the catalog")
    guard let sourceLanguage = try string(root["sourceLanguage"], "\"sourceLanguage\"") else {
        throw Failure(description: "the catalog has no \"sourceLanguage\"")
    }
    let strings = try object(root["strings"], "\"strings\"") ?? [:]
    var entries: [Entry] = []
    for key in strings.keys.sorted(by: codePointOrder) {
        let at = "the entry \"\(key)\""
        guard let fields = try object(strings[key], at) else { continue }
        try rejectUnknown(fields, known: ["comment", "extractionState", "shouldTranslate", "localizations"], at)
        var shouldTranslate = true
        if let flag = fields["shouldTranslate"] {
            guard let value = flag as? Bool else {
                throw Failure(description: "\(at): \"shouldTranslate\" is not true or false")
            }
            shouldTranslate = value
        }
        var units: [Unit] = []
        let localizations = try object(fields["localizations"], "\(at): \"localizations\"") ?? [:]
        for language in localizations.keys.sorted(by: codePointOrder) {
            let unitAt = "\(at), localization \"\(language)\""
            guard let localization = try object(localizations[language], unitAt) else { continue }
            try rejectUnknown(localization, known: ["stringUnit"], unitAt)
            guard let unit = try object(localization["stringUnit"], "\(unitAt): \"stringUnit\"") else {
                throw Failure(description: "\(unitAt) has no \"stringUnit\"")
            }
            try rejectUnknown(unit, known: ["state", "value"], "\(unitAt): \"stringUnit\"")
            guard let value = try string(unit["value"], "\(unitAt): \"value\"") else {
                throw Failure(description: "\(unitAt): the stringUnit has no \"value\"")
            }
            units.append(Unit(language: language, state: try string(unit["state"], "\(unitAt): \"state\""), value: value))
        }
        entries.append(Entry(
            key: key, comment: try string(fields["comment"], "\(at): \"comment\""),
            extractionState: try string(fields["extractionState"], "\(at): \"extractionState\""),
            shouldTranslate: shouldTranslate, localizations: units))
    }
    let table = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    return Catalog(
        table: table, sourceLanguage: sourceLanguage, version: try string(root["version"], "\"version\""), path: path,
        entries: entries)
}

/// A Swift string literal of `text`: printable ASCII as itself, everything else as `\u{…}`, so
/// that the literal holds exactly the catalog's scalars whatever an editor does to the file.
func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": result += "\\\\"
        case "\"": result += "\\\""
        case " "..."~": result.unicodeScalars.append(scalar)
        default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }
    return result + "\""
}

func optionalLiteral(_ text: String?) -> String {
    text.map(literal) ?? "nil"
}

/// `StandardActionTitles` → `StandardActionTitles`; anything that is not a letter or digit is
/// dropped, and a leading digit gets an underscore.
func typeName(_ table: String) -> String {
    var name = String(String.UnicodeScalarView(table.unicodeScalars.filter {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
    }))
    if name.isEmpty || ("0"..."9").contains(name.unicodeScalars.first!) { name = "_" + name }
    return name + "Catalog"
}

func swiftSource(_ catalog: Catalog, inputName: String) -> String {
    var out = """
        // Generated at build time by embed-string-catalog from \(inputName).
        // Do not edit: edit the String Catalog, and the build generates this file again.

        /// The String Catalog `\(inputName)`, compiled into the program: its table name,
        /// source language and every entry with one row per language, keys and languages sorted
        /// by code point. Nothing is read from disk at run time.
        public enum \(typeName(catalog.table)): Sendable {
            /// One `stringUnit`: the language as the catalog spells it, its `state` and its `value`.
            public struct Unit: Sendable, Hashable {
                public let language: String
                public let state: String?
                public let value: String
            }

            /// One key of the catalog.
            public struct Entry: Sendable, Hashable {
                public let key: String
                public let comment: String?
                public let extractionState: String?
                public let shouldTranslate: Bool
                public let localizations: [Unit]
            }

            /// The table's name: the catalog's file name without its extension.
            public static let table = \(literal(catalog.table))
            /// The catalog's `sourceLanguage`.
            public static let sourceLanguage = \(literal(catalog.sourceLanguage))
            /// The catalog's `version`, nil when it has none.
            public static let version: String? = \(optionalLiteral(catalog.version))
            /// Where the catalog was when this file was generated (a label; it is not read).
            public static let sourcePath = \(literal(catalog.path))

            public static let entries: [Entry] = [

        """
    for entry in catalog.entries {
        out += """
                    Entry(
                        key: \(literal(entry.key)),
                        comment: \(optionalLiteral(entry.comment)),
                        extractionState: \(optionalLiteral(entry.extractionState)),
                        shouldTranslate: \(entry.shouldTranslate),
                        localizations: [

            """
        for unit in entry.localizations {
            out += "                Unit(language: \(literal(unit.language)), state: \(optionalLiteral(unit.state)), "
                + "value: \(literal(unit.value))),\n"
        }
        out += "            ]),\n"
    }
    out += "    ]\n}\n"
    return out
}

/// Runs the tool: `arguments` as `CommandLine.arguments` gives them; the exit status.
func embedStringCatalog(_ arguments: [String]) -> Int32 {
    guard arguments.count == 3 else {
        FileHandle.standardError.write(Data("usage: embed-string-catalog INPUT.xcstrings OUTPUT.swift\n".utf8))
        return 2
    }
    let input = arguments[1], output = arguments[2]
    do {
        let catalog = try readCatalog(at: input)
        let source = swiftSource(catalog, inputName: URL(fileURLWithPath: input).lastPathComponent)
        try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        return 0
    } catch {
        // The compiler's format, so that the build shows the message at the catalog.
        FileHandle.standardError.write(Data("\(input):1:1: error: \(error)\n".utf8))
        return 1
    }
}
