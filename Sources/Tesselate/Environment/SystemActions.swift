import Foundation

/// An action that dismisses the presentation a view is in, as SwiftUI's `DismissAction`, read
/// from the environment as `@Environment(\.dismiss)`.
///
/// In a sheet or a full-screen cover it dismisses the presentation; in a page pushed on a
/// ``NavigationStack`` it pops the page. Elsewhere the host's action records the call, which a
/// test reads as ``ViewHost/dismissCount``. A bare `EnvironmentValues()`'s action does nothing.
// It only ever runs on the main actor (`callAsFunction` is isolated to it).
public struct DismissAction: @unchecked Sendable {
    let action: @MainActor () -> Void

    init(_ action: @escaping @MainActor () -> Void) { self.action = action }

    /// Dismisses the view, as a person would see it go.
    @MainActor @preconcurrency public func callAsFunction() { action() }
}

/// An action that opens a URL, as SwiftUI's `OpenURLAction`, read from the environment as
/// `@Environment(\.openURL)`.
///
/// The host's action opens nothing: it records the URL, which a test reads in
/// ``ViewHost/openedURLs``. A custom action made with `init(handler:)` and set with
/// `environment(\.openURL, …)` runs its handler; when the handler answers `.systemAction`, the
/// host's action records the URL (the original or the one given).
public struct OpenURLAction: Sendable {
    /// What a custom handler did with a URL, as SwiftUI's `OpenURLAction.Result`.
    public struct Result: Sendable {
        enum Outcome: Sendable {
            case handled, discarded, system(URL?)
        }
        let outcome: Outcome

        /// The handler opened the URL.
        public static let handled = Result(outcome: .handled)
        /// The handler did not open the URL.
        public static let discarded = Result(outcome: .discarded)
        /// The handler asks the system to open the URL.
        public static let systemAction = Result(outcome: .system(nil))
        /// The handler asks the system to open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(outcome: .system(url)) }
    }

    /// The custom handler, if any; the system is asked when it says so, or when there is none.
    let handler: (@MainActor @Sendable (URL) -> Result)?
    /// Opens a URL as the system would: the host records it.
    let system: @MainActor @Sendable (URL) -> Void

    /// An action that runs `handler` for each URL.
    @MainActor @preconcurrency public init(handler: @escaping (URL) -> Result) {
        // The handler runs on the main actor only (actions are called there), so it may be
        // treated as sendable.
        nonisolated(unsafe) let handler = handler
        self.handler = { url in handler(url) }
        self.system = { _ in }
    }

    init(systemHandler: @escaping @MainActor @Sendable (URL) -> Void) {
        handler = nil
        system = systemHandler
    }

    /// Opens `url`.
    @MainActor @preconcurrency public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    /// Opens `url`, then calls `completion` with whether it was opened.
    @MainActor @preconcurrency public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        switch handler?(url).outcome ?? .system(nil) {
        case .handled: completion(true)
        case .discarded: completion(false)
        case .system(let other):
            system(other ?? url)
            completion(true)
        }
    }
}

struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction {} }
struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction(systemHandler: { _ in }) }

extension EnvironmentValues {
    /// The action that dismisses the presentation the view is in (see ``DismissAction``);
    /// read-only, as in SwiftUI.
    public internal(set) var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// The action that opens URLs (see ``OpenURLAction``).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set {
            // A custom action set below keeps the host's system action for `.systemAction`.
            var action = newValue
            if action.handler != nil { action = OpenURLAction(handler: action.handler, system: self[OpenURLKey.self].system) }
            self[OpenURLKey.self] = action
        }
    }
}

extension OpenURLAction {
    init(handler: (@MainActor @Sendable (URL) -> Result)?, system: @escaping @MainActor @Sendable (URL) -> Void) {
        self.handler = handler
        self.system = system
    }
}
