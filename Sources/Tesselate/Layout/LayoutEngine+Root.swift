import Foundation

extension LayoutEngine {
    /// Proposes `size` to the root and centres it in the window, as a hosting window does
    /// (measured: a small root in a 100×100 host sits at ((100 − w) / 2, (100 − h) / 2)). An
    /// infinite window dimension proposes `nil`: the root's ideal size.
    static func layOutRoot(_ engine: LayoutEngine, in size: CGSize) {
        let root = engine.tree.root
        guard root >= 0 else { return }
        let proposal = ProposedViewSize(width: size.width.isFinite ? size.width : nil, height: size.height.isFinite ? size.height : nil)
        let chosen = engine.size(of: root, proposal)
        func centred(_ window: CGFloat, _ view: CGFloat) -> CGFloat {
            window.isFinite && view.isFinite ? (window - view) / 2 : 0
        }
        engine.place(root, at: CGPoint(x: centred(size.width, chosen.width), y: centred(size.height, chosen.height)), proposal: proposal)
    }
}
