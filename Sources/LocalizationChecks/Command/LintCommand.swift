#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import LocalizationCatalog

/// `l10n-check [PATH...] [--format text|json] [--development-language LANG] [--dialogs FILE] [--no-summary]`.
///
/// Parsing is separate from running so both can be tested; `main.swift` only wires them to the
/// process.
public struct LintCommand: Sendable, Equatable {
    /// `markdown` is for `rules` only; `sarif` and `github` for the lint only.
    public enum OutputFormat: String, Sendable, Equatable { case text, json, sarif, github, markdown }

    public static let version = "0.1.0"

    public static let help = """
        OVERVIEW: Lint localization catalogs: .strings, .stringsdict, .xcstrings, .po and .pot.

        USAGE: l10n-check [PATH ...] [--format text|json|sarif|github] [--color auto|always|never]
                          [--locale L,...] [--strict] [--config FILE | --no-config]
                          [--baseline FILE [--strict-baseline]] [--write-baseline FILE]
                          [--fix [--dry-run]] [--progress] [--stamp FILE]
                          [--development-language LANG] [--dialogs FILE] [--no-summary]
               l10n-check config [--print] [--config FILE | --no-config] [--locale L,...]
               l10n-check rules [ID ...] [--format text|json|markdown]
               l10n-check plurals LOCALE [NUMBER ...] [--ordinal]
               l10n-check format [--locale LOCALE] FORMAT [ARG ...]
               l10n-check resolve KEY [--table T] [--context C] [--locale L | --preferred L1,L2] [--arg TYPE:VALUE ...] [PATH]
               l10n-check render --dialogs FILE [--id ID] --locale L --platform ios|ipados|macos|tvos|watchos|visionos
                                 [--format text|json|html] [PATH]

        ARGUMENTS:
          PATH                    Files or folders to check (default: ./Localizations). Folders are
                                  searched for *.lproj tables, String Catalogs and gettext catalogs
                                  (<locale>/LC_MESSAGES/<domain>.po, po/<locale>.po, <domain>.pot).

        SUBCOMMANDS:
          config                  Print the lint configuration in effect, as JSON: the file's
                                  settings with the command line's over them (or the errors
                                  that keep it from being used, exit 2).
          rules                   List every rule: its ID, default severity and what it finds;
                                  with IDs, each rule in full: why, the source of the behaviour,
                                  and files it reports and accepts (to check a folder named
                                  rules, write ./rules).
          plurals                 The CLDR plural category of numbers in a language, or the
                                  language's categories with rules and samples (plurals --help).
          format                  Format a string as String(format:locale:) does, safely, and
                                  report mismatched arguments (format --help).
          resolve                 What a key shows on an Apple device for a locale or the user's
                                  preferred languages: lookup, plurals, formatting (resolve --help).
          render                  What the dialogs of a dialog manifest (JSON) show on a platform in
                                  a locale: title, message, buttons in order (render --help).

        OPTIONS:
          --format text|json|sarif|github
                                  Output format (default: text). Text prints
                                  file:line:column: severity: message [rule-id], then a table per
                                  table and localization. JSON prints one document with
                                  "diagnostics", "files", "inputErrors", "summary" and "tables".
                                  SARIF prints a SARIF 2.1.0 log for GitHub code scanning and
                                  other SARIF viewers. github prints GitHub Actions annotations
                                  (::error file=…,line=…::message), most severe first, and appends
                                  a summary to $GITHUB_STEP_SUMMARY when it is set.
          --color auto|always|never
                                  Color text output: auto (default) on a terminal unless NO_COLOR
                                  is set; always; never.
          --development-language LANG
                                  The language other localizations are compared with, when the
                                  files do not say (String Catalogs name their sourceLanguage).
          --dialogs FILE          Also check the dialogs of this dialog manifest (render --help) in
                                  every localization of the first PATH folder, on every platform:
                                  buttons too long for the platform, one action named two ways,
                                  title punctuation, and what render reports (keys a language
                                  lacks, buttons a platform omits).
          --locale L,...          Check only these localizations (and the development language
                                  they are compared with); pt-BR also selects pt_BR. A name no
                                  table has is an error (exit 2).
          --strict                Warnings fail the run too (exit 1).
          --config FILE           The lint configuration (JSON: rule severities, per-path
                                  overrides, locales, excluded paths, the development language,
                                  texts that may stay untranslated). Without it, .l10n-check.json
                                  is looked for in the working directory and the folders above.
                                  An unknown member, a wrong type or an unknown rule ID is an
                                  error at its line and column (exit 2).
          --no-config             Use no configuration file.
          --baseline FILE         Report and fail only on findings that FILE does not list
                                  (matched by rule, file, table, locale, key and message, not by
                                  line). A malformed baseline is an error (exit 2).
          --strict-baseline       With --baseline: a listed finding that is gone is an error, so
                                  the baseline only shrinks.
          --write-baseline FILE   Write every finding of this run to FILE as a baseline; the run
                                  then exits 0 unless the input had problems (2).
          --fix                   Apply every fix whose span is known (%% for a lone %, %2$#@var@,
                                  …), changing only those bytes of each file, then report what is
                                  left. A file whose fixes overlap or do not read back cleanly is
                                  left as it is, and named on standard error.
          --dry-run               With --fix: print the fixes as a unified diff; change nothing.
          --progress              Show progress on standard error in logs too, a line per tenth
                                  of the files (it shows on a terminal by itself once a run lasts
                                  over a second).
          --stamp FILE            After a run that exits 0, write FILE: one comment line, valid as
                                  an empty Swift source file, for build systems that need an
                                  output to depend on (the SwiftPM build-tool plugin compiles
                                  it). A run that does not exit 0 removes FILE.
          --no-summary            Print the findings and the totals line only (text format), not
                                  the tables and the counts per rule.
          --version               Print the version.
          -h, --help              Print this help.

        EXIT STATUS:
          0  no errors (warnings allowed)
          1  errors found (or warnings, with --strict)
          2  usage error; a configuration or baseline with errors; a dialog manifest that is
             not JSON, not UTF-8, too large or of the wrong shape; a path that does not exist
             or cannot be read; a named file that is not a localization file; a named folder
             without any, or none at all; a --locale no table has; or the report could not
             be written

        """

