/// A small set of files that shows what a rule finds (`triggers`) or what it accepts.
///
/// In a triggering example each `↓` marks where a finding of the rule is expected: the marker is
/// removed before the file is written, and the finding's line and column are those of the
/// character after it (columns count Unicode scalars, as ``SourceLocation`` does). An example
/// expects exactly the findings its markers show; a non-triggering example has no marker and
/// expects none. Examples are run by `RuleExampleRunner` and printed by `l10n-check rules ID`.
public struct RuleExample: Sendable, Hashable {
    /// The marker of an expected finding.
    public static let marker: Character = "↓"

    /// Whether the rule reports something here.
    public var triggers: Bool
    /// The files, written under one empty folder (paths are relative to it).
    public var files: [ExampleFile]
    /// The development language the lint is given (`--development-language`).
    public var developmentLanguage: String?
    /// The size cap the readers are given, to show `io.file-too-large` with a small file. Bytes.
    public var maximumFileSize: Int?
    /// For `manifest.*` and `dialog.*` rules: the platform the manifest `dialogs.json` is
    /// resolved for (`ios`, `macos`, …), with the example's catalogs as the bundle.
    public var platform: String?

    public init(
        triggers: Bool, _ files: [ExampleFile], developmentLanguage: String? = nil, maximumFileSize: Int? = nil,
        platform: String? = nil
    ) {
        self.triggers = triggers
        self.files = files
        self.developmentLanguage = developmentLanguage
        self.maximumFileSize = maximumFileSize
        self.platform = platform
    }

    /// An example the rule reports, at each `↓`.
    public static func triggering(
        _ files: ExampleFile..., developmentLanguage: String? = nil, maximumFileSize: Int? = nil, platform: String? = nil
    ) -> RuleExample {
        RuleExample(
            triggers: true, files, developmentLanguage: developmentLanguage, maximumFileSize: maximumFileSize,
            platform: platform)
    }

    /// An example the rule accepts.
    public static func accepted(
        _ files: ExampleFile..., developmentLanguage: String? = nil, platform: String? = nil
    ) -> RuleExample {
        RuleExample(triggers: false, files, developmentLanguage: developmentLanguage, platform: platform)
    }
}

/// One file of a ``RuleExample``.
public struct ExampleFile: Sendable, Hashable {
    /// How the text becomes bytes on disk.
    public enum Encoding: Sendable, Hashable {
        case utf8
        /// UTF-16 little-endian, with a byte order mark unless `byteOrderMark` is false.
        case utf16LittleEndian(byteOrderMark: Bool)
        /// UTF-16 little-endian with a byte order mark and its last byte cut off: a file cut
        /// inside a character.
        case utf16LittleEndianWithoutLastByte
        /// Each scalar U+0000–U+00FF is one byte: how an example shows bytes that are not UTF-8.
        case bytes
        /// The file is a symbolic link to `text`, a path that does not exist.
        case danglingLink
    }

    /// Relative to the example's folder, e.g. `de.lproj/Localizable.strings`.
    public var path: String
    /// The contents, with `↓` markers in a triggering example.
    public var text: String
    public var encoding: Encoding

    public init(_ path: String, _ text: String, encoding: Encoding = .utf8) {
        self.path = path
        self.text = text
        self.encoding = encoding
    }

    /// The text without markers.
    public var contents: String { text.filter { $0 != RuleExample.marker } }

    /// Where each marker points: 1-based line and column (Unicode scalars) in `contents`.
    public var markedPositions: [(line: Int, column: Int)] {
        var positions: [(line: Int, column: Int)] = []
        var line = 1
        var column = 1
        for scalar in text.unicodeScalars {
            if Character(scalar) == RuleExample.marker {
                positions.append((line, column))
            } else if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return positions
    }

    /// The bytes written to disk (empty for a link).
    public var bytes: [UInt8] {
        switch encoding {
        case .utf8: Array(contents.utf8)
        case .utf16LittleEndian(let byteOrderMark):
            (byteOrderMark ? [0xFF, 0xFE] : []) + contents.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        case .utf16LittleEndianWithoutLastByte:
            Array(([0xFF, 0xFE] + contents.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }).dropLast())
        case .bytes: contents.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
        case .danglingLink: []
        }
    }
}
