import Foundation

/// A button's purpose, as SwiftUI's `ButtonRole`: `.destructive`, `.cancel`, and iOS 26's
/// `.close` and `.confirm` (`nil` for none).
///
/// Styles read it from their configuration. The built-in styles draw a destructive button's label
/// red (the tint of a bordered one); the other roles look as a button without one, as on iOS
/// outside alerts and menus (which make a cancel button bold; iOS 26 draws close and confirm
/// buttons in toolbars as glass circles, not modelled).
public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// A button that deletes data or does something that cannot be undone.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
    /// A button that closes the view it is in (iOS 26).
    public static let close = ButtonRole(name: "close")
    /// A button that confirms an operation (iOS 26).
    public static let confirm = ButtonRole(name: "confirm")

    /// The symbol and the accessibility label of the default label of a button with this role
    /// (`Button(role:action:)`): Apple shows an "x" for `.cancel`; the others are chosen.
    var defaultLabel: (symbol: String, title: String) {
        switch name {
        case "destructive": ("trash", "Delete")
        case "cancel": ("xmark", "Cancel")
        case "close": ("xmark", "Close")
        default: ("checkmark", "Confirm")
        }
    }
}

/// The label a button with a role shows when it is given none, as SwiftUI's `DefaultButtonLabel`
/// (iOS 26): the role's symbol (an "x" for `.cancel` and `.close`, a checkmark for `.confirm`, a
/// trash can for `.destructive`; chosen except the first), read by accessibility as the role's
/// name ("Cancel", "Close", "Confirm", "Delete").
public struct DefaultButtonLabel: View {
    let role: ButtonRole

    public var body: some View {
        Image(systemName: role.defaultLabel.symbol).accessibilityLabel(Text(role.defaultLabel.title))
    }
}

extension Button where Label == DefaultButtonLabel {
    /// A button with `role` and the role's default label, as SwiftUI's `init(role:action:)`
    /// (iOS 26): `Button(role: .confirm) { save() }`.
    nonisolated public init(role: ButtonRole, action: @escaping () -> Void) {
        self.init(role: role, action: action) { DefaultButtonLabel(role: role) }
    }
}

extension Button {
    /// A button with `role` that runs `action` and shows `label`.
    nonisolated public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
        self.role = role
    }
}

extension Button where Label == Text {
    /// A button with `role` whose label is a localized title.
    nonisolated public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button with `role` whose label is the text `title`, shown as it is.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}
