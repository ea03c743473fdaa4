import Foundation

/// One update of a host, run to a stable state: bodies → layout → geometry → preferences →
/// callbacks → state changes → again.
///
/// A pass whose layout moved a `GeometryReader` (or an anchor) resolves again with the new
/// geometry before any callback runs, since the views read from it are stale. Callbacks
/// (`onPreferenceChange`, `onChange`, `onAppear`, `onDisappear`) run after a pass whose geometry
/// is stable; state they change starts another pass. After ``ViewHost/maximumPasses`` passes the
/// loop stops with an error naming what kept changing, as SwiftUI logs "Bound preference … tried
/// to update multiple times per frame" and carries on.
extension ViewHost {
    struct UpdateResult {
        var tree: ResolvedTree
        var engine: LayoutEngine
        var diagnostics: [Diagnostic]
        var passes: Int
        /// How many of the passes ran only some bodies.
        var partialPasses = 0
        var work = UpdateWork()
    }

    /// Runs the update loop. `dirty` names the views whose bodies must run again when nothing
    /// else changed (each pass then runs only those, see ``partialPass(_:_:)``), `nil` when the
    /// whole tree must be resolved again; `scrolled` when, with no view named, a test scrolled or
    /// a `scrollTo` waits (the first pass then reads no body, see ``scrollPass(_:)``). A pass
    /// after which only scroll offsets moved (a `scrollTo` or a `ScrollPosition` applied, a lazy
    /// container's rows to make at them) is followed by a scroll pass too.
    func runUpdateLoop(dirty: Set<Int>?, scrolled: Bool = false) -> UpdateResult {
        var dirty = dirty, partialPasses = 0, scrollsOnly = scrolled
        var work = UpdateWork()
        defer { texts.endUpdate(dropping: partialPasses == 0) }
        LargeStack.prepare
        var hostReports: [Diagnostic] = []
        var scale = displayScale
        // Screens have 1 to 3 pixels per point; a scale far outside any screen's (such as 1e-300,
        // which rounds every frame to nothing) is reported and replaced by 1.
        if !(scale >= 0.01 && scale <= 1_000) {
            hostReports.append(
                Diagnostic(
                    code: .invalidWindow,
                    message: "displayScale \(formatNumber(scale)) is not a usable number of "
                        + "pixels per point (0.01 to 1000); 1 is used", path: "ViewHost"))
            scale = 1
        }
        var window = size
        if !(window.width >= 0) || !(window.height >= 0) {
            hostReports.append(
                Diagnostic(
                    code: .invalidWindow,
                    message: "window size \(formatNumber(size.width))×\(formatNumber(size.height)) "
                        + "has a negative or NaN dimension, taken as 0", path: "ViewHost"))
            window = CGSize(width: window.width >= 0 ? window.width : 0, height: window.height >= 0 ? window.height : 0)
        }
        var safeArea = windowSafeArea(window, reports: &hostReports)
        var keyboard = keyboardHeight
        hostReports += inbox.reports
        inbox.reports = []
        var trace: [[String]] = []
        var pass = 0
        while true {
            pass += 1
            let resolver: Resolver, engine: LayoutEngine
            pendingChanges = []
            var host = HostContext(
                state: state, observed: observed, inbox: inbox, clock: clock,
                invalidation: invalidation, services: services,
                window: safeArea?.safeRect().size ?? window, texts: texts)
            host.keepsMadeLazyRows = pass > 1
            var isPartial = false
            if let views = dirty, !views.isEmpty, let partial = partialPass(views, host) {
                (resolver, engine) = partial
                partialPasses += 1
                isPartial = true
            } else if scrollsOnly, dirty?.isEmpty == true, let scrolled = scrollPass(host) {
                (resolver, engine) = scrolled
                partialPasses += 1
                isPartial = true
            } else {
                (resolver, engine) = fullPass(host, scale: scale)
            }
            bodies.reports = resolver.reports
            // The focus moved or a publisher changed what the focused views publish: the views
            // reading focused values read them again in the next pass (only they, when they can).
            if updateFocusedValues(resolver.tree) {
                pendingChanges += services.focusedValues.readers.sorted().map { .focusedValues(reader: $0) }
            }
            // A `preferredColorScheme(_:)` sets the window's scheme, which the root's environment
            // gets in the next pass.
            if services.preferredColorScheme != services.appliedColorScheme {
                services.appliedColorScheme = services.preferredColorScheme
                pendingChanges.append(.preferredColorScheme(services.preferredColorScheme))
            }
            LayoutEngine.layOutRoot(engine, in: window, safeArea: safeArea)
            let observers = PassObservers(
                tree: resolver.tree, engine: engine, observed: observed, inbox: inbox, clock: clock, observing: isPartial ? observing : nil)
            observing = observers.observing
            observers.dropsFarLazyRows = pass == 1
            // Views built from geometry or preference values that changed are stale: build them
            // again before running any callback.
            let staleInputs = observers.recordInputs()
            let inputChanges = invalidation.takeChanges()
            let notes = staleInputs.isEmpty ? observers.runCallbacks() : staleInputs
            // The state of views gone from a pass the update shows goes with them (their
            // `onDisappear` ran above); a stale pass's is kept for the pass run again.
            if staleInputs.isEmpty || pass >= Self.maximumPasses { state.dropGone() }
            // A callback that changed an object the bodies read (an `@Observable` or
            // `ObservableObject` model, a binding's source) calls for another pass too.
            let changes = invalidation.takeChanges()
            let onlyState = pendingChanges.allSatisfy { $0.view != nil }
            if pendingChanges.isEmpty && (changes.unattributed || !changes.views.isEmpty) {
                pendingChanges.append(.observedObject)
            }
            // The next pass runs only the bodies the changes name, when they all name one.
            dirty =
                staleInputs.isEmpty && onlyState && !changes.unattributed && updatesIncrementally
                ? Set(pendingChanges.compactMap(\.view)).union(changes.views) : nil
            observed = observers.observed
            // A field that gained or lost focus, or a callback, moved the keyboard: lay out again
            // in the new safe area.
            if keyboardHeight != keyboard && !(keyboardHeight.isNaN && keyboard.isNaN) {
                keyboard = keyboardHeight
                var repeated: [Diagnostic] = []
                safeArea = windowSafeArea(window, reports: &repeated)
                pendingChanges.append(.keyboardHeight(keyboardHeight))
                dirty = nil
            }
            // Only where content is scrolled to changed (a `scrollTo` applied or waiting, rows a
            // lazy container would make at the new offsets): the next pass is a scroll pass, as
            // after a test's scroll.
            scrollsOnly =
                updatesIncrementally && pendingChanges.allSatisfy(\.isScrollRequest)
                && (staleInputs.isEmpty || observers.inputsChangedOnlyScrolling)
                && [changes, inputChanges].allSatisfy { !$0.unattributed && $0.views.isEmpty }
            if scrollsOnly { dirty = [] }
            current = (resolver.tree, engine)
            work.add(resolver, engine)
            let diagnostics = hostReports + resolver.diagnostics + engine.diagnostics + observers.diagnostics
            if staleInputs.isEmpty && pendingChanges.isEmpty {
                return UpdateResult(
                    tree: resolver.tree, engine: engine, diagnostics: diagnostics, passes: pass, partialPasses: partialPasses, work: work)
            }
            trace.append(notes + pendingChanges.map(\.description))
            if pass >= Self.maximumPasses {
                let loop = loopDiagnostic(trace, preference: observers.changedPreferenceKeys.first)
                return UpdateResult(
                    tree: resolver.tree, engine: engine, diagnostics: diagnostics + [loop], passes: pass, partialPasses: partialPasses,
                    work: work)
            }
        }
    }

