import Foundation

/// A UIKit view or view controller that a representable (`UIViewRepresentable`,
/// `UIViewControllerRepresentable`) puts in a SwiftUI view, as Tesselate shows it: there is no
/// UIKit to make it, so it is a placeholder named for the representable's type.
///
/// Layout: as SwiftUI lays out a representable whose view has no intrinsic content size, it takes
/// the size it is proposed; along a dimension the proposal leaves unspecified (a scroll view's
/// length, `fixedSize()`), 0, as UIKit's `sizeThatFits(_:)` answers the bounds of a view not laid
/// out yet. Drawing: a light grey box labelled with the type's name, as an image asset's
/// placeholder. Dumps show `kind` and the type's name: `UIViewRepresentable("MapView")`.
///
/// Public (and hidden from the documentation by its underscore) only because the SwiftUI
/// module's representable protocols name it as their body's type; it is made by them alone.
public struct _PlatformViewPlaceholder: View, PrimitiveView {
    public typealias Body = Never
    let kind: String
    let typeName: String

    /// The placeholder of a representable of kind `kind` (`"UIViewRepresentable"`) named
    /// `typeName`.
    package init(kind: String, typeName: String) {
        self.kind = kind
        self.typeName = typeName
    }

    func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        nodes.append(resolver.makeNode(PlatformViewNode(kind: kind, typeName: typeName), context))
    }
}

/// The node of a `_PlatformViewPlaceholder`.
struct PlatformViewNode: NodeBehavior, DrawingNode {
    var kind: String
    var typeName: String

    var kindName: String { kind }
    var dumpAttributes: [DumpAttribute] { [DumpAttribute(quoted(typeName))] }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions(by: .zero)
        return CGSize(width: max(0, size.width), height: max(0, size.height))
    }

    func drawItems(_ node: NodeIndex, frame: CGRect, _ builder: DrawListBuilder) -> [DrawItem] {
        guard frame.width > 0, frame.height > 0 else { return [] }
        let box = DrawItem.shape(path: Path(frame), fill: .color(imagePlaceholderColor), frame: frame)
        let fontSize = max(1, min(11, frame.height * 0.6))
        let label = TextDrawing(lines: [typeName], font: .system(size: fontSize), color: .secondary)
        let lineHeight = Font.verticalMetrics(pointSize: fontSize).lineHeight
        let labelFrame = CGRect(x: frame.minX + 2, y: frame.midY - lineHeight / 2, width: max(0, frame.width - 4), height: lineHeight)
        return [.group(DrawGroup(node: node, clip: Path(frame), items: [box, .text(label, frame: labelFrame)]))]
    }
}
