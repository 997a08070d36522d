import LocalizationCatalog

/// What identifies a finding across edits of its file, for baselines: the rule, the file
/// (relative to a base folder), the table, the localization, the key of the entry it is in, and
/// a hash of its message with the digits removed (messages quote line and column numbers and
/// counts that shift). Never the line number: editing elsewhere in the file keeps it matched.
public struct FindingIdentity: Sendable, Hashable {
    public var rule: String
    public var file: String
    public var table: String?
    public var locale: String?
    /// The entry's key (`msgctxt` and `msgid` joined by U+0004, as gettext joins them), or nil for
    /// a finding about a file or table as a whole.
    public var key: String?
    /// 16 hex digits of FNV-1a 64 over the message without its digits.
    public var messageHash: String

    public init(rule: String, file: String, table: String?, locale: String?, key: String?, messageHash: String) {
        self.rule = rule
        self.file = file
        self.table = table
        self.locale = locale
        self.key = key
        self.messageHash = messageHash
    }

    /// One identity per diagnostic of `report`, in order; files relative to `baseDirectory`.
    public static func all(_ report: LintReport, baseDirectory: String) -> [FindingIdentity] {
        var relative: [String: String] = [:]
        return report.diagnostics.map { d in
            let file = relative[d.location.file] ?? ArtifactURI.relativePath(d.location.file, workingDirectory: baseDirectory).path
            relative[d.location.file] = file
            let subject = report.subjects.subject(of: d)
            return FindingIdentity(
                rule: d.rule, file: file, table: subject.table, locale: subject.locale,
                key: d.entryKey ?? d.location.jsonPointer.flatMap(EntryKeys.pointerKey),
                messageHash: FindingFingerprint.messageHash(d.message))
        }
    }
}
