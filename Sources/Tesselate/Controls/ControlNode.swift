import Foundation

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
    var action: ControlAction
    /// Whether the control responds (`false` under `disabled(true)`); the testing library then
    /// refuses to act on it.
    var isEnabled = true

    var kindName: String { name ?? kind.rawValue }
    var dumpAttributes: [DumpAttribute] { isEnabled ? attributes : attributes + [DumpAttribute("disabled", "true")] }
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
        kind: ControlKind, name: String? = nil, attributes: [DumpAttribute] = [], action: ControlAction,
        content: Content, _ context: ResolveContext, into nodes: inout [NodeIndex]
    ) {
        let control = ControlNode(kind: kind, name: name, attributes: attributes, action: action, isEnabled: context.environment.isEnabled)
        let node = makeNode(control, context)
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
