/// The value of one key in one localization, with where it was read.
///
/// Shapes:
/// - `text`: a plain string (it may contain format specifiers and `%#@name@` variables);
/// - `plural`: variations over the CLDR plural categories (`.stringsdict` rule, `.xcstrings`
///   `variations.plural`);
/// - `device`: variations per device class (`NSStringDeviceSpecificRuleType`, `variations.device`);
/// - `width`: `.stringsdict` width variants (`NSStringVariableWidthRuleType`), keyed by width in
///   characters;
/// - `pluralForms`: gettext `msgstr[N]`, indexed by the form number the file's `Plural-Forms`
///   expression yields (not by CLDR category).
public struct LocalizedValue: Sendable, Hashable {
    // Not `indirect`: the recursive cases hold arrays, which already box their elements, and
    // boxing `.text` would cost an allocation per value.
    public enum Content: Sendable, Hashable {
        case text(String)
        case plural([PluralVariant])
        case device([DeviceVariant])
        case width([WidthVariant])
        case pluralForms([LocalizedValue])
    }

    public var content = Content.text("")
    /// The state of this unit when the format stores one per unit (`.xcstrings` `stringUnit.state`).
    public var state: TranslationState?
    /// Where the value's text (or its container) starts.
    public var location: SourceLocation?

    /// Empty text, each field set in place (see `Translation.init()`).
    init() {}

    public init(_ content: Content, state: TranslationState? = nil, location: SourceLocation? = nil) {
        self.content = content
        self.state = state
        self.location = location
    }

    public static func text(_ string: String, state: TranslationState? = nil, location: SourceLocation? = nil) -> LocalizedValue {
        LocalizedValue(.text(string), state: state, location: location)
    }

    /// Every string this value can produce, depth first (variants in their stored order).
    public var strings: [String] {
        switch content {
        case .text(let s): [s]
        case .plural(let variants): variants.flatMap(\.value.strings)
        case .device(let variants): variants.flatMap(\.value.strings)
        case .width(let variants): variants.flatMap(\.value.strings)
        case .pluralForms(let forms): forms.flatMap(\.strings)
        }
    }

    /// True when every string of the value is empty (no arrays are built, unlike `strings`).
    public var isEmpty: Bool { Self.isEmpty(content) }

    static func isEmpty(_ content: Content) -> Bool {
        switch content {
        case .text(let s): s.isEmpty
        case .plural(let variants): variants.allSatisfy(\.value.isEmpty)
        case .device(let variants): variants.allSatisfy(\.value.isEmpty)
        case .width(let variants): variants.allSatisfy(\.value.isEmpty)
        case .pluralForms(let forms): forms.allSatisfy(\.isEmpty)
        }
    }

    /// Every unit state stored in this value and its variants.
    public var unitStates: [TranslationState] {
        var result: [TranslationState] = state.map { [$0] } ?? []
        switch content {
        case .text: break
        case .plural(let variants): result += variants.flatMap(\.value.unitStates)
        case .device(let variants): result += variants.flatMap(\.value.unitStates)
        case .width(let variants): result += variants.flatMap(\.value.unitStates)
        case .pluralForms(let forms): result += forms.flatMap(\.unitStates)
        }
        return result
    }
}

/// One plural variation: a CLDR category and its value.
public struct PluralVariant: Sendable, Hashable {
    public var category: PluralCategory
    public var value: LocalizedValue
    public init(_ category: PluralCategory, _ value: LocalizedValue) {
        self.category = category
        self.value = value
    }
}

/// One device variation.
public struct DeviceVariant: Sendable, Hashable {
    public var device: DeviceClass
    public var value: LocalizedValue
    public init(_ device: DeviceClass, _ value: LocalizedValue) {
        self.device = device
        self.value = value
    }
}

/// One width variation; `width` is the presentation width in characters the variant fits.
public struct WidthVariant: Sendable, Hashable {
    public var width: Int
    public var value: LocalizedValue
    public init(_ width: Int, _ value: LocalizedValue) {
        self.width = width
        self.value = value
    }
}
