/// A variable referenced as `%#@name@` in a localized format: a `.stringsdict` variable
/// dictionary or a `.xcstrings` substitution.
///
/// - `argumentNumber`: 1-based argument index (`.xcstrings` `argNum`); nil when the file gives
///   none, in which case the variable takes the next sequential argument.
/// - `formatSpecifier`: the directive without `%` (`lld`, `d`, `@`): `NSStringFormatValueTypeKey`
///   or `formatSpecifier`.
/// - `ruleType`: `NSStringFormatSpecTypeKey` (`NSStringPluralRuleType`), nil for `.xcstrings`.
/// - `value`: usually `plural` variations; in `.xcstrings` the placeholder `%arg` stands for the
///   argument.
public struct Substitution: Sendable, Hashable {
    public var name: String
    public var argumentNumber: Int?
    public var formatSpecifier: String?
    public var ruleType: String?
    public var value: LocalizedValue
    public var location: SourceLocation?
    /// Where the `argNum` number is written (String Catalogs only).
    public var argumentNumberLocation: SourceLocation?
    /// Where `formatSpecifier`'s or `NSStringFormatValueTypeKey`'s string literal starts (its
    /// opening quote, or its `<string>` tag).
    public var formatSpecifierLocation: SourceLocation?

    public init(
        name: String, argumentNumber: Int? = nil, formatSpecifier: String? = nil, ruleType: String? = nil,
        value: LocalizedValue, location: SourceLocation? = nil,
        argumentNumberLocation: SourceLocation? = nil, formatSpecifierLocation: SourceLocation? = nil
    ) {
        self.name = name
        self.argumentNumber = argumentNumber
        self.formatSpecifier = formatSpecifier
        self.ruleType = ruleType
        self.value = value
        self.location = location
        self.argumentNumberLocation = argumentNumberLocation
        self.formatSpecifierLocation = formatSpecifierLocation
    }
}