    public var paths: [String] = []
    public var format: OutputFormat = .text
    public var developmentLanguage: String?
    /// `--dialogs FILE`: a dialog manifest whose dialogs are checked in every localization.
    public var dialogManifest: String?
    public var showsSummary = true
    /// `--locale`: the localizations the run is limited to.
    public var locales: [String] = []
    /// `--strict`: warnings fail the run too.
    public var strict = false
    /// `--config FILE`: the lint configuration; nil looks for `.l10n-check.json`.
    public var configurationPath: String?
    /// `--no-config`: no configuration file at all.
    public var usesConfiguration = true
    /// `--baseline FILE`: findings that are accepted for now.
    public var baselinePath: String?
    /// `--strict-baseline`: a baselined finding that is gone fails the run.
    public var strictBaseline = false
    /// `--write-baseline FILE`: record this run's findings.
    public var writeBaselinePath: String?
    /// `--progress`: show progress on standard error even when it is not a terminal.
    public var showsProgress = false
    /// `--fix`: apply every certain fix-it, then report what is left.
    public var fixes = false
    /// `--dry-run` (with `--fix`): print the fixes as a unified diff and change nothing.
    public var dryRun = false
    /// `--stamp FILE`: written after a run that exits 0, removed after one that does not.
    public var stampPath: String?
    /// `l10n-check config`: print the configuration in effect instead of linting.
    public var printsConfiguration = false
    /// `--color`: whether text output is colored.
    public var color: ColorChoice = .auto
    public var showsHelp = false
    public var showsVersion = false
    /// `l10n-check rules`: list the rules instead of linting.
    public var listsRules = false
    /// `l10n-check rules ID …`: the rules to describe in full.
    public var ruleIDs: [String] = []

