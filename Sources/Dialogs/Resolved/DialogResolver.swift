import Internationalization
import LocalizationCatalog
import Resolution

/// Applies a platform's dialog rules to a declaration and resolves every string for a locale:
/// the documented rules here, the inferred ones from ``DialogPolicies``.
///
/// Documented rules (Apple's alert and confirmationDialog pages unless noted):
/// - "If no actions are present, the system includes a standard "OK" action. No default cancel
///   action is provided."
/// - "Dialogs include a standard dismiss action by default. If you provide a button with a role
///   of cancel, that button takes the place of the default dismiss action"; "In regular size
///   classes in iOS, the system renders confirmation dialogs as a popover … rather than
///   displaying the standard dismiss action."
/// - Dismissal dialogs: "include a standard cancellation action by default" (replaced by a cancel
///   button); "On iOS … also includes a standard close action by default. If you provide a button
///   with a role of destructive, that button takes the place of the default close action."
///   Available on iOS, iPadOS and macOS only.
/// - "On iOS, tvOS, and watchOS, alerts only support controls with labels that are Text. Passing
///   any other type of view results in the content being omitted."
/// - "Only unstyled text is supported for the message."
/// - Text fields in alerts: iOS, iPadOS, macOS, visionOS (HIG, Alerts).
/// - The default button is the one marked `.defaultAction`, never a destructive or cancel one
///   (spec-review C3); cancel buttons go to the bottom of action sheets (HIG, Action sheets).
public enum DialogResolver {
    /// Where only `Text` labels are shown [DOC]. "iOS" covers iPadOS.
    static let textOnlyLabelPlatforms: Set<DialogPlatform> = [.iOS, .iPadOS, .tvOS, .watchOS]
    /// Where alerts show text fields [DOC HIG].
    static let textFieldPlatforms: Set<DialogPlatform> = [.iOS, .iPadOS, .macOS, .visionOS]
    /// Where `dismissalConfirmationDialog` exists [DOC availability].
    static let dismissalPlatforms: Set<DialogPlatform> = [.iOS, .iPadOS, .macOS]

    /// The dialog `declaration` shows on `platform` for `environment`'s locale.
    public static func resolve(
        _ declaration: DialogDeclaration, platform: DialogPlatform, environment: LocalizationEnvironment,
        policies: DialogPolicies = .apple, id: String? = nil
    ) -> ResolvedDialog {
        resolution(declaration, platform: platform, environment: environment, policies: policies, id: id).dialog
    }

    /// `resolve` with the strings already resolved for `environment` taken from `strings`, which
    /// gains the rest: one dialog shown on several platforms resolves each string once.
    package static func resolve(
        _ declaration: DialogDeclaration, platform: DialogPlatform, environment: LocalizationEnvironment,
        policies: DialogPolicies, id: String?, strings: ResolvedStrings
    ) -> ResolvedDialog {
        resolution(declaration, platform: platform, environment: environment, policies: policies, id: id, strings: strings).dialog
    }

    static func resolution(
        _ declaration: DialogDeclaration, platform: DialogPlatform, environment: LocalizationEnvironment,
        policies: DialogPolicies, id: String?, strings: ResolvedStrings? = nil
    ) -> DialogResolution {
        var builder = Builder(declaration: declaration, platform: platform, environment: environment, policies: policies)
        builder.strings = strings
        return builder.build(id: id)
    }
}

/// The strings resolved for one environment, by `Text`: kept while one dialog is resolved on each
/// of its platforms (the text of a string does not depend on the platform). Not shared between
/// threads; one per dialog and environment.
package final class ResolvedStrings {
    private var resolved: [Text: ResolvedString] = [:]

    package init() {}

    func resolve(_ text: Text, in environment: LocalizationEnvironment) -> ResolvedString {
        if let known = resolved[text] { return known }
        let found = Resolver.resolve(text, in: environment)
        resolved[text] = found
        return found
    }
}

/// A resolved dialog with what each shown action does, for the test host.
struct DialogResolution {
    var dialog: ResolvedDialog
    /// Parallel to `dialog.actions`.
    var targets: [ActionTarget]
    /// The cancel action when it is not shown (an iPad popover: tapping outside runs it).
    var hiddenCancel: ActionTarget?
    /// Control indexes of `dialog.textFields`.
    var fieldControls: [Int]

