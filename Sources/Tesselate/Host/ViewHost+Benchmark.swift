import Foundation

/// Hooks for the `benchmarks` executable (package access only).
extension ViewHost {
    /// Lays the already-resolved tree out again with a fresh engine (no cached measurements);
    /// returns the total number of size computations.
    package func relayoutFromScratch() -> Int {
        let fresh = LayoutEngine(tree: tree, displayScale: displayScale)
        LayoutEngine.layOutRoot(fresh, in: size, safeArea: engine.windowSafeArea)
        // A loop, not `reduce` with a closure: in main-actor code each closure call costs an
        // isolation check (see Architecture.md, "Performance").
        var total = 0
        for count in fresh.measureCounts { total += Int(count) }
        return total
    }

    /// Number of nodes in the resolved tree.
    package var resolvedNodeCount: Int { tree.count }
}

/// What an update did, over all its passes: the bodies it read, the nodes it made and the sizes
/// it computed (cache misses). The benchmarks compare an update that runs only some bodies with
/// a full one by these counts, which do not depend on the machine.
package struct UpdateWork: Equatable, CustomStringConvertible {
    package var bodiesRead = 0
    package var nodesMade = 0
    package var sizesComputed = 0

    package init() {}

    /// All three together.
    package var total: Int { bodiesRead + nodesMade + sizesComputed }

    package var description: String { "\(bodiesRead) bodies, \(nodesMade) nodes, \(sizesComputed) sizes" }

    @MainActor mutating func add(_ resolver: Resolver, _ engine: LayoutEngine) {
        bodiesRead += resolver.bodiesRead
        nodesMade += resolver.nodesMade
        sizesComputed += engine.sizesComputed
    }
}
