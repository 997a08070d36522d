import Dialogs
import Foundation
import LocalizationCatalog
import Testing
import TestSupport

/// Malformed manifests: each problem is one `manifest.*` diagnostic at the right line:column and
/// JSON pointer, the broken dialog is skipped, and no input makes the reader trap.
@Suite struct DialogManifestMalformedTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let json: String
        let expected: Finding

        init(_ name: String, _ json: String, _ rule: String, _ line: Int, _ column: Int, _ pointer: String) {
            self.name = name
            self.json = json
            expected = Finding(rule: rule, line: line, column: column, pointer: pointer)
        }

        var testDescription: String { name }
    }

    struct Finding: Equatable, Sendable, CustomStringConvertible {
        var rule: String
        var line: Int
        var column: Int
        var pointer: String?

        init(rule: String, line: Int, column: Int, pointer: String?) {
            self.rule = rule
            self.line = line
            self.column = column
            self.pointer = pointer
        }

        init(_ diagnostic: Diagnostic) {
            self.init(rule: diagnostic.rule, line: diagnostic.location.line, column: diagnostic.location.column,
                      pointer: diagnostic.location.jsonPointer)
        }

        var description: String { "\(rule) \(line):\(column) \(pointer.map { "\"\($0)\"" } ?? "no pointer")" }
    }

    static func parse(_ json: String, limits: DialogManifest.Limits = DialogManifest.Limits()) -> DialogManifest {
        DialogManifest.parse(Array(json.utf8), path: "dialogs.json", limits: limits)
    }

    static let cases: [Case] = [
        Case("not-json-end", #"{"dialogs": ["#,
             "manifest.invalid-json", 1, 14, "/dialogs/0"),
        Case("not-json-empty", #""#,
             "manifest.invalid-json", 1, 1, ""),
        Case("not-json-trailing-comma", #"{"dialogs": [],}"#,
             "manifest.invalid-json", 1, 16, ""),
        Case("root-not-object", #"[]"#,
             "manifest.invalid-type", 1, 1, ""),
        Case("missing-dialogs", #"{}"#,
             "manifest.missing-member", 1, 1, ""),
        Case("dialogs-not-array", #"{"dialogs": {}}"#,
             "manifest.invalid-type", 1, 13, "/dialogs"),
        Case("unknown-top-member", #"{"dialogs": [], "version": 1}"#,
             "manifest.unknown-member", 1, 17, "/version"),
        Case("dialog-not-object", #"{"dialogs": [3]}"#,
             "manifest.invalid-type", 1, 14, "/dialogs/0"),
        Case("missing-id", #"{"dialogs": [{"kind": "alert", "title": {"key": "T"}, "actions": []}]}"#,
             "manifest.missing-member", 1, 14, "/dialogs/0"),
        Case("empty-id", #"{"dialogs": [{"id": "", "kind": "alert", "title": {"key": "T"}, "actions": []}]}"#,
             "manifest.invalid-value", 1, 21, "/dialogs/0/id"),
        Case("id-not-string", #"{"dialogs": [{"id": 7, "kind": "alert", "title": {"key": "T"}, "actions": []}]}"#,
             "manifest.invalid-type", 1, 21, "/dialogs/0/id"),
        Case("missing-kind", #"{"dialogs": [{"id": "d", "title": {"key": "T"}, "actions": []}]}"#,
             "manifest.missing-member", 1, 14, "/dialogs/0"),
        Case("unknown-kind", #"{"dialogs": [{"id": "d", "kind": "sheet", "title": {"key": "T"}, "actions": []}]}"#,
             "manifest.unknown-kind", 1, 34, "/dialogs/0/kind"),
        Case("missing-title", #"{"dialogs": [{"id": "d", "kind": "alert", "actions": []}]}"#,
             "manifest.missing-member", 1, 14, "/dialogs/0"),
        Case("missing-actions", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "T"}}]}"#,
             "manifest.missing-member", 1, 14, "/dialogs/0"),
        Case("title-two-forms", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "T", "verbatim": "T"}, "actions": []}]}"#,
             "manifest.conflicting-forms", 1, 65, "/dialogs/0/title/verbatim"),
        Case("title-no-form", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"table": "Dialogs"}, "actions": []}]}"#,
             "manifest.missing-form", 1, 52, "/dialogs/0/title"),
        Case("title-string", #"{"dialogs": [{"id": "d", "kind": "alert", "title": "T", "actions": []}]}"#,
             "manifest.invalid-type", 1, 52, "/dialogs/0/title"),
        Case("key-not-string", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": ["T"]}, "actions": []}]}"#,
             "manifest.invalid-type", 1, 60, "/dialogs/0/title/key"),
        Case("misspelled-member", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "T"}, "mesage": {"key": "M"}, "actions": []}]}"#,
             "manifest.unknown-member", 1, 66, "/dialogs/0/mesage"),
        Case("unknown-visibility", #"{"dialogs": [{"id": "d", "kind": "confirmationDialog", "title": {"key": "T"}, "titleVisibility": "shown", "actions": []}]}"#,
             "manifest.invalid-value", 1, 98, "/dialogs/0/titleVisibility"),
        Case("argument-bare", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "%lld", "arguments": [3]}, "actions": []}]}"#,
             "manifest.invalid-argument", 1, 82, "/dialogs/0/title/arguments/0"),
        Case("argument-unknown-type", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "%f", "arguments": [{"float": 1.5}]}, "actions": []}]}"#,
             "manifest.invalid-argument", 1, 81, "/dialogs/0/title/arguments/0/float"),
        Case("argument-two-members", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "%lld", "arguments": [{"int": 1, "uint": 2}]}, "actions": []}]}"#,
             "manifest.invalid-argument", 1, 82, "/dialogs/0/title/arguments/0"),
        Case("argument-int-fraction", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "%lld", "arguments": [{"int": 1.5}]}, "actions": []}]}"#,
             "manifest.invalid-argument", 1, 90, "/dialogs/0/title/arguments/0/int"),
        Case("argument-int-overflow", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "%lld", "arguments": [{"int": 9223372036854775808}]}, "actions": []}]}"#,
             "manifest.invalid-argument", 1, 90, "/dialogs/0/title/arguments/0/int"),
        Case("argument-uint-negative", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "%llu", "arguments": [{"uint": -1}]}, "actions": []}]}"#,
             "manifest.invalid-argument", 1, 91, "/dialogs/0/title/arguments/0/uint"),
        Case("argument-double-overflow", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "%lf", "arguments": [{"double": 1e400}]}, "actions": []}]}"#,
             "manifest.invalid-argument", 1, 92, "/dialogs/0/title/arguments/0/double"),
        Case("argument-string-number", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "%@", "arguments": [{"string": 3}]}, "actions": []}]}"#,
             "manifest.invalid-argument", 1, 91, "/dialogs/0/title/arguments/0/string"),
        Case("arguments-not-array", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "%@", "arguments": {"string": "x"}}, "actions": []}]}"#,
             "manifest.invalid-type", 1, 79, "/dialogs/0/title/arguments"),
        Case("verbatim-with-table", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"verbatim": "T", "table": "Dialogs"}, "actions": []}]}"#,
             "manifest.unknown-member", 1, 70, "/dialogs/0/title/table"),
        Case("empty-table", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "T", "table": ""}, "actions": []}]}"#,
             "manifest.invalid-value", 1, 74, "/dialogs/0/title/table"),
        Case("resource-without-key", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"resource": {"table": "T"}}, "actions": []}]}"#,
             "manifest.missing-member", 1, 65, "/dialogs/0/title/resource"),
        Case("resource-bad-locale", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"resource": {"key": "T", "locale": "xx"}}, "actions": []}]}"#,
             "manifest.invalid-value", 1, 88, "/dialogs/0/title/resource/locale"),
        Case("actions-not-array", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "T"}, "actions": {}}]}"#,
             "manifest.invalid-type", 1, 77, "/dialogs/0/actions"),
        Case("action-empty", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "T"}, "actions": [{}]}]}"#,
             "manifest.missing-form", 1, 78, "/dialogs/0/actions/0"),
        Case("action-label-and-field", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "T"}, "actions": [{"label": {"key": "OK"}, "textField": {"title": {"key": "N"}}}]}]}"#,
             "manifest.conflicting-forms", 1, 103, "/dialogs/0/actions/0/textField"),
        Case("field-with-role", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "T"}, "actions": [{"textField": {"title": {"key": "N"}}, "role": "cancel"}]}]}"#,
             "manifest.unknown-member", 1, 117, "/dialogs/0/actions/0/role"),
        Case("field-without-title", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "T"}, "actions": [{"textField": {"secure": true}}]}]}"#,
             "manifest.missing-member", 1, 92, "/dialogs/0/actions/0/textField"),
        Case("role-empty", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "T"}, "actions": [{"label": {"key": "OK"}, "role": ""}]}]}"#,
             "manifest.invalid-value", 1, 111, "/dialogs/0/actions/0/role"),
        Case("role-capitalized", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "T"}, "actions": [{"label": {"key": "OK"}, "role": "Cancel"}]}]}"#,
             "manifest.invalid-value", 1, 111, "/dialogs/0/actions/0/role"),
        Case("default-not-bool", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "T"}, "actions": [{"label": {"key": "OK"}, "default": "yes"}]}]}"#,
             "manifest.invalid-type", 1, 114, "/dialogs/0/actions/0/default"),
        Case("label-two-images", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "T"}, "actions": [{"label": {"image": "a", "systemImage": "b"}}]}]}"#,
             "manifest.conflicting-forms", 1, 103, "/dialogs/0/actions/0/label/systemImage"),
        Case("label-title-without-icon", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "T"}, "actions": [{"label": {"title": {"key": "OK"}}}]}]}"#,
             "manifest.missing-form", 1, 88, "/dialogs/0/actions/0/label"),
        Case("label-text-and-image", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "T"}, "actions": [{"label": {"key": "OK", "systemImage": "trash"}}]}]}"#,
             "manifest.conflicting-forms", 1, 102, "/dialogs/0/actions/0/label/systemImage"),
        Case("label-empty-image", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "T"}, "actions": [{"label": {"image": ""}}]}]}"#,
             "manifest.invalid-value", 1, 98, "/dialogs/0/actions/0/label/image"),
        Case("label-nothing", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "T"}, "actions": [{"label": {}}]}]}"#,
             "manifest.missing-form", 1, 88, "/dialogs/0/actions/0/label"),
        Case("unknown-platform", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "T"}, "actions": [], "platforms": ["android"]}]}"#,
             "manifest.invalid-value", 1, 95, "/dialogs/0/platforms/0"),
        Case("no-platforms", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "T"}, "actions": [], "platforms": []}]}"#,
             "manifest.invalid-value", 1, 94, "/dialogs/0/platforms"),
        Case("too-deep", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "T", "arguments": [[[[[[[[[[[[[]]]]]]]]]]]]]}, "actions": []}]}"#,
             "manifest.limit-exceeded", 1, 90, "/dialogs/0/title/arguments" + String(repeating: "/0", count: 12)),
        Case("label-views-empty", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "T"}, "actions": [{"label": {"views": []}}]}]}"#,
             "manifest.invalid-value", 1, 98, "/dialogs/0/actions/0/label/views"),
        Case("label-views-not-strings", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "T"}, "actions": [{"label": {"views": [3]}}]}]}"#,
             "manifest.invalid-type", 1, 99, "/dialogs/0/actions/0/label/views/0"),
        Case("label-views-and-title", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "T"}, "actions": [{"label": {"views": ["ProgressView"], "title": {"key": "T"}}}]}]}"#,
             "manifest.conflicting-forms", 1, 116, "/dialogs/0/actions/0/label/title"),
        Case("other-message-views-empty-name", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "T"}, "actions": [], "otherMessageViews": [""]}]}"#,
             "manifest.invalid-value", 1, 103, "/dialogs/0/otherMessageViews/0"),
        Case("other-message-views-not-an-array", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "T"}, "otherMessageViews": "Image", "actions": []}]}"#,
             "manifest.invalid-type", 1, 87, "/dialogs/0/otherMessageViews"),
        Case("other-message-views-empty", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "T"}, "otherMessageViews": [], "actions": []}]}"#,
             "manifest.invalid-value", 1, 87, "/dialogs/0/otherMessageViews"),
        Case("label-views-not-an-array", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "T"}, "actions": [{"label": {"views": "ProgressView"}}]}]}"#,
             "manifest.invalid-type", 1, 98, "/dialogs/0/actions/0/label/views"),
        Case("label-views-empty-name", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "T"}, "actions": [{"label": {"views": ["ProgressView", ""]}}]}]}"#,
             "manifest.invalid-value", 1, 115, "/dialogs/0/actions/0/label/views/1"),
        Case("label-views-with-a-text", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "T"}, "actions": [{"label": {"views": ["Text"]}}]}]}"#,
             "manifest.invalid-value", 1, 99, "/dialogs/0/actions/0/label/views/0"),
        Case("label-key-and-views", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "T"}, "actions": [{"label": {"key": "Sync", "views": ["ProgressView"]}}]}]}"#,
             "manifest.conflicting-forms", 1, 104, "/dialogs/0/actions/0/label/views"),
        Case("label-views-and-system-image", #"{"dialogs": [{"id": "d", "kind": "alert", "title": {"key": "T"}, "actions": [{"label": {"views": ["ProgressView"], "systemImage": "arrow.clockwise"}}]}]}"#,
             "manifest.conflicting-forms", 1, 116, "/dialogs/0/actions/0/label/systemImage"),
        Case("policies-not-an-object", #"{"policies": ["labelTitleShownWhereOnlyTextIs"], "dialogs": []}"#,
             "manifest.invalid-type", 1, 14, "/policies"),
        Case("policy-not-a-boolean", #"{"policies": {"labelTitleShownWhereOnlyTextIs": "yes"}, "dialogs": []}"#,
             "manifest.invalid-type", 1, 49, "/policies/labelTitleShownWhereOnlyTextIs"),
        Case("policy-unknown", #"{"policies": {"labelTitleShown": true}, "dialogs": []}"#,
             "manifest.unknown-member", 1, 15, "/policies/labelTitleShown"),
        Case("policy-not-boolean-setting", #"{"policies": {"keptCancel": "first"}, "dialogs": []}"#,
             "manifest.unknown-member", 1, 15, "/policies/keptCancel"),
        Case("wrong-type-on-a-later-line", """
            {"dialogs": [
              {"id": "d", "kind": "alert",
               "title": {"key": "T"}, "actions": [
                 {"label": {"key": "OK"}, "role": 3}]}
            ]}
            """,
             "manifest.invalid-type", 4, 39, "/dialogs/0/actions/0/role"),
    ]

    @Test(arguments: cases) func oneErrorAtItsPlace(_ example: Case) {
        let manifest = Self.parse(example.json)
        #expect(manifest.diagnostics.map(Finding.init) == [example.expected])
        #expect(manifest.diagnostics.allSatisfy { $0.severity == .error && $0.location.file == "dialogs.json" })
        #expect(manifest.dialogs.isEmpty)
    }

    /// A wrong name or value in `"policies"` is reported and left out, and the dialogs are still
    /// read. The message for a wrong name lists the names a manifest can set.
    @Test func badPoliciesAreReportedAndTheRestRead() {
        let json = #"{"policies": {"labelTitleShownWhereOnlyTextIs": true, "keptCancel": "first", "standardOKIsDefault": 1, "closeRoleActAsCancel": false}, "dialogs": [{"id": "d", "kind": "alert", "title": {"key": "T"}, "actions": []}]}"#
        let manifest = Self.parse(json)
        #expect(manifest.policies.labelTitleShownWhereOnlyTextIs)
        #expect(manifest.policies.standardOKIsDefault == DialogPolicies.apple.standardOKIsDefault)
        #expect(manifest.policies.closeRoleActsAsCancel == DialogPolicies.apple.closeRoleActsAsCancel)
        #expect(manifest.diagnostics.map(Finding.init) == [
            Finding(rule: "manifest.unknown-member", line: 1, column: 55, pointer: "/policies/keptCancel"),
            Finding(rule: "manifest.unknown-member", line: 1, column: 104, pointer: "/policies/closeRoleActAsCancel"),
            Finding(rule: "manifest.invalid-type", line: 1, column: 101, pointer: "/policies/standardOKIsDefault"),
        ])
        #expect(manifest.dialogs.map(\.id) == ["d"])
        let messages = manifest.diagnostics.map(\.message)
        let settable = #""alertDestructiveAddsCancel", "cancelLeadsTwoButtonRow", "closeRoleActsAsCancel", "dismissalTitleFollowsConfirmationDialog", "labelTitleShownWhereOnlyTextIs", "standardOKIsDefault" or "standardTitlesFollowAppLocalization""#
        #expect(messages.first == #""keptCancel" is a setting of DialogPolicies that is not a Boolean, which a manifest cannot set; a manifest can set "# + settable)
        #expect(messages.dropFirst().first == #"unknown member "closeRoleActAsCancel" in "policies"; did you mean "closeRoleActsAsCancel"? a manifest can set "# + settable)
        #expect(messages.last == #""standardOKIsDefault" must be true or false, found number"#)
    }

    @Test func aDuplicateMemberIsAWarningAndTheFirstIsRead() {
        let manifest = Self.parse(#"{"dialogs": [{"id": "d", "kind": "alert", "kind": "confirmationDialog", "title": {"key": "T"}, "actions": []}]}"#)
        #expect(manifest.diagnostics.map(Finding.init) == [Finding(rule: "manifest.duplicate-member", line: 1, column: 43, pointer: "/dialogs/0/kind")])
        #expect(manifest.diagnostics.first?.severity == .warning)
        #expect(manifest.diagnostics.first?.notes.first?.location?.column == 26)
        #expect(manifest.dialogs.first?.declaration.kind == .alert)
    }

    @Test func aDuplicateIDPointsToTheFirst() {
        let manifest = Self.parse("""
            {"dialogs": [
              {"id": "save", "kind": "alert", "title": {"key": "A"}, "actions": []},
              {"id": "save", "kind": "alert", "title": {"key": "B"}, "actions": []}
            ]}
            """)
        #expect(manifest.diagnostics.map(Finding.init) == [Finding(rule: "manifest.duplicate-id", line: 3, column: 10, pointer: "/dialogs/1/id")])
        #expect(manifest.diagnostics.first?.notes.map(\.location) == [
            LocalizationCatalog.SourceLocation(file: "dialogs.json", line: 2, column: 10, jsonPointer: "/dialogs/0/id"),
        ])
        #expect(manifest.dialogs.map(\.declaration.title) == [Text("A")])
    }

    @Test func invalidUTF8IsReportedAndReadAsReplacementCharacters() {
        var bytes = Array(#"{"dialogs": [{"id": "d", "kind": "alert", "title": {"verbatim": "Ca"#.utf8)
        bytes += [0xFF] + Array(#""}, "actions": []}]}"#.utf8)
        let manifest = DialogManifest.parse(bytes, path: "dialogs.json")
        #expect(manifest.diagnostics.map(Finding.init) == [Finding(rule: "manifest.invalid-encoding", line: 1, column: 68, pointer: "")])
        #expect(manifest.dialogs.first?.declaration.title == Text(verbatim: "Ca\u{FFFD}"))
    }

    @Test func utf16IsNotAManifestEncoding() {
        let utf16: [UInt8] = [0xFF, 0xFE] + #"{"dialogs": []}"#.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let manifest = DialogManifest.parse(utf16, path: "dialogs.json")
        #expect(manifest.diagnostics.map(\.rule) == ["manifest.invalid-encoding"])
        #expect(manifest.diagnostics.first?.message == "a manifest must be UTF-8 (RFC 8259 §8.1), but the file is UTF-16LE")
    }

    @Test func sizesAreBounded() {
        var limits = DialogManifest.Limits()
        limits.maximumBytes = 10
        #expect(Self.parse(#"{"dialogs": []}"#, limits: limits).diagnostics.map(Finding.init) == [
            Finding(rule: "manifest.limit-exceeded", line: 1, column: 1, pointer: ""),
        ])

        limits = DialogManifest.Limits()
        limits.maximumDialogs = 1
        let two = Self.parse(#"{"dialogs": [{"id": "a", "kind": "alert", "title": {"key": "A"}, "actions": []}, {"id": "b", "kind": "alert", "title": {"key": "B"}, "actions": []}]}"#, limits: limits)
        #expect(two.diagnostics.map(Finding.init) == [Finding(rule: "manifest.limit-exceeded", line: 1, column: 82, pointer: "/dialogs/1")])
        #expect(two.dialogs.map(\.id) == ["a"])

        limits = DialogManifest.Limits()
        limits.maximumActions = 1
        let actions = Self.parse(#"{"dialogs": [{"id": "a", "kind": "alert", "title": {"key": "A"}, "actions": [{"label": {"key": "A"}}, {"label": {"key": "B"}}]}]}"#, limits: limits)
        #expect(actions.diagnostics.map(Finding.init) == [Finding(rule: "manifest.limit-exceeded", line: 1, column: 103, pointer: "/dialogs/0/actions/1")])
        #expect(actions.dialogs.isEmpty)

        limits = DialogManifest.Limits()
        limits.maximumArguments = 1
        let arguments = Self.parse(#"{"dialogs": [{"id": "a", "kind": "alert", "title": {"key": "%@ %@", "arguments": [{"string": "x"}, {"string": "y"}]}, "actions": []}]}"#, limits: limits)
        #expect(arguments.diagnostics.map(Finding.init) == [Finding(rule: "manifest.limit-exceeded", line: 1, column: 100, pointer: "/dialogs/0/title/arguments/1")])

        limits = DialogManifest.Limits()
        limits.maximumViewNames = 1
        let views = Self.parse(#"{"dialogs": [{"id": "a", "kind": "alert", "title": {"key": "A"}, "otherMessageViews": ["Image", "Text"], "actions": [{"label": {"views": ["ProgressView", "Image"]}}]}]}"#, limits: limits)
        #expect(views.diagnostics.map(Finding.init) == [
            Finding(rule: "manifest.limit-exceeded", line: 1, column: 97, pointer: "/dialogs/0/otherMessageViews/1"),
            Finding(rule: "manifest.limit-exceeded", line: 1, column: 155, pointer: "/dialogs/0/actions/0/label/views/1"),
        ])
        #expect(views.dialogs.isEmpty)
    }

    @Test func membersMissingAfterASyntaxErrorAreNotReported() {
        // The error cuts the second dialog short: its missing "actions" is a consequence, and the
        // first dialog, complete before the error, is still read.
        let manifest = Self.parse(#"{"dialogs": [{"id": "a", "kind": "alert", "title": {"key": "A"}, "actions": []}, {"id": "b", "kind": "alert", "title": {"key": "B"} "#)
        #expect(manifest.diagnostics.map(\.rule) == ["manifest.invalid-json"])
        #expect(manifest.dialogs.map(\.id) == ["a"])
    }

    @Test func everyPrefixOfTheSampleManifestIsReadWithoutTrapping() throws {
        let bytes = try Array(Data(contentsOf: Corpus.packageRoot.appendingPathComponent("Localizations/dialogs.json")))
        let complete = DialogManifest.parse(bytes, path: "dialogs.json").dialogs.count
        // The file ends with "}\n": every shorter prefix is cut short; the dialogs closed before
        // the cut are still read.
        for length in 0..<(bytes.count - 1) {
            let manifest = DialogManifest.parse(Array(bytes[..<length]), path: "dialogs.json")
            #expect(manifest.hasErrors, "prefix of \(length) bytes")
            #expect(manifest.dialogs.count <= complete)
        }
    }

    @Test func mutatedBytesAreReadWithoutTrapping() throws {
        let bytes = try Array(Data(contentsOf: Corpus.packageRoot.appendingPathComponent("Localizations/dialogs.json")))
        // A fixed linear congruential sequence: the same mutations on every run.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        let replacements = Array("{}[]\",:0-e.\\ntf\u{0}\u{FF}".utf8) + [0xC3, 0x80]
        for _ in 0..<2_000 {
            var mutated = bytes
            for _ in 0...(next() % 4) {
                let position = next() % mutated.count
                switch next() % 3 {
                case 0: mutated[position] = replacements[next() % replacements.count]
                case 1: mutated.remove(at: position)
                default: mutated.insert(replacements[next() % replacements.count], at: position)
                }
            }
            let manifest = DialogManifest.parse(mutated, path: "dialogs.json")
            #expect(manifest.dialogs.count <= 8)
            for dialog in manifest.dialogs {
                _ = dialog.resolve(platform: .macOS, environment: environment("en"))
            }
        }
    }
}
