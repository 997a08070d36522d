#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files with plain POSIX calls (no Foundation), capped in size.
public enum FileLoader {
    public enum Failure: Error, Sendable, Equatable {
        /// The file could not be opened or read; `reason` is the system's message.
        case unreadable(reason: String)
        /// The file is larger than the cap; `size` in bytes.
        case tooLarge(size: Int)
        /// The path is a directory.
        case isDirectory

        /// For messages: "No such file or directory", "it is a folder", "it has 9 bytes, …".
        public var message: String {
            switch self {
            case .unreadable(let reason): reason
            case .tooLarge(let size): "it has \(size) bytes, more than the limit"
            case .isDirectory: "it is a folder, not a file"
            }
        }
    }

    /// The bytes of the file at `path`, refusing files over `maximumSize` bytes.
    public static func load(_ path: String, maximumSize: Int) -> Result<[UInt8], Failure> {
        // O_NONBLOCK: opening a FIFO named like a catalog returns at once instead of waiting for a
        // writer; what was opened is then checked on the descriptor (one path lookup, not two).
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        if fd < 0 { return .failure(.unreadable(reason: reason(errno))) }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) != 0 { return .failure(.unreadable(reason: reason(errno))) }
        if (info.st_mode & S_IFMT) == S_IFDIR { return .failure(.isDirectory) }
        if (info.st_mode & S_IFMT) != S_IFREG { return .failure(.unreadable(reason: "not a regular file")) }
        let size = Int(info.st_size)
        if size > maximumSize { return .failure(.tooLarge(size: size)) }
        var bytes = [UInt8](repeating: 0, count: size)
        var done = 0
        while done < size {
            // done < size == bytes.count: the read writes at most the size - done bytes left after done.
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + done, size - done) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(reason: reason(errno)))
            }
            if n == 0 { break }
            done += n
        }
        if done < size { bytes.removeSubrange(done...) }
        return .success(bytes)
    }

    private static func reason(_ code: Int32) -> String {
        code == ELOOP ? "too many levels of symbolic links (a link loop)" : String(cString: strerror(code))
    }
}
