// Positions in a PO file: a compact line and column, and the cache that lets the parser count
// columns on a line once however many findings it has.

/// A line and a character column, 1-based; kept small and path-free until a `SourceLocation` is needed.
struct POPosition: Sendable, Hashable {
    var line: Int32
    var column: Int32

    init(line: Int, column: Int) {
        self.line = Int32(clamping: line)
        self.column = Int32(clamping: column)
    }

    init(_ location: SourceLocation) {
        self.init(line: location.line, column: location.column)
    }

    func location(_ path: String) -> SourceLocation {
        SourceLocation(file: path, line: Int(line), column: Int(column))
    }
}

/// A line start, an offset on that line and the offset's column.
final class ColumnCache {
    var lineStart = -1
    var offset = 0
    var column = 1
}
