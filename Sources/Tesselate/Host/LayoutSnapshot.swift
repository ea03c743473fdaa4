import Foundation

/// One settled update of a host, frozen: the resolved tree and its layout, read by the testing
/// library (`TesselateTesting`) and the dump. Node numbers are valid for this snapshot only; a
/// later update makes a new snapshot, where ``node(for:)`` finds the same view again by its ``NodeID``.
@MainActor
package final class LayoutSnapshot {
    let tree: ResolvedTree
    let engine: LayoutEngine
    /// The window's size and scale.
    package let windowSize: CGSize
    package let displayScale: CGFloat
    /// The host's diagnostics after the update.
    package let diagnostics: [Diagnostic]
    /// Whether the window is in the dark appearance (its colour scheme is `.dark`).
    package var isDark = false
    /// What iOS draws over the window (`SystemChrome`): the PNG shows it.
    var chrome: [DrawItem] = []
    /// What the lazy containers (lazy stacks and grids, lists) made of their rows, by container.
    var lazyContainers: [NodeID: LazyContainerObservation] = [:]

    init(tree: ResolvedTree, engine: LayoutEngine, windowSize: CGSize, diagnostics: [Diagnostic]) {
        self.tree = tree
        self.engine = engine
        self.windowSize = windowSize
        self.displayScale = engine.rounding.scale
        self.diagnostics = diagnostics
    }

    /// The window drawn in characters, as ``ViewHost/render(_:)`` draws it.
    package func render(_ options: RasterOptions) -> String {
        rasterPicture(tree: tree, engine: engine, window: windowSize, options)
    }

    /// The lazy containers under `scope` (the whole window when `nil`) that left rows unmade,
    /// each with the rows it made and how many it has, in tree order (one entry per `ForEach`).
    package func lazyRowsNotMade(under scope: Int?) -> [(container: Int, made: Range<Int>, count: Int)] {
        guard !lazyContainers.isEmpty else { return [] }
        return preorder(from: scope).flatMap { node in
            let segments = lazyContainers[tree[node].id]?.segments ?? [:]
            return segments.keys.sorted().compactMap { key -> (Int, Range<Int>, Int)? in
                let segment = segments[key]!
                return segment.made.count < segment.count ? (node, segment.made, segment.count) : nil
            }
        }
    }

    /// The root node, or `nil` when the tree is empty.
    package var root: Int? { tree.root >= 0 ? tree.root : nil }
    package var count: Int { tree.count }

    package func children(of node: Int) -> [Int] { isValid(node) ? tree[node].children.array : [] }
    package func parent(of node: Int) -> Int? { isValid(node) && tree[node].parent >= 0 ? tree[node].parent : nil }
    package func isValid(_ node: Int) -> Bool { node >= 0 && node < tree.count }

    /// The kind shown in dumps: `Text`, `HStack`, `frame`, `Button`, …
    package func kind(of node: Int) -> String { tree[node].behavior.kindName }
    /// The parameters shown in dumps.
    package func attributes(of node: Int) -> [DumpAttribute] { tree[node].behavior.dumpAttributes }
    /// The user's view types whose bodies made the node, outermost first.
    package func userTypes(of node: Int) -> [Any.Type] { tree[node].userTypes }
    /// The explicit `.id(_:)` of the node: the view it was applied to has it, not the modifiers
    /// applied after it.
    package func explicitID(of node: Int) -> AnyHashable? { tree[node].explicitID }
    /// Whether the node's explicit id is `id`, as `explicitID(of:) == id`. Queries ask every node:
    /// `id` is compared as it is (``TraitID``'s equality), not cast to an integer at each.
    package func hasExplicitID(_ node: Int, _ id: AnyHashable) -> Bool { tree[node].hasExplicitID(.any(id)) }
    /// The `accessibilityIdentifier(_:)` of the node, set as the explicit id is.
    package func accessibilityIdentifier(of node: Int) -> String? { tree[node].accessibilityIdentifier }
    /// The string a `Text` node shows (before truncation), or `nil` for other nodes.
    package func text(of node: Int) -> String? { (tree[node].behavior as? TextNode)?.content }
    /// Whether a `Text` node, as placed, is cut short with "…"; `nil` for other nodes and texts
    /// not placed.
    package func isTruncated(_ node: Int) -> Bool? {
        guard let text = tree[node].behavior as? TextNode, let proposal = engine.placedProposals[node] else { return nil }
        return text.lines(for: proposal).isTruncated
    }
    /// The view's identity, the same across updates.
    package func id(of node: Int) -> NodeID { tree[node].id }
    /// The node of the view with `id` in this snapshot, or `nil` when the view is not there.
    package func node(for id: NodeID) -> Int? { nodesByID[id] }
    private lazy var nodesByID: [NodeID: Int] = {
        var nodes: [NodeID: Int] = [:]
        for node in 0..<tree.count where nodes[tree[node].id] == nil { nodes[tree[node].id] = node }
        return nodes
    }()
    /// `VStack/HStack[1]/Text`.
    package func path(to node: Int) -> String { tree.path(to: node) }

    /// The frame in window coordinates, rounded to pixels as drawn, or `nil` if not placed.
    package func frame(of node: Int) -> CGRect? { engine.frames[node] }
    /// The frame in window coordinates before pixel rounding.
    package func exactFrame(of node: Int) -> CGRect? { engine.exactFrames[node] }
    /// The proposal the node was placed with.
    package func placedProposal(of node: Int) -> ProposedViewSize? { engine.placedProposals[node] }
    /// Every proposal the node answered in the layout pass, with its answer, in the order asked.
    package func answers(of node: Int) -> [(proposal: ProposedViewSize, size: CGSize)] {
        engine.answers(of: node).map { ($0.proposal, $0.size) }
    }
    /// How many times the node computed a size in the layout pass.
    package func measureCount(of node: Int) -> Int { Int(engine.measureCounts[node]) }
    /// The layout priority a stack gives the node, when set explicitly.
    package func explicitPriority(of node: Int) -> Double? { tree[node].hasExplicitPriority ? tree[node].layoutPriority : nil }
    /// The layout priority a stack gives the node: its `layoutPriority(_:)`, a `Spacer`'s −∞, a
    /// wrapper's child's, or 0.
    package func layoutPriority(of node: Int) -> Double { tree[node].layoutPriority }
    /// Whether the node answers ∞ to ∞ along the axis (a stack does not ask it: see
    /// ``NodeBehavior/answersInfinityForInfinity(along:)``).
    package func answersInfinityForInfinity(_ node: Int, horizontal: Bool) -> Bool {
        tree[node].behavior.answersInfinityForInfinity(along: horizontal ? .horizontal : .vertical)
    }
    /// Whether the node answers 0 to 0 along the axis whatever is proposed across (a stack does
    /// not ask it: see ``NodeBehavior/acrossWhenZero(along:_:_:)``).
    package func answersZeroForZero(_ node: Int, horizontal: Bool) -> Bool {
        engine.acrossWhenZero(node, along: horizontal ? .horizontal : .vertical) != nil
    }
    /// What the dump adds about the node as placed (the lines a text shows).
    package func placedDetails(of node: Int) -> [DumpAttribute] {
        (engine.placedProposals[node].map { tree[node].behavior.placedDetails($0) } ?? []) + tree[node].behavior.treeDetails(node, tree)
    }

    /// The window frame of the nearest ancestor of `node` (or `node`) that declared the
    /// coordinate space `name`.
    package func namedSpaceFrame(_ name: AnyHashable, around node: Int) -> CGRect? {
        var current = node
        while isValid(current) {
            if let space = tree[current].behavior as? CoordinateSpaceNode, space.name == name { return engine.frames[current] }
            current = tree[current].parent
        }
        return nil
    }

    /// The kind, action and state of a control node (a `Button`, `Stepper`, `Toggle`,
    /// `Picker`, …), or `nil` for other nodes.
    package func control(of node: Int) -> (kind: ControlKind, action: ControlAction, isEnabled: Bool)? {
        (tree[node].behavior as? ControlNode).map { ($0.kind, $0.action, $0.isEnabled) }
    }

    /// The kind (`TextField`, `SecureField`, `TextEditor`), title and prompt of a text-input
    /// control's node, or `nil` for other nodes.
    package func textInput(of node: Int) -> (kind: String, title: String, prompt: String?)? {
        (tree[node].behavior as? TextInputNode).map { ($0.kind.rawValue, $0.title, $0.prompt) }
    }

    /// The node in pre-order, from `start` (the root when `nil`).
    package func preorder(from start: Int? = nil) -> [Int] {
        var result: [Int] = []
        guard let first = start ?? root, isValid(first) else { return result }
        var stack = [first]
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: tree[node].children.reversed())
        }
        return result
    }
}