    public init() {}

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> LintCommand {
        var command = LintCommand()
        var rest = arguments[...]
        func value(for option: String, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            guard let next = rest.popFirst(), !next.hasPrefix("--") else {
                throw UsageError("option \(option) needs a value")
            }
            return next
        }
        var onlyPaths = false
        while let argument = rest.popFirst() {
            if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
                // The first plain argument `rules` is the subcommand (write `./rules` for a folder).
                if !onlyPaths, argument == "rules", command.paths.isEmpty, !command.listsRules, !command.printsConfiguration {
                    command.listsRules = true
                } else if !onlyPaths, argument == "config", command.paths.isEmpty, !command.listsRules, !command.printsConfiguration {
                    command.printsConfiguration = true
                } else {
                    command.paths.append(argument)
                }
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            switch name {
            case "--":
                onlyPaths = true
            case "-h", "--help":
                command.showsHelp = true
            case "--version":
                command.showsVersion = true
            case "--format":
                let raw = try value(for: name, inline: inlineValue)
                guard let format = OutputFormat(rawValue: raw) else {
                    throw UsageError("unknown format '\(raw)' (expected text, json, sarif or github, or markdown for rules)")
                }
                command.format = format
            case "--color":
                let raw = try value(for: name, inline: inlineValue)
                guard let choice = ColorChoice(rawValue: raw) else {
                    throw UsageError("unknown color choice '\(raw)' (expected auto, always or never)")
                }
                command.color = choice
            case "--development-language":
                let raw = try value(for: name, inline: inlineValue)
                guard LocaleName.isLocale(raw) else { throw UsageError("'\(raw)' is not a language identifier") }
                command.developmentLanguage = raw
            case "--no-summary":
                command.showsSummary = false
            case "--strict":
                command.strict = true
            case "--config":
                command.configurationPath = try value(for: name, inline: inlineValue)
            case "--no-config":
                command.usesConfiguration = false
            case "--baseline":
                command.baselinePath = try value(for: name, inline: inlineValue)
            case "--strict-baseline":
                command.strictBaseline = true
            case "--write-baseline":
                command.writeBaselinePath = try value(for: name, inline: inlineValue)
            case "--fix":
                command.fixes = true
            case "--progress":
                command.showsProgress = true
            case "--dry-run":
                command.dryRun = true
            case "--stamp":
                command.stampPath = try value(for: name, inline: inlineValue)
            case "--print" where command.printsConfiguration:
                break
            case "--locale":
                let raw = try value(for: name, inline: inlineValue)
                let names = raw.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces() }
                if let bad = names.first(where: { !LocaleName.isLocale($0) }) {
                    throw UsageError("'\(bad)' is not a language identifier (--locale takes a comma-separated list such as de,pt-BR)")
                }
                command.locales += names
            case "--dialogs":
                command.dialogManifest = try value(for: name, inline: inlineValue)
            default:
                throw UsageError("unknown option '\(argument)'")
            }
        }
        if command.listsRules {
            command.ruleIDs = command.paths
            command.paths = []
            if let unknown = command.ruleIDs.first(where: { RuleRegistry.rule(id: $0) == nil }) {
                throw UsageError("no rule '\(unknown)' (l10n-check rules lists them)")
            }
        } else if command.format == .markdown {
            throw UsageError("--format markdown is for 'l10n-check rules'")
        }
        if command.listsRules, command.format == .sarif || command.format == .github {
            throw UsageError("'l10n-check rules' prints text, json or markdown")
        }
        if command.configurationPath != nil, !command.usesConfiguration {
            throw UsageError("--config and --no-config exclude each other")
        }
        if command.dryRun, !command.fixes {
            throw UsageError("--dry-run goes with --fix")
        }
        if command.fixes, command.writeBaselinePath != nil {
            throw UsageError("--fix and --write-baseline exclude each other (fix first, then write the baseline)")
        }
        if command.strictBaseline, command.baselinePath == nil {
            throw UsageError("--strict-baseline needs --baseline FILE")
        }
        if command.stampPath != nil, command.listsRules || command.printsConfiguration {
            throw UsageError("--stamp goes with a lint run, not with 'rules' or 'config'")
        }
        if command.printsConfiguration, !command.paths.isEmpty {
            throw UsageError("'l10n-check config' takes no paths (it prints the configuration in effect)")
        }
        if command.paths.isEmpty, !command.listsRules { command.paths = ["Localizations"] }
        return command
    }

    /// Runs the lint, writing the report to standard output; returns the exit status.
    public func run() -> ExitStatus {
        let status = runWithoutStamp()
        guard let stampPath, !showsHelp, !showsVersion else { return status }
        guard status == .clean else {
            if unlink(stampPath) != 0, errno != ENOENT {
                printError("l10n-check: warning: could not remove the stamp \(stampPath): \(String(cString: strerror(errno)))")
            }
            return status
        }
        if let error = writeFile(stampPath, Array("// l10n-check found no errors; nothing to compile.\n".utf8)) {
            printError("l10n-check: error: could not write the stamp \(stampPath): \(String(cString: strerror(error)))")
            return .usageOrInput
        }
        return status
    }

    private func runWithoutStamp() -> ExitStatus {
        if showsHelp { print(Self.help, terminator: ""); return .clean }
        if showsVersion { print("l10n-check \(Self.version)"); return .clean }
        if listsRules {
            let reporter = RulesReporter()
            print(
                ruleIDs.isEmpty
                    ? reporter.render(RuleRegistry.all, format: format)
                    : reporter.detail(ruleIDs.compactMap(RuleRegistry.rule(id:)), format: format),
                terminator: "")
            return .clean
        }
        let configuration = loadConfiguration()
        if printsConfiguration {
            guard let configuration, configuration.hasErrors else {
                let effective = ConfigurationPrinter.effective(
                    configuration, developmentLanguage: developmentLanguage, locales: locales.isEmpty ? nil : locales)
                print(effective, terminator: "")
                return .clean
            }
            print(TextReporter(showsSummary: false).render(LintReport(
                diagnostics: DiagnosticList(configuration.diagnostics), files: [], tables: [], missingPaths: [], setupFailed: true)),
                terminator: "")
            return .usageOrInput
        }
        let baseline = baselinePath.map(BaselineFile.load)
        let environment = ProcessEnvironment.current()
        var options = Linter.Options(
            developmentLanguage: developmentLanguage, dialogManifest: dialogManifest,
            locales: locales.isEmpty ? nil : LocaleSelection(locales), configuration: configuration)
        // For measuring memory against speed (bench/scale); not a setting users need.
        if let bytes = environment["L10N_CHECK_BATCH_BYTES"].flatMap({ Int($0) }), bytes > 0 {
            options.batchBytes = bytes
        }
        var report = lint(options)
        if fixes {
            if baseline?.hasErrors != true, let baseline { report = baseline.filter(report, strict: strictBaseline) }
            let plans = FileFix.plan(report)
            let status = applyFixes(plans)
            if dryRun || status != nil { return status ?? .clean }
            // What is left once the fixes are in.
            report = lint(options)
        }
        var baselineWritten: Int?
        if let path = writeBaselinePath, !report.setupFailed {
            let recorded = Baseline.recording(report, at: path)
            if let error = writeFile(path, BaselineFile.write(recorded)) {
                printError("l10n-check: error: could not write the baseline \(path): \(String(cString: strerror(error)))")
                return .usageOrInput
            }
            baselineWritten = recorded.entries.count
        }
        if let baseline {
            report = baseline.hasErrors
                ? LintReport(diagnostics: DiagnosticList(baseline.diagnostics), files: [], tables: [], missingPaths: [], setupFailed: true)
                : baseline.filter(report, strict: strictBaseline)
        }
        for problem in report.inputProblems {
            printError("l10n-check: error: \(problem)")
        }
        let reporter: any LintReporter = switch format {
        case .text:
            TextReporter(
                showsSummary: showsSummary, colors: color.usesColor(isTerminal: isatty(1) == 1, environment: environment))
        case .json, .markdown: JSONReporter()
        case .sarif: SARIFReporter()
        case .github: GitHubActionsReporter()
        }
        let written = writeStandardOutput(report, with: reporter)
        if format == .github, let summaryPath = environment["GITHUB_STEP_SUMMARY"], !summaryPath.isEmpty,
            let error = writeFile(summaryPath, Array(GitHubActionsReporter().stepSummary(report).utf8), appending: true)
        {
            printError("l10n-check: warning: could not append the summary to \(summaryPath): \(String(cString: strerror(error)))")
        }
        // The process exits next: freeing every entry of a large report (and the catalogs it
        // holds) took a tenth of a run, so it is left to the exit (as compilers do with clang's -disable-free).
        _ = Unmanaged.passRetained(ReportHolder(report))
        // A full disk or a closed output must not pass for a clean run in CI.
        if let error = written {
            printError("l10n-check: error: could not write the report: \(String(cString: strerror(error)))")
            return .usageOrInput
        }
        if let count = baselineWritten {
            printError("l10n-check: wrote \(count) finding\(count == 1 ? "" : "s") to the baseline \(writeBaselinePath ?? "")")
            return report.inputProblems.isEmpty ? .clean : .usageOrInput
        }
        return report.exitStatus(strict: strict)
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

extension LintCommand {
    /// One lint run, with progress on a terminal.
    func lint(_ options: Linter.Options) -> LintReport {
        let progress = ProgressLine.forStandardError(forced: showsProgress)
        var callback: (@Sendable (Int, Int) -> Void)?
        if let progress { callback = { done, total in progress.update(done, total) } }
        defer { progress?.finish() }
        return Linter.run(paths, options: options, progress: callback)
    }

    /// Writes the fixed files (or, with `--dry-run`, prints their diff) and says on standard
    /// error what was fixed and which files were left as they are; a status to end the run with
    /// when it cannot go on (a dry run, a file that could not be written), else nil.
    func applyFixes(_ plans: [FileFix]) -> ExitStatus? {
        var fixedFindings = 0, fixedFiles = 0
        var diff = ""
        for plan in plans {
            guard let fixed = plan.fixed else {
                printError("l10n-check: left \(plan.path) unchanged: \(plan.problem ?? "no fix applies")")
                continue
            }
            if dryRun {
                diff += plan.unifiedDiff()
            } else if let error = writeFile(plan.path, fixed) {
                printError("l10n-check: error: could not write \(plan.path): \(String(cString: strerror(error)))")
                return .usageOrInput
            }
            fixedFindings += plan.applied.count
            fixedFiles += 1
        }
        if dryRun, let error = writeStandardOutput(Array(diff.utf8)) {
            printError("l10n-check: error: could not write the diff: \(String(cString: strerror(error)))")
            return .usageOrInput
        }
        printError("l10n-check: \(dryRun ? "would fix" : "fixed") \(TextReporter.plural(fixedFindings, "finding")) in \(TextReporter.plural(fixedFiles, "file"))")
        return dryRun ? .clean : nil
    }

    /// `--config FILE`, else `.l10n-check.json` from the working directory up; nil with
    /// `--no-config` or when there is none.
    func loadConfiguration() -> LintConfiguration? {
        guard usesConfiguration else { return nil }
        guard let path = configurationPath ?? ConfigurationReader.find(from: ArtifactURI.currentDirectory()) else { return nil }
        return ConfigurationReader.load(path)
    }
}

/// Keeps a report alive until the process ends.
private final class ReportHolder {
    let report: LintReport
    init(_ report: LintReport) { self.report = report }
}

/// Writes bytes to standard output (after whatever `print` has buffered); the `errno` of a
/// failed write, or nil.
func writeStandardOutput(_ bytes: [UInt8]) -> Int32? {
    if fflush(nil) != 0 { return errno }
    return writeAll(1, bytes)
}

/// Writes `report` to standard output as `reporter` hands it over, piece by piece; the `errno`
/// of a failure, or nil.
func writeStandardOutput(_ report: LintReport, with reporter: any LintReporter) -> Int32? {
    if fflush(nil) != 0 { return errno }
    var failure: Int32?
    _ = reporter.write(report) { piece in
        failure = writeAll(1, piece)
        return failure == nil
    }
    return failure
}

/// Writes every byte to `descriptor`, retrying short writes and interruptions; the `errno` of
/// a failure, or nil.
func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32? {
    // write(2) reads the count - offset bytes from offset on, all inside the buffer.
    bytes.withUnsafeBufferPointer { buffer -> Int32? in
        guard let base = buffer.baseAddress else { return nil }
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, base + offset, buffer.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return written < 0 ? errno : EIO
            }
        }
        return nil
    }
}

