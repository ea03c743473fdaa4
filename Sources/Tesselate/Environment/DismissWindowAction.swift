import Foundation

/// An action that dismisses a window, as SwiftUI's `DismissWindowAction`, read from the
/// environment as `@Environment(\.dismissWindow)` (iOS 17).
///
/// A host has one window, which stays: the action records the request (the scene id and the
/// value; neither for the current window), which a test reads as ``ViewHost/dismissedWindows``.
/// A bare `EnvironmentValues()`'s action does nothing.
// It only ever runs on the main actor (`callAsFunction` is isolated to it).
public struct DismissWindowAction: @unchecked Sendable {
    let action: @MainActor (WindowRequest) -> Void

    init(_ action: @escaping @MainActor (WindowRequest) -> Void) { self.action = action }

    /// Dismisses the window the view is in.
    @MainActor @preconcurrency public func callAsFunction() {
        action(WindowRequest(id: nil, value: nil))
    }

    /// Dismisses the windows of the scene with identifier `id`.
    @MainActor @preconcurrency public func callAsFunction(id: String) {
        action(WindowRequest(id: id, value: nil))
    }

    /// Dismisses the windows presenting `value`.
    @MainActor @preconcurrency public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
        action(WindowRequest(id: nil, value: dumpValue(AnyHashable(value))))
    }

    /// Dismisses the window of the scene with identifier `id` presenting `value`.
    @MainActor @preconcurrency public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
        action(WindowRequest(id: id, value: dumpValue(AnyHashable(value))))
    }
}

struct DismissWindowKey: EnvironmentKey { static let defaultValue = DismissWindowAction { _ in } }

extension EnvironmentValues {
    /// The action that dismisses a window (see ``DismissWindowAction``); read-only, as in SwiftUI.
    public internal(set) var dismissWindow: DismissWindowAction {
        get { self[DismissWindowKey.self] }
        set { self[DismissWindowKey.self] = newValue }
    }
}

extension ViewHost {
    /// The windows the host's views asked to dismiss through the environment's
    /// ``DismissWindowAction``, in order. A host's window stays.
    public var dismissedWindows: [WindowRequest] { services.dismissedWindows }
}
