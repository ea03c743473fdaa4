import Foundation

/// What a lazy `ForEach` chose when its container resolved it: the elements it made. With the
/// estimate its placeholders took (the last pass's pitch of its lines), this is all a `ForEach`
/// takes from its container (``LazyContainerContext``), so a container whose `ForEach`es would
/// choose the same elements again makes the same rows: a scroll that leaves every choice as it
/// was moves the rows without making any again (see ``ViewHost/scrollPass(_:)``).
struct LazySegmentChoice: Equatable {
    /// The `ForEach`'s identity.
    var segment: Int
    var count: Int
    var made: Range<Int>
}

/// The choices of a lazy container's `ForEach`es, written as they are resolved (the container's
/// context is copied into each view's context; they share this log).
final class LazyChoiceLog {
    var choices: [LazySegmentChoice] = []
}

extension LazySummary {
    /// The context the container `id` (of `axis`) would be resolved with in the pass `host`
    /// describes, when its `ForEach`es would make the elements they made; `nil` when one would
    /// make others, or the container has no observation yet (its first choice depended on the
    /// window, not on what was laid out).
    @MainActor func contextKeepingChoices(_ id: NodeID, axis: Axis, _ host: HostContext) -> LazyContainerContext? {
        guard host.observed.lazyContainers[id] != nil else { return nil }
        let context = LazyContainerContext.make(id, axis: axis, perLine: 1, scrollKey: scrollKey, host)
        let holds = choices.allSatisfy { context.elementsToMake(segment: $0.segment, count: $0.count) == $0.made }
        return holds ? context : nil
    }
}

extension ResolvedTree {
    /// The placeholders among the rows of lazy container `node` whose estimate differs from the
    /// one a `ForEach` resolved in `context` gives them, each with that estimate.
    @MainActor func placeholdersToEstimate(of node: NodeIndex, _ context: LazyContainerContext) -> [(NodeIndex, LazyPlaceholderNode)] {
        var result: [(NodeIndex, LazyPlaceholderNode)] = []
        for row in lazyRows(of: node) where self[row].layoutValues[LazySegmentTag.key] != nil {
            var current = row
            while !(self[current].behavior is LazyPlaceholderNode) && self[current].children.count == 1 {
                current = self[current].children[0]
            }
            guard var placeholder = self[current].behavior as? LazyPlaceholderNode else { continue }
            let estimate = context.observation?.segments[placeholder.tag.segment]?.pitch
            guard placeholder.estimate != estimate else { continue }
            placeholder.estimate = estimate
            result.append((current, placeholder))
        }
        return result
    }
}
