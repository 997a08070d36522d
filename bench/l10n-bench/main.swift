// Parse throughput per format on one core: every file is loaded into memory first, then read
// into the catalog model `rounds` times on this thread (results freed after the clock stops);
// reports MB/s of input. Usage: l10n-bench ROUNDS PATH...
// `l10n-bench plurals [ITERATIONS]`: ns per plural selection against ICU's own call.
// `l10n-bench resolve [ITERATIONS]`: ns to resolve a plural string with three arguments.
// `l10n-bench format [ITERATIONS]`: ns per localized format against Foundation's String(format:locale:).
// `l10n-bench markdown [ITERATIONS]`: µs per message to read inline Markdown (and format it).
import Dispatch
import Foundation
import LocalizationCatalog

let arguments = CommandLine.arguments.dropFirst()
// Modes: name → (default iterations, benchmark).
let modes: [String: (Int, (Int, Int) -> Void)] = [
    "plurals": (2_000_000, pluralBench), "resolve": (100_000, resolveBench),
    "format": (100_000, formatBench), "markdown": (20_000, markdownBench),
]
if let name = arguments.first, let (iterations, run) = modes[name] {
    run(arguments.dropFirst().first.flatMap(Int.init) ?? iterations, 5)
    exit(0)
}
guard let rounds = arguments.first.flatMap(Int.init), arguments.count > 1 else {
    print("usage: l10n-bench ROUNDS PATH...")
    exit(2)
}
let files = CatalogDiscovery.discover(Array(arguments.dropFirst())).files
var inputs: [CatalogFormat: [(DiscoveredFile, [UInt8])]] = [:]
for file in files {
    if case .success(let bytes) = FileLoader.load(file.path, maximumSize: 1 << 30) {
        inputs[file.format == .pot ? .po : file.format, default: []].append((file, bytes))
    }
}
print("| format | files | MB | best of \(rounds) (ms) | MB/s on one core | entries |")
print("|---|---:|---:|---:|---:|---:|")
for format in CatalogFormat.allCases {
    guard let group = inputs[format] else { continue }
    let bytes = group.reduce(0) { $0 + $1.1.count }
    var best = UInt64.max
    var entries = 0
    for _ in 0..<rounds {
        // Results are kept until the clock stops: freeing them is not reading (and l10n-check
        // leaves it to the process exit).
        var kept: [CatalogFile] = []
        kept.reserveCapacity(group.count)
        let start = DispatchTime.now().uptimeNanoseconds
        for (file, data) in group {
            kept.append(CatalogReader.read(data, path: file.path, format: file.format,
                                           options: ReadOptions(locale: file.locale, table: file.table)))
        }
        best = min(best, DispatchTime.now().uptimeNanoseconds - start)
        entries = kept.reduce(0) { $0 + $1.entries.count }
    }
    let megabytes = Double(bytes) / 1_000_000
    let seconds = Double(best) / 1e9
    print("| \(format.rawValue) | \(group.count) | \(String(format: "%.2f", megabytes)) | \(String(format: "%.1f", seconds * 1000)) | \(String(format: "%.0f", megabytes / seconds)) | \(entries) |")
}
