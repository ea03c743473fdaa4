import Foundation
import Observation

/// Turns typed views into the flat ``ResolvedTree``: reads the bodies of custom views, flattens
/// groups, tuples and `ForEach`, applies environment modifiers, and makes one node per primitive.
@MainActor
@usableFromInline final class Resolver {
    let tree = ResolvedTree()
    /// The host's state storage and memory of the last pass.
    let host: HostContext
    /// Where the bodies read are recorded, so that a later pass can run some of them again
    /// alone (see ``rerun(_:keepingRows:)``); `nil` for resolutions into throwaway trees.
    var records: BodyRecords?
    /// How many times a view wrote to something views outside it read (a navigation bar's title,
    /// a tab bar request): a body that did cannot run again alone.
    private(set) var nonLocalWrites = 0
    /// How many bodies this resolver read and nodes it made (the benchmarks compare updates).
    private(set) var bodiesRead = 0
    /// Unchecked for exclusivity, as the tree's nodes: it is counted for every node made.
    #if DEBUG
        private(set) var nodesMade = 0
    #else
        @exclusivity(unchecked) private(set) var nodesMade = 0
    #endif
    /// How many bodies read an `@Observable` property.
    private var observedBodies = 0
    /// Whether this resolver made a text field or editor (a tree without one has no focus to keep
    /// in step: see ``ViewHost/synchronizeFocus(_:)``).
    var madeTextInput = false
    /// The rows of a lazy container being resolved again that stay (see ``reuseRow(_:into:)``).
    var rowReuse: LazyRowReuse?

    init(host: HostContext) { self.host = host }

    /// A resolver for a host-less resolution (tools and tests of the resolver alone).
    convenience init() {
        self.init(host: HostContext(state: StateStore()))
    }
    /// A problem found while resolving: about `node`, or the root when `nil`.
    struct Report {
        var code: Diagnostic.Code
        var message: String
        var node: NodeIndex?
        /// The identity of the view reported about, when the report was made before its node
        /// (a view checks its input, then makes its node): the node made with it is named, else
        /// `node` (the container, for a view that made no node).
        var identity: Int?
    }
    var reports: [Report] = []
    /// The symbol names this pass has checked for a drawing (``reportIfUndrawn(symbol:_:)``).
    var checkedSymbols: Set<String> = []
    /// Nesting of views deeper than this is cut off with a diagnostic instead of overflowing the
    /// stack (see ``LargeStack``).
    static var maximumDepth: Int {
        _ = LargeStack.prepare
        return LargeStack.maximumViewDepth
    }
    private let maximumDepth = Resolver.maximumDepth
    var depth = 0
    private var depthReported = false

    /// Resolves `view` and appends the nodes it stands for (none, one or several) to `nodes`.
    func resolve<V: View>(_ view: V, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        depth += 1
        defer { depth -= 1 }
        guard depth <= maximumDepth else {
            if !depthReported {
                depthReported = true
                report(
                    .nestingTooDeep,
                    "views are nested more than \(maximumDepth) levels deep; "
                        + "the views below that depth are left out", context)
            }
            return
        }
        if let filter = context.pageFilter, !(view is any ViewListContent) {
            resolvePage(view, context, filter, into: &nodes)
            return
        }
        switch kind(of: V.self) {
        case .primitive(let type): resolvePrimitive(view, as: type, context, into: &nodes)
        case .shape(let type): resolveShape(view, as: type, context, into: &nodes)
        case .body: resolveBody(view, context, into: &nodes)
        }
    }

