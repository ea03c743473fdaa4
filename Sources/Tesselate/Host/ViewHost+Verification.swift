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

extension ViewHost {
    /// Whether every update that ran only some bodies is checked against a full resolution and
    /// layout of the same state (set `TESSELATE_VERIFY_PARTIAL_UPDATES=1`): slow, for running the
    /// test suite to find views that a partial pass updates wrongly.
    static var verifiesPartialPasses: Bool { ProcessInfo.processInfo.environment["TESSELATE_VERIFY_PARTIAL_UPDATES"] == "1" }

    /// Resolves and lays out the whole tree again with the host's state as it is, and stops with
    /// both dumps when they differ from the last update's.
    func verifyPartialUpdate() {
        var host = HostContext(
            state: state, observed: observed, inbox: HostInbox(), clock: clock, invalidation: invalidation, services: services,
            window: engine.windowSafeArea?.safeRect().size ?? size, texts: texts)
        // As a pass after the update's first: lazy containers keep the rows they made (a partial
        // pass keeps every node it did not run again).
        host.keepsMadeLazyRows = true
        let resolver = Resolver(host: host)
        resolveRoot(in: resolver, scale: engine.rounding.scale)
        let full = LayoutEngine(tree: resolver.tree, displayScale: engine.rounding.scale)
        LayoutEngine.layOutRoot(full, in: size, safeArea: engine.windowSafeArea)
        let options = DumpOptions()
        let partial = LayoutSnapshot(tree: current.tree, engine: current.engine, windowSize: size, diagnostics: []).dump(options)
        let whole = LayoutSnapshot(tree: resolver.tree, engine: full, windowSize: size, diagnostics: []).dump(options)
        if partial != whole {
            fatalError("a partial update differs from a full one.\n--- partial:\n\(partial)\n--- full:\n\(whole)")
        }
    }
}
