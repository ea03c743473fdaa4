import Foundation

/// What can submit a value, as SwiftUI's `SubmitTriggers`: Return in a text field (`.text`) or a
/// search field made by `searchable` (`.search`).
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Return in a `TextField` or `SecureField`.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Return in a search field made by `searchable`.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// An `onSubmit` action and the triggers it answers.
struct SubmitAction: @unchecked Sendable {
    // Run only on the main actor, by the host whose field was submitted.
    let triggers: SubmitTriggers
    let action: () -> Void
}

struct SubmitActionsKey: EnvironmentKey { static let defaultValue: [SubmitAction] = [] }

extension EnvironmentValues {
    /// The `onSubmit` actions around this view, outermost first, up to the nearest `submitScope()`.
    var submitActions: [SubmitAction] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

extension View {
    /// Adds an action to run when a person submits a value in this view, as SwiftUI's
    /// `onSubmit(of:_:)`: Return in a text field or secure field inside it (for `.text`, the
    /// default). In a host, ``ViewHost/submit(_:)``, a newline typed into a one-line field, and
    /// TesselateTesting's `submit()` press Return.
    ///
    /// The action can be set on the field or around a whole form. Actions are cumulative: Return
    /// runs every `onSubmit` between the field and the root (or the nearest `submitScope()`),
    /// **outermost first**. Apple documents only that the modifier may be set "on an individual
    /// view or an entire view hierarchy"; that all enclosing actions run is reported by
    /// kiwicom/orbit-swiftui#660 ("native `onSubmit` … is cumulative and runs all provided
    /// handlers, not just the innermost one"), and both libraries that mimic it run the earlier
    /// (outer) action first (orbit-swiftui#660's environment setter; oscbyspro/DiffableTextViews#85,
    /// whose `Trigger.+=` runs `lhs` then `rhs`). Unmeasured on a device.
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        let submit = SubmitAction(triggers: triggers, action: action)
        return transformEnvironment(\.submitActions) { $0.append(submit) }
    }

    /// Stops Return in this view from running the `onSubmit` actions set around it, as SwiftUI's
    /// `submitScope(_:)`; actions set inside it still run.
    nonisolated public func submitScope(_ isBlocking: Bool = true) -> some View {
        transformEnvironment(\.submitActions) { if isBlocking { $0 = [] } }
    }
}
