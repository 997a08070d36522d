import Dispatch
import Foundation
import Testing
import TestSupport
@testable import LocalizationCatalog

/// Prints throughput; asserts nothing about time. Run with `swift test -c release --filter XCStringsSpeed`.
@Suite struct XCStringsSpeedTests {
    @Test func iceCubesThroughput() throws {
        let path = XCStringsCorpusTests.iceCubes
        let data = try XCStringsCorpusTests.bytes(path)
        let text = SourceText(path: path, utf8: data)
        func best(_ rounds: Int, _ body: () -> Int) -> (seconds: Double, result: Int) {
            var best = UInt64.max, result = 0
            for _ in 0..<rounds {
                let start = DispatchTime.now().uptimeNanoseconds
                result = body()
                best = min(best, DispatchTime.now().uptimeNanoseconds - start)
            }
            return (Double(best) / 1e9, result)
        }
        let megabytes = Double(data.count) / 1_000_000
        let parse = best(10) { JSONParser.parse(text).root == nil ? 0 : 1 }
        let read = best(10) { XCStringsReader.read(data, path: path).entries.count }
        let (root, _) = XCStringsReader.parse(data, path: path)
        let write = best(10) { root.map { XCStringsWriter.write($0).count } ?? 0 }
        print("xcstrings speed: \(String(format: "%.2f", megabytes)) MB;",
              "JSON parse \(String(format: "%.0f", megabytes / parse.seconds)) MB/s,",
              "read to model \(String(format: "%.0f", megabytes / read.seconds)) MB/s (\(read.result) entries),",
              "write \(String(format: "%.0f", megabytes / write.seconds)) MB/s")
        #expect(read.result == 733)
    }
}
