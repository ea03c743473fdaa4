import Foundation

/// What a button does, as SwiftUI's `ButtonRole`: a `.destructive` button's label is red; in an
/// alert or a confirmation dialog a `.cancel` button is bold and set apart.
public struct ButtonRole: Hashable, Sendable {
    let name: String

    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

extension Button {
    /// A button with a role, as SwiftUI's `init(role:action:label:)`.
    @MainActor public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
        self.role = role
    }
}

extension Button where Label == Text {
    /// A button with a role and a localized title, as SwiftUI's `init(_:role:action:)`.
    @MainActor public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button with a role and a title shown as it is.
    @_disfavoredOverload
    @MainActor public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}
