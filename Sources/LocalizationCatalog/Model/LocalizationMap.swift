/// An entry's translations by localization identifier: a dictionary that keeps its first pair
/// inline.
///
/// Most files hold one localization (`.strings`, `.stringsdict`, `.po`), so most entries have a
/// single translation; a `Dictionary` per entry cost an allocation and a hash each, a visible share
/// of reading time. Keys are unique; iteration gives the inline pair first, then the others in
/// dictionary order. Equality and hashing ignore order, as a dictionary's do.
public struct LocalizationMap: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    public typealias Element = (key: String, value: Translation)

    // `firstKey` says whether the inline pair is present; `firstValue` is the empty translation
    // when it is not. Not optional: a translation is filled in place (`setOnly`), and checks read
    // its fields without the copy that unwrapping an optional made.
    @usableFromInline var firstKey: String?
    @usableFromInline var firstValue = Translation()
    // `Dictionary()`, not `[:]`: the literal was a call for each entry made.
    @usableFromInline var others: [String: Translation] = Dictionary()

    public init() {}

    /// One translation, stored inline.
    public init(_ key: String, _ value: Translation) {
        firstKey = key
        firstValue = value
    }

    /// Makes `key` the only localization, its translation built in place by `fill` from
    /// `Translation(value: .text(""))` (a translation handed over by value was copied again).
    mutating func setOnly(_ key: String, _ fill: (inout Translation) -> Void) {
        // Without a first key, `firstValue` is already the empty translation.
        if firstKey != nil { firstValue = Translation() }
        firstKey = key
        if !others.isEmpty { others = [:] }
        fill(&firstValue)
    }

    public init(dictionaryLiteral elements: (String, Translation)...) {
        for (key, value) in elements { self[key] = value }
    }

    public subscript(key: String) -> Translation? {
        get {
            if let firstKey, firstKey == key { return firstValue }
            return others.isEmpty ? nil : others[key]
        }
        set {
            if let firstKey, firstKey == key {
                if let newValue { firstValue = newValue } else { self.firstKey = nil; firstValue = Translation() }
            } else if firstKey == nil, others[key] == nil, let newValue {
                firstKey = key
                firstValue = newValue
            } else {
                others[key] = newValue
            }
        }
    }

    /// `body` applied to the translation for `key`, without copying the translation out as the
    /// subscript does (checks read one field of every entry's translation); nil when there is none.
    @inlinable
    public func withTranslation<Result>(forKey key: String, _ body: (Translation) throws -> Result) rethrows -> Result? {
        if firstKey == key { return try body(firstValue) }
        if others.isEmpty { return nil }
        return try others[key].map(body)
    }

    @discardableResult
    public mutating func removeValue(forKey key: String) -> Translation? {
        let old = self[key]
        self[key] = nil
        return old
    }

    public mutating func reserveCapacity(_ capacity: Int) {
        if capacity > 1 { others.reserveCapacity(capacity - 1) }
    }

    public var count: Int { (firstKey == nil ? 0 : 1) + others.count }
    public var isEmpty: Bool { firstKey == nil && others.isEmpty }
    public var keys: [String] {
        var result: [String] = []
        forEachKey { result.append($0) }
        return result
    }
    public var values: [Translation] { map(\.value) }

    /// The pairs as a dictionary.
    public var dictionary: [String: Translation] {
        var result = others
        if let firstKey { result[firstKey] = firstValue }
        return result
    }

    public struct Iterator: IteratorProtocol {
        fileprivate var first: Element?
        fileprivate var rest: Dictionary<String, Translation>.Iterator

        public mutating func next() -> Element? {
            if let pending = first {
                first = nil
                return pending
            }
            return rest.next().map { (key: $0.key, value: $0.value) }
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(first: firstKey.map { (key: $0, value: firstValue) }, rest: others.makeIterator())
    }

    /// Calls `body` with each key, without copying the translations.
    public func forEachKey(_ body: (String) -> Void) {
        if let firstKey { body(firstKey) }
        for key in others.keys { body(key) }
    }

    public static func == (lhs: LocalizationMap, rhs: LocalizationMap) -> Bool { lhs.dictionary == rhs.dictionary }
    public func hash(into hasher: inout Hasher) { hasher.combine(dictionary) }
    public var description: String { dictionary.description }
}