    /// A pass that reads every body into a new tree, to be laid out from scratch.
    private func fullPass(_ host: HostContext, scale: CGFloat) -> (Resolver, LayoutEngine) {
        var resolver: Resolver
        var focusRounds = 0
        // Bodies are read again at once when the focus changed focus states, so that no view or
        // callback sees a state the focus is about to change.
        repeat {
            pendingChanges = []
            resolver = Resolver(host: host)
            bodies.removeAll()
            resolver.records = bodies
            services.focusedValues.readers.removeAll()
            state.beginPass()
            resolver.resolvingHostViews { resolveRoot(in: resolver, scale: scale) }
            state.endPass()
            focusRounds += 1
            // Only a tree with text inputs, or after one, has focus to keep in step (as in a
            // partial pass): the search for inputs looks at every node.
        } while (services.focus.treeHasInputs || resolver.madeTextInput) && synchronizeFocus(resolver.tree) && focusRounds < 3
        return (resolver, LayoutEngine(tree: resolver.tree, displayScale: scale))
    }

    /// Resolves the root view into `resolver`'s tree, with the window's environment.
    func resolveRoot(in resolver: Resolver, scale: CGFloat) {
        var context = ResolveContext(identity: 0, environment: EnvironmentValues())
        context.environment.displayScale = scale
        context.environment.dynamicTypeSize = dynamicTypeSize
        context.environment.referenceDate = clock.date
        context.environment.editMode = editModeBinding()
        context.environment.setHostDevice(device, os: os)
        context.environment.osVersion = os
        services.prepare(&context.environment)
        resolver.tree.root = resolver.resolveSingle(rootView, context, implicitStack: LayoutBehavior(layout: VStackLayout()))
        resolver.tree.trimCapacity()
    }

