#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The text of one file, decoded to UTF-8, with a line index for positions.
///
/// Readers scan `utf8` (no byte order mark) and turn byte offsets into `SourceLocation`s with
/// `location(at:)`. `encoding` says how the file was stored so that writers can store it back.
public struct SourceText: Sendable {
    /// The path reported in diagnostics.
    public let path: String
    /// The decoded text as UTF-8 bytes, without a byte order mark. Invalid UTF-8 has been
    /// replaced by U+FFFD (and reported).
    public let utf8: [UInt8]
    /// How the file was stored.
    public let encoding: TextEncoding
    /// Byte offsets into `utf8` where each line starts; `lineStarts[0] == 0`. Made on first use:
    /// only a diagnostic needs a line number this way, and most files have none (indexing every
    /// file was a fortieth of reading a `.strings` file).
    public var lineStarts: [Int] { lineIndex.starts(of: utf8) }
    private let lineIndex = LineIndex()

    /// Text that is already UTF-8 (tests, generated content).
    public init(path: String, utf8: [UInt8], encoding: TextEncoding = .utf8) {
        self.path = path
        self.utf8 = utf8
        self.encoding = encoding
    }

    public init(path: String, text: String) {
        self.init(path: path, utf8: Array(text.utf8))
    }

    /// The position of byte `offset` of `utf8` (clamped to the text), with an optional JSON pointer.
    public func location(at offset: Int, jsonPointer: String? = nil) -> SourceLocation {
        let offset = max(0, min(offset, utf8.count))
        // The line (0-based) and where it starts; on the first line, where readers place
        // file-level findings, without the line index.
        var line = 0
        var start = 0
        if utf8.withUnsafeBufferPointer({ $0.prefix(offset).contains(0x0A) }) {
            let lineStarts = lineStarts
            // Binary search for the last line start <= offset.
            var high = lineStarts.count - 1
            while line < high {
                let mid = (line + high + 1) / 2
                if lineStarts[mid] <= offset { line = mid } else { high = mid - 1 }
            }
            start = lineStarts[line]
        }
        var column = 1
        var i = start
        while i < offset {
            if utf8[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        // An offset inside a multi-byte character belongs to that character.
        if offset < utf8.count, utf8[offset] & 0xC0 == 0x80, column > 1 { column -= 1 }
        return SourceLocation(file: path, line: line + 1, column: column, jsonPointer: jsonPointer)
    }

    /// The 1-based line number of byte `offset`.
    public func line(at offset: Int) -> Int { location(at: offset).line }

    /// The line starts of one text, made once by whichever thread asks first.
    private final class LineIndex: Sendable {
        private let made = Mutex<[Int]?>(nil)

        func starts(of bytes: [UInt8]) -> [Int] {
            made.withLock { starts in
                if let starts { return starts }
                let index = SourceText.indexLines(bytes)
                starts = index
                return index
            }
        }
    }

    fileprivate static func indexLines(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 48 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var position = 0
            // memchr scans many bytes per step; a byte loop was a visible share of parse time.
            while position < buffer.count, let hit = memchr(base + position, 0x0A, buffer.count - position) {
                position = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(position)
            }
        }
        return starts
    }
}