    /// What cancelling the dialog without a button runs (Escape, a tap outside a popover).
    var cancelTarget: ActionTarget? {
        hiddenCancel ?? targets.first(where: \.isCancel)
    }
}

/// A shown action: one of the author's controls, or a standard action.
struct ActionTarget: Hashable {
    enum Source: Hashable {
        case control(Int)
        case standard(StandardAction)
    }

    var source: Source
    /// Cancels: in a dismissal dialog it keeps the presentation.
    var isCancel: Bool
}

private struct Builder {
    let declaration: DialogDeclaration
    let platform: DialogPlatform
    let environment: LocalizationEnvironment
    let policies: DialogPolicies
    var strings: ResolvedStrings?
    var diagnostics: [DialogDiagnostic] = []
    /// Elements (`title`, `action 2`) whose text the localization did not have: the key, the
    /// development language's text or another localization's was shown.
    var untranslatedElements: Set<String> = []

    init(declaration: DialogDeclaration, platform: DialogPlatform, environment: LocalizationEnvironment, policies: DialogPolicies) {
        self.declaration = declaration
        self.platform = platform
        self.environment = environment
        self.policies = policies
    }

    /// A button that will be shown, before ordering.
    struct Candidate {
        var action: ResolvedAction
        var target: ActionTarget
        var isDestructive: Bool { action.role == .destructive }
    }

    private func isCancelRole(_ role: ButtonRole?) -> Bool {
        role == .cancel || (policies.closeRoleActsAsCancel && role == .close)
    }

