import Foundation

extension Button where Label == Text {
    /// A button whose label is a localized title, as SwiftUI's `init(_:action:)` with a
    /// `LocalizedStringKey` (a literal, or a key held in a variable).
    nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
}

extension Button where Label == Tesselate.Label<Text, Image> {
    /// A button labelled with a title and an SF Symbol, as SwiftUI's
    /// `init(_:systemImage:action:)`: its label is `Label(titleKey, systemImage: systemImage)`,
    /// which a bar or a menu shows as its icon or its title and icon.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { Tesselate.Label(titleKey, systemImage: systemImage) }
    }

    /// A button labelled with a title shown as it is and an SF Symbol, as SwiftUI's
    /// `init(_:systemImage:action:)` with a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { Tesselate.Label(title, systemImage: systemImage) }
    }

    /// A button with a role, labelled with a title and an SF Symbol, as SwiftUI's
    /// `init(_:systemImage:role:action:)`.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
    ) {
        self.init(role: role, action: action) { Tesselate.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a role, labelled with a title shown as it is and an SF Symbol, as SwiftUI's
    /// `init(_:systemImage:role:action:)` with a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
    ) {
        self.init(role: role, action: action) { Tesselate.Label(title, systemImage: systemImage) }
    }
}
