import LocalizationCatalog

extension FileLoader.Failure {
    /// The finding for a setup file that could not be read (the configuration, a baseline), at
    /// the file as a whole: `io.file-too-large` over the cap (named when `limit` is given), else
    /// `io.unreadable`.
    func diagnostic(path: String, reading what: String, limit: Int? = nil) -> Diagnostic {
        let rule: DiagnosticRule = if case .tooLarge = self { .fileTooLarge } else { .fileUnreadable }
        let cap = rule == .fileTooLarge ? limit.map { " of \($0) bytes" } ?? "" : ""
        return Diagnostic(rule, at: SourceLocation(file: path, line: 0, column: 0), "cannot read \(what): \(message)\(cap)")
    }
}
