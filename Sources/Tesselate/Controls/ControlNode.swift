import Foundation

/// What a person can do with a control, as the testing library performs it: tap a button,
/// step a stepper, flip a toggle, choose a picker's option. Each action writes through the
/// control's binding or calls its closure; the host then updates as after any change.
package struct ControlActions {
    /// Tapping: a `Button`'s action.
    package var tap: (@MainActor () -> Void)?
    /// A `Stepper`'s "+" and "−" segments; `nil` when the value is at its bound (the segment is
    /// disabled, as in SwiftUI).
    package var increment: (@MainActor () -> Void)?
    package var decrement: (@MainActor () -> Void)?
    /// Flipping a `Toggle`.
    package var toggle: (@MainActor () -> Void)?
    /// Choosing a `Picker` option by its tag; returns `false` when no option has that tag.
    package var select: (@MainActor (AnyHashable) -> Bool)?
    /// Dragging a `Slider`'s thumb to a value (clamped to the bounds, snapped to the step).
    package var slide: (@MainActor (Double) -> Void)?
    /// Choosing a date in a `DatePicker`; returns why it cannot be chosen (outside the picker's
    /// range), or `nil` when it was.
    package var pickDate: (@MainActor (Date) -> String?)?
    /// Choosing a colour in a `ColorPicker`.
    package var pickColor: (@MainActor (Color) -> Void)?
    /// Opening a `Menu` (showing its items), a `contextMenu` (as a long press does) or
    /// expanding a `DisclosureGroup`.
    package var open: (@MainActor () -> Void)?
    /// The tags of a `Picker`'s options, in order.
    package var options: [AnyHashable] = []
    /// Whether the control responds (`false` under `disabled(true)`); the testing library then
    /// refuses to act on it.
    package var isEnabled = true

    package init() {}
}

/// The controls a person can act on through the testing library.
package enum ControlKind: String, Sendable {
    case button = "Button", stepper = "Stepper", toggle = "Toggle", picker = "Picker", slider = "Slider"
    case menu = "Menu", disclosureGroup = "DisclosureGroup", contextMenu = "ContextMenu"
    case datePicker = "DatePicker", colorPicker = "ColorPicker"
}

/// The node of a control: it lays its content out as itself (a wrapper) and carries the
/// control's actions for the testing library.
struct ControlNode: WrapperBehavior {
    var kind: ControlKind
    /// The name dumps show when it is not the kind's (a `NavigationLink` acts as a button).
    var name: String?
    var attributes: [DumpAttribute] = []
    var actions: ControlActions

    var kindName: String { name ?? kind.rawValue }
    var dumpAttributes: [DumpAttribute] { actions.isEnabled ? attributes : attributes + [DumpAttribute("disabled", "true")] }
}

/// A part of a control drawn by the platform (a switch, a stepper's segments, a chevron): a fixed
/// size whatever it is offered, as a UIKit control's intrinsic content size.
struct ControlGlyphNode: NodeBehavior {
    var name: String
    var size: CGSize
    /// A switch's state (`nil` for parts that have none): it is drawn green with its knob on the
    /// trailing side when on, grey with the knob leading when off.
    var isOn: Bool?
    /// The release whose look a switch is drawn in.
    var os: OSVersion = .default
    /// Whether the layout runs right to left (a switch draws past its frame on the trailing side).
    var isRightToLeft = false
    /// A chevron pointing up and down (a menu picker's) rather than forward (a link's).
    var isUpDown = false

    var kindName: String { name }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> CGSize { size }
}

/// A view for a ``ControlGlyphNode``.
struct ControlGlyph {
    var name: String
    var size: CGSize
    var isOn: Bool?
    var isUpDown = false
    typealias Body = Never

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let node = ControlGlyphNode(
            name: name, size: size, isOn: isOn, os: context.environment.osVersion,
            isRightToLeft: context.environment.layoutDirection == .rightToLeft, isUpDown: isUpDown)
        nodes.append(resolver.makeNode(node, context))
    }
}

extension Resolver {
    /// Makes a control node of `kind` whose single child is `content` (several views are stacked
    /// in an implicit `VStack`, none give an empty node).
    func resolveControl<Content: View>(
        kind: ControlKind, name: String? = nil, attributes: [DumpAttribute] = [], actions: ControlActions,
        content: Content, _ context: ResolveContext, into nodes: inout [NodeIndex]
    ) {
        var actions = actions
        actions.isEnabled = context.environment.isEnabled
        let node = makeNode(ControlNode(kind: kind, name: name, attributes: attributes, actions: actions), context)
        var contentContext = context.content(of: node)
        contentContext.stackAxis = context.stackAxis
        let child = resolveSingle(content, contentContext, implicitStack: LayoutBehavior(layout: VStackLayout()))
        attach([child], to: node)
        nodes.append(node)
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension ControlGlyph: View, PrimitiveView {}