    /// Resolves `view`, a view with a body, by reading its body. Apart, and not inlined: a
    /// function with this code looks up the metadata of `V.Body` (a run-time call) on entry, for
    /// every view resolved, the primitives that make most nodes included.
    @inline(never)
    private func resolveBody<V: View>(_ view: V, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let (statesBefore, observedBefore, bindingsBefore) = (host.state.changeSources, observedBodies, host.invalidation.bindingsMade)
        let missing = installDynamicProperties(of: view, context)
        guard missing.isEmpty else {
            // SwiftUI stops with a fatal error; Tesselate leaves the view out and reports it.
            for need in missing { report(.missingEnvironmentObject, "\(V.self): \(need); the view is left out", context) }
            return
        }
        let start = nodes.count
        bodiesRead += 1
        let (treeStart, reportStart, writesStart) = (tree.count, reports.count, nonLocalWrites)
        // A body that reads an @Observable property is updated when the property changes: the
        // change marks this view of this host (not every host) out of date, from whatever thread
        // it comes. (The `onChange` argument is evaluated only when the body read one.)
        let body = withObservationTracking({ view.body }, onChange: observationChange(of: context.identity))
        // Only a view with state, whose body read an observable property or made a binding (its
        // views show what the binding reads), can change alone: only its body is recorded.
        let canChange =
            host.state.changeSources != statesBefore || observedBodies != observedBefore || host.invalidation.bindingsMade != bindingsBefore
        let record = canChange ? records?.open() : nil
        // Bindings read while it is resolved are shown by the innermost view that can run alone.
        let outerView = host.invalidation.resolvingView
        if record != nil { host.invalidation.resolvingView = context.identity }
        resolve(body, context.appending(.type(ObjectIdentifier(V.self))), into: &nodes)
        host.invalidation.resolvingView = outerView
        recordUserType(V.self, on: nodes[start...])
        if let record {
            records?.close(
                record,
                BodyRecord(
                    view: view, context: context, depth: depth, nodes: treeStart..<tree.count,
                    outputs: outputRecords(nodes[start...]),
                    isRerunnable: context.lazyContainer == nil && context.pageFilter == nil
                        && (context.listMetrics == nil || !madeSection(nodes[start...]))
                        && reports.count == reportStart && nonLocalWrites == writesStart))
        }
    }

    /// The nodes a body (or a lazy container or element) handed its parent, as its record keeps
    /// them (``BodyRecord/outputs``).
    func outputRecords(_ outputs: ArraySlice<NodeIndex>) -> [(node: NodeIndex, closed: ResolvedNode, ownUserTypes: Int)] {
        outputs.map { ($0, tree[$0], tree[$0].userTypes.count) }
    }

    /// Whether a list's content body made a `Section`: the list marks its last section when all
    /// are made, so such a body cannot run again alone. (Loose rows can: the list wraps each in
    /// a row from traits a partial pass finds unchanged.)
    private func madeSection(_ outputs: ArraySlice<NodeIndex>) -> Bool {
        for node in outputs where tree[node].behavior is ListSectionNode { return true }
        return false
    }

    /// What a change to an `@Observable` property the body of the view with `identity` read
    /// does: it marks that view out of date. Counts the bodies that read one.
    private func observationChange(of identity: Int) -> @Sendable () -> Void {
        observedBodies += 1
        return { [invalidation = host.invalidation] in invalidation.invalidate(view: identity) }
    }

    /// The kinds of the view types met (see ``kind(of:)``), kept by the resolver so that a look-up
    /// does not first check that the shared table was made.
    let viewKinds = Resolver.viewKinds
    /// See ``paints(filling:)``.
    var lastColorPaints: (color: Color, paints: [ShapePaint])?
    /// See ``flexibleFrame(_:_:_:)``.
    var lastFlexibleFrame: FlexibleFrameNode.Bounds?
    private static let libraryTypes = TypeFacts(Resolver.isLibraryType)

    /// Notes that the view being resolved wrote to something that views outside it read (the
    /// bars of its navigation page, its presentation's configuration): the bodies around it
    /// cannot run again alone.
    func noteNonLocalWrite() { nonLocalWrites += 1 }

    /// Notes that `type`'s body made `nodes` (dumps show `MyView ▸`). Tesselate's own views with
    /// bodies (a button's styled label, a label's layout) are left out: dumps name only what the
    /// user wrote.
    func recordUserType(_ type: Any.Type, on nodes: ArraySlice<NodeIndex>) {
        guard !Resolver.libraryTypes[type] else { return }
        for index in nodes {
            if tree[index].userTypes.isEmpty {
                // The outermost node of each row of a list: one shared array, not one each.
                if let last = lastUserTypes, ObjectIdentifier(last[0]) == ObjectIdentifier(type) {
                    tree[index].userTypes = last
                } else {
                    let types: [Any.Type] = [type]
                    lastUserTypes = types
                    tree[index].userTypes = types
                }
            } else {
                tree[index].userTypes.insert(type, at: 0)
            }
        }
    }

