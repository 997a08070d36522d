import Dialogs
import LocalizationCatalog
import Testing

/// Reading a dialog manifest: every form of text, argument, label and action becomes the
/// declaration the same SwiftUI call would make.
@Suite struct DialogManifestTests {
    /// The one dialog of `json`, asserting that nothing was reported.
    static func dialog(_ json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ManifestDialog {
        let manifest = DialogManifest.parse(Array(json.utf8), path: "dialogs.json")
        #expect(manifest.diagnostics == [], sourceLocation: sourceLocation)
        return try #require(manifest.dialogs.first, sourceLocation: sourceLocation)
    }

    /// A dialog of `kind` with `title` and one action (`{}` members spliced in).
    static func alert(title: String = #"{"key": "Title"}"#, actions: String = "[]", extra: String = "") -> String {
        #"{"dialogs": [{"id": "d", "kind": "alert", "title": \#(title), "actions": \#(actions)\#(extra)}]}"#
    }

    @Test func aKeyWithTableAndArgumentsIsAFormattedLocalizedKey() throws {
        let dialog = try Self.dialog(Self.alert(
            title: #"{"key": "Delete the folder “%@”?", "table": "Dialogs", "arguments": [{"string": "Photos"}]}"#))
        #expect(dialog.declaration.title == Text(
            LocalizedStringKey(key: "Delete the folder “%@”?", arguments: [.string("Photos")]), tableName: "Dialogs"))
        #expect(LocalizedStringKey(key: "Delete the folder “%@”?", arguments: [.string("Photos")]).hasFormatting)
    }

    @Test func aKeyWithoutArgumentsIsShownAsLookedUp() throws {
        let dialog = try Self.dialog(Self.alert(title: #"{"key": "Import 100%"}"#))
        #expect(dialog.declaration.title == Text("Import 100%"))
    }

    @Test func everyArgumentType() throws {
        let dialog = try Self.dialog(Self.alert(title: #"""
            {"key": "%lld %llu %lf %@ %lf", "arguments": [
              {"int": -3}, {"uint": 18446744073709551615}, {"double": 1.5}, {"string": "Report.txt"}, {"double": 2}]}
            """#))
        let arguments: [FormatArgument] = [.int(-3), .uint(.max), .double(1.5), .string("Report.txt"), .double(2)]
        #expect(dialog.declaration.title == Text(LocalizedStringKey(key: "%lld %llu %lf %@ %lf", arguments: arguments)))
    }

    @Test func verbatimText() throws {
        let dialog = try Self.dialog(Self.alert(title: #"{"verbatim": "Import **MyImageFile.png**"}"#))
        #expect(dialog.declaration.title == Text(verbatim: "Import **MyImageFile.png**"))
    }

    @Test func aResourceWithEveryMember() throws {
        let dialog = try Self.dialog(Self.alert(title: #"""
            {"resource": {"key": "files.delete", "defaultValue": "Delete %lld files?", "table": "Files",
                          "locale": "pl", "arguments": [{"int": 22}]}}
            """#))
        #expect(dialog.declaration.title == Text(LocalizedStringResource(
            "files.delete", defaultValue: LocalizedStringKey(key: "Delete %lld files?", arguments: [.int(22)]),
            table: "Files", locale: "pl")))
    }

    @Test func aResourceWithOnlyAKeyDefaultsToTheKey() throws {
        let dialog = try Self.dialog(Self.alert(title: #"{"resource": {"key": "Save This Message As Draft?"}}"#))
        #expect(dialog.declaration.title == Text(LocalizedStringResource("Save This Message As Draft?")))
    }

    /// Roles are open-ended, as Apple's struct is; one SwiftUI does not define is kept, with a
    /// warning, since it is most often a misspelling.
    @Test func anUnknownRoleIsKeptWithAWarning() throws {
        let manifest = DialogManifest.parse(
            Array(Self.alert(actions: #"[{"label": {"key": "Delete"}, "role": "destuctive"}]"#).utf8), path: "dialogs.json")
        #expect(manifest.diagnostics.map(\.rule) == ["manifest.unknown-role"])
        #expect(manifest.diagnostics.first?.location.description == "dialogs.json:1:119")
        let dialog = try #require(manifest.dialogs.first)
        #expect(Control(dialog.declaration.controls[0]) == .button(.text(Text("Delete")), role: ButtonRole(rawValue: "destuctive"), isDefault: false))
    }

    @Test func everyFormOfButton() throws {
        let dialog = try Self.dialog(Self.alert(actions: #"""
            [ {"label": {"key": "Retry"}},
              {"label": {"key": "Delete %@", "arguments": [{"string": "Report.txt"}]}, "role": "destructive"},
              {"label": {"verbatim": "Keep"}, "role": "cancel", "default": false},
              {"label": {"key": "Save"}, "default": true},
              {"label": {"image": "Logo"}},
              {"label": {"systemImage": "trash"}, "role": "close"},
              {"label": {"title": {"key": "Share"}, "systemImage": "square.and.arrow.up"}, "role": "confirm"},
              {"label": {"title": {"verbatim": "Open"}, "image": "Folder"}, "role": "confirm"},
              {"label": {"views": ["ProgressView", "Image"]}, "role": "cancel"} ]
            """#))
        #expect(dialog.declaration.controls.map(Control.init) == [
            .button(.text(Text("Retry")), role: nil, isDefault: false),
            .button(.text(Text(LocalizedStringKey(key: "Delete %@", arguments: [.string("Report.txt")]))), role: .destructive, isDefault: false),
            .button(.text(Text(verbatim: "Keep")), role: .cancel, isDefault: false),
            .button(.text(Text("Save")), role: nil, isDefault: true),
            .button(.image(Image("Logo")), role: nil, isDefault: false),
            .button(.image(Image(systemName: "trash")), role: .close, isDefault: false),
            .button(.label(Text("Share"), Image(systemName: "square.and.arrow.up")), role: .confirm, isDefault: false),
            .button(.label(Text(verbatim: "Open"), Image("Folder")), role: .confirm, isDefault: false),
            .button(.other(["ProgressView", "Image"]), role: .cancel, isDefault: false),
        ])
    }

    @Test func textFields() throws {
        let dialog = try Self.dialog(Self.alert(actions: #"""
            [ {"textField": {"title": {"key": "Name"}}},
              {"textField": {"title": {"key": "Password"}, "prompt": {"verbatim": "Required"}, "secure": true}},
              {"label": {"key": "Sign In"}} ]
            """#))
        #expect(dialog.declaration.controls.map(Control.init) == [
            .field(title: Text("Name"), prompt: nil, isSecure: false),
            .field(title: Text("Password"), prompt: Text(verbatim: "Required"), isSecure: true),
            .button(.text(Text("Sign In")), role: nil, isDefault: false),
        ])
    }

    @Test func theDialogItselfAndWhereItIs() throws {
        let json = """
            {"dialogs": [
              {"id": "delete-folder", "kind": "confirmationDialog",
               "title": {"key": "Delete?"}, "titleVisibility": "visible",
               "message": {"key": "You can’t undo this action."}, "otherMessageViews": ["Image", "Text"],
               "actions": [], "platforms": ["macos", "ios"]}
            ]}
            """
        let dialog = try Self.dialog(json)
        #expect(dialog.id == "delete-folder")
        #expect(dialog.declaration.kind == .confirmationDialog)
        #expect(dialog.declaration.titleVisibility == .visible)
        #expect(dialog.declaration.message == Text("You can’t undo this action."))
        #expect(dialog.declaration.ignoredMessageContent == ["Image", "Text"])
        #expect(dialog.declaration.controls.isEmpty)
        #expect(dialog.platforms == [.macOS, .iOS])
        #expect(dialog.isAvailable(on: .macOS) && !dialog.isAvailable(on: .tvOS))
        #expect(dialog.location == LocalizationCatalog.SourceLocation(file: "dialogs.json", line: 2, column: 3, jsonPointer: "/dialogs/0"))
    }

    @Test func withoutPlatformsADialogIsOnEveryPlatform() throws {
        let dialog = try Self.dialog(Self.alert())
        #expect(dialog.platforms == nil)
        #expect(DialogPlatform.allCases.allSatisfy(dialog.isAvailable))
        #expect(dialog.declaration.titleVisibility == .automatic)
        #expect(dialog.declaration.message == nil)
        #expect(dialog.declaration.ignoredMessageContent.isEmpty)
    }

    /// `"policies"` sets each Boolean of DialogPolicies by its Swift name (every one, so a new
    /// setting cannot be left out of the schema); without it the policies are Apple's.
    @Test func policiesSetDialogPoliciesBooleansByName() throws {
        #expect(DialogManifest.parse(Array(Self.alert().utf8), path: "dialogs.json").policies == .apple)
        let booleans = Mirror(reflecting: DialogPolicies.apple).children.compactMap { child in
            (child.value as? Bool).flatMap { value in child.label.map { ($0, value) } }
        }
        #expect(booleans.contains { $0.0 == "labelTitleShownWhereOnlyTextIs" })
        for (name, value) in booleans {
            let json = #"{"policies": {"\#(name)": \#(!value)}, "dialogs": []}"#
            let manifest = DialogManifest.parse(Array(json.utf8), path: "dialogs.json")
            #expect(manifest.diagnostics == [], "\(name)")
            let changed = Mirror(reflecting: manifest.policies).children.filter { child in
                Mirror(reflecting: DialogPolicies.apple).children.contains { $0.label == child.label && ($0.value as? Bool) != (child.value as? Bool) }
            }
            #expect(changed.compactMap(\.label) == [name], "\(name)")
        }
    }

    /// A manifest dialog resolves with the manifest's policies, as `render` resolves it.
    @Test func aManifestDialogResolvesWithTheManifestsPolicies() throws {
        let json = #"{"policies": {"labelTitleShownWhereOnlyTextIs": true}, "dialogs": [{"id": "d", "kind": "alert", "title": {"verbatim": "Delete?"}, "actions": [{"label": {"title": {"verbatim": "Delete"}, "systemImage": "trash"}, "role": "destructive"}]}]}"#
        let manifest = DialogManifest.parse(Array(json.utf8), path: "dialogs.json")
        let dialog = try #require(manifest.dialogs.first)
        let shown = dialog.resolve(platform: .iOS, environment: environment("en"), policies: manifest.policies)
        #expect(shown.diagnostics.map(\.rule) == ["dialog.icon-omitted"])
        let apple = dialog.resolve(platform: .iOS, environment: environment("en"))
        #expect(apple.diagnostics.map(\.rule).contains("dialog.label-omitted"))
    }

    @Test func titleVisibilityOnAnAlertIsReportedAndIgnored() {
        let manifest = DialogManifest.parse(Array(Self.alert(extra: #", "titleVisibility": "hidden""#).utf8), path: "dialogs.json")
        #expect(manifest.diagnostics.map(\.rule) == ["manifest.ignored-member"])
        #expect(manifest.diagnostics.first?.severity == .warning)
        #expect(manifest.dialogs.first?.declaration.titleVisibility == .automatic)
    }

    @Test func aBadDialogIsSkippedAndTheOthersAreRead() {
        let json = """
            {"dialogs": [
              {"id": "one", "kind": "alert", "title": {"key": "A"}, "actions": []},
              {"id": "two", "kind": "popup", "title": {"key": "B"}, "actions": []},
              {"id": "three", "kind": "alert", "title": {"key": "C"}, "actions": []}
            ]}
            """
        let manifest = DialogManifest.parse(Array(json.utf8), path: "dialogs.json")
        #expect(manifest.dialogs.map(\.id) == ["one", "three"])
        #expect(manifest.diagnostics.map(\.rule) == ["manifest.unknown-kind"])
        #expect(manifest.hasErrors)
    }

    @Test func anEmptyListIsAValidManifest() {
        let manifest = DialogManifest.parse(Array(#"{"dialogs": []}"#.utf8), path: "dialogs.json")
        #expect(manifest.dialogs.isEmpty && manifest.diagnostics.isEmpty)
    }

    @Test func loadReportsAFileThatCannotBeRead() {
        guard case .failure(let failure) = DialogManifest.load("/nonexistent/dialogs.json") else {
            Issue.record("a missing file was read")
            return
        }
        #expect(failure == .unreadable(reason: "No such file or directory"))
    }

    @Test func aManifestDialogResolvesWithItsID() throws {
        let dialog = try Self.dialog(Self.alert(title: #"{"key": "Saving Failed."}"#))
        let resolved = dialog.resolve(platform: .iOS, environment: environment("de"))
        #expect(resolved.id == "d")
        #expect(resolved.title == "Fehler beim Speichern.")
        #expect(resolved.actionLabels == ["OK"])
    }
}

/// A declared control as a comparable value.
enum Control: Equatable {
    enum Label: Equatable {
        case text(Text)
        case label(Text, Image)
        case image(Image)
        case composite([Text], [Image])
        case other([String])
    }

    case button(Label, role: ButtonRole?, isDefault: Bool)
    case field(title: Text, prompt: Text?, isSecure: Bool)
    case other(String)

    init(_ control: DialogControl) {
        switch control.content {
        case .button(let label, let role, let shortcut):
            let shown: Label = switch label {
            case .text(let text): .text(text)
            case .label(let title, let icon): .label(title, icon)
            case .image(let image): .image(image)
            case .composite(let texts, let images): .composite(texts, images)
            case .other(let names): .other(names)
            }
            self = .button(shown, role: role, isDefault: shortcut == .defaultAction)
        case .textField(let title, let prompt, let isSecure):
            self = .field(title: title, prompt: prompt, isSecure: isSecure)
        case .other(let name):
            self = .other(name)
        }
    }
}
