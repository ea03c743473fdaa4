import Foundation

/// A button's purpose, as SwiftUI's `ButtonRole`: `.destructive` or `.cancel` (`nil` for none).
///
/// Styles read it from their configuration. The built-in styles draw a destructive button's label
/// red (the tint of a bordered one); a cancel button looks as one without a role, as on iOS
/// outside alerts and menus (which make it bold).
public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// A button that deletes data or does something that cannot be undone.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}

extension Button {
    /// A button with `role` that runs `action` and shows `label`.
    @MainActor public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
        self.role = role
    }
}

extension Button where Label == Text {
    /// A button with `role` whose label is a localized title.
    @MainActor public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button with `role` whose label is the text `title`, shown as it is.
    @_disfavoredOverload
    @MainActor public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}