    /// The array of one user type last given to a node (see ``recordUserType(_:on:)``).
    private var lastUserTypes: [Any.Type]?

    /// Whether `type` is declared in Tesselate itself.
    nonisolated static func isLibraryType(_ type: Any.Type) -> Bool {
        String(reflecting: type).hasPrefix("Tesselate.")
    }

    /// Runs `body`, which resolves views of the host's tree: bindings read then are attributed to
    /// the views that read them (see ``HostInvalidation/resolvingView``).
    func resolvingHostViews<T>(_ body: () -> T) -> T {
        host.invalidation.resolvingView = HostInvalidation.noView
        defer { host.invalidation.resolvingView = HostInvalidation.notResolving }
        return body()
    }

    /// Resolves a view whose type is not known statically.
    func resolveAny(_ view: any View, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        resolve(view, context, into: &nodes)
    }

    /// Adds a node; its children are attached with ``attach(_:to:)``.
    /// Inlined, and the behaviour consumed, so that the node takes the behaviour's box as it is:
    /// otherwise the optimizer makes a version of this function that takes the value out of its
    /// box and puts it in a new one (a second allocation and a copy for every behaviour too large
    /// for an existential's inline buffer, most of them).
    @inline(__always)
    func makeNode(_ behavior: consuming any NodeBehavior, _ context: ResolveContext) -> NodeIndex {
        appendNode(behavior, context).node
    }

    /// ``makeNode(_:_:)``, and the behaviour's ``NodeBehavior/makingFacts`` (asked once: a
    /// witness call per node made, for its guides, its shortcuts and a wrapper's priority).
    @inline(__always)
    private func appendNode(_ behavior: consuming any NodeBehavior, _ context: ResolveContext) -> (
        node: NodeIndex, facts: NodeMakingFacts
    ) {
        nodesMade += 1
        let facts = behavior.makingFacts
        tree.nodes.append(
            ResolvedNode(
                behavior: behavior, identity: context.identity, explicitKeys: facts.ownExplicitKeys,
                isRightToLeft: context.environment.layoutDirection == .rightToLeft))
        if facts.mayAnswerZeroUnasked { tree.nodes[tree.nodes.count - 1].mayAnswerZeroUnasked = true }
        if facts.spacingShortcut == .ordinary { tree.nodes[tree.nodes.count - 1].hasOrdinarySpacing = true }
        return (tree.nodes.count - 1, facts)
    }

    /// Makes room in the tree for `count` more nodes: a `ForEach` whose first element made n
    /// nodes makes room for n per other element, instead of the tree's array growing by
    /// doubling and moving every node several times.
    func reserveNodes(_ count: Int) {
        let needed = tree.nodes.count + count
        if tree.nodes.capacity < needed { tree.nodes.reserveCapacity(needed + ResolvedTree.room(for: needed)) }
    }

    /// Makes `children` the children of `parent`, and gathers the alignment guides that may be
    /// explicit in the subtree.
    func attach(_ children: [NodeIndex], to parent: NodeIndex) {
        Resolver.attach(NodeChildren(children), to: parent, in: &tree.nodes)
    }

    /// ``attach(_:to:)`` on the tree's nodes, lent once: each access to the tree's stored nodes
    /// checks exclusivity at run time, and this runs for every node.
    private static func attach(_ children: NodeChildren, to parent: NodeIndex, in nodes: inout [ResolvedNode]) {
        var keys = inPlace(&nodes[parent].behavior) { $0.ownExplicitKeys }
        var childrenMayAnswerZero = true, childMayAnswerZero = false
        for child in children {
            nodes[child].parent = parent
            gather(nodes[child].explicitKeys, into: &keys)
            if nodes[child].mayAnswerZeroUnasked { childMayAnswerZero = true } else { childrenMayAnswerZero = false }
        }
        nodes[parent].children = children
        nodes[parent].explicitKeys = keys
        // A `VStack` of texts may answer 0 wide unasked; one of anything else does not.
        if !childrenMayAnswerZero { nodes[parent].mayAnswerZeroUnasked = false }
        nodes[parent].hasChildMayAnswerZero = childMayAnswerZero
    }

