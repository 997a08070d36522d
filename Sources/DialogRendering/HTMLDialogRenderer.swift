import Dialogs

/// A self-contained HTML page of resolved dialogs, for localization QA to review in a browser:
/// one card per dialog with its title, message, buttons in visual order and diagnostics.
///
/// Shape: `<!DOCTYPE html>` page (`lang` the dialogs' localization when they share one), UTF-8, inline CSS, no script and nothing fetched. Each dialog
/// is a `<section class="dialog {style}" lang="{localization}" dir="ltr|rtl">` holding an `<h2>`
/// title (absent when hidden), a `<p class="message">`, a `<div class="actions row|stack">` of
/// `<button>`s (`class` lists `default`, `standard` and the role; `disabled` when disabled), and
/// a `<ul class="diagnostics">`. Every text is HTML-escaped (`& < > " '`), so a translation can
/// never inject markup; `dir` follows the dialog's layout direction, so a browser lays an RTL
/// row out right to left as the device does.
public struct HTMLDialogRenderer: DialogRenderer {
    public var fileExtension: String { "html" }

    /// The page title.
    public var title: String

    public init(title: String = "Dialogs") { self.title = title }

    public func render(_ dialog: ResolvedDialog) -> String { render([dialog]) }

    public func render(_ dialogs: [ResolvedDialog]) -> String {
        // The page's language: the dialogs' localization when they share one.
        let localizations = Set(dialogs.compactMap(\.localization))
        let language = localizations.count == 1 ? Self.escaped(localizations.first!) : "en"
        var html = """
            <!DOCTYPE html>
            <html lang="\(language)">
            <head>
            <meta charset="utf-8">
            <title>\(Self.escaped(title))</title>
            <style>
            body { font: 14px system-ui, sans-serif; background: #f2f2f7; margin: 2em; }
            .dialog { background: #fff; border-radius: 14px; width: 290px; margin: 0 1.5em 1.5em 0; display: inline-block; vertical-align: top; padding: 14px; box-shadow: 0 1px 4px #0003; }
            .meta { color: #6e6e73; font-size: 11px; margin: 0 0 8px; }
            h2 { font-size: 16px; margin: 0 0 4px; text-align: center; }
            .message { text-align: center; margin: 0 0 10px; white-space: pre-wrap; }
            .actions { display: flex; gap: 6px; }
            .actions.stack { flex-direction: column; }
            .actions.row button { flex: 1; }
            button { font: inherit; color: #007aff; background: #f2f2f7; border: 0; border-radius: 8px; padding: 8px; white-space: pre-wrap; }
            button.default { font-weight: 600; }
            button.destructive { color: #ff3b30; }
            button.standard { font-style: italic; }
            .fields input { width: 100%; box-sizing: border-box; margin-bottom: 6px; }
            .diagnostics { font-size: 11px; padding-left: 1.2em; margin: 10px 0 0; }
            .error { color: #c00; } .warning { color: #a60; } .note { color: #555; }
            </style>
            </head>
            <body>

            """
        for dialog in dialogs { html += section(dialog) }
        html += "</body>\n</html>\n"
        return html
    }

    private func section(_ dialog: ResolvedDialog) -> String {
        let direction = dialog.layoutDirection == .rightToLeft ? "rtl" : "ltr"
        let language = dialog.localization.map { " lang=\"\(Self.escaped($0))\"" } ?? ""
        var html = "<section class=\"dialog \(dialog.style.rawValue)\"\(language) dir=\"\(direction)\">\n"
        let origin = [dialog.id, "\(dialog.kind.rawValue) · \(dialog.platform) · \(dialog.locale)"].compactMap { $0 }
        html += "<p class=\"meta\" dir=\"ltr\">\(Self.escaped(origin.joined(separator: " — ")))</p>\n"
        if let title = dialog.title { html += "<h2>\(Self.escaped(title))</h2>\n" }
        if let message = dialog.message { html += "<p class=\"message\">\(Self.escaped(message))</p>\n" }
        if !dialog.textFields.isEmpty {
            html += "<div class=\"fields\">\n"
            for field in dialog.textFields {
                let type = field.isSecure ? "password" : "text"
                html += "<input type=\"\(type)\" placeholder=\"\(Self.escaped(field.prompt ?? field.title))\" value=\"\(Self.escaped(field.text))\">\n"
            }
            html += "</div>\n"
        }
        html += "<div class=\"actions \(dialog.actionLayout.rawValue)\">\n"
        for action in dialog.actions {
            var classes: [String] = []
            if action.isDefault { classes.append("default") }
            if action.isStandard { classes.append("standard") }
            if let role = action.role { classes.append(Self.escaped(role.rawValue)) }
            let classAttribute = classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\""
            let label = action.label.isEmpty ? action.image.map { "[\(Self.escaped($0))]" } ?? "" : Self.escaped(action.label)
            html += "<button\(classAttribute)\(action.isDisabled ? " disabled" : "")>\(label)</button>\n"
        }
        html += "</div>\n"
        if !dialog.diagnostics.isEmpty {
            html += "<ul class=\"diagnostics\" dir=\"ltr\">\n"
            for diagnostic in dialog.diagnostics {
                html += "<li class=\"\(diagnostic.severity.rawValue)\">\(diagnostic.severity.rawValue): \(Self.escaped(diagnostic.element)): "
                    + "\(Self.escaped(diagnostic.message)) [\(Self.escaped(diagnostic.rule))]</li>\n"
            }
            html += "</ul>\n"
        }
        return html + "</section>\n"
    }

    /// `text` with `& < > " '` as character references.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
