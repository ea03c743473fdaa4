import Foundation

/// An action that refreshes content, as SwiftUI's `RefreshAction`, read as
/// `@Environment(\.refresh)`: `nil` unless a `refreshable` is around the view.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Runs the refresh and returns when it has finished.
    public func callAsFunction() async { await action() }
}

struct RefreshActionKey: EnvironmentKey { static let defaultValue: RefreshAction? = nil }

extension EnvironmentValues {
    /// The refresh action of the nearest `refreshable` around the view, as SwiftUI's `refresh`.
    public internal(set) var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

extension View {
    /// Marks the view as refreshable, as SwiftUI's `refreshable(action:)`: the `List`s and scroll
    /// views inside refresh with `action` when pulled down, and the views inside see it as the
    /// environment's `refresh`. A host pulls with ``ViewHost/refresh()``, which runs the action on
    /// the host's clock as the views' tasks run. Layout is unchanged (the refresh control is not
    /// drawn); the dump shows the modifier as `refreshable`.
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        let refresh = RefreshAction(action: action)
        return environment(\.refresh, refresh).modified(RefreshableMarker(action: refresh))
    }
}

/// Marks a refreshable view in the tree, for the host to find its action.
struct RefreshableMarker: WrappingModifier, WrapperBehavior {
    var action: RefreshAction

    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior { self }
    var kindName: String { "refreshable" }
}