    /// Adds a child's alignment guides to its parent's `keys`. A parent with no guides of its own
    /// shares its first such child's array: every view above a text has the text's baselines, and
    /// a copy each would be an array each.
    @inline(__always)
    private nonisolated static func gather(_ childKeys: [AlignmentKey], into keys: inout [AlignmentKey]) {
        if keys.isEmpty {
            keys = childKeys
            return
        }
        for key in childKeys where !keys.contains(key) { keys.append(key) }
    }

    /// Wraps each node of `nodes` in a new node made by `behavior`, keeping the wrapped view's
    /// traits (layout priority, the id its container sees) on the wrapper, as SwiftUI keeps
    /// traits through modifiers.
    func wrapEach(_ nodes: inout [NodeIndex], _ context: ResolveContext, _ behavior: (NodeIndex) -> any NodeBehavior) {
        for position in nodes.indices {
            nodes[position] = wrap(nodes[position], in: behavior(nodes[position]), context)
        }
    }

    /// Wraps `child` in a new node of `behavior` (see ``wrapEach(_:_:_:)``) and returns it.
    /// Inlined, as ``makeNode(_:_:)`` is.
    @inline(__always)
    func wrap(_ child: NodeIndex, in behavior: consuming any NodeBehavior, _ context: ResolveContext) -> NodeIndex {
        let (wrapper, facts) = appendNode(behavior, context)
        Resolver.attach(child, to: wrapper, facts: facts, in: &tree.nodes)
        return wrapper
    }

    /// ``attach(_:to:)`` and ``adoptTraits(of:into:)`` for a wrapper and its only child, in one
    /// loan of the nodes (a modifier's node is made for most views). The wrapper's own guides
    /// are on it already (``makeNode(_:_:)``); its child's are added. The wrapper's identity
    /// (``wrapperID(of:)``) and its spacing flag (a wrapper of `facts`' ``SpacingShortcut``
    /// `ordinaryWhenChildIs` has an ordinary view's spacing when its child has) are found from
    /// the child in the same loan.
    private nonisolated static func attach(
        _ child: NodeIndex, to wrapper: NodeIndex, facts: NodeMakingFacts, in nodes: inout [ResolvedNode]
    ) {
        nodes.withUnsafeMutableBufferPointer { nodes in
            nodes[child].parent = wrapper
            nodes[wrapper].children = NodeChildren(only: child)
            gather(nodes[child].explicitKeys, into: &nodes[wrapper].explicitKeys)
            let identity = ResolveContext.wrapperIdentity(of: nodes[child].identity)
            adoptTraits(of: child, into: wrapper, identity: identity, keepsPriority: facts.keepsChildPriority, in: nodes)
            if facts.spacingShortcut == .ordinaryWhenChildIs && nodes[child].hasOrdinarySpacing { nodes[wrapper].hasOrdinarySpacing = true }
        }
    }

    /// Gives a modifier's node the traits of the view it modifies: its identity, the id its
    /// container sees (``ResolvedNode/listID``), its layout values and its layout priority.
    /// SwiftUI keeps an explicit priority through any modifier; a Spacer's own −∞ survives an
    /// overlay or a background but not a padding or a frame. The explicit id itself stays on the view it was given to: the
    /// dump shows it there, and look-ups find that view (a `Button`, not the `padding` around it).
    func adoptTraits(of child: NodeIndex, into wrapper: NodeIndex) {
        // Each modifier of a chain is a view of its own (two `onAppear`s, a `background` and an
        // `overlay` keep separate memories and state): its identity is derived from the view it
        // wraps, the same in every pass.
        let identity = wrapperID(of: child).rawValue
        let keepsPriority = inPlace(&tree.nodes[wrapper].behavior) { $0.keepsChildPriority }
        Resolver.adoptTraits(of: child, into: wrapper, identity: identity, keepsPriority: keepsPriority, in: &tree.nodes)
    }

