import Foundation
import Internationalization
import Resolution

/// ns to format a localized string: `SafeFormatter.format` against Foundation's
/// `String(format:locale:)` on the same machine, best of `rounds`.
func formatBench(iterations: Int, rounds: Int) {
    print("| format | locale | Foundation String(format:locale:) (ns) | SafeFormatter (ns) | Foundation ÷ ours |")
    print("|---|---|---:|---:|---:|")
    let cases: [(String, [FormatArgument], [any CVarArg])] = [
        ("%1$@ has %2$lld items", [.string("Anna"), .int(3)], ["Anna", Int64(3)]),
        ("%1$@ has %2$lld items", [.string("Anna"), .int(1_234_567)], ["Anna", Int64(1_234_567)]),
        ("%.2f km", [.double(1234.5)], [1234.5]),
    ]
    for localeName in ["en_US", "de_DE"] {
        let foundationLocale = Locale(identifier: localeName)
        let locale = try! LocaleIdentifier(localeName)
        for (format, arguments, cArguments) in cases {
            // Same output first, so the two do the same work.
            let ours = SafeFormatter.format(format, arguments, locale: locale).text
            let theirs = String(format: format, locale: foundationLocale, arguments: cArguments)
            precondition(ours == theirs, "\(ours) ≠ \(theirs)")
            var sink = 0
            let foundation = best(rounds) {
                for _ in 0..<iterations { sink &+= String(format: format, locale: foundationLocale, arguments: cArguments).utf8.count }
            }
            let engine = best(rounds) {
                for _ in 0..<iterations { sink &+= SafeFormatter.format(format, arguments, locale: locale).text.utf8.count }
            }
            if sink == 42 { print("") }
            let f = foundation / Double(iterations), e = engine / Double(iterations)
            print("| `\(format)` with \(arguments.map(\.description).joined(separator: ", ")) | \(localeName) | \(String(format: "%.0f", f)) | \(String(format: "%.0f", e)) | \(String(format: "%.2f", f / e)) |")
        }
    }
}
