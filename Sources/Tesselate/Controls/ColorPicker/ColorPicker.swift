import Foundation

/// A control for choosing a colour, as SwiftUI's `ColorPicker` on iOS: the label on the leading
/// side, a `Spacer`, and the colour well on the trailing side, so it takes the width it is offered.
///
/// The well is 28×28 points (**chosen**: about the size of iOS's `UIColorWell`, whose size Apple
/// does not publish): the selected colour in a circle inset 4 points inside a 3-point ring of the
/// spectrum (drawn as a linear gradient; iOS's ring is angular). Under `labelsHidden()` it is the
/// well alone. The testing library chooses a colour with `pick(color:)`; a picker that does not
/// support opacity stores the colour fully opaque, as SwiftUI strips opacity. Only the `Color`
/// forms exist: Foundation on Linux has no `CGColor`.
public struct ColorPicker<Label: View> {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label
    public typealias Body = Never

    /// A picker of `selection`, described by `label`.
    @MainActor public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    /// The colour well's side.
    static var wellSize: CGFloat { 28 }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let showsLabel = !context.environment.labelsHidden
        let color = selection.wrappedValue
        let content = HStack {
            if showsLabel {
                label
                Spacer()
            }
            ColorWell(color: self.supportsOpacity ? color : color.opaque)
        }
        let selection = self.selection, opacity = supportsOpacity
        let pick = ControlAction.pickColor { selection.wrappedValue = opacity ? $0 : $0.opaque }
        var attributes = [DumpAttribute("selection", "\(color)")]
        if !supportsOpacity { attributes.append(DumpAttribute("supportsOpacity", "false")) }
        resolver.resolveControl(kind: .colorPicker, attributes: attributes, action: pick, content: content, context, into: &nodes)
        resolver.setImplicitAccessibility(
            nodes[nodes.count - 1], label: showsLabel ? nil : resolver.accessibilityText(of: label, context), value: "\(color)")
    }
}

extension ColorPicker where Label == Text {
    /// A picker titled with a localized key.
    @MainActor public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A picker titled with a string.
    @_disfavoredOverload
    @MainActor public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

extension Color {
    /// The colour without transparency.
    var opaque: Color { Color(.sRGB, red: red, green: green, blue: blue) }
}

/// The colour well: the colour in a circle inside a ring of the spectrum.
struct ColorWell: View {
    var color: Color
    var body: some View {
        let spectrum = LinearGradient(
            colors: [.red, .orange, .yellow, .green, .blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
        ZStack {
            Circle().strokeBorder(spectrum, lineWidth: 3)
            Circle().fill(color).padding(4)
        }
        .frame(width: ColorPicker<EmptyView>.wellSize, height: ColorPicker<EmptyView>.wellSize)
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension ColorPicker: View, PrimitiveView {}
