#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a reported path is written as a SARIF `artifactLocation`: relative to the working
/// directory (`uriBaseId` `SRCROOT`) when it lies inside it, else an absolute `file://` URI.
///
/// Symbolic links are resolved first, and the path is percent-encoded per RFC 3986 (only
/// unreserved characters, `/` and the sub-delimiters stay as they are; `:` is encoded so a first
/// segment never reads as a scheme). Code scanning needs repo-relative URIs with no leading
/// slash, and does not read `uriBaseId` (GitHub, "SARIF support for code scanning").
public struct ArtifactURI: Sendable, Hashable {
    /// The URI text: `de.lproj/Localizable.strings` or `file:///elsewhere/x.po`.
    public var uri: String
    /// `SRCROOT` for a relative `uri`, nil for an absolute one.
    public var uriBaseID: String?

    /// `path` as given on the command line (relative to `workingDirectory`, or absolute).
    public init(path: String, workingDirectory: String) {
        let place = Self.relativePath(path, workingDirectory: workingDirectory)
        if place.isRelative {
            uri = Self.percentEncoded(place.path)
            uriBaseID = "SRCROOT"
        } else {
            uri = "file://" + Self.percentEncoded(place.path)
            uriBaseID = nil
        }
    }

    /// `path` relative to `workingDirectory` when it lies inside it, else absolute; symbolic
    /// links resolved. Not encoded (GitHub's workflow commands take the path as it is).
    public static func relativePath(_ path: String, workingDirectory: String) -> (path: String, isRelative: Bool) {
        let absolute = path.hasPrefix("/") ? path : join(workingDirectory, path)
        let resolved = realPath(absolute) ?? normalized(absolute)
        let root = realPath(workingDirectory) ?? normalized(workingDirectory)
        let prefix = root.hasSuffix("/") ? root : root + "/"
        if resolved.hasPrefix(prefix), resolved.count > prefix.count {
            return (String(resolved.dropFirst(prefix.count)), true)
        }
        return (resolved, false)
    }

    /// The `file://` URI of a directory, with the final `/` SARIF asks of a base URI.
    public static func directoryURI(_ path: String) -> String {
        let resolved = realPath(path) ?? normalized(path)
        let encoded = percentEncoded(resolved)
        return "file://" + encoded + (encoded.hasSuffix("/") ? "" : "/")
    }

    /// `path` made absolute against the working directory, as it is written otherwise.
    public static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : join(currentDirectory(), path)
    }

    /// The process's working directory, or `/` when it cannot be read.
    public static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        // getcwd writes at most buffer.count bytes, its final NUL included.
        guard getcwd(&buffer, buffer.count) != nil else { return "/" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func percentEncoded(_ path: String) -> String {
        var out = ""
        out.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            case _ where "-._~/!$&'()*+,;=@".utf8.contains(byte):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                out += "%"
                out.unicodeScalars.append(hex[Int(byte >> 4)])
                out.unicodeScalars.append(hex[Int(byte & 0x0F)])
            }
        }
        return out
    }

    private static func join(_ directory: String, _ path: String) -> String {
        directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }

    private static func realPath(_ path: String) -> String? {
        // realpath allocates the result (PATH_MAX at most) when given no buffer; freed here.
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `.` and empty segments dropped, `..` applied, for a path that does not exist.
    private static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { _ = parts.popLast(); continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }
}
