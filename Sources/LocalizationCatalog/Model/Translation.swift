/// A key's localization in one language: its value, the substitutions its `%#@name@` variables
/// refer to, and its review state.
public struct Translation: Sendable, Hashable {
    public var value: LocalizedValue
    /// Variables referenced from `value` by `%#@name@`, in file order.
    public var substitutions: [Substitution]
    /// The translation's overall state: gettext `fuzzy` → `needsReview`; for `.xcstrings`, the
    /// least finished state of its units.
    public var state: TranslationState?
    /// Where the translation starts (the `.strings` value, the `msgstr`, the localization object).
    public var location: SourceLocation?

    public init(
        value: LocalizedValue, substitutions: [Substitution] = [], state: TranslationState? = nil,
        location: SourceLocation? = nil
    ) {
        self.value = value
        self.substitutions = substitutions
        self.state = state
        self.location = location
    }

    /// True when every string of the value (and its substitutions) is empty.
    public var isEmpty: Bool {
        value.isEmpty && substitutions.allSatisfy(\.value.isEmpty)
    }
}
