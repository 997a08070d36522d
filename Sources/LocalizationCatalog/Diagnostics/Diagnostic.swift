/// A finding about a source file: a stable rule, a severity, a position and a message.
///
/// Readers never throw on bad input; they return what they could read plus diagnostics.
public struct Diagnostic: Sendable, Hashable, Codable {
    /// A secondary position that explains the finding (for example the first of two duplicate keys).
    public struct Note: Sendable, Hashable, Codable {
        public var location: SourceLocation?
        public var message: String

        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    /// The rule's stable identifier, e.g. `po.unterminated-string`.
    public var rule: String
    public var severity: Severity
    public var location: SourceLocation
    public var message: String
    public var notes: [Note]
    /// Replacement text that fixes the finding, when one is known (e.g. a standard `Plural-Forms` header).
    public var fixIt: String?
    /// How many characters (Unicode scalars) at `location` `fixIt` replaces; nil when it replaces
    /// the whole construct the message names (a header line, a key, a `%#@name@` token).
    public var fixItLength: Int?
    /// The key of the catalog entry the finding is in (for gettext, `msgctxt` and `msgid` joined
    /// by U+0004, as gettext joins them), or nil for a finding about a file or table as a whole.
    /// The linter sets it while the file is loaded; baselines and reporters read it later.
    public var entryKey: String?

    public init(
        rule: String, severity: Severity, location: SourceLocation, message: String,
        notes: [Note] = [], fixIt: String? = nil, fixItLength: Int? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.location = location
        self.message = message
        self.notes = notes
        self.fixIt = fixIt
        self.fixItLength = fixItLength
    }

    /// A finding of `rule` with the rule's default severity unless `severity` is given.
    public init(
        _ rule: DiagnosticRule, at location: SourceLocation, _ message: String,
        severity: Severity? = nil, notes: [Note] = [], fixIt: String? = nil, fixItLength: Int? = nil
    ) {
        self.init(
            rule: rule.id, severity: severity ?? rule.severity, location: location, message: message,
            notes: notes, fixIt: fixIt, fixItLength: fixItLength)
    }
}
