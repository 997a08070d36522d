import Testing
@testable import LocalizationCatalog

/// `ByteSearch` finds the same offset as a byte loop, wherever the match falls: in a sixteen-byte
/// step, in the eight-byte tail, in the last bytes, or nowhere.
struct ByteSearchTests {
    static func reference(_ bytes: [UInt8], _ needles: Set<UInt8>, from: Int, to end: Int) -> Int {
        (from..<end).first { needles.contains(bytes[$0]) } ?? end
    }

    @Test func threeNeedlesAtEveryOffset() {
        for length in [0, 1, 7, 8, 15, 16, 17, 31, 32, 33, 64, 70] {
            for place in -1..<length {
                for needle in [UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x0A] {
                    // Plain text with bytes that differ from the needles by one bit, and non-ASCII.
                    var bytes = (0..<length).map { [UInt8(ascii: "#"), UInt8(ascii: "]"), 0x0B, 0xC3, 0xA9][$0 % 5] }
                    if place >= 0 { bytes[place] = needle }
                    for from in [0, 1, 9] where from <= length {
                        let found = bytes.withUnsafeBufferPointer {
                            ByteSearch.first(UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x0A, in: $0, from: from, to: length)
                        }
                        #expect(found == Self.reference(bytes, [UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x0A], from: from, to: length),
                                "length \(length), needle at \(place), from \(from)")
                    }
                }
            }
        }
    }

    @Test func stopsAtTheGivenEndAndFindsTheFirstOfSeveral() {
        let bytes = Array("0123456789abcdefghij\"klmnop\\qrstuvwxyz\n".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            #expect(ByteSearch.first(UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x0A, in: buffer, from: 0, to: buffer.count) == 20)
            #expect(ByteSearch.first(UInt8(ascii: "\\"), UInt8(ascii: "\\"), 0x0A, in: buffer, from: 0, to: buffer.count) == 27)
            // The match past `to` is not seen, even inside one sixteen-byte step.
            #expect(ByteSearch.first(UInt8(ascii: "\""), UInt8(ascii: "\""), UInt8(ascii: "\""), in: buffer, from: 0, to: 20) == 20)
            #expect(ByteSearch.first(0x0A, in: buffer, from: 0, to: buffer.count) == buffer.count - 1)
        }
    }
}
