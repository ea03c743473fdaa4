import Foundation

extension View {
    /// Binds scroll views in this view to the id of their first visible view, as SwiftUI's
    /// `scrollPosition(id:anchor:)`: scrolling (by a person or by ``ViewHost/scroll(to:in:)``)
    /// sets the binding to the id of the first view of the scroll target layout (see
    /// `scrollTargetLayout()`; without one, the content's own children) that is visible at the
    /// leading or top edge; setting the binding scrolls that view to `anchor` (leading/top by
    /// default).
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        let binding = ScrollIDBinding(
            get: { id.wrappedValue.map(AnyHashable.init) },
            set: { id.wrappedValue = $0?.base as? ID },
            anchor: anchor)
        return environment(\.scrollIDBinding, binding)
    }

    /// Marks the layout whose children `scrollPosition(id:)` reports, as SwiftUI's
    /// `scrollTargetLayout(isEnabled:)`.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modified(ScrollTargetLayout(isEnabled: isEnabled))
    }
}

/// A type-erased binding to a scroll position id.
struct ScrollIDBinding {
    var get: () -> AnyHashable?
    var set: (AnyHashable?) -> Void
    var anchor: UnitPoint?
}

struct ScrollIDBindingKey: EnvironmentKey { static var defaultValue: ScrollIDBinding? { nil } }

extension EnvironmentValues {
    var scrollIDBinding: ScrollIDBinding? {
        get { self[ScrollIDBindingKey.self] }
        set { self[ScrollIDBindingKey.self] = newValue }
    }
}

struct ScrollTargetLayout: WrappingModifier, WrapperBehavior {
    var isEnabled: Bool
    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior { self }
    var kindName: String { "scrollTargetLayout" }
    var dumpAttributes: [DumpAttribute] { isEnabled ? [] : [DumpAttribute("isEnabled", "false")] }
}

extension PassObservers {
    /// Keeps a scroll view and its `scrollPosition(id:)` binding in step after a layout: a binding
    /// the code changed scrolls the view; a scroll the binding does not know of updates it.
    func syncScrollID(_ node: NodeIndex, _ binding: ScrollIDBinding, key: NodeID) -> String? {
        let bound = binding.get()
        // An id the binding holds that this scroll view has not been in step with: the code set
        // it (or it is the initial value), so scroll to it.
        if let bound, observed.scrollIDs[key] != .some(bound) {
            observed.scrollIDs[key] = bound
            inbox.scrollRequests.append(ScrollRequest(target: .view(bound), anchor: binding.anchor ?? .topLeading, scrollViewKey: key))
            return "scrollPosition(id: \(bound))"
        }
        let visible = firstVisibleTarget(in: node)
        observed.scrollIDs[key] = visible
        guard visible != bound else { return nil }
        binding.set(visible)
        return nil
    }

    /// The id of the first target view whose trailing/bottom edge is past the viewport's
    /// leading/top edge.
    private func firstVisibleTarget(in scrollView: NodeIndex) -> AnyHashable? {
        guard let viewport = engine.exactFrames[scrollView] else { return nil }
        var container = tree[scrollView].children[0]
        if let marked = (0..<tree.count).first(where: { isDescendant($0, of: scrollView) && (tree[$0].behavior as? ScrollTargetLayout)?.isEnabled == true }) {
            container = marked
        }
        while tree[container].children.count == 1 { container = tree[container].children[0] }
        for child in tree[container].children {
            guard let id = tree[child].listID, let frame = engine.exactFrames[child] else { continue }
            if frame.maxX > viewport.minX + 0.5 && frame.maxY > viewport.minY + 0.5 { return id }
        }
        return nil
    }

    private func isDescendant(_ node: NodeIndex, of ancestor: NodeIndex) -> Bool {
        var current = tree[node].parent
        while current >= 0 {
            if current == ancestor { return true }
            current = tree[current].parent
        }
        return false
    }
}
