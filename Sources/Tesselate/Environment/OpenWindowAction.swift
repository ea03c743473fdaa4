import Foundation

/// An action that opens a window, as SwiftUI's `OpenWindowAction`, read from the environment as
/// `@Environment(\.openWindow)` (iOS 16; on iPhone, where an app has one window, it does nothing
/// visible).
///
/// A host has one window: the action opens nothing and records the request (the scene id, the
/// value), which a test reads as ``ViewHost/openedWindows``. A bare `EnvironmentValues()`'s
/// action does nothing.
// It only ever runs on the main actor (`callAsFunction` is isolated to it).
public struct OpenWindowAction: @unchecked Sendable {
    let action: @MainActor (WindowRequest) -> Void

    init(_ action: @escaping @MainActor (WindowRequest) -> Void) { self.action = action }

    /// Opens a window of the scene with identifier `id`.
    @MainActor @preconcurrency public func callAsFunction(id: String) {
        action(WindowRequest(id: id, value: nil))
    }

    /// Opens a window of the scene that presents values of `value`'s type, presenting `value`.
    @MainActor @preconcurrency public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
        action(WindowRequest(id: nil, value: dumpValue(AnyHashable(value))))
    }

    /// Opens a window of the scene with identifier `id`, presenting `value`.
    @MainActor @preconcurrency public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
        action(WindowRequest(id: id, value: dumpValue(AnyHashable(value))))
    }
}

/// A window a view asked to open (``OpenWindowAction``) or to dismiss (``DismissWindowAction``),
/// as a host records it: the scene's identifier and the value, when given (neither, for a
/// dismissal of the window the view is in).
public struct WindowRequest: Hashable, Sendable, CustomStringConvertible {
    /// The identifier of the scene asked for, if one was given.
    public var id: String?
    /// The value asked to be presented, as the dump writes it, if one was given.
    public var value: String?

    public init(id: String?, value: String?) {
        self.id = id
        self.value = value
    }

    public var description: String {
        let parts = [id.map { "id: \(quoted($0))" }, value.map { "value: \($0)" }].compactMap { $0 }
        return parts.isEmpty ? "the current window" : parts.joined(separator: ", ")
    }
}

struct OpenWindowKey: EnvironmentKey { static let defaultValue = OpenWindowAction { _ in } }

extension EnvironmentValues {
    /// The action that opens a window (see ``OpenWindowAction``); read-only, as in SwiftUI.
    public internal(set) var openWindow: OpenWindowAction {
        get { self[OpenWindowKey.self] }
        set { self[OpenWindowKey.self] = newValue }
    }
}

extension ViewHost {
    /// The windows the host's views asked to open through the environment's
    /// ``OpenWindowAction``, in order. A host has one window and opens none.
    public var openedWindows: [WindowRequest] { services.openedWindows }
}
