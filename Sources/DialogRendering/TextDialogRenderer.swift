import Dialogs

/// A plain-text view of resolved dialogs for a terminal or a review diff.
///
/// Shape, one block per dialog (a list: blocks separated by an empty line):
/// ```
/// confirm-file-import: confirmationDialog on iOS in de (localization de)
///   style:   action sheet, buttons stacked top to bottom, left to right
///   title:   (hidden)
///   message: "Dadurch wird MyImageFile.png.public.png zu deiner Mediathek hinzugefügt."
///   actions:
///     1. "MyImageFile.png importieren"
///     2. "Abbrechen"  [role: cancel, standard]
///   diagnostics: none
/// ```
/// The header names the manifest id (when there is one), kind, platform, locale and the
/// localization the texts came from. Actions are in visual order (leading to trailing in a row),
/// each marked `default`, `role: NAME`, `standard` (added by the system), `image: NAME` and
/// `disabled` as they apply; text fields follow under `text fields:`; diagnostics are `severity: element: message
/// [rule]`. Texts are quoted, with `\"`, `\\`, `\n`, `\t` and `\u{…}` for other control
/// characters, so line breaks and trailing spaces are visible and nothing reaches the terminal
/// as a control sequence.
public struct TextDialogRenderer: DialogRenderer {
    public var fileExtension: String { "txt" }

    public init() {}

    public func render(_ dialogs: [ResolvedDialog]) -> String {
        dialogs.map(render).joined(separator: "\n")
    }

    public func render(_ dialog: ResolvedDialog) -> String {
        var lines: [String] = []
        let origin = "\(dialog.kind.rawValue) on \(dialog.platform) in \(Self.printable(dialog.locale))"
            + " (localization \(dialog.localization.map(Self.printable) ?? "none"))"
        lines.append(dialog.id.map { "\(Self.printable($0)): \(origin)" } ?? origin)
        lines.append("  style:   \(Self.styleName(dialog.style)), \(Self.layoutName(dialog.actionLayout)), "
            + (dialog.layoutDirection == .rightToLeft ? "right to left" : "left to right"))
        lines.append("  title:   " + (dialog.title.map(Self.quoted) ?? "(hidden)"))
        lines.append("  message: " + (dialog.message.map(Self.quoted) ?? "(none)"))
        if dialog.actions.isEmpty {
            lines.append("  actions: none")
        } else {
            lines.append("  actions:")
            for (index, action) in dialog.actions.enumerated() {
                var marks: [String] = []
                if action.isDefault { marks.append("default") }
                if let role = action.role { marks.append("role: \(Self.printable(role.rawValue))") }
                if action.isStandard { marks.append("standard") }
                if let image = action.image { marks.append("image: \(Self.printable(image))") }
                if action.isDisabled { marks.append("disabled") }
                let suffix = marks.isEmpty ? "" : "  [\(marks.joined(separator: ", "))]"
                lines.append("    \(index + 1). \(Self.quoted(action.label))\(suffix)")
            }
        }
        if !dialog.textFields.isEmpty {
            lines.append("  text fields:")
            for (index, field) in dialog.textFields.enumerated() {
                var line = "    \(index + 1). \(Self.quoted(field.title))"
                if let prompt = field.prompt { line += " prompt \(Self.quoted(prompt))" }
                if !field.text.isEmpty { line += " text \(Self.quoted(field.text))" }
                if field.isSecure { line += "  [secure]" }
                lines.append(line)
            }
        }
        if dialog.diagnostics.isEmpty {
            lines.append("  diagnostics: none")
        } else {
            lines.append("  diagnostics:")
            for diagnostic in dialog.diagnostics {
                lines.append("    \(diagnostic.severity.rawValue): \(Self.printable(diagnostic.element)): "
                    + "\(Self.printable(diagnostic.message)) [\(Self.printable(diagnostic.rule))]")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func styleName(_ style: DialogStyle) -> String {
        switch style {
        case .alert: "alert"
        case .actionSheet: "action sheet"
        case .popover: "popover"
        case .sheet: "sheet"
        }
    }

    static func layoutName(_ layout: ActionLayout) -> String {
        switch layout {
        case .row: "buttons in a row, leading to trailing"
        case .stack: "buttons stacked top to bottom"
        }
    }

    /// `text` in double quotes, escaped as a Swift string literal would be.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if Self.isControl(scalar) { out += Self.escaped(scalar) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    /// `text` with control characters written as `\u{…}`, for names and messages shown unquoted.
    static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) { out += escaped(scalar) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    /// C0 and C1 controls and DEL: a terminal may act on them.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }
}
