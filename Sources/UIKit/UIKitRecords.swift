import Synchronization
import Tesselate

/// What the UIKit-shaped calls did, kept for the test: the haptics the feedback generators played,
/// the general pasteboard's contents, the app icon's badge number, whether the screen is kept on,
/// the URLs given to `UIApplication.open` and what share sheets shared. A Tesselate type (UIKit
/// does these things on the device).
///
/// Each `ViewHost` has its own, filled by the code that runs for it (its bodies and callbacks,
/// the actions a test triggers, the tasks they start) and read through the host:
/// `host.haptics`, `host.pasteboard`, `host.applicationIconBadgeNumber`,
/// `host.isIdleTimerDisabled`, `host.openedURLs` (where the environment's `openURL` records too)
/// and `host.shares` (with the `ShareLink`s' shares). Code that runs for no host (a test's own
/// code, a view model tested alone) records in ``unhosted``, one for the process; ``reset()``
/// empties it.
public final class UIKitRecords: Sendable {
    private struct State {
        var haptics: [Haptic] = []
        var badgeNumber = 0
        var idleTimerDisabled = false
        var alternateIconName: String?
    }

    private let state = Mutex(State())
    private let context: RunningHost
    /// The general pasteboard's contents.
    public let pasteboard: UIPasteboard

    init(context: RunningHost) {
        self.context = context
        pasteboard = UIPasteboard(storage: PasteboardStorage())
    }

    /// The records of code that runs for no host.
    public static var unhosted: UIKitRecords { records(of: RunningHost.standalone) }

    /// The records of the running host, or ``unhosted``.
    static var running: UIKitRecords { records(of: RunningHost.currentOrStandalone) }

    static func records(of context: RunningHost) -> UIKitRecords {
        context.slot(UIKitRecords.self) { UIKitRecords(context: context) }
    }

    /// The haptics played, in order.
    public var haptics: [Haptic] { state.withLock { $0.haptics } }

    /// The app icon's badge number (`UIApplication.applicationIconBadgeNumber`), 0 at first.
    public var applicationIconBadgeNumber: Int { state.withLock { $0.badgeNumber } }

    /// The URLs given to `UIApplication.open`, in order (for a host, with those its views opened
    /// through the environment's `openURL`).
    @MainActor public var openedURLs: [URL] { context.openedURLs }

    /// What share sheets (`UIActivityViewController`) shared, in order (for a host, with what its
    /// `ShareLink`s shared: `ViewHost.shares`).
    @MainActor public var shares: [Share] { context.shares }

    /// Whether the app keeps the screen on (`UIApplication.isIdleTimerDisabled`), `false` at first.
    public var isIdleTimerDisabled: Bool { state.withLock { $0.idleTimerDisabled } }

    func setIdleTimerDisabled(_ disabled: Bool) { state.withLock { $0.idleTimerDisabled = disabled } }

    /// The app icon set with `UIApplication.setAlternateIconName(_:completionHandler:)`; `nil`
    /// (the primary icon) at first.
    public var alternateIconName: String? { state.withLock { $0.alternateIconName } }

    func setAlternateIconName(_ name: String?) { state.withLock { $0.alternateIconName = name } }

    func record(_ haptic: Haptic) { state.withLock { $0.haptics.append(haptic) } }

    func setBadgeNumber(_ number: Int) { state.withLock { $0.badgeNumber = number } }

    /// Empties ``unhosted`` (its haptics, pasteboard, badge number and opened URLs), as a test's
    /// `setUp` would between tests that call UIKit outside a host. A host's records are its own
    /// and go with it.
    public static func reset() {
        RunningHost.standalone.resetOwnRecords()
    }
}

extension ViewHost {
    /// The haptics the host's views played through UIKit's feedback generators, in order. A host
    /// has no Taptic Engine: it records what a person would have felt.
    public var haptics: [Haptic] { UIKitRecords.records(of: runningHost).haptics }

    /// The host's general pasteboard (`UIPasteboard.general` for the code that runs for it),
    /// empty when the host is made: seed it before a test pastes (`host.pasteboard.string = "…"`),
    /// read what the views copied the same way.
    public var pasteboard: UIPasteboard { UIKitRecords.records(of: runningHost).pasteboard }

    /// The app icon's badge number the host's views set through
    /// `UIApplication.shared.applicationIconBadgeNumber`, 0 at first.
    public var applicationIconBadgeNumber: Int { UIKitRecords.records(of: runningHost).applicationIconBadgeNumber }

    /// Whether the host's views asked to keep the screen on
    /// (`UIApplication.shared.isIdleTimerDisabled`), `false` at first.
    public var isIdleTimerDisabled: Bool { UIKitRecords.records(of: runningHost).isIdleTimerDisabled }

    /// The app icon the host's views chose with `UIApplication.shared.setAlternateIconName`, `nil`
    /// (the primary icon) at first.
    public var alternateIconName: String? { UIKitRecords.records(of: runningHost).alternateIconName }
}

/// A haptic a feedback generator played, as a host records it.
public enum Haptic: Hashable, Sendable, CustomStringConvertible {
    /// `UIImpactFeedbackGenerator.impactOccurred(intensity:)` (intensity 1 for `impactOccurred()`).
    case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
    /// `UINotificationFeedbackGenerator.notificationOccurred(_:)`.
    case notification(UINotificationFeedbackGenerator.FeedbackType)
    /// `UISelectionFeedbackGenerator.selectionChanged()`.
    case selection

    public var description: String {
        switch self {
        case .impact(let style, let intensity):
            intensity == 1 ? "impact(.\(style))" : "impact(.\(style), intensity: \(UIColor.format(Double(intensity))))"
        case .notification(let type): "notification(.\(type))"
        case .selection: "selection"
        }
    }
}
