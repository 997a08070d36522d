import Foundation
import Testing

/// Where the real third-party catalogs are, for tests that read them.
///
/// - The Apple-format slice lives in the project, `Tests/Corpus/apple` (see its README): always there.
/// - A fuller Apple-format copy, laid out the same way, is read in addition when `L10N_APPLE_CORPUS`
///   names it; the tests over it are disabled otherwise.
/// - Django's `.po` files are fetched with pip by `scripts/fetch-django-corpus` (run by
///   `scripts/test`, which then sets `L10N_DJANGO_DIR`) into `.build/corpus/django`.
public enum Corpus {
    /// The package root (the folder holding Package.swift).
    public static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        fatalError("Package.swift not found above \(#filePath)")
    }()

    /// The in-project slice of real `.strings`, `.stringsdict` and `.xcstrings` files.
    public static var apple: URL { packageRoot.appendingPathComponent("Tests/Corpus/apple") }

    /// The fuller Apple-format corpus named by `L10N_APPLE_CORPUS`; nil when the variable is unset.
    /// A set variable naming no folder is not nil, so the tests over it fail instead of vanishing.
    public static var fullApple: URL? {
        guard let dir = ProcessInfo.processInfo.environment["L10N_APPLE_CORPUS"], !dir.isEmpty else { return nil }
        return URL(fileURLWithPath: dir)
    }

    /// Enables a test when `L10N_APPLE_CORPUS` names a fuller Apple-format corpus.
    public static var needsFullApple: ConditionTrait {
        .enabled(if: fullApple != nil, "set L10N_APPLE_CORPUS to a full copy of the Apple-format corpus")
    }

    /// The Django corpus folder: `L10N_DJANGO_DIR` when set (present or not, so that a wrong value
    /// fails the tests), else `.build/corpus/django` once fetched; nil when it has not been fetched.
    public static var django: URL? {
        if let dir = ProcessInfo.processInfo.environment["L10N_DJANGO_DIR"], !dir.isEmpty { return URL(fileURLWithPath: dir) }
        let url = packageRoot.appendingPathComponent(".build/corpus/django")
        return FileManager.default.fileExists(atPath: url.appendingPathComponent(".complete").path) ? url : nil
    }

    /// Enables a test when the Django corpus is there (`scripts/test` always fetches it first).
    public static var needsDjango: ConditionTrait {
        .enabled(if: django != nil, "the Django corpus is not fetched: run scripts/fetch-django-corpus, or use scripts/test")
    }

    /// Every file under `root` whose name ends with one of `extensions` (without dot), sorted by path.
    public static func files(under root: URL, extensions: Set<String>) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var result: [String] = []
        while let relative = walker.nextObject() as? String {
            let ext = (relative as NSString).pathExtension
            if extensions.contains(ext) { result.append(root.appendingPathComponent(relative).path) }
        }
        return result.sorted()
    }

    /// The folder holding the built products (`l10n-check`) of the running test build.
    public static var productsDirectory: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// Runs a program and returns its exit status, standard output and standard error.
    /// With `environment`, the program sees these variables changed (a nil value removes one).
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String?] = [:]
    ) throws -> (status: Int32, stdout: String, stderr: String) {
        let result = try runForBytes(executable, arguments, environment: environment)
        return (result.status, String(decoding: result.stdout, as: UTF8.self), result.stderr)
    }

    /// `run`, with standard output as bytes (for output in another charset than UTF-8).
    public static func runForBytes(
        _ executable: String, _ arguments: [String], environment: [String: String?] = [:]
    ) throws -> (status: Int32, stdout: [UInt8], stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if !environment.isEmpty {
            var variables = ProcessInfo.processInfo.environment
            for (name, value) in environment { variables[name] = value }
            process.environment = variables
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, Array(outData), String(decoding: errData, as: UTF8.self))
    }

    /// `msgfmt -c -o /dev/null` over `bytes` saved as `name` in a fresh folder (removed after);
    /// its messages name the file as `name`.
    public static func msgfmtCheck(_ bytes: [UInt8], name: String) throws -> (status: Int32, stdout: String, stderr: String) {
        try withTemporaryFile(bytes, name: name) { path in
            let result = try run("/usr/bin/msgfmt", ["-c", "-o", "/dev/null", path])
            return (result.status, result.stdout, result.stderr.replacingOccurrences(of: path, with: name))
        }
    }

    /// `body` given the path of `bytes` saved as `name` in a fresh folder, removed after.
    public static func withTemporaryFile<Result>(_ bytes: [UInt8], name: String, _ body: (String) throws -> Result) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name)
        try Data(bytes).write(to: file)
        return try body(file.path)
    }
}
