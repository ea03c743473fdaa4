import Foundation

/// A control that performs an action when tapped, as SwiftUI's `Button`.
///
/// Layout: the default (automatic, borderless) iOS button style draws the label as it is, so a
/// button has exactly its label's size and spacing (in a navigation bar's item it is 4 wider on
/// each side, 2.25 on iOS 26, as measured: LayoutRules.md, "Navigation bars"); several label views
/// are stacked in a `VStack`.
/// `buttonStyle(_:)` chooses how the label is drawn: a built-in style, a ``ButtonStyle`` or a
/// ``PrimitiveButtonStyle``. The testing library taps it with `tap()`; the host then updates.
public struct Button<Label: View> {
    let action: @MainActor () -> Void
    let label: Label
    var role: ButtonRole?
    public typealias Body = Never

    /// A button that runs `action` and shows `label`.
    ///
    /// **Differs:** SwiftUI declares `action` as `@MainActor () -> Void`; its module is built in
    /// the Swift 5 language mode, so a view in Swift 6 mode may pass it a plain stored closure
    /// (`let action: () -> Void`, the most common component) without a warning. Tesselate is
    /// built in Swift 6 mode, where that declaration would make the same call a data-race
    /// warning, so `action` is a plain closure here; the button calls it on the main actor, and a
    /// closure written in a view's `body` is main-actor isolated as in SwiftUI.
    nonisolated public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        let callback = MainActorBound(action)
        self.action = { callback.value() }
        self.label = label()
    }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let style = context.environment.buttonStyle
        let tap = ControlAction.tap(style.triggersItself ? nil : action)
        var attributes = style.dumpAttributes
        if let role { attributes.append(DumpAttribute("role", ".\(role.name)")) }
        let configuration = PrimitiveButtonStyleConfiguration(role: role, label: .init(view: label), action: action)
        // Buttons inside a style's body (`Button(configuration)`) are drawn in the automatic style.
        let content = style.body(configuration).environment(\.buttonStyle, AnyButtonStyle(DefaultButtonStyle()))
        var context = context
        if let font = context.environment.headerButtonSymbolFont {
            // In a grouped list's header its symbols keep the font the header was given.
            context.environment.headerButtonSymbolFont = nil
            context.environment.symbolFont = font
        }
        resolver.resolveControl(kind: .button, attributes: attributes, action: tap, content: content, context, into: &nodes)
    }
}

extension Button where Label == Text {
    /// A button whose label is the text `title`, shown as it is (a `String` variable).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension Button: View, PrimitiveView {}