    mutating func build(id: String?) -> DialogResolution {
        let kind = declaration.kind
        let preferences = environment.locale.map { [$0.name] } ?? environment.preferredLanguages
        // A pseudo-locale shows the development language's texts, transformed.
        let pseudo = environment.pseudoLocale
        let localization = pseudo != nil
            ? environment.bundle.developmentLanguage : environment.bundle.searchList(preferences: preferences).first
        let locale = environment.locale?.name ?? environment.preferredLanguages.first ?? environment.bundle.developmentLanguage
        let style = policies.style(kind, platform)

        if kind == .dismissalConfirmationDialog, !DialogResolver.dismissalPlatforms.contains(platform) {
            diagnose(.dialogUnavailable, "dialog",
                     "dismissalConfirmationDialog is not available on \(platform) (iOS, iPadOS and macOS only)")
        }

        // Title.
        var title: String?
        let titleShown: Bool
        switch (kind, declaration.titleVisibility) {
        case (.alert, _): titleShown = true
        case (.dismissalConfirmationDialog, _) where !policies.dismissalTitleFollowsConfirmationDialog: titleShown = true
        case (_, .visible): titleShown = true
        case (_, .hidden): titleShown = false
        case (_, .automatic): titleShown = policies.automaticTitleShown[platform] ?? true
        }
        if titleShown { title = resolve(declaration.title, element: "title").text }

        // Message: plain text only.
        var message: String?
        if let text = declaration.message {
            let resolved = resolve(text, element: "message")
            message = resolved.text
            let styles = Set(resolved.styled.runs.flatMap(Self.styleNames))
            if !styles.isEmpty {
                diagnose(.dialogMessageUnstyled, "message",
                         "the message's styling (\(styles.sorted().joined(separator: ", "))) is not shown: only unstyled text is supported for the message")
            }
        }
        for typeName in declaration.ignoredMessageContent {
            diagnose(.dialogMessageContentOmitted, "message",
                     "a \(typeName) in the message is not shown: a dialog's message is one unstyled Text")
        }

        // The author's controls, in declaration order.
        var buttons: [Candidate] = []
        var fields: [ResolvedTextField] = []
        var fieldControls: [Int] = []
        var defaultMarked = false
        for (index, control) in declaration.controls.enumerated() {
            let element = "action \(index + 1)"
            switch control.content {
            case .button(let label, let role, let shortcut):
                guard var action = buttonLabel(label, element: element) else { continue }
                action.role = role
                action.isDisabled = control.isDisabled
                if shortcut == .defaultAction {
                    if role == .destructive || isCancelRole(role) {
                        diagnose(.dialogDefaultIgnored, element,
                                 "'\(action.label)' is marked .defaultAction, but a \(role!) button is never the default button")
                    } else if defaultMarked {
                        diagnose(.dialogDefaultIgnored, element,
                                 "'\(action.label)' is marked .defaultAction, but an earlier button already is the default")
                    } else {
                        action.isDefault = true
                        defaultMarked = true
                    }
                }
                buttons.append(Candidate(action: action, target: ActionTarget(source: .control(index), isCancel: isCancelRole(role))))
            case .textField(let fieldTitle, let prompt, let isSecure):
                let kindName = isSecure ? "SecureField" : "TextField"
                guard kind == .alert else {
                    diagnose(.dialogControlOmitted, element, "a \(kindName) is not shown in a \(kind.rawValue): only alerts have text fields")
                    continue
                }
                guard DialogResolver.textFieldPlatforms.contains(platform) else {
                    diagnose(.dialogControlOmitted, element, "a \(kindName) is not shown in an alert on \(platform)")
                    continue
                }
                let titleText = resolve(fieldTitle, element: element).text
                fields.append(ResolvedTextField(
                    title: titleText, prompt: prompt.map { resolve($0, element: element).text }, isSecure: isSecure,
                    text: control.text?.wrappedValue ?? ""))
                fieldControls.append(index)
            case .other(let typeName):
                diagnose(.dialogControlOmitted, element, "a \(typeName) among the actions is not shown: only buttons (and text fields in alerts) are")
            }
        }

        // One cancel button.
        let cancelIndexes = buttons.indices.filter { buttons[$0].target.isCancel }
        if cancelIndexes.count > 1 {
            let kept = policies.keptCancel == .last ? cancelIndexes.last! : cancelIndexes.first!
            for index in cancelIndexes where index != kept {
                diagnose(.dialogDuplicateCancel, element(of: buttons[index]),
                         "only one cancel button is shown; '\(buttons[index].action.label)' is dropped for '\(buttons[kept].action.label)'")
            }
            buttons = buttons.enumerated().filter { !cancelIndexes.contains($0.offset) || $0.offset == kept }.map(\.element)
        }
        var cancel = buttons.firstIndex(where: \.target.isCancel).map { buttons.remove(at: $0) }
        var others = buttons
        let hasDestructive = others.contains(where: \.isDestructive)

        // Standard actions.
        let titlePreferences = policies.standardTitlesFollowAppLocalization
            ? (localization.map { [$0] } ?? []) + preferences : preferences
        func standard(_ action: StandardAction, role: ButtonRole?, isCancel: Bool) -> Candidate {
            let title = StandardActionTitles.title(action, preferences: titlePreferences)
            return Candidate(
                action: ResolvedAction(label: title.text, role: role, isStandard: true),
                target: ActionTarget(source: .standard(action), isCancel: isCancel))
        }
        switch kind {
        case .alert:
            if others.isEmpty && cancel == nil {
                var ok = standard(.ok, role: nil, isCancel: false)
                ok.action.isDefault = policies.standardOKIsDefault
                others.append(ok)
            } else if policies.alertDestructiveAddsCancel, platform.isIOSFamily, hasDestructive, cancel == nil {
                cancel = standard(.cancel, role: .cancel, isCancel: true)
            }
        case .confirmationDialog:
            if cancel == nil { cancel = standard(.cancel, role: .cancel, isCancel: true) }
        case .dismissalConfirmationDialog:
            var added: [StandardAction: Candidate] = [:]
            if cancel == nil { added[.cancel] = standard(.cancel, role: .cancel, isCancel: true) }
            if platform.isIOSFamily, !hasDestructive { added[.close] = standard(.close, role: .close, isCancel: false) }
            for action in policies.dismissalStandardActionOrder {
                guard let candidate = added[action] else { continue }
                if action == .cancel { cancel = candidate } else { others.append(candidate) }
            }
        }

        // A popover shows no cancel row: tapping outside runs it.
        var hiddenCancel: ActionTarget?
        if style == .popover, let shown = cancel {
            hiddenCancel = shown.target
            if !shown.action.isStandard {
                diagnose(.dialogCancelInPopover, element(of: shown),
                         "'\(shown.action.label)' is not shown in an iPad popover; tapping outside the popover runs it")
            }
            cancel = nil
        }

        let declaredButtons = declaration.controls.filter(\.isButton).count
        if declaredButtons > 0, !(others + (cancel.map { [$0] } ?? [])).contains(where: { !$0.action.isStandard }) {
            diagnose(.dialogAllActionsOmitted, "dialog",
                     "none of the \(declaredButtons) buttons of this \(kind.rawValue) is shown on \(platform); only what the system adds remains")
        }

        // Order and layout.
        let (ordered, layout) = order(others: others, cancel: cancel, style: style, kind: kind)
        if kind == .alert, ordered.count > policies.advisedAlertButtonLimit {
            diagnose(.dialogTooManyButtons, "dialog",
                     "the alert has \(ordered.count) buttons; the HIG advises at most \(policies.advisedAlertButtonLimit)")
        }

        let direction: LayoutDirection = {
            if let pseudo { return pseudo.isRightToLeft ? .rightToLeft : .leftToRight }
            let name = localization == "Base" ? environment.bundle.developmentLanguage : (localization ?? locale)
            guard let identifier = try? LocaleIdentifier(name) else { return .leftToRight }
            return identifier.characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }()

        var dialog = ResolvedDialog(
            id: id, kind: kind, platform: platform, locale: locale, localization: localization, style: style, title: title,
            message: message, actions: ordered.map { candidate in
                var action = candidate.action
                action.isUntranslated = untranslatedElements.contains(element(of: candidate))
                return action
            }, actionLayout: layout, textFields: fields,
            layoutDirection: direction, diagnostics: diagnostics)
        dialog.isTitleUntranslated = title != nil && untranslatedElements.contains("title")
        dialog.isMessageUntranslated = message != nil && untranslatedElements.contains("message")
        return DialogResolution(dialog: dialog, targets: ordered.map(\.target), hiddenCancel: hiddenCancel, fieldControls: fieldControls)
    }

