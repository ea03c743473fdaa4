import Foundation

/// What a presentation shows.
enum PresentationKind: String {
    case sheet, fullScreenCover, alert, confirmationDialog, contextMenu
}

/// A presentation modifier (`sheet`, `fullScreenCover`, `alert`, `confirmationDialog`, an open
/// `contextMenu`): each view it modifies becomes the first child of a ``PresentationHostNode``;
/// while presented, the first one's second child is a `PresentedLayerNode` holding the presented
/// content.
struct PresentationModifier {
    var kind: PresentationKind
    var isPresented: Bool
    var id: AnyHashable?
    /// Runs on the main actor (the host calls it), but is not declared so: the nonisolated
    /// modifiers that make it capture their bindings and closures, as SwiftUI's do.
    var dismiss: () -> Void
    var content: () -> AnyView
}

// The conformances in an extension, so the memberwise initialiser stays nonisolated (the
// modifiers that make this value are nonisolated, as SwiftUI declares them).
extension PresentationModifier: PrimitiveModifier {
    func resolve<Primary: View>(content primary: Primary, in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let start = nodes.count
        resolver.resolve(primary, context, into: &nodes)
        var own = Array(nodes[start...])
        for position in own.indices {
            let child = own[position]
            let node = resolver.makeNode(PresentationHostNode(kind: kind), context)
            var children = [child]
            if position == 0 && isPresented {
                var layerContext = context.content(of: node, part: 1)
                layerContext.identity = ResolveContext.derived(from: resolver.tree[child].identity, .part(1_000 + position))
                if let id { layerContext = layerContext.appending(.id(id)) }
                children.append(resolveLayer(in: resolver, layerContext))
            }
            resolver.attach(children, to: node)
            resolver.adoptTraits(of: child, into: node)
            own[position] = node
        }
        nodes.replaceSubrange(start..., with: own)
    }

    /// `dismiss` as the main-actor action the environment and the layer keep. The closure was
    /// made by a nonisolated modifier with what it captured, and only the host calls it, on the
    /// main actor, after the modifier returned: it is never called concurrently.
    private var mainActorDismiss: @MainActor () -> Void {
        let callback = MainActorBound(dismiss)
        return { callback.value() }
    }

    /// The layer: a dimming view (sheets and dialogs) or a ground (covers), and the content.
    @MainActor private func resolveLayer(in resolver: Resolver, _ context: ResolveContext) -> NodeIndex {
        let layer = resolver.makeNode(EmptyNode(), context)
        var contentContext = context.content(of: layer, part: 1)
        contentContext.environment.dismiss = DismissAction(mainActorDismiss)
        contentContext.environment.isPresented = true
        contentContext.environment.navigation = nil
        contentContext.environment.tabFilter = nil
        contentContext.environment.tabBarRequest = nil
        if kind == .sheet {
            contentContext.environment.barMetrics = context.environment.barMetrics.inSheet(os: context.environment.osVersion)
        }
        let config = PresentationConfig()
        config.buttonsDismiss = kind == .alert || kind == .confirmationDialog || kind == .contextMenu
        contentContext.environment.presentationConfig = config
        let backdrop: AnyView =
            switch kind {
            case .fullScreenCover: AnyView(Color.white)
            case .contextMenu: AnyView(Color.black.opacity(PresentationMetrics.contextMenuDimmingOpacity))
            case .sheet: AnyView(Color.black.opacity(PresentationMetrics.sheetDimmingOpacity))
            case .alert, .confirmationDialog: AnyView(Color.black.opacity(PresentationMetrics.dimmingOpacity))
            }
        let back = resolver.resolveSingle(
            backdrop, context.content(of: layer, part: 0), implicitStack: LayoutBehavior(layout: ZStackLayout()))
        var children = [back]
        let presented = content()
        switch kind {
        case .sheet:
            children.append(
                resolver.resolveSingle(
                    RoundedRectangle(cornerRadius: PresentationMetrics.sheetCornerRadius).fill(Color.white),
                    context.content(of: layer, part: 2), implicitStack: LayoutBehavior(layout: ZStackLayout())))
            children.append(resolver.resolveSingle(presented, contentContext, implicitStack: LayoutBehavior(layout: VStackLayout())))
            if config.showsDragIndicator {
                children.append(
                    resolver.resolveSingle(
                        Capsule().fill(Color.gray.opacity(0.5)).frame(
                            width: PresentationMetrics.grabberSize.width, height: PresentationMetrics.grabberSize.height),
                        context.content(of: layer, part: 3), implicitStack: LayoutBehavior(layout: ZStackLayout())))
            }
        case .fullScreenCover:
            children.append(resolver.resolveSingle(presented, contentContext, implicitStack: LayoutBehavior(layout: VStackLayout())))
        case .alert, .confirmationDialog, .contextMenu:
            let box = resolver.resolveSingle(presented, contentContext, implicitStack: LayoutBehavior(layout: VStackLayout()))
            dismissingButtons(under: box, resolver)
            children.append(box)
        }
        if let problem = config.cornerRadiusProblem { resolver.report(.invalidValue, problem, contentContext) }
        resolver.tree[layer].behavior = PresentedLayerNode(
            kind: kind, detents: config.detents, interactiveDismissDisabled: config.interactiveDismissDisabled, dismiss: mainActorDismiss,
            sheetCornerRadius: config.sheetCornerRadius, floatingCornerRadius: config.floatingSheetCornerRadius,
            sheetBackground: config.background.map { Fill.resolving($0, in: contentContext.environment) }, os: context.environment.osVersion
        )
        resolver.attach(children, to: layer)
        return layer
    }

