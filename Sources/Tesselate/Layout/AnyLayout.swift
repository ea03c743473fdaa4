import Foundation

/// A type-erased ``Layout``, as SwiftUI's `AnyLayout`: switch a container between layouts
/// (`isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`) and its subviews keep their
/// identity and state, because the container stays the same view.
public struct AnyLayout: Layout {
    /// The erased layout's cache.
    public struct Cache {
        var value: Any
    }

    private let box: any ErasedLayout

    /// Erases `layout`.
    public init<L: Layout>(_ layout: L) { box = LayoutBox(layout: layout) }

    public func makeCache(subviews: Subviews) -> Cache { Cache(value: box.makeCache(subviews)) }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        box.spacing(subviews, &cache.value)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        box.sizeThatFits(proposal, subviews, &cache.value)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        box.placeSubviews(bounds, proposal, subviews, &cache.value)
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        box.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.value)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        box.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.value)
    }
}

extension AnyLayout: NamedLayout, StackAxisProviding {
    /// The erased layout's name and parameters in dumps (`AnyLayout(HStackLayout())` shows as
    /// `HStack`).
    var kindName: String { box.kindName }
    var dumpAttributes: [DumpAttribute] { box.dumpAttributes }
    /// A `Spacer` inside grows along the erased layout's axis.
    var stackAxis: Axis? { box.stackAxis }
}

/// What ``AnyLayout`` asks of the layout it erases, with the cache as `Any`.
@MainActor
private protocol ErasedLayout {
    func makeCache(_ subviews: LayoutSubviews) -> Any
    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any)
    func explicitAlignment(
        _ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
        _ cache: inout Any
    ) -> CGFloat?
    var kindName: String { get }
    var dumpAttributes: [DumpAttribute] { get }
    var stackAxis: Axis? { get }
}

private struct LayoutBox<L: Layout>: ErasedLayout {
    let layout: L

    func makeCache(_ subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }

    /// Runs `body` with the typed cache, and keeps it.
    private func withCache<R>(_ subviews: LayoutSubviews, _ cache: inout Any, _ body: (inout L.Cache) -> R) -> R {
        var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
        defer { cache = typed }
        return body(&typed)
    }

    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing {
        withCache(subviews, &cache) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize {
        withCache(subviews, &cache) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) {
        withCache(subviews, &cache) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func explicitAlignment(
        _ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
        _ cache: inout Any
    ) -> CGFloat? {
        withCache(subviews, &cache) { typed in
            key.axis == .horizontal
                ? layout.explicitAlignment(
                    of: HorizontalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
                : layout.explicitAlignment(of: VerticalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
    }

    var kindName: String { (layout as? any NamedLayout)?.kindName ?? String(describing: L.self) }
    var dumpAttributes: [DumpAttribute] { (layout as? any NamedLayout)?.dumpAttributes ?? [] }
    var stackAxis: Axis? { (layout as? any StackAxisProviding)?.stackAxis ?? L.layoutProperties.stackOrientation }
}
