import Foundation

extension ForEach {
    /// Resolves the elements near the visible region of the lazy container this `ForEach` is the
    /// content of (``LazyContainerContext``), and a ``LazyPlaceholderNode`` for each run of
    /// elements not made (before and after them), which layout sizes by estimate.
    ///
    /// Only the elements made are read: their views, ids and state exist; the others have none,
    /// as in SwiftUI, where a row scrolled far away is discarded with its state (Swift Forums,
    /// "[Pitch] SwiftUI: stabilize @State in lazy containers": "state can be unexpectedly lost
    /// when views scroll offscreen"). Repeated ids are found among the elements made only.
    @MainActor func resolveLazily(
        in resolver: Resolver, _ container: LazyContainerContext, _ context: ResolveContext, into nodes: inout [NodeIndex]
    ) {
        let count = data.count
        let segment = context.identity
        let made = container.elementsToMake(segment: segment, count: count)
        var elementContext = context
        elementContext.lazyContainer = nil
        let tag = LazySegmentTag(segment: segment, count: count)
        var occurrences: [ID: Int] = [:]
        var repeated: [Repeat] = []
        let start = nodes.count
        var index = data.index(data.startIndex, offsetBy: made.lowerBound)
        var eachContext = elementContext
        for offset in made {
            resolver.recordingLazyElement(&eachContext, into: &nodes) { eachContext, nodes in
                let elementStart = nodes.count
                resolveElement(
                    data[index], offset: offset, &occurrences, &repeated, in: resolver, elementContext, &eachContext, into: &nodes)
                for node in nodes[elementStart...] { resolver.tree[node].layoutValues[LazySegmentTag.key] = tag }
            }
            data.formIndex(after: &index)
        }
        reportRepeats(repeated, occurrences, nodes, resolver, elementContext)
        // The views an element makes (one in most lists): a grid gives each a cell.
        let cellsPerElement = made.isEmpty ? 1 : max(1, (nodes.count - start) / made.count)
        let estimate = container.observation?.segments[segment]?.pitch
        container.choices.choices.append(LazySegmentChoice(segment: segment, count: count, made: made))
        let lookup = idLookup()
        func placeholder(_ elements: Range<Int>, part: Int) -> NodeIndex {
            let behavior = LazyPlaceholderNode(
                tag: tag, elements: elements, cellsPerElement: cellsPerElement, estimate: estimate, indexOfID: lookup)
            let node = resolver.makeNode(behavior, context.appending(.part(part)))
            resolver.tree[node].layoutValues[LazySegmentTag.key] = tag
            return node
        }
        if made.lowerBound > 0 { nodes.insert(placeholder(0..<made.lowerBound, part: -2), at: start) }
        if made.upperBound < count { nodes.append(placeholder(made.upperBound..<count, part: -3)) }
    }

    /// Finds the offset of the element with an id without making any view (`scrollTo` an element
    /// not made).
    private func idLookup() -> (AnyHashable) -> Int? {
        { [data, idOf] wanted in
            guard let id = wanted.base as? ID else { return nil }
            var offset = 0
            for element in data {
                if idOf(element) == id { return offset }
                offset += 1
            }
            return nil
        }
    }
}

/// Marks the views of a lazy `ForEach`'s elements (and its placeholders) with the `ForEach` they
/// come from, so that layout and the observe stage can tell its rows apart.
struct LazySegmentTag: Equatable {
    static let key = ObjectIdentifier(LazySegmentTag.self)
    /// The `ForEach`'s identity.
    var segment: Int
    /// How many elements it has.
    var count: Int
}
