import Foundation

/// A style that draws a button and keeps the standard interaction (a tap runs the action), as
/// SwiftUI's `ButtonStyle`. Set one with `buttonStyle(_:)`.
///
/// In a host nothing is ever held down, so `configuration.isPressed` is always `false`; the
/// testing library's `tap()` runs the button's action.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    /// The view of a button with `configuration`'s label, role and pressed state.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a button a ``ButtonStyle`` draws, as SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
    /// A button's label, with its type erased.
    public struct Label: View, TypeErasedView {
        let view: any View
        public typealias Body = Never
    }

    /// The button's role, `nil` for none.
    public let role: ButtonRole?
    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    /// Whether the button is held down: always `false` in a host.
    public let isPressed: Bool
}

/// A style that draws a button and decides how it is triggered, as SwiftUI's
/// `PrimitiveButtonStyle`: the style's body calls `configuration.trigger()` (from a tap gesture,
/// or by wrapping its label in `Button(configuration)`). The testing library's `tap()` finds that
/// gesture or button inside the style's body; a style that never triggers makes a button that
/// does nothing, as in SwiftUI.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// The view of a button with `configuration`'s label and role, which triggers its action.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a button a ``PrimitiveButtonStyle`` draws, as SwiftUI's
/// `PrimitiveButtonStyleConfiguration`.
public struct PrimitiveButtonStyleConfiguration {
    /// A button's label, with its type erased.
    public struct Label: View, TypeErasedView {
        let view: any View
        public typealias Body = Never
    }

    /// The button's role, `nil` for none.
    public let role: ButtonRole?
    /// The button's label.
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: @MainActor () -> Void

    /// Runs the button's action.
    @MainActor public func trigger() { action() }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A button made from a primitive style's configuration, as SwiftUI's `init(_:)`: it shows the
    /// configuration's label and triggers its action. Tesselate draws it in the automatic style
    /// (SwiftUI uses the style around the one being defined).
    @MainActor public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
    }
}