    /// In an alert, a dialog or a context menu every button also dismisses it, as in SwiftUI.
    @MainActor private func dismissingButtons(under node: NodeIndex, _ resolver: Resolver) {
        if var control = resolver.tree[node].behavior as? ControlNode, control.kind == .button {
            let action = control.action.tapAction, dismiss = self.dismiss
            control.action = .tap {
                action?(); dismiss()
            }
            resolver.tree[node].behavior = control
        }
        for child in resolver.tree[node].children { dismissingButtons(under: child, resolver) }
    }
}

/// The node of a presentation modifier: lays the modified view out as itself and, while
/// presented, places the presented layer over the whole window.
struct PresentationHostNode: NodeBehavior, SafeAreaProviding {
    var kind: PresentationKind

    var kindName: String { kind.rawValue }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> CGSize {
        engine.size(of: engine.tree[node].children[0], proposal)
    }

    func placements(_ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine) -> [Placement] {
        let children = engine.tree[node].children
        var placements = [Placement(child: children[0], origin: .zero, proposal: proposal)]
        if children.count > 1, let frame = engine.exactFrames[node] {
            let window = engine.windowRect
            placements.append(
                Placement(
                    child: children[1], origin: CGPoint(x: window.minX - frame.minX, y: window.minY - frame.minY),
                    proposal: ProposedViewSize(window.size)))
        }
        return placements
    }

    func explicitAlignment(_ key: AlignmentKey, _ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine)
        -> CGFloat?
    {
        engine.explicitAlignment(of: engine.tree[node].children[0], key, size: size, proposal: proposal)
    }

    func spacing(_ node: NodeIndex, _ engine: LayoutEngine) -> ViewSpacing { engine.spacing(of: engine.tree[node].children[0]) }

    /// The layer starts again from the window's safe area.
    func safeArea(forChild child: NodeIndex, of node: NodeIndex, inherited: SafeAreaChain?, _ engine: LayoutEngine) -> SafeAreaChain? {
        guard child != engine.tree[node].children[0] else { return inherited }
        return engine.windowSafeArea.map { SafeAreaChain(levels: [$0]) }
    }
}

extension PresentationHostNode: DrawingNode {
    /// Draws the modified view only: the presented layer is drawn over the whole window, after it
    /// (``DrawListBuilder/build()``).
    func drawItems(_ node: NodeIndex, frame: CGRect, _ builder: DrawListBuilder) -> [DrawItem] {
        builder.items(of: builder.tree[node].children[0])
    }
}

extension LayoutEngine {
    /// The window: the outermost safe-area level's container, else the window the root was laid
    /// out in (a host without a safe area), else the root's frame.
    var windowRect: CGRect {
        if let level = windowSafeArea { return level.container }
        if let size = rootWindow?.size, size.width.isFinite, size.height.isFinite { return CGRect(origin: .zero, size: size) }
        let root = tree.root
        return root >= 0 ? exactFrames[root] ?? .zero : .zero
    }
}
