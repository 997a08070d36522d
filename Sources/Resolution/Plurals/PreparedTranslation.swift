import LocalizationCatalog

/// A translation with every text compiled, in the shape `TranslationFormatter` reads it: what a
/// resolution plan keeps, so formatting the same translation again parses nothing and looks no
/// format up by its text. A class: handing the plan's translation to a resolve is one retain,
/// not one per field.
final class PreparedTranslation: Sendable {
    let value: PreparedValue
    let substitutions: [PreparedSubstitution]
    /// The text as stored when the value is plain text with no variables: what a key without
    /// interpolation shows, unformatted.
    let plainText: String?

    private init(value: PreparedValue, substitutions: [PreparedSubstitution], plainText: String?) {
        self.value = value
        self.substitutions = substitutions
        self.plainText = plainText
    }

    /// This translation with every text passed through `change` and compiled again (a
    /// pseudo-locale's transform); the texts of substitutions through `changePart`.
    func mapTexts(_ change: (String) -> String, parts changePart: (String) -> String) -> PreparedTranslation {
        PreparedTranslation(
            value: value.mapTexts(change),
            substitutions: substitutions.map { $0.mapTexts(changePart) },
            plainText: plainText.map(change))
    }

    init(_ translation: Translation) {
        value = PreparedValue(translation.value)
        substitutions = translation.substitutions.map(PreparedSubstitution.init)
        if case .text(let text) = translation.value.content, translation.substitutions.isEmpty {
            plainText = text
        } else {
            plainText = nil
        }
    }
}

/// One text of a value, compiled.
struct PreparedFormat: Sendable {
    var compiled: CompiledFormat
    /// The text holds `%arg`, so it is rewritten for its argument before formatting.
    var hasArgumentPlaceholder: Bool

    var text: String { compiled.text }

    init(_ text: String) {
        compiled = SafeFormatter.compiledFormat(text)
        hasArgumentPlaceholder = TranslationFormatter.Resolver.containsArgumentPlaceholder(text)
    }

    /// What an empty variation list yields.
    static let empty = PreparedFormat("")
}

/// A `LocalizedValue` with its texts compiled and what choosing a variation reads worked out
/// beforehand (whether a `zero` variant exists, width variants in width order).
struct PreparedValue: Sendable {
    enum Content: Sendable {
        case text(PreparedFormat)
        case plural(categories: [PluralCategory], values: [PreparedValue], hasZero: Bool)
        case device(devices: [DeviceClass], values: [PreparedValue])
        /// Sorted by width.
        case width(widths: [Int], values: [PreparedValue])
        case pluralForms([PreparedValue])
    }

    var content: Content

    init(content: Content) { self.content = content }

    func mapTexts(_ change: (String) -> String) -> PreparedValue {
        switch content {
        case .text(let format): PreparedValue(content: .text(PreparedFormat(change(format.text))))
        case .plural(let categories, let values, let hasZero):
            PreparedValue(content: .plural(categories: categories, values: values.map { $0.mapTexts(change) }, hasZero: hasZero))
        case .device(let devices, let values): PreparedValue(content: .device(devices: devices, values: values.map { $0.mapTexts(change) }))
        case .width(let widths, let values): PreparedValue(content: .width(widths: widths, values: values.map { $0.mapTexts(change) }))
        case .pluralForms(let values): PreparedValue(content: .pluralForms(values.map { $0.mapTexts(change) }))
        }
    }

    init(_ value: LocalizedValue) {
        switch value.content {
        case .text(let text):
            content = .text(PreparedFormat(text))
        case .plural(let variants):
            content = .plural(
                categories: variants.map(\.category), values: variants.map { PreparedValue($0.value) },
                hasZero: variants.contains { $0.category == .zero })
        case .device(let variants):
            content = .device(devices: variants.map(\.device), values: variants.map { PreparedValue($0.value) })
        case .width(let variants):
            let sorted = variants.sorted { $0.width < $1.width }
            content = .width(widths: sorted.map(\.width), values: sorted.map { PreparedValue($0.value) })
        case .pluralForms(let forms):
            content = .pluralForms(forms.map(PreparedValue.init))
        }
    }
}

/// A `%#@name@` variable with its value prepared. A class: finding one for a token hands out
/// one reference rather than a copy of every field.
final class PreparedSubstitution: Sendable {
    let name: String
    let argumentNumber: Int?
    let formatSpecifier: String?
    let value: PreparedValue
    /// For a value that is neither plural nor text: its last string, which is what a variable
    /// shows then.
    let lastString: PreparedFormat?

    private init(name: String, argumentNumber: Int?, formatSpecifier: String?, value: PreparedValue, lastString: PreparedFormat?) {
        self.name = name
        self.argumentNumber = argumentNumber
        self.formatSpecifier = formatSpecifier
        self.value = value
        self.lastString = lastString
    }

    func mapTexts(_ change: (String) -> String) -> PreparedSubstitution {
        PreparedSubstitution(
            name: name, argumentNumber: argumentNumber, formatSpecifier: formatSpecifier, value: value.mapTexts(change),
            lastString: lastString.map { PreparedFormat(change($0.text)) })
    }

    init(_ substitution: Substitution) {
        name = substitution.name
        argumentNumber = substitution.argumentNumber
        formatSpecifier = substitution.formatSpecifier
        value = PreparedValue(substitution.value)
        switch substitution.value.content {
        case .plural, .text: lastString = nil
        default: lastString = PreparedFormat(substitution.value.strings.last ?? "")
        }
    }
}
