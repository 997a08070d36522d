#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists the regular files under a folder, depth first, sorted by name at each level.
///
/// Hidden entries (`.git`, `.build`) are skipped; symbolic links to folders are not followed, so a
/// link cycle cannot loop. Depth is capped.
enum DirectoryWalker {
    static let maximumDepth = 64

    enum Kind { case file, directory, missing, linkLoop }

    /// The process's working directory, or "." when it cannot be read.
    static func currentDirectory() -> String {
        guard let buffer = getcwd(nil, 0) else { return "." }
        defer { free(buffer) }
        return String(cString: buffer)
    }

    static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return errno == ELOOP ? .linkLoop : .missing }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .directory : .file
    }

    /// `visit` is called with each file as it is found, before the walk goes on. `unreadable`:
    /// the folders that could not be opened or listed, with the system's reason.
    static func files(under root: String, visit: ((String) -> Void)? = nil) -> (files: [String], unreadable: [(path: String, reason: String)]) {
        var walk = Walk(visit: visit)
        walk.walk(root, parent: AT_FDCWD, name: root, depth: 0)
        return (walk.files, walk.unreadable)
    }

    private struct Walk {
        let visit: ((String) -> Void)?
        var files: [String] = []
        var unreadable: [(path: String, reason: String)] = []

        /// Lists `directory`, opened as `name` inside the folder open as `parent`: the kernel then
        /// resolves one name rather than the whole path again, which was most of a deep tree's walk.
        mutating func walk(_ directory: String, parent: Int32, name: String, depth: Int) {
            guard depth < DirectoryWalker.maximumDepth else { return }
            let descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else {
                // A folder that vanished since it was listed is not a problem; any other failure is.
                if errno != ENOENT { unreadable.append((directory, String(cString: strerror(errno)))) }
                return
            }
            guard let handle = fdopendir(descriptor) else {
                unreadable.append((directory, String(cString: strerror(errno))))
                close(descriptor)
                return
            }
            defer { closedir(handle) }
            var names: [(name: String, isDirectory: Bool)] = []
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name.hasPrefix(".") { continue }
                let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_DIR): names.append((name, true))
                case Int32(DT_REG): names.append((name, false))
                case Int32(DT_LNK):
                    // A link to a file is read; a link to a folder is not followed. A broken link is
                    // listed so that reading it reports the problem instead of skipping it silently.
                    if DirectoryWalker.kind(of: path) != .directory { names.append((name, false)) }
                default:
                    let k = DirectoryWalker.kind(of: path)
                    if k != .missing { names.append((name, k == .directory)) }
                }
            }
            for item in names.sorted(by: { $0.name < $1.name }) {
                let path = directory.hasSuffix("/") ? directory + item.name : directory + "/" + item.name
                if item.isDirectory {
                    walk(path, parent: dirfd(handle), name: item.name, depth: depth + 1)
                } else {
                    visit?(path)
                    files.append(path)
                }
            }
        }
    }
}
