import DialogRendering
import Dialogs
import Foundation

/// Snapshot testing of dialogs per locale and platform: render what each dialog shows, compare it
/// with a reviewed file, and say exactly what changed. Framework-neutral: a test asserts on the
/// ``DialogSnapshot/Outcome`` with Swift Testing (`#expect(outcome.isMatch, "\(outcome)")`) or
/// XCTest (`XCTAssertTrue(outcome.isMatch, outcome.description)`).
///
/// ```swift
/// let text = DialogSnapshot.render(manifest.dialogs, bundle: bundle, locale: "de", platforms: DialogPlatform.allCases)
/// let outcome = DialogSnapshot.verify(text, file: "Snapshots/de.txt")
/// #expect(outcome.isMatch, "\(outcome)")
/// ```
///
/// A missing snapshot file is recorded and reported as `.recorded` (not a match, so the first
/// run fails until the file is reviewed and committed); with `L10N_UPDATE_SNAPSHOTS=1` in the
/// environment every snapshot that differs is rewritten (an unchanged one still matches).
public enum DialogSnapshot {
    public enum Outcome: Equatable, CustomStringConvertible {
        case matched
        /// The file did not exist, or recording was asked for: it was written.
        case recorded(path: String)
        /// The first differing line (1-based) with the expected and actual lines; the file is
        /// left as it was.
        case mismatch(path: String, line: Int, expected: String?, actual: String?)

        public var isMatch: Bool { self == .matched }

        public var description: String {
            switch self {
            case .matched: "the snapshot matches"
            case .recorded(let path): "recorded \(path); review and commit it"
            case .mismatch(let path, let line, let expected, let actual):
                "\(path):\(line): the snapshot differs\n  expected: \(expected.map { "\"\($0)\"" } ?? "(end of file)")\n  actual:   \(actual.map { "\"\($0)\"" } ?? "(end of output)")\n(set L10N_UPDATE_SNAPSHOTS=1 to record the new output)"
            }
        }
    }

    /// The text of `dialogs` in `locale` on each of `platforms`, one section a platform, rendered
    /// by `renderer` (text by default). The environment's locale chooses the localization, as a
    /// device set to that language does.
    public static func render(
        _ dialogs: [ManifestDialog], bundle: LocalizationBundle, locale: String, platforms: [DialogPlatform],
        policies: DialogPolicies = .apple, renderer: TextDialogRenderer = TextDialogRenderer()
    ) -> String {
        let identifier = try? LocaleIdentifier(locale)
        let environment = LocalizationEnvironment(bundle: bundle, preferredLanguages: [locale], locale: identifier)
        var text = ""
        for platform in platforms {
            let shown = dialogs.filter { $0.isAvailable(on: platform) }
                .map { $0.resolve(platform: platform, environment: environment, policies: policies) }
            text += "=== \(platform) · \(locale)\n\n" + renderer.render(shown)
            if !text.hasSuffix("\n") { text += "\n" }
            text += "\n"
        }
        return text
    }

    /// Compares `actual` with the file at `file`; records it when the file is missing or
    /// `record` is true (default: `L10N_UPDATE_SNAPSHOTS=1`).
    public static func verify(
        _ actual: String, file: String,
        record: Bool = ProcessInfo.processInfo.environment["L10N_UPDATE_SNAPSHOTS"] == "1"
    ) -> Outcome {
        let url = URL(fileURLWithPath: file)
        let existing = FileManager.default.contents(atPath: file)
        if let existing, existing.elementsEqual(actual.utf8) { return .matched }
        guard !record, let data = existing else {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: url)
            return .recorded(path: file)
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard expected != actual else { return .matched }
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(old, new).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset ?? min(old.count, new.count)
        return .mismatch(
            path: file, line: line + 1, expected: line < old.count ? String(old[line]) : nil,
            actual: line < new.count ? String(new[line]) : nil)
    }
}
