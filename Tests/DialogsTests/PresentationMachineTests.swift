import Dialogs
import Testing

/// The presentation state machines as tables of events → phase and effects.
@Suite struct PresentationMachineTests {
    typealias Machine = DialogPresentationMachine

    nonisolated(unsafe) static let alertRows: [(name: String, events: [Machine.Event], phases: [Machine.Phase], effects: [[Machine.Effect]])] = [
        ("binding false: nothing", [.evaluated(canPresent: false, identity: nil)], [.hidden], [[]]),
        ("binding true: present", [.evaluated(canPresent: true, identity: nil)], [.presented], [[.present]]),
        ("data changes later: ignored",
         [.evaluated(canPresent: true, identity: nil), .evaluated(canPresent: true, identity: nil)],
         [.presented, .presented], [[.present], []]),
        ("an action: run, reset, dismiss",
         [.evaluated(canPresent: true, identity: nil), .actionChosen],
         [.presented, .hidden], [[.present], [.runAction, .resetBinding, .dismiss]]),
        ("the app resets the binding: dismiss",
         [.evaluated(canPresent: true, identity: nil), .evaluated(canPresent: false, identity: nil)],
         [.presented, .hidden], [[.present], [.dismiss]]),
        ("another item: dismiss and present again",
         [.evaluated(canPresent: true, identity: 1), .evaluated(canPresent: true, identity: 2)],
         [.presented, .presented], [[.present], [.dismiss, .present]]),
        ("the same item: nothing",
         [.evaluated(canPresent: true, identity: 1), .evaluated(canPresent: true, identity: 1)],
         [.presented, .presented], [[.present], []]),
        ("an action while hidden: nothing", [.actionChosen], [.hidden], [[]]),
    ]

    @Test(arguments: alertRows.indices)
    func alertAndConfirmationDialog(_ row: Int) {
        let (name, events, phases, effects) = Self.alertRows[row]
        var machine = Machine()
        for (index, event) in events.enumerated() {
            #expect(machine.handle(event) == effects[index], "\(name), event \(index + 1)")
            #expect(machine.phase == phases[index], "\(name), event \(index + 1)")
        }
    }

    typealias Dismissal = DismissalMachine

    static let dismissalRows: [(name: String, events: [Dismissal.Event], phases: [Dismissal.Phase], effects: [[Dismissal.Effect]])] = [
        ("shouldPresent false", [.attemptDismiss(.user, shouldPresent: false, platform: .iOS)], [.dismissed], [[.dismissView]]),
        ("iOS user", [.attemptDismiss(.user, shouldPresent: true, platform: .iOS)], [.confirming], [[.presentDialog]]),
        ("iOS programmatic", [.attemptDismiss(.programmatic, shouldPresent: true, platform: .iOS)], [.dismissed], [[.dismissView]]),
        ("iPadOS programmatic", [.attemptDismiss(.programmatic, shouldPresent: true, platform: .iPadOS)], [.dismissed], [[.dismissView]]),
        ("macOS user", [.attemptDismiss(.user, shouldPresent: true, platform: .macOS)], [.confirming], [[.presentDialog]]),
        ("macOS programmatic", [.attemptDismiss(.programmatic, shouldPresent: true, platform: .macOS)], [.confirming], [[.presentDialog]]),
        ("tvOS has no such dialog", [.attemptDismiss(.user, shouldPresent: true, platform: .tvOS)], [.dismissed], [[.dismissView]]),
        ("cancel keeps the view",
         [.attemptDismiss(.user, shouldPresent: true, platform: .iOS), .actionChosen(isCancel: true)],
         [.confirming, .shown], [[.presentDialog], [.runAction, .dismissDialog]]),
        ("another action lets it go",
         [.attemptDismiss(.user, shouldPresent: true, platform: .macOS), .actionChosen(isCancel: false)],
         [.confirming, .dismissed], [[.presentDialog], [.runAction, .dismissDialog, .dismissView]]),
        ("a second attempt while asking: nothing",
         [.attemptDismiss(.user, shouldPresent: true, platform: .iOS), .attemptDismiss(.user, shouldPresent: true, platform: .iOS)],
         [.confirming, .confirming], [[.presentDialog], []]),
        ("after a cancel it can ask again",
         [.attemptDismiss(.user, shouldPresent: true, platform: .iOS), .actionChosen(isCancel: true),
          .attemptDismiss(.user, shouldPresent: true, platform: .iOS)],
         [.confirming, .shown, .confirming], [[.presentDialog], [.runAction, .dismissDialog], [.presentDialog]]),
        ("dismissed is final",
         [.attemptDismiss(.user, shouldPresent: false, platform: .iOS), .attemptDismiss(.user, shouldPresent: true, platform: .iOS)],
         [.dismissed, .dismissed], [[.dismissView], []]),
    ]

    @Test(arguments: dismissalRows.indices)
    func dismissal(_ row: Int) {
        let (name, events, phases, effects) = Self.dismissalRows[row]
        var machine = Dismissal()
        for (index, event) in events.enumerated() {
            #expect(machine.handle(event) == effects[index], "\(name), event \(index + 1)")
            #expect(machine.phase == phases[index], "\(name), event \(index + 1)")
        }
    }
}
