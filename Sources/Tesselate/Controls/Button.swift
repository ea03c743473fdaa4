import Foundation

/// A control that performs an action when tapped, as SwiftUI's `Button`.
///
/// Layout: the default (automatic, borderless) iOS button style draws the label as it is, so a
/// button has exactly its label's size and spacing; several label views are stacked in a `VStack`.
/// `buttonStyle(_:)` chooses how the label is drawn (see ``ButtonStyleKind``). The testing
/// library taps it with
/// `tap()`; the host then updates.
public struct Button<Label: View> {
    let action: @MainActor () -> Void
    let label: Label
    /// What the button does, for its look (see ``ButtonRole``).
    var role: ButtonRole?
    public typealias Body = Never

    /// A button that runs `action` and shows `label`.
    @MainActor public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        var actions = ControlActions()
        actions.tap = action
        let style = context.environment.buttonStyle
        var attributes = style == .automatic ? [] : [DumpAttribute("style", ".\(style.name)")]
        if let role { attributes.append(DumpAttribute("role", ".\(role.name)")) }
        let content = StyledButtonLabel(label: label, style: style)
        if role == .destructive {
            resolver.resolveControl(kind: .button, attributes: attributes, actions: actions, content: content.foregroundStyle(Color.red), context, into: &nodes)
        } else {
            resolver.resolveControl(kind: .button, attributes: attributes, actions: actions, content: content, context, into: &nodes)
        }
    }
}

extension Button where Label == Text {
    /// A button whose label is the text `title`, shown as it is (a `String` variable).
    @_disfavoredOverload
    @MainActor public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension Button: View, PrimitiveView {}
