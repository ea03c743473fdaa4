import Foundation

/// A scrollable view, as SwiftUI's `ScrollView`.
///
/// Layout, as SwiftUI's (measured; swiftuifieldguide.com "ScrollView"): the content is proposed
/// `nil` along the scroll axes and the scroll view's proposal across them; the scroll view takes
/// the proposal along its scroll axes (the content's length when proposed `nil`) and the content's
/// size across them. Content shorter than the viewport starts at the leading/top edge (centred
/// when the view scrolls both ways). Several views in `content` are stacked in an implicit
/// `VStack`.
///
/// Each scroll view has a content offset, kept by the host for the view's identity, clamped to
/// the scrollable range and applied to the content's positions, so `frame(in:)` of everything
/// inside reflects it. Set it with `ScrollViewReader`, `scrollPosition(_:)`,
/// `defaultScrollAnchor(_:)`, or `ViewHost.scroll(…)` in tests.
///
/// Safe area, as SwiftUI's (and `UIScrollView`'s automatic content insets): the scroll view is
/// laid out in the safe area like any view, but where its frame reaches the safe area's edge it
/// shows its content out to the edge of the safe area it reaches (under the status bar, the home
/// indicator, a `safeAreaInset` bar), and the content is inset by as much: at rest the content
/// starts at the scroll view's frame, and scrolled to the end it ends there. Its content has no
/// safe area of its own. `contentMargins` inset the content further, as a padding around it.
public struct ScrollView<Content: View> {
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public var content: Content
    public typealias Body = Never

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        // The scroll view's node has the context's identity: its NodeID keys its offset.
        let key = NodeID(rawValue: context.identity)
        let environment = context.environment
        let node = resolver.makeNode(
            ScrollViewNode(
                axes: axes, showsIndicators: showsIndicators, builtOffset: resolver.host.builtOffset(key), key: key,
                positionRequest: environment.scrollPositionRequest,
                bounce: environment.scrollBounceBehavior, isDisabled: !environment.isScrollEnabled,
                defaultAnchor: environment.defaultScrollAnchor, idBinding: environment.scrollIDBinding,
                dismissesKeyboard: environment.scrollDismissesKeyboardMode,
                indicators: .shown(by: axes, showsIndicators: showsIndicators, in: environment),
                clipsContent: !environment.scrollClipDisabled,
                targetBehavior: environment.scrollTargetBehavior.map {
                    ScrollTargetBehaviorBox(behavior: $0, environment: environment)
                }),
            context)
        let margins = resolver.contentMarginsNode(of: node, context)
        var contentContext = context.content(of: node)
        contentContext.scrollContainer = key
        contentContext.scrollAxes = axes
        // Several views are stacked in an implicit `VStack`, so a `Spacer` among them is a
        // vertical stack's (no gap beside it, 0 wide): criticalmaps/criticalmaps-ios's iOS 17
        // settings, `ScrollView { Spacer(minLength: 28); row }`, put the row 28 below the top.
        contentContext.stackAxis = .vertical
        let child = resolver.resolveSingle(content, contentContext, implicitStack: LayoutBehavior(layout: VStackLayout()))
        if let margins {
            resolver.attach([child], to: margins)
            resolver.attach([margins], to: node)
        } else {
            resolver.attach([child], to: node)
        }
        nodes.append(node)
    }
}

struct ScrollViewNode: WrapperBehavior, PassObserving, SafeAreaProviding {
    var axes: Axis.Set
    var showsIndicators: Bool
    /// The content offset the pass was laid out with; `nil` until the view has been laid out once.
    var builtOffset: CGPoint?
    /// The view's own id, under which its offset is kept.
    var key: NodeID
    /// The `scrollPosition(_:)` in effect; applied after layout when its version is new.
    var positionRequest: ScrollPosition.Request?
    var bounce: ScrollBounceBehavior
    var isDisabled: Bool
    var defaultAnchor: UnitPoint?
    var idBinding: ScrollIDBinding?
    /// `scrollDismissesKeyboard(_:)` where the view is.
    var dismissesKeyboard: ScrollDismissesKeyboardMode = .automatic
    /// The scroll indicators' visibility along its axes (`scrollIndicators`, `showsIndicators`).
    var indicators = ScrollIndicatorVisibility.automatic
    /// Whether the content is clipped to the viewport (`scrollClipDisabled` turns it off).
    var clipsContent = true
    /// Where a person's scrolls end (`scrollTargetBehavior`); `nil`: where they are released.
    var targetBehavior: ScrollTargetBehaviorBox?

    var kindName: String { "ScrollView" }

