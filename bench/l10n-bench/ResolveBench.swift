import Dispatch
import Foundation
import Internationalization
import Resolution

/// ns to resolve and format a plural string with three arguments from a loaded bundle, beside a
/// bare dictionary lookup of the same key in the same run.
func resolveBench(iterations: Int, rounds: Int) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("resolve-bench-\(getpid())")
    defer { try? FileManager.default.removeItem(at: root) }
    let key = "%@ moved %lld files to %@"
    let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>%1$@ hat %2$#@files@ nach %3$@ verschoben</string>
        <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>lld</string>
        <key>one</key><string>%2$lld Datei</string><key>other</key><string>%2$lld Dateien</string></dict></dict>
        </dict></plist>
        """
    let folder = root.appendingPathComponent("de.lproj")
    try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try! Data(plist.utf8).write(to: folder.appendingPathComponent("Localizable.stringsdict"))
    try! Data("\"x\" = \"y\";\n".utf8).write(to: root.appendingPathComponent("de.lproj/Other.strings"))
    let bundle = LocalizationBundle(path: root.path, developmentLanguage: "en")
    let environment = LocalizationEnvironment(bundle: bundle, preferredLanguages: ["de-DE"], locale: try! LocaleIdentifier("de_DE"))
    let value = LocalizedStringKey(key: key, arguments: [.string("Anna"), .int(1234), .string("Archiv")])
    let expected = "Anna hat 1.234 Dateien nach Archiv verschoben"
    let first = Resolver.string(localized: value, in: environment)
    if first.text != expected { print("unexpected: \(first.text) \(first.issues)"); exit(1) }
    let dictionary = [key: expected, "other": "x"]
    var sink = 0
    let lookup = best(rounds) { for _ in 0..<iterations { sink &+= dictionary[key]?.utf8.count ?? 0 } }
    let resolve = best(rounds) {
        for _ in 0..<iterations { sink &+= Resolver.string(localized: value, in: environment).text.utf8.count }
    }
    if sink == 42 { print("") }
    print("| operation | ns per call |")
    print("|---|---:|")
    print("| bare Dictionary lookup of the key | \(String(format: "%.0f", lookup / Double(iterations))) |")
    print("| Resolver.string(localized:) — lookup, plural, format, 3 arguments (de) | \(String(format: "%.0f", resolve / Double(iterations))) |")
}