/// Writes `bytes` to the file at `path`, creating it, after what it holds when `appending`, else
/// in its place; the `errno` of a failure, or nil.
func writeFile(_ path: String, _ bytes: [UInt8], appending: Bool = false) -> Int32? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | (appending ? O_APPEND : O_TRUNC), 0o644)
    guard descriptor >= 0 else { return errno }
    defer { close(descriptor) }
    return writeAll(descriptor, bytes)
}

/// The process's environment variables.
enum ProcessEnvironment {
    static func current() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        // environ is a NULL-terminated array of NUL-terminated "NAME=value" strings.
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry += 1
        }
        return variables
    }
}

/// Writes a line to standard error.
public func printError(_ message: String) {
    var line = Array((message + "\n").utf8)
    _ = line.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
}

/// Progress on standard error while files are read: on a terminal, once the run has lasted
/// over a second, one line that updates in place ("Reading files: n/N"); with `--progress` and
/// no terminal (a CI log), a line at each tenth of the files. Pipes and logs get nothing unless
/// asked, so output stays clean.
final class ProgressLine: @unchecked Sendable {
    private let start = DispatchTime.now()
    private let queue = DispatchQueue(label: "l10n.progress")
    private let inPlace: Bool
    private var shown = false
    private var lastTenth = 0

    private init(inPlace: Bool) { self.inPlace = inPlace }

    /// A progress line for a terminal, or for a log when `forced`; nil otherwise.
    static func forStandardError(forced: Bool = false) -> ProgressLine? {
        if isatty(2) == 1 { return ProgressLine(inPlace: true) }
        return forced ? ProgressLine(inPlace: false) : nil
    }

    func update(_ done: Int, _ total: Int) {
        queue.sync {
            let elapsed = DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds
            // A terminal shows it once a run is slow enough to wait for; a log that asked, from the start.
            guard total > 0, elapsed > 1_000_000_000 || !inPlace else { return }
            if inPlace {
                shown = true
                var text = Array("\rReading files: \(done)/\(total)".utf8)
                _ = text.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
            } else {
                let tenth = done * 10 / total
                guard tenth > lastTenth else { return }
                lastTenth = tenth
                printError("l10n-check: read \(done) of \(total) files")
            }
        }
    }

    func finish() {
        queue.sync {
            guard shown, inPlace else { return }
            var text = Array("\r\u{1B}[K".utf8)
            _ = text.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
        }
    }
}