    /// ``adoptTraits(of:into:)`` on the tree's nodes, lent once (see ``attach(_:to:in:)``).
    /// Not isolated: the closure it gives the standard library would otherwise check at every
    /// call that it runs on the main actor.
    private nonisolated static func adoptTraits(
        of child: NodeIndex, into wrapper: NodeIndex, identity: Int, keepsPriority: Bool, in nodes: inout [ResolvedNode]
    ) {
        // Through the buffer: a read of a node's property from the array copies the whole node.
        nodes.withUnsafeMutableBufferPointer { nodes in
            adoptTraits(of: child, into: wrapper, identity: identity, keepsPriority: keepsPriority, in: nodes)
        }
    }

    private nonisolated static func adoptTraits(
        of child: NodeIndex, into wrapper: NodeIndex, identity: Int, keepsPriority: Bool, in nodes: UnsafeMutableBufferPointer<ResolvedNode>
    ) {
        nodes[wrapper].identity = identity
        nodes[wrapper].adoptRareTraits(of: nodes[child].rareTraits, element: nodes[child].elementNumber)
        if nodes[child].hasExplicitPriority || keepsPriority {
            nodes[wrapper].layoutPriority = nodes[child].layoutPriority
            nodes[wrapper].hasExplicitPriority = nodes[child].hasExplicitPriority
        }
    }

    /// The id a modifier's node wrapping `child` gets: derived from the child's, the same in
    /// every pass.
    func wrapperID(of child: NodeIndex) -> NodeID {
        NodeID(rawValue: ResolveContext.wrapperIdentity(of: tree[child].identity))
    }

    /// Resolves `view` as the single child of a container: several views are put in an implicit
    /// stack of `implicitStack`'s kind, none in an empty node.
    func resolveSingle<V: View>(_ view: V, _ context: ResolveContext, implicitStack: @autoclosure () -> any NodeBehavior) -> NodeIndex {
        var nodes: [NodeIndex] = []
        resolve(view, context, into: &nodes)
        if nodes.count == 1 { return nodes[0] }
        let stack = makeNode(nodes.isEmpty ? EmptyNode() : implicitStack(), context)
        attach(nodes, to: stack)
        return stack
    }

    /// Reports a problem with the view resolved in `context`: the diagnostic names the node that
    /// view makes with `context` (a `Text` with a bad line limit, a stack with a bad spacing), or
    /// its container if it makes none.
    func report(_ code: Diagnostic.Code, _ message: String, _ context: ResolveContext) {
        reports.append(Report(code: code, message: message, node: context.parent, identity: context.identity))
    }

    /// Reports a problem with the view of `node`.
    func report(_ code: Diagnostic.Code, _ message: String, node: NodeIndex) {
        reports.append(Report(code: code, message: message, node: node))
    }

    /// Runs `body` with a node that stands for a view that is not there, then removes the node;
    /// what `body` reported about it is reported about `context`'s container instead.
    func withStandIn(_ context: ResolveContext, _ body: (NodeIndex) -> Void) {
        let standIn = makeNode(EmptyNode(), context)
        body(standIn)
        for i in reports.indices where reports[i].node == standIn { reports[i].node = context.parent }
        tree.nodes.removeLast()
    }

    /// What was reported, with paths taken once the tree is complete.
    var diagnostics: [Diagnostic] {
        reports.map { report in
            var report = report
            if let identity = report.identity, let own = node(madeWith: identity, after: report.node) { report.node = own }
            return Diagnostic(
                code: report.code, message: report.message, path: report.node.map { tree.path(to: $0) } ?? "root",
                node: report.node.map { tree[$0].id })
        }
    }
}

extension Resolver {
    /// The first node made with `identity` after `container` (the view's own node: made after
    /// its container's, and before the wrappers whose identities derive from it).
    fileprivate func node(madeWith identity: Int, after container: NodeIndex?) -> NodeIndex? {
        let start = container.map { $0 + 1 } ?? 0
        guard start < tree.count else { return nil }
        return (start..<tree.count).first { tree[$0].identity == identity }
    }
}

/// The node of a container whose content is empty: it takes no space.
struct EmptyNode: NodeBehavior {
    var kindName: String { "EmptyView" }
    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> CGSize { .zero }
}
