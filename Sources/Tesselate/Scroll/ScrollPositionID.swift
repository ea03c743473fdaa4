import Foundation

extension View {
    /// Binds scroll views in this view to the id of their first visible view, as SwiftUI's
    /// `scrollPosition(id:anchor:)`: scrolling (by a person or by ``ViewHost/scroll(to:in:)``)
    /// sets the binding to the id of the first view of the scroll target layout (see
    /// `scrollTargetLayout()`; without one, the content's own children) that is visible at the
    /// leading or top edge; setting the binding scrolls that view to `anchor` (leading/top by
    /// default).
    nonisolated public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        environment(\.scrollIDBinding, ScrollIDBinding(id, anchor: anchor))
    }

    /// Marks the layout whose children `scrollPosition(id:)` reports, as SwiftUI's
    /// `scrollTargetLayout(isEnabled:)`.
    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modified(ScrollTargetLayout(isEnabled: isEnabled))
    }
}

/// A type-erased binding to a scroll position id.
struct ScrollIDBinding {
    /// The typed binding, read and written as `AnyHashable` (an existential rather than closures,
    /// so that nothing captures the id's metatype).
    let value: any ScrollIDValue
    var anchor: UnitPoint?

    init<ID: Hashable>(_ binding: Binding<ID?>, anchor: UnitPoint?) {
        value = TypedScrollID(binding: binding)
        self.anchor = anchor
    }

    @MainActor func get() -> AnyHashable? { value.get() }
    @MainActor func set(_ id: AnyHashable?) { value.set(id) }
}

protocol ScrollIDValue {
    @MainActor func get() -> AnyHashable?
    @MainActor func set(_ id: AnyHashable?)
}

private struct TypedScrollID<ID: Hashable>: ScrollIDValue {
    let binding: Binding<ID?>
    @MainActor func get() -> AnyHashable? {
        guard let id = binding.wrappedValue else { return nil }
        return AnyHashable(id)
    }
    @MainActor func set(_ id: AnyHashable?) { binding.wrappedValue = id?.base as? ID }
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
        for child in tree.scrollTargets(in: scrollView) {
            guard let id = tree[child].listID, let frame = engine.exactFrames[child] else { continue }
            if frame.maxX > viewport.minX + 0.5 && frame.maxY > viewport.minY + 0.5 { return id }
        }
        return nil
    }
}

extension ResolvedTree {
    /// The views a scroll view's position and view-aligned scrolls go by: the children of its
    /// content's `scrollTargetLayout()`, else of its content (through single-child wrappers).
    func scrollTargets(in scrollView: NodeIndex) -> [NodeIndex] {
        var container = self[scrollView].children[0]
        if let marked = (0..<count).first(where: {
            isDescendant($0, of: scrollView) && (self[$0].behavior as? ScrollTargetLayout)?.isEnabled == true
        }) {
            container = marked
        }
        while self[container].children.count == 1 { container = self[container].children[0] }
        return Array(self[container].children)
    }

    private func isDescendant(_ node: NodeIndex, of ancestor: NodeIndex) -> Bool {
        var current = self[node].parent
        while current >= 0 {
            if current == ancestor { return true }
            current = self[current].parent
        }
        return false
    }
}
