/// Diagnostics kept compactly, for a run that holds hundreds of thousands of them until its
/// report is written.
///
/// A ``Diagnostic`` is 128 bytes plus a heap block for its message and one for its entry key.
/// Here each is a 40-byte record: the rule, the file and the entry key as numbers into tables
/// that hold each once, the line and column, the severity, and the message as UTF-8 in a text store;
/// notes, fix-its and JSON pointers, which few findings have, sit in a side table. Records and
/// text are kept in fixed-size chunks, so the list never holds an old and a new buffer at once
/// while it grows. A tree of 20 copies of Django's catalogs (349,360 findings) holds about 55 MB
/// here against about 150 MB as an array of diagnostics.
///
/// Reading an element builds the ``Diagnostic`` (its strings are allocated then); ``severity(at:)``,
/// ``rule(at:)`` and ``file(at:)`` read one field without building it.
public struct DiagnosticList: RandomAccessCollection, MutableCollection, ExpressibleByArrayLiteral, Equatable, Sendable {
    private struct Record: Sendable {
        /// Where the message starts in the text store.
        var text: TextStore.Position
        var messageLength: UInt32
        /// Into `entryKeys`; `UInt32.max`: no entry key.
        var entryKey: UInt32
        var rule: UInt32
        var file: UInt32
        var line: Int32
        var column: Int32
        /// Index into `extras`, or `UInt32.max`.
        var extra: UInt32
        var severity: Severity
    }

    /// What few findings have.
    private struct Extra: Sendable {
        var notes: [Diagnostic.Note]
        var fixIt: String?
        var fixItLength: Int?
        var pointer: JSONPointerChain?
    }

    private var records = ChunkedArray<Record>()
    private var text = TextStore()
    private var names = NameTable()
    /// Entry keys, each kept once: one key has a finding in each of many localizations.
    private var entryKeys = NameTable()
    private var extras: [Extra] = []

    public init() {}

    public init(_ diagnostics: some Sequence<Diagnostic>) {
        append(contentsOf: diagnostics)
    }

    public init(arrayLiteral diagnostics: Diagnostic...) {
        self.init(diagnostics)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { records.count }

    public subscript(position: Int) -> Diagnostic {
        get {
            let record = records[position]
            let extra = record.extra == .max ? nil : extras[Int(record.extra)]
            var diagnostic = Diagnostic(
                rule: names[record.rule], severity: record.severity,
                location: SourceLocation(
                    file: names[record.file], line: Int(record.line), column: Int(record.column), pointer: extra?.pointer),
                message: text.string(at: record.text, length: Int(record.messageLength)),
                notes: extra?.notes ?? [], fixIt: extra?.fixIt, fixItLength: extra?.fixItLength)
            if record.entryKey != .max { diagnostic.entryKey = entryKeys[record.entryKey] }
            return diagnostic
        }
        set {
            records[position] = makeRecord(newValue)
        }
    }

    /// The severity of the diagnostic at `position`, without building it.
    public func severity(at position: Int) -> Severity { records[position].severity }

    /// The rule ID of the diagnostic at `position`, without building it.
    public func rule(at position: Int) -> String { names[records[position].rule] }

    /// The file of the diagnostic at `position`, without building it.
    public func file(at position: Int) -> String { names[records[position].file] }

    /// Changes one diagnostic's severity in place.
    public mutating func setSeverity(_ severity: Severity, at position: Int) {
        records[position].severity = severity
    }

    public mutating func append(_ diagnostic: Diagnostic) {
        records.append(makeRecord(diagnostic))
    }

    public mutating func append(contentsOf diagnostics: some Sequence<Diagnostic>) {
        for diagnostic in diagnostics { append(diagnostic) }
    }

    public static func += (list: inout DiagnosticList, diagnostics: some Sequence<Diagnostic>) {
        list.append(contentsOf: diagnostics)
    }

    /// Keeps the diagnostics whose position `isIncluded` accepts, in their order.
    ///
    /// Their text stays in the store: this is for dropping a few (a baseline's, a rule set to
    /// off), not for building a small list from a large one.
    public mutating func keep(where isIncluded: (Int) -> Bool) {
        var kept = ChunkedArray<Record>()
        for position in indices where isIncluded(position) { kept.append(records[position]) }
        records = kept
    }

    /// Sorts by file, then line, then column; diagnostics at the same position keep their order.
    /// The order every report lists findings in.
    public mutating func sortByPosition() {
        let rank = names.ranks()
        var order = Array(0..<UInt32(clamping: records.count))
        order.sort { a, b in
            let x = records[Int(a)], y = records[Int(b)]
            return (rank[Int(x.file)], x.line, x.column, a) < (rank[Int(y.file)], y.line, y.column, b)
        }
        var sorted = ChunkedArray<Record>()
        for position in order { sorted.append(records[Int(position)]) }
        records = sorted
    }

    public static func == (lhs: DiagnosticList, rhs: DiagnosticList) -> Bool {
        lhs.elementsEqual(rhs)
    }

    private mutating func makeRecord(_ diagnostic: Diagnostic) -> Record {
        let position = text.append(diagnostic.message)
        var extra = UInt32.max
        let pointer = diagnostic.location.jsonPointerChain
        if !diagnostic.notes.isEmpty || diagnostic.fixIt != nil || diagnostic.fixItLength != nil || pointer != nil {
            extra = UInt32(extras.count)
            extras.append(Extra(
                notes: diagnostic.notes, fixIt: diagnostic.fixIt, fixItLength: diagnostic.fixItLength, pointer: pointer))
        }
        return Record(
            text: position, messageLength: UInt32(diagnostic.message.utf8.count),
            entryKey: diagnostic.entryKey.map { entryKeys.number($0) } ?? .max,
            rule: names.number(diagnostic.rule), file: names.number(diagnostic.location.file),
            line: Int32(clamping: diagnostic.location.line), column: Int32(clamping: diagnostic.location.column),
            extra: extra, severity: diagnostic.severity)
    }
}

/// Elements appended into fixed-size chunks: growing never copies what is already there.
private struct ChunkedArray<Element: Sendable>: Sendable {
    private static var chunkShift: Int { 12 }
    private static var chunkSize: Int { 1 << chunkShift }
    private var chunks: [[Element]] = []
    private(set) var count = 0

