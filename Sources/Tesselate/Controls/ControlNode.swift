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
    /// How much wider than its content the control is on each side: a button in a navigation
    /// bar's item (`EnvironmentValues.barButtonInset`), else 0.
    var labelInset: CGFloat = 0

    var kindName: String { name ?? kind.rawValue }
    var dumpAttributes: [DumpAttribute] { isEnabled ? attributes : attributes + [DumpAttribute("disabled", "true")] }
}

/// A part of a control that the platform draws, at the fixed size UIKit gives it.
enum ControlPart: Equatable {
    /// A disclosure chevron pointing forward (a list row's navigation link, a disclosure group).
    case chevron
    /// A menu picker's two chevrons, up over down; `tinted` outside a list row before iOS 26.
    case upDownChevrons(tinted: Bool)
    /// A `Toggle`'s switch, drawn in its state.
    case `switch`(isOn: Bool)
    /// A `Stepper`'s "−" and "+" segments.
    case stepperSegments
    /// An indeterminate `ProgressView`'s spinner.
    case activityIndicator

    /// The kind dumps and queries name the part by.
    var kind: ViewKind {
        switch self {
        case .chevron, .upDownChevrons: .chevron
        case .switch: .switch
        case .stepperSegments: .stepperSegments
        case .activityIndicator: .activityIndicator
        }
    }
}

/// The node of a ``ControlPart``: a fixed size whatever it is offered, as a UIKit control's
/// intrinsic content size.
struct ControlGlyphNode: NodeBehavior {
    var part: ControlPart
    var size: CGSize
    /// The release whose look the part is drawn in.
    var os: OSVersion = .default
    /// Whether the layout runs right to left (a switch draws past its frame on the trailing side).
    var isRightToLeft = false
    /// The tint set with `tint(_:)`, if any: a switch's track when on (green without one).
    var tint: Color?

    var kindName: String { part.kind.name }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> CGSize { size }
}

/// A view for a ``ControlGlyphNode``.
struct ControlGlyph {
    var part: ControlPart
    var size: CGSize
    typealias Body = Never

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let node = ControlGlyphNode(
            part: part, size: size, os: context.environment.osVersion,
            isRightToLeft: context.environment.layoutDirection == .rightToLeft,
            tint: context.environment.tintFill?.representativeColor)
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
        // A button in a navigation bar's item is wider than its label (`barButtonInset`); nothing
        // in a control's content is.
        let inset = kind == .button ? context.environment.barButtonInset : 0
        var control = ControlNode(kind: kind, name: name, attributes: attributes, action: action, isEnabled: context.environment.isEnabled)
        control.labelInset = inset
        let node = makeNode(control, context)
        var contentContext = context.content(of: node)
        contentContext.stackAxis = context.stackAxis
        if context.environment.barButtonInset != 0 { contentContext.environment.barButtonInset = 0 }
        var child = resolveSingle(content, contentContext, implicitStack: LayoutBehavior(layout: VStackLayout()))
        if inset > 0 {
            child = wrap(child, in: PaddingNode(insets: EdgeInsets(top: 0, leading: inset, bottom: 0, trailing: inset)), contentContext)
        }
        attach([child], to: node)
        nodes.append(node)
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension ControlGlyph: View, PrimitiveView {}
