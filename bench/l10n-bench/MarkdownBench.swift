import Foundation
import Resolution

/// µs to read a message's inline Markdown (`StyledText.markdown`, a cmark parser per message as
/// the resolver uses it) and to format the styled result, best of `rounds`.
func markdownBench(iterations: Int, rounds: Int) {
    print("| message | characters | runs | StyledText.markdown (µs) | + formatted (µs) |")
    print("|---|---:|---:|---:|---:|")
    let cases: [(String, String)] = [
        ("plain, no Markdown character", "The file %@ will be deleted. You can't undo this action."),
        ("typical styled message", "**Warning:** the file `%@` will be *permanently* deleted. [Learn more](https://example.com/help)"),
        ("three lines with a list marker", "Delete %lld items?\n- They leave every device.\n  _This cannot be undone._"),
        ("10,000 asterisks", String(repeating: "*", count: 10_000)),
    ]
    for (name, message) in cases {
        // The hostile case takes milliseconds a call: fewer calls measure it as well.
        let iterations = message.count > 1000 ? max(iterations / 100, 10) : iterations
        var sink = 0
        let parse = best(rounds) {
            for _ in 0..<iterations { sink &+= StyledText.markdown(message).runs.count }
        }
        let full = best(rounds) {
            for _ in 0..<iterations {
                sink &+= StyledText.markdown(message).formatted {
                    SafeFormatter.format($0, [.string("Report.pdf")], locale: nil).text
                }.runs.count
            }
        }
        let runs = StyledText.markdown(message).runs.count
        if sink == 42 { print("") }
        let p = parse / Double(iterations) / 1000, f = full / Double(iterations) / 1000
        print("| \(name) | \(message.count) | \(runs) | \(String(format: "%.1f", p)) | \(String(format: "%.1f", f)) |")
    }
}