    var dumpAttributes: [DumpAttribute] {
        var attributes = [
            DumpAttribute(
                axes == [.horizontal, .vertical] ? "[.horizontal, .vertical]" : axes.contains(.horizontal) ? ".horizontal" : ".vertical")
        ]
        if let offset = builtOffset, offset != .zero {
            attributes.append(DumpAttribute("offset", "(\(formatNumber(offset.x)), \(formatNumber(offset.y)))"))
        }
        if isDisabled { attributes.append(DumpAttribute("scrollDisabled")) }
        if indicators != .automatic { attributes.append(DumpAttribute("indicators", indicators.description)) }
        return attributes
    }

    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width, height: axes.contains(.vertical) ? nil : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: UnaryChild) -> CGSize {
        let content = child.size(contentProposal(proposal))
        return CGSize(
            width: axes.contains(.horizontal) ? proposal.width ?? content.width : content.width,
            height: axes.contains(.vertical) ? proposal.height ?? content.height : content.height)
    }

    func placement(size: CGSize, proposal: ProposedViewSize, child: UnaryChild) -> Placement {
        let childProposal = contentProposal(proposal)
        let content = child.size(childProposal)
        let offset = clamped(builtOffset ?? initialOffset(content: content, viewport: size), content: content, viewport: size)
        var origin = CGPoint.zero
        for axis in Axis.allCases where axes.contains(axis.set) {
            if content[axis] < size[axis] {
                origin[axis] = axes == [.horizontal, .vertical] ? (size[axis] - content[axis]) / 2 : 0
            } else {
                origin[axis] = -offset[axis]
            }
        }
        return child.placed(at: origin, childProposal)
    }

    /// A scroll view prefers no spacing of its own (its content's is not taken up).
    func spacing(child: UnaryChild) -> ViewSpacing { ViewSpacing() }

    /// What the scroll view shows: its frame, grown into the safe area it reaches.
    func visibleRect(_ node: NodeIndex, frame: CGRect, _ engine: LayoutEngine) -> CGRect {
        frame.outset(by: engine.safeAreaInsets(of: node))
    }

    /// The range the offset may take on each axis: 0 up to the content's overflow.
    func maximumOffset(content: CGSize, viewport: CGSize) -> CGPoint {
        CGPoint(
            x: axes.contains(.horizontal) ? max(0, content.width - viewport.width) : 0,
            y: axes.contains(.vertical) ? max(0, content.height - viewport.height) : 0)
    }

    func clamped(_ offset: CGPoint, content: CGSize, viewport: CGSize) -> CGPoint {
        let maximum = maximumOffset(content: content, viewport: viewport)
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), limit) : 0 }
        return CGPoint(x: clamp(offset.x, maximum.x), y: clamp(offset.y, maximum.y))
    }

    /// The offset before any scrolling: the top-leading edge, or `defaultScrollAnchor`'s point.
    func initialOffset(content: CGSize, viewport: CGSize) -> CGPoint {
        guard let anchor = defaultAnchor else { return .zero }
        let maximum = maximumOffset(content: content, viewport: viewport)
        return CGPoint(x: maximum.x * anchor.x, y: maximum.y * anchor.y)
    }

    /// The content has no safe area: the scroll view turns the safe area it reaches into
    /// content insets.
    func safeArea(forChild child: NodeIndex, of node: NodeIndex, inherited: SafeAreaChain?, _ engine: LayoutEngine) -> SafeAreaChain? {
        nil
    }

    /// An offset moved (a `ScrollPosition` applied, content that shrank under it) is built by a
    /// scroll pass; a `scrollPosition(id:)` binding it writes is a state change of its own.
    var changesOnlyScrolling: Bool { true }

    /// After layout: keeps the offset actually used (clamped to the content) for the next pass.
    func recordInputs(_ node: NodeIndex, _ pass: PassObservers) -> String? {
        guard let geometry = pass.scrollGeometry(node) else { return nil }
        if let request = positionRequest, pass.observed.appliedScrollPositions[key] != request.version {
            pass.observed.appliedScrollPositions[key] = request.version
            _ = pass.apply(ScrollRequest(target: request.target, anchor: request.anchor, scrollViewKey: key))
        }
        let initial = initialOffset(content: geometry.content, viewport: geometry.viewport)
        let used = clamped(builtOffset ?? initial, content: geometry.content, viewport: geometry.viewport)
        let offset = clamped(pass.observed.scrollOffsets[key] ?? initial, content: geometry.content, viewport: geometry.viewport)
        pass.observed.scrollOffsets[key] = offset
        pass.observed.scrollGeometry[key] = geometry
        if used == offset, let idBinding, let change = pass.syncScrollID(node, idBinding, key: key) { return change }
        return used == offset ? nil : "ScrollView \(pass.tree.path(to: node)) offset (\(formatNumber(offset.x)), \(formatNumber(offset.y)))"
    }
}

/// How a scroll view bounces, as SwiftUI's `ScrollBounceBehavior`. Tesselate has no rubber-band
/// animation: offsets are always clamped, so `.basedOnSize` and `.always` differ only in whether
/// content that fits can be dragged (it cannot with `.basedOnSize`; with `.always` it springs
/// back, ending where it was).
public struct ScrollBounceBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    public static let always = ScrollBounceBehavior(name: "always")
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension ScrollView: View, PrimitiveView {}