extension ViewHost {
    /// The host's last update, brought up to date first.
    package var layoutSnapshot: LayoutSnapshot {
        let tree = self.tree, engine = self.engine
        let snapshot = LayoutSnapshot(tree: tree, engine: engine, windowSize: size, diagnostics: diagnostics)
        snapshot.isDark = services.windowColorScheme == .dark
        snapshot.chrome = systemChrome
        snapshot.lazyContainers = observed.lazyContainers
        return snapshot
    }
}

/// What the testing library needs of any host, whatever its root view type.
@MainActor
package protocol InspectableHost: AnyObject {
    /// The host's last update, brought up to date first.
    var layoutSnapshot: LayoutSnapshot { get }
    /// Runs the update loop if needed; returns how many passes it took.
    @discardableResult func settle() -> Int
    /// The diagnostics of the last update.
    var diagnostics: [Diagnostic] { get }
    /// Runs `body` for the host (a person's action on one of its controls): tasks it starts run
    /// on the host's clock.
    func runningForThisHost<T>(_ body: () -> T) -> T
    /// Makes `edit` to the text-input control of node `id` and settles; `false` when that node is
    /// not a text-input control.
    func editText(ofNode id: NodeID, _ edit: TextEdit) -> Bool
    /// Scrolls the scroll view of node `id` by `delta` and marks the host out of date; `false`
    /// when that node is not a scroll view.
    func scroll(scrollView id: NodeID, by delta: CGSize) -> Bool
}

extension ViewHost: InspectableHost {}

/// Whether `type` is one of Tesselate's own views (a primitive laid out by the library) rather
/// than a view with a body.
package func isBuiltInViewType(_ type: Any.Type) -> Bool {
    type is any PrimitiveView.Type || type is any Shape.Type
}

/// Whether `type` is a view Tesselate declares, with a body of its own (`NavigationStack`,
/// `GroupBox`): dumps name its views by its kind, not as a user type.
package func isLibraryViewType(_ type: Any.Type) -> Bool { Resolver.isLibraryType(type) }
