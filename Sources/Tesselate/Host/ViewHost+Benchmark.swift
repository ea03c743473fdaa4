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
