#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dialogs
import LocalizationCatalog
import Resolution

/// Runs a rule's examples as `l10n-check` would: writes the files under a fresh temporary
/// folder, lints it, and for a manifest `dialogs.json` reads it and resolves its dialogs on the
/// example's platform. The documentation's examples are checked by the test suite this way.
public enum RuleExampleRunner {
    /// The name a dialog manifest has in an example.
    public static let manifestName = "dialogs.json"
    /// The name a baseline has in an example: the lint's findings are filtered through it.
    public static let baselineName = "l10n-check.baseline.json"

    /// What running an example found: every diagnostic, with paths relative to the example's folder.
    public static func findings(_ example: RuleExample) throws(RuleExampleError) -> [Diagnostic] {
        let folder = try makeFolder()
        defer { removeTree(folder) }
        for file in example.files {
            try write(file, under: folder)
        }
        let catalogs = example.files.filter { ![manifestName, LintConfiguration.fileName, baselineName].contains($0.path) }
        let configuration = example.files.contains { $0.path == LintConfiguration.fileName }
            ? ConfigurationReader.load(folder + "/" + LintConfiguration.fileName) : nil
        var findings: [Diagnostic] = []
        let hasManifest = example.files.contains { $0.path == manifestName }
        // A manifest with catalogs and no platform is linted as `l10n-check --dialogs` does.
        let lintsDialogs = hasManifest && !catalogs.isEmpty && example.platform == nil
        if !catalogs.isEmpty || configuration != nil {
            var readOptions = ReadOptions()
            if let cap = example.maximumFileSize { readOptions.maximumFileSize = cap }
            let report = Linter.run(
                [folder], options: Linter.Options(
                    developmentLanguage: example.developmentLanguage, readOptions: readOptions,
                    dialogManifest: lintsDialogs ? folder + "/" + manifestName : nil, configuration: configuration))
            if example.files.contains(where: { $0.path == baselineName }) {
                let baseline = BaselineFile.load(folder + "/" + baselineName)
                findings += baseline.hasErrors ? baseline.diagnostics : Array(baseline.filter(report).diagnostics)
            } else {
                findings += Array(report.diagnostics)
            }
        }
        if hasManifest, !lintsDialogs {
            findings += manifestFindings(at: folder + "/" + manifestName, bundle: folder, example: example)
        }
        let prefix = folder + "/"
        return findings.map { diagnostic in
            var relative = diagnostic
            relative.location.file = relativePath(diagnostic.location.file, prefix: prefix)
            relative.notes = diagnostic.notes.map { note in
                var note = note
                if let file = note.location?.file { note.location?.file = relativePath(file, prefix: prefix) }
                return note
            }
            return relative
        }
    }

    /// The manifest's own findings, then each dialog's platform findings at the dialog's position.
    private static func manifestFindings(at path: String, bundle: String, example: RuleExample) -> [Diagnostic] {
        guard case .success(let manifest) = DialogManifest.load(path) else { return [] }
        var findings = manifest.diagnostics
        guard let platform = example.platform.flatMap(DialogPlatform.init(rawValue:)) else { return findings }
        let environment = LocalizationEnvironment(
            bundle: LocalizationBundle(path: bundle, developmentLanguage: example.developmentLanguage),
            preferredLanguages: [example.developmentLanguage ?? "en"])
        for dialog in manifest.dialogs where dialog.isAvailable(on: platform) {
            for issue in dialog.resolve(platform: platform, environment: environment, policies: manifest.policies).diagnostics {
                findings.append(Diagnostic(issue, at: dialog.location))
            }
        }
        return findings
    }

    private static func relativePath(_ path: String, prefix: String) -> String {
        path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    private static func makeFolder() throws(RuleExampleError) -> String {
        let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array((base + "/l10n-rule-example.XXXXXX").utf8CString)
        // mkdtemp rewrites the NUL-terminated template in place, inside the buffer.
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw RuleExampleError("cannot create a temporary folder under \(base)")
        }
        return String(cString: made)
    }

    private static func write(_ file: ExampleFile, under folder: String) throws(RuleExampleError) {
        let path = folder + "/" + file.path
        var parent = folder
        for component in file.path.split(separator: "/").dropLast() {
            parent += "/" + component
            if mkdir(parent, 0o755) != 0, errno != EEXIST { throw RuleExampleError("cannot create \(parent)") }
        }
        if case .danglingLink = file.encoding {
            guard symlink(file.contents, path) == 0 else { throw RuleExampleError("cannot link \(path)") }
            return
        }
        guard let stream = fopen(path, "wb") else { throw RuleExampleError("cannot write \(path)") }
        defer { fclose(stream) }
        let bytes = file.bytes
        guard bytes.isEmpty || fwrite(bytes, 1, bytes.count, stream) == bytes.count else {
            throw RuleExampleError("cannot write \(path)")
        }
    }

    private static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if info.st_mode & S_IFMT == S_IFDIR, let directory = opendir(path) {
            while let entry = readdir(directory) {
                // d_name is a NUL-terminated char[256] (Linux dirent).
                let name = withUnsafePointer(to: entry.pointee.d_name) {
                    $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
                }
                if name != ".", name != ".." { removeTree(path + "/" + name) }
            }
            closedir(directory)
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}

/// An example could not be written to disk.
public struct RuleExampleError: Error, Sendable, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}
