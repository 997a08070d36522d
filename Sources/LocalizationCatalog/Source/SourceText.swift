#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
    ///
    /// Costs O(log lines) plus at most a few hundred bytes scanned, however long the line: a
    /// catalog written on one line (minified JSON, a one-line property list) asks for a position
    /// per entry, and a scan from the line's start made such files quadratic.
    public func location(at offset: Int, jsonPointer: String? = nil) -> SourceLocation {
        location(at: offset, pointer: jsonPointer.map { JSONPointerChain($0) })
    }

    /// `location(at:jsonPointer:)` with a pointer that shares storage with others.
    package func location(at offset: Int, pointer: JSONPointerChain?) -> SourceLocation {
        let offset = max(0, min(offset, utf8.count))
        // The line (0-based) and where it starts; near the start of the first line, where readers
        // place file-level findings, without the line index.
        var line = 0
        var start = 0
        // prefix(offset) stops at the buffer's end whatever offset is.
        if offset > Self.shortScan || utf8.withUnsafeBufferPointer({ $0.prefix(offset).contains(0x0A) }) {
            let lineStarts = lineStarts
            // Binary search for the last line start <= offset.
            var high = lineStarts.count - 1
            while line < high {
                let mid = (line + high + 1) / 2
                if lineStarts[mid] <= offset { line = mid } else { high = mid - 1 }
            }
            start = lineStarts[line]
        }
        // Columns count code points: the bytes that start a character.
        var column: Int
        if offset - start <= Self.shortScan {
            column = 1
            var i = start
            while i < offset {
                if utf8[i] & 0xC0 != 0x80 { column += 1 }
                i += 1
            }
        } else {
            let index = characterIndex
            column = 1 + index.characters(before: offset, in: utf8) - index.characters(before: start, in: utf8)
        }
        // An offset inside a multi-byte character belongs to that character.
        if offset < utf8.count, utf8[offset] & 0xC0 == 0x80, column > 1 { column -= 1 }
        return SourceLocation(file: path, line: line + 1, column: column, pointer: pointer)
    }

    /// The byte offset of a 1-based line and column (columns count code points); nil when the
    /// line has fewer columns. The inverse of ``location(at:jsonPointer:)``, in the same time.
    public func byteOffset(line: Int, column: Int) -> Int? {
        let starts = lineStarts
        guard line >= 1, line <= starts.count, column >= 1 else { return nil }
        let start = starts[line - 1]
        let end = line < starts.count ? starts[line] - 1 : utf8.count
        var offset = start
        var remaining = column - 1
        if remaining > Self.shortScan {
            // Jump to a checkpoint before the target, to the next character's start, then walk.
            let index = characterIndex
            let target = index.characters(before: start, in: utf8) + remaining
            offset = min(end, index.offset(ofCharacter: target - 1, notBefore: start, in: utf8))
            while offset < end, utf8[offset] & 0xC0 == 0x80 { offset += 1 }
            remaining = target - index.characters(before: offset, in: utf8)
        }
        while remaining > 0, offset < end {
            offset += 1
            while offset < end, utf8[offset] & 0xC0 == 0x80 { offset += 1 }
            remaining -= 1
        }
        return remaining == 0 && offset <= end ? offset : nil
    }

    /// How far a position is found by scanning bytes, before the character index is used.
    static let shortScan = 256

    private var characterIndex: CharacterIndex { lineIndex.characterIndex(of: utf8) }

    /// The 1-based line number of byte `offset`.
    public func line(at offset: Int) -> Int { location(at: offset).line }

    /// The line starts of one text, and its character index, each made once by whichever thread
    /// asks first.
    private final class LineIndex: Sendable {
        private let made = Locked<[Int]?>(nil)
        private let characters = Locked<CharacterIndex?>(nil)

        func characterIndex(of bytes: [UInt8]) -> CharacterIndex {
            characters.withLock { index in
                if let index { return index }
                let made = CharacterIndex(bytes)
                index = made
                return made
            }
        }

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
        // memchr searches buffer.count - position bytes from position, while position < buffer.count.
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

/// How many characters (code points) start before every 64th byte of a text: a column on a long
/// line from one lookup and at most 63 bytes scanned. Made only for texts with a long line that
/// has a finding; 1/16 of the text's size.
struct CharacterIndex: Sendable {
    static let stride = 64
    /// `checkpoints[k]`: the characters starting in bytes `0 ..< k * stride`.
    let checkpoints: [Int32]

    init(_ bytes: [UInt8]) {
        var checkpoints: [Int32] = []
        checkpoints.reserveCapacity(bytes.count / Self.stride + 1)
        var count: Int32 = 0
        for (i, byte) in bytes.enumerated() {
            if i % Self.stride == 0 { checkpoints.append(count) }
            if byte & 0xC0 != 0x80 { count += 1 }
        }
        if bytes.count % Self.stride == 0 { checkpoints.append(count) }
        self.checkpoints = checkpoints
    }

    /// The characters that start in bytes `0 ..< offset`.
    func characters(before offset: Int, in bytes: [UInt8]) -> Int {
        let block = offset / Self.stride
        var count = Int(checkpoints[block])
        var i = block * Self.stride
        while i < offset {
            if bytes[i] & 0xC0 != 0x80 { count += 1 }
            i += 1
        }
        return count
    }

    /// A byte offset at or after `notBefore` where at most `character` characters start before
    /// it, at a checkpoint (so the caller walks the last stretch).
    func offset(ofCharacter character: Int, notBefore: Int, in bytes: [UInt8]) -> Int {
        // The last checkpoint whose count is <= character.
        var low = 0, high = checkpoints.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(checkpoints[mid]) <= character { low = mid } else { high = mid - 1 }
        }
        return max(notBefore, min(low * Self.stride, bytes.count))
    }
}