    /// Visual order: leading to trailing in a row, top to bottom in a stack (spec §2.2).
    private func order(others: [Candidate], cancel: Candidate?, style: DialogStyle, kind: DialogKind) -> ([Candidate], ActionLayout) {
        let all = others + (cancel.map { [$0] } ?? [])
        switch style {
        case .actionSheet, .popover:
            // HIG, Action sheets: Cancel at the bottom; the author's order otherwise.
            return (all, .stack)
        case .sheet:
            return macOSOrder(others: others, cancel: cancel)
        case .alert:
            if platform == .macOS { return macOSOrder(others: others, cancel: cancel) }
            if platform == .tvOS || platform == .watchOS { return (all, .stack) }
            // iOS, iPadOS, visionOS: two buttons that fit share a row.
            if all.count == 1 { return (all, .row) }
            if all.count == 2, all.allSatisfy({ Self.width($0.action.label) <= policies.twoButtonRowMaximumLabelWidth }) {
                if let cancel, policies.cancelLeadsTwoButtonRow { return ([cancel] + others, .row) }
                let declared = all.sorted { $0.target.declarationRank < $1.target.declarationRank }
                return (declared, .row)
            }
            return (all, .stack)
        }
    }

    /// NSAlert: the first button (the default, else the first declared) is rightmost, Cancel to
    /// its left, the rest further left; a stack puts the first on top and Cancel at the bottom.
    private func macOSOrder(others: [Candidate], cancel: Candidate?) -> ([Candidate], ActionLayout) {
        var rest = others
        let primaryIndex = rest.firstIndex(where: \.action.isDefault) ?? (rest.isEmpty ? nil : 0)
        let primary = primaryIndex.map { rest.remove(at: $0) }
        let alertOrder = (primary.map { [$0] } ?? []) + (cancel.map { [$0] } ?? []) + rest
        if alertOrder.count >= policies.macOSStackFromButtonCount {
            return ((primary.map { [$0] } ?? []) + rest + (cancel.map { [$0] } ?? []), .stack)
        }
        return (alertOrder.reversed(), .row)
    }

