/// The arguments a format string reads: argument number (or Python name) → kind.
///
/// `"%2$@ has %1$lld files"` → `[1: .int64, 2: .object]`; `"%(count)d of %(total)d"` →
/// `['count': .pythonInteger, 'total': .pythonInteger]`; `"%@ %#@files@"` with the variable's
/// specifier `lld` → `[1: .object, 2: .int64]`. Widths and precisions read with `*` are
/// `int32` (`pythonInteger` in Python) arguments of their own.
///
/// A kind is nil when it is not known (a variable without a format specifier); nil matches any
/// kind. When one argument is read as two kinds the first is kept.
public struct FormatSignature: Sendable, Hashable {
    /// One argument and the first directive that reads it.
    public struct Argument: Sendable, Hashable {
        public var key: ArgumentKey
        public var kind: ArgumentKind?
        public var directive: FormatDirective?
    }

    public private(set) var arguments: [ArgumentKey: Argument] = [:]
    /// True when the string reads its arguments by name (a Python mapping).
    public private(set) var usesNames = false
    /// True when it reads unnamed arguments (a Python tuple, printf numbers).
    public private(set) var usesNumbers = false
    /// Arguments the string itself reads as two incompatible kinds (its own defect, or a
    /// stringsdict trick): a translation cannot be told wrong about them.
    public private(set) var conflictingKeys: Set<ArgumentKey> = []
    /// Arguments read only by `%#@name@` tokens: they choose a plural variant and are never
    /// printed, so a language with one form may leave them out.
    public private(set) var selectorKeys: Set<ArgumentKey> = []

    public init() {}

    /// The signature of `parsed`.
    ///
    /// - `variableKinds`: the kind of each `%#@name@` variable's argument (see `kind(ofSpecifier:)`);
    /// - `placeholder`: the argument `%arg` stands for in a String Catalog substitution variant;
    /// - `sequentialBase`: the number of the first sequential argument. A `.stringsdict` variant
    ///   is spliced into the format in place of its `%#@name@`, so its first `%d` reads the
    ///   variable's argument: pass the variable's number;
    /// - `floatingVariables`: variables whose argument is not the token's place (a sequential
    ///   `%#@COUNT@` whose variants read `%1$@ … %2$d`: the variants say which arguments are
    ///   read); their tokens read no argument here.
    public init(
        _ parsed: ParsedFormat, variableKinds: [String: ArgumentKind] = [:],
        placeholder: (key: ArgumentKey, kind: ArgumentKind?)? = nil, sequentialBase: Int = 1,
        floatingVariables: Set<String> = []
    ) {
        let shift = sequentialBase - 1
        arguments.reserveCapacity(parsed.directives.count)
        for directive in parsed.directives {
            let integer: ArgumentKind = parsed.dialect == .python ? .pythonInteger : .int32
            for amount in [directive.width, directive.precision] {
                switch amount {
                case .nextArgument(let k)?: add(.number(k + shift), integer, directive)
                case .argument(let k)?: add(.number(k), integer, directive)
                default: break
                }
            }
            if directive.isArgumentPlaceholder {
                if let placeholder { add(placeholder.key, placeholder.kind, directive) }
                continue
            }
            guard var key = directive.argument else { continue }
            if let name = directive.variable, floatingVariables.contains(name) { continue }
            if case .number(let k) = key, !directive.isPositional { key = .number(k + shift) }
            let kind = directive.variable.map { variableKinds[$0] } ?? directive.kind
            add(key, kind, directive)
        }
    }

    /// Records that `directive` reads argument `key` as `kind`.
    public mutating func add(_ key: ArgumentKey, _ kind: ArgumentKind?, _ directive: FormatDirective?) {
        switch key {
        case .name: usesNames = true
        case .number: usesNumbers = true
        }
        if directive?.variable != nil {
            if arguments[key] == nil { selectorKeys.insert(key) }
        } else {
            selectorKeys.remove(key)
        }
        if var existing = arguments[key] {
            if let old = existing.kind, let kind, !old.isRuntimeCompatible(with: kind) { conflictingKeys.insert(key) }
            if existing.kind == nil, let kind {
                existing.kind = kind
                arguments[key] = existing
            }
        } else {
            arguments[key] = Argument(key: key, kind: kind, directive: directive)
        }
    }

    /// Adds every argument of `other` (the union of the variants of a plural or device value).
    public mutating func formUnion(_ other: FormatSignature) {
        for key in other.arguments.keys.sorted() {
            let argument = other.arguments[key]!
            let selectorOnly = other.selectorKeys.contains(key)
            add(key, argument.kind, argument.directive)
            if !selectorOnly { selectorKeys.remove(key) }
        }
    }

    /// The argument keys in order (numbers, then names).
    public var keys: [ArgumentKey] {
        // Most strings read arguments 1…n: listed without sorting (a hostile one has thousands).
        let count = arguments.count
        let dense = arguments.keys.allSatisfy { if case .number(let k) = $0 { k >= 1 && k <= count } else { false } }
        return dense ? (0..<count).map { .number($0 + 1) } : arguments.keys.sorted()
    }
    public var isEmpty: Bool { arguments.isEmpty }
    public subscript(key: ArgumentKey) -> Argument? { arguments[key] }

    /// The kind a `.stringsdict` `NSStringFormatValueTypeKey` or String Catalog
    /// `formatSpecifier` stands for: the directive without `%` (`d`, `lld`, `@`, `lu`, `f`);
    /// nil when it is no Foundation directive.
    public static func kind(ofSpecifier specifier: String) -> ArgumentKind? {
        let parsed = FormatStringParser.parse("%" + specifier, dialect: .foundation)
        guard parsed.isValid, parsed.directives.count == 1, parsed.directives[0].byteRange.upperBound == specifier.utf8.count + 1 else {
            return nil
        }
        return parsed.directives[0].kind
    }
}