    /// The window's safe area: its insets and the keyboard over its bottom edge, `nil` when both
    /// are zero. A negative or non-finite inset is reported and taken as 0.
    private func windowSafeArea(_ window: CGSize, reports: inout [Diagnostic]) -> SafeAreaLevel? {
        func usable(_ value: CGFloat, _ name: String) -> CGFloat {
            if value >= 0 && value.isFinite { return value }
            reports.append(
                Diagnostic(
                    code: .invalidWindow, message: "\(name) \(formatNumber(value)) is negative or not finite; taken as 0",
                    path: "ViewHost"))
            return 0
        }
        let insets = EdgeInsets(
            top: usable(safeAreaInsets.top, "safeAreaInsets.top"),
            leading: usable(safeAreaInsets.leading, "safeAreaInsets.leading"),
            bottom: usable(safeAreaInsets.bottom, "safeAreaInsets.bottom"),
            trailing: usable(safeAreaInsets.trailing, "safeAreaInsets.trailing"))
        let keyboard = usable(keyboardHeight, "keyboard height")
        guard !insets.isZero || keyboard > 0 else { return nil }
        return SafeAreaLevel(
            container: CGRect(origin: .zero, size: window), containerInsets: insets,
            keyboardInsets: EdgeInsets(bottom: keyboard))
    }

    /// The error for an update that did not settle, with what changed in each pass; `preference`
    /// is the key that changed in the last pass, if one did.
    private func loopDiagnostic(_ trace: [[String]], preference: Any.Type?) -> Diagnostic {
        var message = preference.map { "Bound preference \($0) tried to update multiple times per frame: " } ?? ""
        message += "the update did not settle in \(Self.maximumPasses) passes. Changes by pass:"
        for (index, changes) in trace.suffix(4).enumerated() {
            message += "\n    pass \(trace.count - min(trace.count, 4) + index + 1): " + changes.joined(separator: "; ")
        }
        return Diagnostic(code: .updateDidNotSettle, message: message, path: "ViewHost")
    }
}

/// What the resolver needs from the host: state storage, what the last pass observed (a copy),
/// the inbox for requests views make (`scrollTo`), the clock its views' tasks run on, and its
/// invalidation (for the `@Observable` properties bodies read).
@MainActor
struct HostContext {
    let state: StateStore
    var observed = ObservedState()
    var inbox = HostInbox()
    var clock = HostClock()
    var invalidation = HostInvalidation()
    /// App storage and the records of system actions.
    var services = HostServices()
    /// The window's size (what `containerRelativeFrame` sizes against outside scroll views).
    var window = CGSize.zero
    /// The texts prepared in earlier passes.
    var texts = PreparedTextCache()
    /// Whether lazy containers keep the rows they made in the update's earlier passes (every
    /// pass but the first: see ``PassObservers/dropsFarLazyRows``).
    var keepsMadeLazyRows = false
}
