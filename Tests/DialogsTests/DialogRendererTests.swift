import DialogRendering
import Dialogs
import Foundation
import Testing

/// The JSON and text renderers, byte for byte, over dialogs written out by hand.
@Suite struct DialogRendererTests {
    /// A macOS alert with every part: a default and a role button, an image, a text field, a
    /// diagnostic, and text that needs escaping.
    static let alert = ResolvedDialog(
        id: "rename-file", kind: .alert, platform: .macOS, locale: "de", localization: "de", style: .alert,
        title: "„Report.txt“ umbenennen", message: "Pfad: Documents/Reports\n2 Dateien", actions: [
            ResolvedAction(label: "Abbrechen", role: .cancel, isStandard: true),
            ResolvedAction(label: "Umbenennen", isDefault: true),
            ResolvedAction(label: "", role: .destructive, image: "trash"),
        ], actionLayout: .row, textFields: [ResolvedTextField(title: "Name", prompt: "z. B. \"Bericht\"", text: "Report")],
        layoutDirection: .leftToRight, diagnostics: [
            DialogDiagnostic(rule: "dialog.label-unknown", severity: .note, element: "action 3", message: "the button has no text"),
        ])

    /// An iPhone action sheet with a hidden title and no message.
    static let sheet = ResolvedDialog(
        kind: .confirmationDialog, platform: .iOS, locale: "ar", localization: nil, style: .actionSheet, title: nil,
        message: nil, actions: [], actionLayout: .stack, layoutDirection: .rightToLeft)

