import Foundation

/// iOS 26's glass behind a navigation bar's leading and trailing items: a capsule as tall as the
/// bar's row around an item's text (16 on each side, ``NavigationMetrics/itemPadding(os:)``), or
/// a circle 44 wide around an item that shows no text (``NavigationMetrics/glassCircle``). An
/// item whose glass is hidden (`sharedBackgroundVisibility(.hidden)`) has none, nor do the back
/// button and a bottom toolbar's items (no recording of them).
///
/// Its look, measured on iOS 26.4 recordings at 3x (home-assistant/iOS's complication editor and
/// gestures screens, on the grouped background): in the light appearance a fill of (247, 247,
/// 250) inside a grey rim two pixels wide just outside the shape; in the dark appearance a fill
/// of (33, 33, 33) and no rim. The glass's refraction, its highlight along the top edge and its
/// soft shadow are not drawn.
enum NavigationBarGlass {
    static let lightFill = Color(247 / 255.0, 247 / 255.0, 250 / 255.0, name: "glass")
    static let lightRim = Color(182 / 255.0, 182 / 255.0, 188 / 255.0, name: "glassRim")
    static let darkFill = Color(33 / 255.0, 33 / 255.0, 33 / 255.0, name: "glass")
    /// The rim's width outside the shape: two pixels at 3x.
    static let rimWidth: CGFloat = 2.0 / 3

    static func items(_ rect: CGRect, _ colorScheme: ColorScheme) -> [DrawItem] {
        let radius = rect.height / 2
        if colorScheme == .dark {
            return [.shape(path: Path(roundedRect: rect, cornerRadius: radius), fill: .color(darkFill), frame: rect)]
        }
        let rim = rect.insetBy(dx: -rimWidth, dy: -rimWidth)
        return [
            .shape(path: Path(roundedRect: rim, cornerRadius: radius + rimWidth), fill: .color(lightRim), frame: rim),
            .shape(path: Path(roundedRect: rect, cornerRadius: radius), fill: .color(lightFill), frame: rect),
        ]
    }
}

extension NavigationBarNode: DrawingNode {
    /// The bar's background, then the glass of its items (iOS 26), then the items and titles.
    func drawItems(_ node: NodeIndex, frame: CGRect, _ builder: DrawListBuilder) -> [DrawItem] {
        let children = builder.tree[node].children.array
        guard itemPadding > 0, !isBottom, !isSearching else { return builder.children(of: node) }
        var glass: [DrawItem] = []
        for slot in sideSlots(node, size: frame.size, builder.engine).slots
        where (parts[slot.index] == .leading || parts[slot.index] == .trailing) && !bareItems.contains(slot.index) {
            let rect = CGRect(x: frame.minX + slot.x, y: frame.minY, width: slot.width, height: rowHeight)
            glass += NavigationBarGlass.items(rect, colorScheme)
        }
        guard !glass.isEmpty else { return builder.children(of: node) }
        // The background part, if any, is drawn first, under the glass.
        let background = parts.firstIndex(of: .background).map { builder.items(of: children[$0]) } ?? []
        let others = parts.indices.filter { parts[$0] != .background && $0 < children.count }.flatMap { builder.items(of: children[$0]) }
        return background + glass + others
    }
}
