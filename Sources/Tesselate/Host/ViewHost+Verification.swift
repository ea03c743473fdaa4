import Foundation

extension ViewHost {
    /// Lays the tree out again from scratch without the measurement cache and returns the views
    /// whose frames differ from the cached pass: empty when the cache is right. Exponential on
    /// deeply nested stacks; meant for tests on small trees.
    func uncachedLayoutDifferences() -> [String] {
        let tree = self.tree, engine = self.engine
        let fresh = LayoutEngine(tree: tree, displayScale: engine.rounding.scale, usesCache: false)
        LayoutEngine.layOutRoot(fresh, in: size, safeArea: engine.windowSafeArea)
        return (0..<tree.count).compactMap { node in
            engine.frames[node] == fresh.frames[node]
                ? nil
                : "\(tree.path(to: node)): cached \(dumpValue(engine.frames[node] as Any)) ≠ uncached \(dumpValue(fresh.frames[node] as Any))"
        }
    }
}
