/// The dialog rules Apple does not document exactly, each one named setting so it is easy to
/// change when a device shows otherwise. Tags as in apple-semantics.md: [DOC] documented, [OBS]
/// observed by developers, [INF] inferred. ``apple`` is the engine's best reading of current
/// systems; documented rules are not settings (they are in ``DialogResolver``).
public struct DialogPolicies: Sendable, Hashable {
    /// Whether a confirmation dialog's `.automatic` title is shown, per platform. [OBS] "iOS does
    /// not show titles by default" (passepartout-io issue 683; TCA PR 3617 bridges
    /// `titleVisibility`); [INF] macOS shows it (an NSAlert always has message text), and so do
    /// tvOS, watchOS and visionOS (spec §1.8).
    public var automaticTitleShown: [DialogPlatform: Bool] = [
        .iOS: false, .iPadOS: false, .macOS: true, .tvOS: true, .watchOS: true, .visionOS: true,
    ]

    /// [INF] A dismissal confirmation dialog has no `titleVisibility` parameter; its title follows
    /// ``automaticTitleShown`` as a confirmation dialog's `.automatic` title does.
    public var dismissalTitleFollowsConfirmationDialog = true

    /// [OBS, off] On iOS 15 an alert with a destructive button was seen to gain a Cancel button
    /// (enebin, Medium). This contradicts the documented "No default cancel action is provided",
    /// which the engine follows unless this is set (spec-review C4).
    public var alertDestructiveAddsCancel = false

    /// [OBS] "Only one cancel button is shown even if several have the cancel role, usually the
    /// last one added" (spec §1.4): which one is kept.
    public var keptCancel: KeptCancel = .last

    /// [INF] In dialogs a `.close` button is treated like `.cancel` (it takes the standard Cancel's
    /// place and cancels a dismissal), since both leave without acting (spec §2.1).
    public var closeRoleActsAsCancel = true

    /// [DOC HIG + OBS] In a two-button alert row on iOS, iPadOS and visionOS the cancel button is
    /// on the leading side whatever the declaration order ("Cancel buttons are typically on the
    /// leading side of a row"; enebin: "When there are 2 buttons, it's always located at the left
    /// side"). When false, declaration order is kept.
    public var cancelLeadsTwoButtonRow = true

    /// [OBS + INF] Two alert buttons share a row only when both labels fit half of a 270-point
    /// alert (developer forums thread 771761: long titles switch to a stack). Estimated in
    /// character cells at the system font: a wide (CJK) character counts two.
    public var twoButtonRowMaximumLabelWidth = 14

    /// [INF] A macOS alert stacks its buttons vertically from this many buttons (default on top,
    /// cancel at the bottom); fewer share a row, the default rightmost (NSAlert: "Buttons are
    /// placed starting near the right side").
    public var macOSStackFromButtonCount = 3

    /// [DOC membership, order UNCONFIRMED] The standard actions of an iOS dismissal dialog after the
    /// author's buttons, in this order (spec §8 test 15: `[Save, standard close, standard Cancel]`).
    public var dismissalStandardActionOrder: [StandardAction] = [.close, .cancel]

    /// [INF] The standard OK of an alert with no actions is its default button (Return on macOS;
    /// the only button elsewhere).
    public var standardOKIsDefault = true

    /// [SRC] The standard action titles follow the app's localization, not the user's first
    /// language: a bundle other than the main one tries the main bundle's chosen language first
    /// (`CFBundle_Locale.c`, spec §5.2), so the system's titles speak the app's language.
    public var standardTitlesFollowAppLocalization = true

    /// [DOC reading, UNCONFIRMED on devices] Where only `Text` labels are supported (iOS, tvOS,
    /// watchOS), a button labelled with a `Label` is omitted, as "Passing any other type of view
    /// results in the content being omitted" reads. Set this to show the `Label`'s title instead
    /// (its icon dropped), which some developers report on recent iPhones.
    public var labelTitleShownWhereOnlyTextIs = false

    /// [HIG] "an alert … up to three buttons": more gets a `dialog.too-many-buttons` warning.
    public var advisedAlertButtonLimit = 3

    /// How each platform presents each dialog kind. [DOC] the iPad regular-width confirmation
    /// dialog is a popover; [INF] the rest (spec §1.8's table).
    public var styles: [DialogKind: [DialogPlatform: DialogStyle]] = [
        .alert: [.iOS: .alert, .iPadOS: .alert, .macOS: .alert, .tvOS: .alert, .watchOS: .alert, .visionOS: .alert],
        .confirmationDialog: [
            .iOS: .actionSheet, .iPadOS: .popover, .macOS: .sheet, .tvOS: .actionSheet, .watchOS: .actionSheet,
            .visionOS: .actionSheet,
        ],
        // Not available on tvOS, watchOS and visionOS (a `dialog.unavailable` error there).
        .dismissalConfirmationDialog: [.iOS: .actionSheet, .iPadOS: .actionSheet, .macOS: .sheet],
    ]

    public enum KeptCancel: String, Sendable, Hashable {
        case first, last
    }

    public init() {}

    /// The engine's reading of Apple's current systems.
    public static let apple = DialogPolicies()

    func style(_ kind: DialogKind, _ platform: DialogPlatform) -> DialogStyle {
        styles[kind]?[platform] ?? (kind == .alert ? .alert : .actionSheet)
    }
}
