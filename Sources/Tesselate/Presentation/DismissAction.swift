import Foundation

/// Dismisses the presentation the view is in, as SwiftUI's `DismissAction` read from
/// `@Environment(\.dismiss)`: a sheet or a full-screen cover is dismissed, a page pushed on a
/// ``NavigationStack`` is popped; elsewhere it does nothing.
///
/// Added by the navigation work; if the environment work adds `dismiss` too, keep one.
public struct DismissAction {
    let action: (@MainActor () -> Void)?

    /// Dismisses the presentation.
    @MainActor public func callAsFunction() { action?() }
}

struct DismissActionKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(action: nil) }
}

extension EnvironmentValues {
    /// Dismisses the current presentation (see ``DismissAction``).
    public var dismiss: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }

    /// Whether the view is in a presentation: a sheet, a cover, or a pushed page, as SwiftUI's
    /// `isPresented`.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}

struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }
