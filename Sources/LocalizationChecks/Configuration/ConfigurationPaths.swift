import LocalizationCatalog

/// Paths as a configuration's patterns see them: relative to its folder, symbolic links
/// resolved (``ArtifactURI/relativePath(_:workingDirectory:)``), each path worked out once.
/// A path outside the folder has none, so no pattern applies to it.
final class ConfigurationPaths: @unchecked Sendable {
    private let base: String?
    private let cache = Locked<[String: String?]>([:])

    init(_ configuration: LintConfiguration?) {
        base = configuration.map { ArtifactURI.absolute($0.baseDirectory) }
    }

    func relative(_ path: String) -> String? {
        guard let base else { return nil }
        if let known = cache.withLock({ $0[path] }) { return known }
        let place = ArtifactURI.relativePath(path, workingDirectory: base)
        let made: String? = place.isRelative ? place.path : nil
        cache.withLock { $0[path] = made }
        return made
    }
}
