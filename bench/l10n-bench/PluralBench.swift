import Dispatch
import Foundation
import Internationalization

/// ns per plural selection: the engine's `PluralRules.category(_:)` against ICU's own
/// `uplrules_select` on the same opened rules, over the same numbers, best of `rounds`.
func pluralBench(iterations: Int, rounds: Int) {
    print("| locale | ICU uplrules_select (ns) | PluralRules.category (ns) | ratio | decimal text \"1.50\" (ns) |")
    print("|---|---:|---:|---:|---:|")
    for locale in ["en", "ru", "ar", "pl", "fr"] {
        let rules = try! PluralRules.rules(for: locale)
        var sink = 0
        let raw = best(rounds) {
            for i in 0..<iterations { sink &+= Int(rules.rawSelectLength(Double(i & 1023))) }
        }
        let ours = best(rounds) {
            for i in 0..<iterations { sink &+= rules.category(i & 1023) == .one ? 1 : 0 }
        }
        let decimal = best(rounds) {
            for _ in 0..<(iterations / 10) { sink &+= rules.category(decimal: "1.50") == .other ? 1 : 0 }
        }
        if sink == 42 { print("") }
        let rawNs = raw / Double(iterations), oursNs = ours / Double(iterations)
        print("| \(locale) | \(String(format: "%.0f", rawNs)) | \(String(format: "%.0f", oursNs)) | \(String(format: "%.2f", oursNs / rawNs)) | \(String(format: "%.0f", decimal / Double(iterations / 10))) |")
    }
}

/// The best wall-clock time of `rounds` runs of `body`, in nanoseconds.
func best(_ rounds: Int, _ body: () -> Void) -> Double {
    var best = UInt64.max
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        best = min(best, DispatchTime.now().uptimeNanoseconds - start)
    }
    return Double(best)
}
