import Foundation
import Testing
import TestSupport

/// `l10n-check` copied anywhere, alone, still runs: everything it needs at run time (the standard
/// action titles too) is compiled into the binary.
@Suite struct StandaloneBinaryTests {
    /// A copy of the built `l10n-check` in a fresh folder with nothing beside it.
    static func lonelyCopy() throws -> (folder: URL, tool: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-check-alone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let tool = folder.appendingPathComponent("l10n-check")
        try FileManager.default.copyItem(at: Corpus.productsDirectory.appendingPathComponent("l10n-check"), to: tool)
        return (folder, tool.path)
    }

    /// `render` needs the standard action titles (the German "Abbrechen" of a confirmation
    /// dialog's standard cancel action).
    @Test func copiedAloneRendersStandardActionTitles() throws {
        let (folder, tool) = try Self.lonelyCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["l10n-check"])
        let sample = Corpus.packageRoot.appendingPathComponent("Localizations").path
        let run = try Corpus.run(tool, [
            "render", "--dialogs", sample + "/dialogs.json", "--id", "confirm-file-import", "--locale", "de",
            "--platform", "ios", sample,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("  2. \"Abbrechen\"  [role: cancel]\n"))
        #expect(!run.stderr.contains("Fatal error"))
    }

    /// The binary names no SwiftPM resource bundle. SwiftPM's bundle accessor falls back to the
    /// absolute path of the build folder, so on the machine that built it a copy that still
    /// depended on a bundle would run; this catches that dependency even here.
    @Test func binaryNamesNoResourceBundle() throws {
        let bytes = try Data(contentsOf: Corpus.productsDirectory.appendingPathComponent("l10n-check"))
        #expect(bytes.range(of: Data("DialogContentEngine_".utf8)) == nil)
    }
}
