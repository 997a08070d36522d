import Foundation

/// Where the real third-party catalogs are, for tests that read them.
///
/// The Apple corpus ships in `../shared/corpus/apple`. The Django corpus is fetched by
/// `scripts/fetch-django-corpus` (run by `scripts/test`) into `.build/corpus/django`, or the
/// folder named by `L10N_DJANGO_DIR`.
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

    public static var shared: URL {
        if let dir = ProcessInfo.processInfo.environment["L10N_SHARED_DIR"] { return URL(fileURLWithPath: dir) }
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
    }

    /// `../shared/corpus/apple`.
    public static var apple: URL { shared.appendingPathComponent("corpus/apple") }

    /// The Django corpus folder; nil when it has not been fetched.
    public static var django: URL? {
        let url = ProcessInfo.processInfo.environment["L10N_DJANGO_DIR"].map { URL(fileURLWithPath: $0) }
            ?? packageRoot.appendingPathComponent(".build/corpus/django")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
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
    public static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let result = try runForBytes(executable, arguments)
        return (result.status, String(decoding: result.stdout, as: UTF8.self), result.stderr)
    }

    /// `run`, with standard output as bytes (for output in another charset than UTF-8).
    public static func runForBytes(_ executable: String, _ arguments: [String]) throws -> (status: Int32, stdout: [UInt8], stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
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
