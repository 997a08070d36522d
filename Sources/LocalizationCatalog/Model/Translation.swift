/// A key's localization in one language: its value, the substitutions its `%#@name@` variables
/// refer to, and its review state.
public struct Translation: Sendable, Hashable {
    public var value = LocalizedValue()
    /// Variables referenced from `value` by `%#@name@`, in file order.
    public var substitutions: [Substitution] = []
    /// The translation's overall state: gettext `fuzzy` → `needsReview`; for `.xcstrings`, the
    /// least finished state of its units.
    public var state: TranslationState?
    /// Where the translation starts (the `.strings` value, the `msgstr`, the localization object).
    public var location: SourceLocation?

    /// An empty text translation, each field set in place: through the memberwise initializer
    /// the optimizer built the value aside and copied it in, several hundred instructions per
    /// entry a reader makes.
    init() {}

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
