// The interface between `POParser` and what it builds: `PODocument`'s sink keeps the lossless
// syntax, `POReader`'s makes catalog entries straight away.

/// Receives the entries `POParser` reads, in file order.
protocol POParserSink {
    /// Takes a finished entry, whose strings `strings` decodes (valid during the call only).
    /// `id` is `entry.id`; `isHeader` marks the header entry. `entry` is passed in place so it
    /// is not copied; the sink does not change it.
    mutating func add(_ entry: inout POPendingEntry, id: POFieldSpan, range: Range<Int>, isHeader: Bool, strings: POStrings)
    /// Room for about `count` entries.
    mutating func reserve(_ count: Int)
    /// True when the rest of the file need not be parsed (checked before each line).
    var isDone: Bool { get }
}

extension POParserSink {
    var isDone: Bool { false }
}
