import Foundation

extension LayoutEngine {
    /// Proposes the window's safe area to the root and centres the root in it, as a hosting window
    /// does (measured: a small root in a 100×100 host sits at ((100 − w) / 2, (100 − h) / 2); with
    /// insets, SwiftUI's hosting view pads the root by them). The root is placed in the safe area
    /// `safeArea` describes (none: the whole window is safe). An infinite window dimension proposes
    /// `nil`: the root's ideal size.
    static func layOutRoot(_ engine: LayoutEngine, in size: CGSize, safeArea: SafeAreaLevel? = nil) {
        let root = engine.tree.root
        engine.rootWindow = (size, safeArea)
        guard root >= 0 else { return }
        let window = CGRect(origin: .zero, size: size)
        let safe = safeArea?.safeRect() ?? window
        let proposal = ProposedViewSize(width: safe.width.isFinite ? safe.width : nil, height: safe.height.isFinite ? safe.height : nil)
        let chosen = engine.size(of: root, proposal)
        func centred(_ start: CGFloat, _ length: CGFloat, _ view: CGFloat) -> CGFloat {
            length.isFinite && view.isFinite ? start + (length - view) / 2 : 0
        }
        engine.place(
            root, at: CGPoint(x: centred(safe.minX, safe.width, chosen.width), y: centred(safe.minY, safe.height, chosen.height)),
            proposal: proposal, safeArea: safeArea.map { SafeAreaChain(levels: [$0]) })
        engine.endPlacing()
    }

    /// The window's own safe area (the outermost level), if the host has one.
    var windowSafeArea: SafeAreaLevel? {
        tree.root >= 0 ? safeArea(of: tree.root)?.levels.first : nil
    }
}
