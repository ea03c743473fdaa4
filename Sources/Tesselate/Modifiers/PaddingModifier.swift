import Foundation

extension View {
    /// Adds space around this view, as SwiftUI's `padding(_:)`.
    ///
    /// The view is proposed the proposal less the insets (never below 0; `nil` stays `nil`), and
    /// the padded view is the view's size plus the insets (never below 0). A negative inset is
    /// valid, as in SwiftUI, where `padding(.top, -8)` is a common way to pull views together: the
    /// view keeps its size and overflows the padded frame, and nothing is reported.
    @inlinable
    nonisolated public func padding(_ insets: EdgeInsets) -> some View {
        ModifiedView(content: self, modifier: Padding(insets: insets))
    }

    /// Adds `length` points (16 when `nil`, SwiftUI's default padding on iOS) on `edges`.
    @inlinable
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        ModifiedView(content: self, modifier: Padding(edges, length))
    }

    /// Adds `length` points on every edge.
    @inlinable
    nonisolated public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }
}

@usableFromInline
struct Padding: WrappingModifier {
    static var checksValues: Bool { true }
    /// SwiftUI's `EnvironmentValues.defaultPadding` on iOS.
    nonisolated static let defaultLength: CGFloat = 16
    var insets: EdgeInsets

    @usableFromInline nonisolated init(insets: EdgeInsets) { self.insets = insets }

    /// `length` points (``defaultLength`` when `nil`) on `edges`.
    @usableFromInline nonisolated init(_ edges: Edge.Set, _ length: CGFloat?) {
        insets = EdgeInsets(edges, length ?? Padding.defaultLength)
    }

    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior {
        PaddingNode(insets: resolver.checkedInsets(insets, of: "padding", node: child))
    }
}

extension Resolver {
    /// `insets` as layout can take them: a non-finite inset is reported and taken as 0, one
    /// larger than any screen (±1e300, which would make a child's proposal overflow to ∞) is
    /// reported and taken as ±``LayoutEngine/maximumLength``. `modifier` names the modifier in
    /// the report (`padding`, `contentMargins`).
    func checkedInsets(_ insets: EdgeInsets, of modifier: String, node: NodeIndex) -> EdgeInsets {
        var insets = insets
        if !(insets.top.isFinite && insets.leading.isFinite && insets.bottom.isFinite && insets.trailing.isFinite) {
            report(.invalidValue, "\(modifier) with a non-finite inset; taken as 0", node: node)
            func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
            insets = EdgeInsets(
                top: finite(insets.top), leading: finite(insets.leading),
                bottom: finite(insets.bottom), trailing: finite(insets.trailing))
        }
        let limit = LayoutEngine.maximumLength
        if max(abs(insets.top), abs(insets.leading), abs(insets.bottom), abs(insets.trailing)) > limit {
            report(.invalidValue, "\(modifier) with an inset beyond ±\(formatNumber(limit)) points; taken as that", node: node)
            func bounded(_ value: CGFloat) -> CGFloat { min(max(value, -limit), limit) }
            insets = EdgeInsets(
                top: bounded(insets.top), leading: bounded(insets.leading), bottom: bounded(insets.bottom),
                trailing: bounded(insets.trailing))
        }
        return insets
    }
}

struct PaddingNode: WrapperBehavior {
    var insets: EdgeInsets

    var kindName: String { "padding" }
    /// Its spacing is its child's with the padded edges reset (``spacing(child:)``).
    var spacingShortcut: SpacingShortcut { .ordinaryWhenChildIs }

    var dumpAttributes: [DumpAttribute] {
        let i = insets
        if i.top == i.leading && i.top == i.bottom && i.top == i.trailing { return [DumpAttribute(formatNumber(i.top))] }
        return [("top", i.top), ("leading", i.leading), ("bottom", i.bottom), ("trailing", i.trailing)]
            .filter { $0.1 != 0 }.map { DumpAttribute($0.0, formatNumber($0.1)) }
    }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        // Written without closures: in this main-actor code each closure call would cost an
        // isolation check (see Architecture.md, "Performance").
        var child = proposal
        if let width = proposal.width { child.width = max(0, width - insets.horizontal) }
        if let height = proposal.height { child.height = max(0, height - insets.vertical) }
        return child
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: UnaryChild) -> CGSize {
        let size = child.size(childProposal(proposal))
        return CGSize(width: max(0, size.width + insets.horizontal), height: max(0, size.height + insets.vertical))
    }

    func placement(size: CGSize, proposal: ProposedViewSize, child: UnaryChild) -> Placement {
        child.placed(at: CGPoint(x: insets.leading, y: insets.top), childProposal(proposal))
    }

    /// A non-zero inset puts the padding's own (default) spacing on that edge.
    func spacing(child: UnaryChild) -> ViewSpacing {
        var spacing = child.spacing
        var edges: Edge.Set = []
        if insets.top != 0 { edges.insert(.top) }
        if insets.leading != 0 { edges.insert(.leading) }
        if insets.bottom != 0 { edges.insert(.bottom) }
        if insets.trailing != 0 { edges.insert(.trailing) }
        spacing.reset(edges)
        return spacing
    }
}