    /// The label's width in character cells; a wide (CJK) character counts two.
    static func width(_ label: String) -> Int {
        label.unicodeScalars.reduce(0) { total, scalar in
            switch scalar.value {
            case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
                 0xFFE0...0xFFE6, 0x20000...0x3FFFD: total + 2
            default: total + 1
            }
        }
    }

    private func element(of candidate: Candidate) -> String {
        if case .control(let index) = candidate.target.source { return "action \(index + 1)" }
        return "dialog"
    }

    /// The shown label of a button, or nil when the platform omits it.
    private mutating func buttonLabel(_ label: ButtonLabel, element: String) -> ResolvedAction? {
        let textOnly = DialogResolver.textOnlyLabelPlatforms.contains(platform)
        switch label {
        case .text(let text):
            return ResolvedAction(label: resolve(text, element: element).text)
        case .label(let title, let icon):
            let shown = resolve(title, element: element).text
            if textOnly, policies.labelTitleShownWhereOnlyTextIs {
                diagnose(.dialogIconOmitted, element, "the button '\(shown)' shows its Label's title without the image '\(icon.name)' on \(platform)")
                return ResolvedAction(label: shown)
            }
            if textOnly {
                diagnose(.dialogLabelOmitted, element,
                         "the button '\(shown)' has a Label (with image '\(icon.name)'), not Text: \(platform) omits it")
                return nil
            }
            return ResolvedAction(label: shown, image: icon.name)
        case .image(let image):
            if textOnly {
                diagnose(.dialogLabelOmitted, element,
                         "the button labelled with image '\(image.name)' has no Text label: \(platform) omits it")
                return nil
            }
            return ResolvedAction(label: "", image: image.name)
        case .composite(let texts, let images):
            let shown = texts.map { resolve($0, element: element).text }.joined(separator: " ")
            if textOnly {
                diagnose(.dialogLabelOmitted, element,
                         "the button '\(shown)' has a label of several views, not a single Text: \(platform) omits it")
                return nil
            }
            return ResolvedAction(label: shown, image: images.first?.name)
        case .other(let typeNames):
            let names = typeNames.isEmpty ? "nothing" : typeNames.joined(separator: " + ")
            if textOnly {
                diagnose(.dialogLabelOmitted, element, "the button labelled with \(names), not a single Text: \(platform) omits it")
                return nil
            }
            diagnose(.dialogLabelUnknown, element, "the button labelled with \(names) is shown, but its label has no text")
            return ResolvedAction(label: "")
        }
    }

    private mutating func resolve(_ text: Text, element: String) -> ResolvedString {
        let resolved = strings?.resolve(text, in: environment) ?? Resolver.resolve(text, in: environment)
        for issue in resolved.issues {
            switch issue.kind {
            case .missingKey, .otherLocalization, .developmentLanguageFallback: untranslatedElements.insert(element)
            default: break
            }
            let severity: DialogDiagnostic.Severity = switch issue.kind {
            case .missingKey, .otherLocalization: .warning
            case .developmentLanguageFallback: .note
            default: .error
            }
            diagnose(issue.id, severity, element, issue.message)
        }
        return resolved
    }

    private mutating func diagnose(_ rule: String, _ severity: DialogDiagnostic.Severity, _ element: String, _ message: String) {
        diagnostics.append(DialogDiagnostic(rule: rule, severity: severity, element: element, message: message))
    }

    private mutating func diagnose(_ rule: DiagnosticRule, _ element: String, _ message: String) {
        diagnose(rule.id, rule.severity, element, message)
    }

    private static func styleNames(_ run: StyledRun) -> [String] {
        var names: [String] = []
        if run.bold { names.append("bold") }
        if run.italic { names.append("italic") }
        if run.strikethrough { names.append("strikethrough") }
        if run.monospaced { names.append("monospaced") }
        if run.link != nil { names.append("link") }
        if run.foregroundColor != nil { names.append("color") }
        return names
    }
}

extension ActionTarget {
    /// Standard actions sort after the author's buttons.
    var declarationRank: Int {
        if case .control(let index) = source { return index }
        return Int.max
    }
}
