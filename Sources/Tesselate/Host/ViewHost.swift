import Foundation

/// A window that hosts a view tree: it resolves the views, lays them out and keeps the result
/// for dumps, pictures and tests.
///
/// As a hosting window does in SwiftUI, the host proposes its `size` to the root view and centres
/// the size the root chooses. Several root views are stacked in an implicit `VStack`. Every
/// change (`rootView`, `size`, `displayScale`) runs the whole update synchronously before it
/// returns. Tesselate ignores safe areas: the whole window is the root's.
@MainActor
public final class ViewHost<Root: View> {
    /// The root view; setting it runs the update again.
    public var rootView: Root { didSet { update() } }
    /// The window's size in points; setting it runs the update again.
    public var size: CGSize { didSet { update() } }
    /// Pixels per point: frames are rounded to this grid. 3 by default, as an iPhone's.
    public var displayScale: CGFloat { didSet { update() } }
    /// What was wrong with the view tree in the last update.
    public private(set) var diagnostics: [Diagnostic] = []

    private(set) var tree = ResolvedTree()
    private(set) var engine: LayoutEngine

    /// Hosts `rootView` in a window of `size` (an iPhone 15's 393×852 points by default).
    public init(_ rootView: Root, size: CGSize = CGSize(width: 393, height: 852), displayScale: CGFloat = 3) {
        self.rootView = rootView
        self.size = size
        self.displayScale = displayScale
        engine = LayoutEngine(tree: tree, displayScale: displayScale)
        update()
    }

    /// Resolves the views and lays them out.
    func update() {
        LargeStack.prepare
        var reports: [Diagnostic] = []
        var scale = displayScale
        if !(scale > 0) || !scale.isFinite {
            reports.append(Diagnostic(severity: .warning, message: "displayScale \(formatNumber(scale)) is not a positive number; 1 is used", path: "ViewHost"))
            scale = 1
        }
        var proposal = size
        if !(proposal.width >= 0) || !(proposal.height >= 0) || !proposal.width.isFinite || !proposal.height.isFinite {
            reports.append(Diagnostic(severity: .warning, message: "window size \(formatNumber(size.width))×\(formatNumber(size.height)) "
                + "is not finite and non-negative; negative and NaN dimensions are taken as 0, infinite ones as nil (ideal size)", path: "ViewHost"))
            proposal = CGSize(width: size.width >= 0 ? size.width : 0, height: size.height >= 0 ? size.height : 0)
        }
        let resolver = Resolver()
        var context = ResolveContext(identity: 0, environment: EnvironmentValues())
        context.environment.displayScale = scale
        tree = resolver.tree
        tree.root = resolver.resolveSingle(rootView, context, implicitStack: LayoutBehavior(layout: VStackLayout()))
        engine = LayoutEngine(tree: tree, displayScale: scale)
        LayoutEngine.layOutRoot(engine, in: proposal)
        diagnostics = reports + resolver.diagnostics + engine.diagnostics
    }

    /// Lays the tree out again from scratch without the measurement cache and returns the views
    /// whose frames differ from the cached pass: empty when the cache is right. Exponential on
    /// deeply nested stacks; meant for tests on small trees.
    func uncachedLayoutDifferences() -> [String] {
        let fresh = LayoutEngine(tree: tree, displayScale: engine.rounding.scale, usesCache: false)
        LayoutEngine.layOutRoot(fresh, in: size)
        return (0..<tree.count).compactMap { node in
            engine.frames[node] == fresh.frames[node] ? nil
                : "\(tree.path(to: node)): cached \(String(describing: engine.frames[node])) ≠ uncached \(String(describing: fresh.frames[node]))"
        }
    }
}

extension LayoutEngine {
    /// Proposes `size` to the root and centres it in the window, as a hosting window does.
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