    @Test func jsonOfOneDialog() {
        let json = JSONDialogRenderer().render(Self.alert)
        #expect(json == #"""
            {
              "actionLayout" : "row",
              "actions" : [
                {
                  "isDefault" : false,
                  "isStandard" : true,
                  "label" : "Abbrechen",
                  "role" : "cancel"
                },
                {
                  "isDefault" : true,
                  "isStandard" : false,
                  "label" : "Umbenennen",
                  "role" : null
                },
                {
                  "image" : "trash",
                  "isDefault" : false,
                  "isStandard" : false,
                  "label" : "",
                  "role" : "destructive"
                }
              ],
              "diagnostics" : [
                {
                  "element" : "action 3",
                  "message" : "the button has no text",
                  "rule" : "dialog.label-unknown",
                  "severity" : "note"
                }
              ],
              "id" : "rename-file",
              "kind" : "alert",
              "layoutDirection" : "leftToRight",
              "locale" : "de",
              "localization" : "de",
              "message" : "Pfad: Documents/Reports\n2 Dateien",
              "platform" : "macos",
              "style" : "alert",
              "textFields" : [
                {
                  "isSecure" : false,
                  "prompt" : "z. B. \"Bericht\"",
                  "text" : "Report",
                  "title" : "Name"
                }
              ],
              "title" : "„Report.txt“ umbenennen"
            }

            """#)
        #expect(JSONDialogRenderer().bytes(json) == Array(json.utf8))
        #expect(JSONDialogRenderer().fileExtension == "json")
    }

    @Test func jsonHasEveryMemberEvenWhenEmpty() {
        #expect(JSONDialogRenderer().render(Self.sheet) == """
            {
              "actionLayout" : "stack",
              "actions" : [],
              "diagnostics" : [],
              "id" : null,
              "kind" : "confirmationDialog",
              "layoutDirection" : "rightToLeft",
              "locale" : "ar",
              "localization" : null,
              "message" : null,
              "platform" : "ios",
              "style" : "actionSheet",
              "textFields" : [],
              "title" : null
            }

            """)
    }

    @Test func jsonOfAListIsAnArrayInOrder() throws {
        let json = JSONDialogRenderer().render([Self.sheet, Self.alert])
        #expect(json.hasPrefix("[\n  {\n    \"actionLayout\" : \"stack\","))
        #expect(json.hasSuffix("\n  }\n]\n"))
        let decoded = try JSONDecoder().decode([ResolvedDialog].self, from: Data(json.utf8))
        #expect(decoded == [Self.sheet, Self.alert])
        #expect(JSONDialogRenderer().render([]) == "[]\n")
    }

    @Test func collapsingEmptyArraysLeavesStringsAlone() {
        var dialog = Self.sheet
        dialog.title = "[ ] { }"
        #expect(JSONDialogRenderer().render(dialog).contains(#""title" : "[ ] { }""#))
    }

    @Test func textOfOneDialog() {
        #expect(TextDialogRenderer().render(Self.alert) == #"""
            rename-file: alert on macOS in de (localization de)
              style:   alert, buttons in a row, leading to trailing, left to right
              title:   "„Report.txt“ umbenennen"
              message: "Pfad: Documents/Reports\n2 Dateien"
              actions:
                1. "Abbrechen"  [role: cancel, standard]
                2. "Umbenennen"  [default]
                3. ""  [role: destructive, image: trash]
              text fields:
                1. "Name" prompt "z. B. \"Bericht\"" text "Report"
              diagnostics:
                note: action 3: the button has no text [dialog.label-unknown]

            """#)
        #expect(TextDialogRenderer().fileExtension == "txt")
    }

    @Test func textOfAListSeparatesDialogsByAnEmptyLine() {
        #expect(TextDialogRenderer().render([Self.sheet, Self.sheet]) == """
            confirmationDialog on iOS in ar (localization none)
              style:   action sheet, buttons stacked top to bottom, right to left
              title:   (hidden)
              message: (none)
              actions: none
              diagnostics: none

            confirmationDialog on iOS in ar (localization none)
              style:   action sheet, buttons stacked top to bottom, right to left
              title:   (hidden)
              message: (none)
              actions: none
              diagnostics: none

            """)
        #expect(TextDialogRenderer().render([]) == "")
    }

    @Test func textNeverSendsControlCharactersToTheTerminal() {
        var dialog = Self.sheet
        dialog.id = "evil\u{1B}[2J"
        dialog.title = "Tab\there\u{7}\r\u{85}"
        let text = TextDialogRenderer().render(dialog)
        #expect(text.hasPrefix(#"evil\u{1B}[2J: confirmationDialog"#))
        #expect(text.contains(#"title:   "Tab\there\u{7}\u{D}\u{85}""#))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    /// A renderer generic over the protocol, as a snapshot helper would be.
    static func stored<R: DialogRenderer>(_ dialogs: [ResolvedDialog], with renderer: R) -> (name: String, bytes: [UInt8]) {
        ("dialogs.\(renderer.fileExtension)", renderer.bytes(renderer.render(dialogs)))
    }

    @Test func renderersAreInterchangeable() {
        #expect(Self.stored([Self.sheet], with: JSONDialogRenderer()).name == "dialogs.json")
        #expect(Self.stored([Self.sheet], with: TextDialogRenderer()).bytes == Array(TextDialogRenderer().render([Self.sheet]).utf8))
    }
}

@Suite struct HTMLDialogRendererTests {
    static let dialog = ResolvedDialog(
        id: "x<y", kind: .alert, platform: .iOS, locale: "ar", localization: "ar", style: .alert,
        title: "<script>alert('t')</script>", message: "a & b", actions: [
            ResolvedAction(label: "إلغاء", role: .cancel),
            ResolvedAction(label: "حذف \"الكل\"", role: .destructive, isDefault: true),
            ResolvedAction(label: "", image: "trash", isDisabled: true),
        ], actionLayout: .row, layoutDirection: .rightToLeft,
        diagnostics: [DialogDiagnostic(rule: "dialog.label-omitted", severity: .warning, element: "action 3", message: "<b>")])

    @Test func aCardPerDialogEscapedAndRightToLeft() {
        let html = HTMLDialogRenderer(title: "QA").render(Self.dialog)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"ar\">\n<head>\n<meta charset=\"utf-8\">\n<title>QA</title>"))
        #expect(html.hasSuffix("</body>\n</html>\n"))
        #expect(html.contains("<section class=\"dialog alert\" lang=\"ar\" dir=\"rtl\">\n"))
        #expect(html.contains("<p class=\"meta\" dir=\"ltr\">x&lt;y — alert · iOS · ar</p>\n"))
        #expect(html.contains("<h2>&lt;script&gt;alert(&#39;t&#39;)&lt;/script&gt;</h2>\n"))
        #expect(!html.contains("<script>"))
        #expect(html.contains("<p class=\"message\">a &amp; b</p>\n"))
        #expect(html.contains("<div class=\"actions row\">\n<button class=\"cancel\">إلغاء</button>\n"
            + "<button class=\"default destructive\">حذف &quot;الكل&quot;</button>\n<button disabled>[trash]</button>\n</div>\n"))
        #expect(html.contains("<li class=\"warning\">warning: action 3: &lt;b&gt; [dialog.label-omitted]</li>"))
    }

    @Test func aHiddenTitleHasNoHeading() {
        var dialog = Self.dialog
        dialog.title = nil
        #expect(!HTMLDialogRenderer().render(dialog).contains("<h2>"))
        #expect(HTMLDialogRenderer().fileExtension == "html")
    }
}
