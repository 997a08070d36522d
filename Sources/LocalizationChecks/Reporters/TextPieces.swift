/// Text that a reporter hands out in pieces as it writes, so a large report's output never sits
/// in memory whole (see ``LintReporter/write(_:to:)``).
struct TextPieces {
    /// About how many bytes are kept before ``flush(_:over:)`` hands them out.
    static let pieceSize = 1 << 18
    private var pending = ""
    /// Nothing has been written yet, whether handed out or not.
    private(set) var isEmpty = true

    static func += (pieces: inout TextPieces, text: String) {
        guard !text.isEmpty else { return }
        pieces.pending += text
        pieces.isEmpty = false
    }

    /// Hands what is pending to `sink` once it is at least `minimum` bytes; false when `sink` is.
    mutating func flush(_ sink: ([UInt8]) -> Bool, over minimum: Int = 0) -> Bool {
        guard !pending.isEmpty, pending.utf8.count >= minimum else { return true }
        let ok = sink(Array(pending.utf8))
        pending = ""
        pending.reserveCapacity(Self.pieceSize + (1 << 12))
        return ok
    }
}
