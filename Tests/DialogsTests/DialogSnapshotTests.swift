import DialogSnapshotTesting
import Dialogs
import Foundation
import Testing
import TestSupport

/// The sample app's dialogs (`Localizations/dialogs.json`) in every localization on every
/// platform, against reviewed snapshots (`Snapshots/<locale>.txt`; `L10N_UPDATE_SNAPSHOTS=1`
/// rewrites them).
@Suite struct DialogSnapshotTests {
    static func manifest() throws -> DialogManifest {
        try DialogManifest.load(Corpus.packageRoot.appendingPathComponent("Localizations/dialogs.json").path).get()
    }
    static let snapshots = Corpus.packageRoot.appendingPathComponent("Tests/DialogsTests/Snapshots").path

    @Test(arguments: sampleBundle.localizations)
    func localization(_ locale: String) throws {
        let manifest = try Self.manifest()
        #expect(manifest.diagnostics.isEmpty)
        let text = DialogSnapshot.render(
            manifest.dialogs, bundle: sampleBundle, locale: locale, platforms: DialogPlatform.allCases)
        let outcome = DialogSnapshot.verify(text, file: Self.snapshots + "/\(locale).txt")
        #expect(outcome.isMatch, "\(outcome)")
    }

    @Test func aChangeIsReportedAtItsLine() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(DialogSnapshot.verify("a\nb\n", file: path, record: false) == .recorded(path: path))
        #expect(DialogSnapshot.verify("a\nb\n", file: path, record: false) == .matched)
        #expect(DialogSnapshot.verify("a\nc\n", file: path, record: false)
            == .mismatch(path: path, line: 2, expected: "b", actual: "c"))
        #expect(DialogSnapshot.verify("a\nb\nc", file: path, record: false)
            == .mismatch(path: path, line: 3, expected: "", actual: "c"))
        #expect(DialogSnapshot.verify("a\n", file: path, record: true) == .recorded(path: path))
        #expect(DialogSnapshot.verify("a\n", file: path, record: false) == .matched)
    }
}

@Suite struct DialogSnapshotRecordingTests {
    /// Recording rewrites only what changed: an unchanged snapshot still matches.
    @Test func recordingAnUnchangedSnapshotMatches() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(DialogSnapshot.verify("a\n", file: path, record: true) == .recorded(path: path))
        #expect(DialogSnapshot.verify("a\n", file: path, record: true) == .matched)
    }
}
