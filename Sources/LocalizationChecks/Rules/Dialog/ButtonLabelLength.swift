import Dialogs
import LocalizationCatalog

/// `dialog.button-too-long`: a button label wider than what fits one line of a button on the
/// platform, in the dialog's style. Widths are counted in columns: a letter is one, an East Asian
/// wide or fullwidth character two, a combining mark none.
///
/// The budgets are the button's width divided by the system font's average Latin letter width
/// (inferred, not documented): an iPhone alert is 270 points wide with 17-point buttons (about
/// 30 columns), an action sheet spans the screen (about 40), a watch button wraps to two lines of
/// about 16 (32), and a
/// tvOS, visionOS or macOS button about 40. Standard actions (system titles) are left out.
/// A label's widest line is measured. The development language's buttons are measured on their
/// own; a translation's only when it is wider than the development language's button, which
/// whoever laid out the dialog saw. One finding per dialog, localization and button, naming
/// the platforms over budget.
enum ButtonLabelLength: DialogRule {
    static let rule = DiagnosticRule(
        id: "dialog.button-too-long", severity: .warning,
        summary: "A dialog button's label, in some localization, is wider than one line of a button on the platform (about 30 columns in an iPhone alert, two lines of 16 on a watch); it is cut short or wrapped.",
        rationale: "A translation is often half again as long as the English it replaces, and a button does not grow with it: iOS and watchOS cut a long label with an ellipsis or wrap it into a tall button, so the action the user is choosing loses its end (\"Änderungen verwerfen und…\"). The HIG asks for button titles of one or two words; this rule measures every localization against the room the platform gives.",
        source: "Apple HIG, \"Alerts\" (use short, title-case button titles; one or two words) and \"Action sheets\"; the budgets are inferred from the alert width (270 pt) and button font (17 pt) of iOS and the screen widths of the other platforms.",
        examples: [
            .triggering(
                ExampleFile("dialogs.json", #"""
                    {"dialogs": [
                      ↓{"id": "discard", "kind": "alert", "title": {"key": "Discard changes?"}, "actions": [
                        {"label": {"key": "Discard"}, "role": "destructive"},
                        {"label": {"key": "Keep Editing"}, "role": "cancel"}
                      ]}
                    ]}
                    """#),
                ExampleFile("en.lproj/Localizable.strings", #"""
                    "Discard changes?" = "Discard changes?";
                    "Discard" = "Discard";
                    "Keep Editing" = "Keep Editing";
                    """#),
                ExampleFile("de.lproj/Localizable.strings", #"""
                    "Discard changes?" = "Änderungen verwerfen?";
                    "Discard" = "Alle ungesicherten Änderungen endgültig verwerfen";
                    "Keep Editing" = "Weiter bearbeiten";
                    """#)),
            .accepted(
                ExampleFile("dialogs.json", #"""
                    {"dialogs": [
                      {"id": "discard", "kind": "alert", "title": {"key": "Discard changes?"}, "actions": [
                        {"label": {"key": "Discard"}, "role": "destructive"},
                        {"label": {"key": "Keep Editing"}, "role": "cancel"}
                      ]}
                    ]}
                    """#),
                ExampleFile("en.lproj/Localizable.strings", #"""
                    "Discard changes?" = "Discard changes?";
                    "Discard" = "Discard";
                    "Keep Editing" = "Keep Editing";
                    """#),
                ExampleFile("de.lproj/Localizable.strings", #"""
                    "Discard changes?" = "Änderungen verwerfen?";
                    "Discard" = "Verwerfen";
                    "Keep Editing" = "Weiter bearbeiten";
                    """#)),
            // Columns per grapheme: each family emoji (7 scalars joined by ZWJ) is 2 columns,
            // so the label is 24 wide, within an iPhone alert's 30.
            .accepted(
                ExampleFile("dialogs.json", #"""
                    {"dialogs": [
                      {"id": "share", "kind": "alert", "title": {"key": "Share?"}, "actions": [
                        {"label": {"key": "share.family"}},
                        {"label": {"key": "Cancel"}, "role": "cancel"}
                      ]}
                    ]}
                    """#),
                ExampleFile("en.lproj/Localizable.strings", #"""
                    "Share?" = "Share?";
                    "share.family" = "👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦 Share with family";
                    "Cancel" = "Cancel";
                    """#)),
        ])

    static var rules: [DiagnosticRule] { [rule] }

    /// The columns one line of a button holds on `platform` in `style`.
    static func budget(_ platform: DialogPlatform, _ style: DialogStyle) -> Int {
        switch platform {
        case .watchOS: 32
        case .iOS, .iPadOS: style == .alert ? 30 : 40
        case .macOS, .tvOS, .visionOS: 40
        }
    }

    static func check(_ renderings: DialogRenderings) -> [Diagnostic] {
        struct Over { var location: SourceLocation; var label: String; var width: Int; var platforms: [(DialogPlatform, Int)] }
        var overs: [String: Over] = [:]
        var order: [String] = []
        // A label is shown on several platforms and, untranslated, in several localizations.
        var widths: [String: Int] = [:]
        func measure(_ label: String) -> Int {
            if let known = widths[label] { return known }
            let found = width(of: label)
            widths[label] = found
            return found
        }
        let development = LocaleName.normalized(renderings.developmentLanguage)
        for rendering in renderings.renderings {
            let isSource = LocaleName.normalized(rendering.locale) == development
            for (index, action) in rendering.dialog.actions.enumerated() where !action.isStandard {
                let wide = measure(action.label)
                let room = budget(rendering.platform, rendering.dialog.style)
                guard wide > room else { continue }
                // A translation is measured when it is wider than the development language's
                // button (which the designer saw); the development language on its own.
                let sourceActions = rendering.source.actions
                let source = sourceActions.indices.contains(index)
                    ? measure(sourceActions[index].label) : sourceActions.map { measure($0.label) }.max() ?? 0
                guard isSource || wide > source else { continue }
                // By label: platforms order the buttons differently (macOS puts the default last).
                let key = "\(rendering.id)\u{1}\(rendering.locale)\u{1}\(action.label)"
                if overs[key] == nil {
                    overs[key] = Over(location: rendering.location, label: action.label, width: wide, platforms: [])
                    order.append(key)
                }
                overs[key]!.platforms.append((rendering.platform, room))
            }
        }
        return order.map { key in
            let over = overs[key]!
            let parts = key.split(separator: "\u{1}", omittingEmptySubsequences: false)
            let platforms = over.platforms.map { "\($0.0) (\($0.1))" }.joined(separator: ", ")
            return Diagnostic(
                rule, at: over.location,
                "dialog '\(parts[0])' in \(parts[1]): the button \"\(over.label)\" is \(over.width) columns wide, more than one line of a button holds on \(platforms); it is cut short or wrapped, so shorten the translation")
        }
    }

    /// The columns of the label's widest line (a label may break lines on purpose).
    static func width(of label: String) -> Int {
        // Printable ASCII: one column a byte.
        if label.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return label.utf8.count }
        return label.split(whereSeparator: \.isNewline).map { columns(String($0)) }.max() ?? 0
    }

    /// Display columns, per grapheme cluster: East Asian wide and fullwidth characters and emoji
    /// (a ZWJ sequence or a flag is one) count two, a cluster of marks or format characters none,
    /// any other one (UAX #11, UTS #51).
    static func columns(_ text: String) -> Int {
        text.reduce(0) { total, character in
            let scalars = character.unicodeScalars
            guard let first = scalars.first(where: { scalar in
                switch scalar.properties.generalCategory {
                case .nonspacingMark, .enclosingMark, .format, .control: false
                default: true
                }
            }) else { return total }
            let emoji = first.properties.isEmojiPresentation
                || (first.properties.isEmoji && scalars.contains { $0.value == 0xFE0F })
            return total + (emoji || isWide(first.value) ? 2 : 1)
        }
    }

    static func isWide(_ v: UInt32) -> Bool {
        (0x1100...0x115F).contains(v) || (0x2E80...0x303E).contains(v) || (0x3041...0x33FF).contains(v)
            || (0x3400...0x4DBF).contains(v) || (0x4E00...0x9FFF).contains(v) || (0xA000...0xA4CF).contains(v)
            || (0xAC00...0xD7A3).contains(v) || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v)
            || (0xFF00...0xFF60).contains(v) || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1F64F).contains(v)
            || (0x20000...0x3FFFD).contains(v)
    }
}