    subscript(position: Int) -> Element {
        get { chunks[position >> Self.chunkShift][position & (Self.chunkSize - 1)] }
        set { chunks[position >> Self.chunkShift][position & (Self.chunkSize - 1)] = newValue }
    }

    mutating func append(_ element: Element) {
        if count & (Self.chunkSize - 1) == 0 {
            chunks.append([])
            chunks[chunks.count - 1].reserveCapacity(Self.chunkSize)
        }
        chunks[chunks.count - 1].append(element)
        count += 1
    }
}

/// UTF-8 text in 1 MiB chunks; a string never spans two (a longer one gets a chunk of its own).
private struct TextStore: Sendable {
    struct Position: Sendable {
        var chunk: UInt32
        var offset: UInt32
    }

    private static var chunkSize: Int { 1 << 20 }
    private var chunks: [[UInt8]] = []

    /// Appends `string`; returns where it starts.
    mutating func append(_ string: String) -> Position {
        let length = string.utf8.count
        if chunks.isEmpty || chunks[chunks.count - 1].count + length > chunks[chunks.count - 1].capacity {
            chunks.append([])
            chunks[chunks.count - 1].reserveCapacity(max(Self.chunkSize, length))
        }
        let last = chunks.count - 1
        let position = Position(chunk: UInt32(last), offset: UInt32(chunks[last].count))
        chunks[last].append(contentsOf: string.utf8)
        return position
    }

    func string(at position: Position, length: Int) -> String {
        chunks[Int(position.chunk)].withUnsafeBufferPointer { bytes in
            String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(position.offset)..<Int(position.offset) + length]), as: UTF8.self)
        }
    }
}

/// Names (rule IDs, file paths, entry keys), each kept once and named by number.
private struct NameTable: Sendable {
    private var names: [String] = []
    private var numbers: [String: UInt32] = [:]

    subscript(number: UInt32) -> String { names[Int(number)] }

    mutating func number(_ name: String) -> UInt32 {
        if let number = numbers[name] { return number }
        let number = UInt32(names.count)
        names.append(name)
        numbers[name] = number
        return number
    }

    /// Each name's place in the sorted order of all of them, by number.
    func ranks() -> [Int] {
        var rank = [Int](repeating: 0, count: names.count)
        for (place, number) in names.indices.sorted(by: { names[$0] < names[$1] }).enumerated() { rank[number] = place }
        return rank
    }
}
