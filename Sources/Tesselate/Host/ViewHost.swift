import Foundation

/// A window that hosts a view tree: it resolves the views, lays them out, runs the update loop
/// and keeps the result for dumps, pictures and tests.
///
/// As a hosting window does in SwiftUI, the host proposes its safe area (the window less
/// ``safeAreaInsets`` and the keyboard) to the root view and centres the size the root chooses
/// in it; several root views are stacked in an implicit `VStack`. `ViewHost(view, size:)` has no
/// safe area: the whole window is the root's. `ViewHost(view, device:)` takes a ``Device``'s
/// window, scale and safe-area insets (status bar or Dynamic Island, home indicator), so views
/// that ignore the safe area, backgrounds and scroll views extend into them as on the device.
///
/// After `init`, or setting `rootView`, `size` or `displayScale`, returns, the update has run
/// synchronously: the host has run its update loop (bodies → layout → preferences → callbacks →
/// state changes → again) until nothing changes, so values the view's callbacks reported are
/// already the new ones. Any other change, to a view's `@State`, through a `Binding` the host
/// made or read, or to an `@Observable` property a body read, is taken into account before the
/// host next answers anything; changes to what the host does not show leave it alone. See
/// ``settle()``.
///
/// Each host has its own virtual clock for its views' tasks (see ``ViewTasks``); when the host
/// goes away, the tasks are cancelled.
@MainActor
public final class ViewHost<Root: View> {
    /// The root view; setting it runs the update before the setter returns.
    public var rootView: Root { didSet { update() } }
    /// The window's size in points; setting it runs the update before the setter returns.
    public var size: CGSize { didSet { update() } }
    /// Pixels per point: frames are rounded to this grid. 3 by default, as an iPhone's. Setting
    /// it runs the update before the setter returns.
    public var displayScale: CGFloat { didSet { update() } }
    /// The window's safe-area insets (zero unless a ``Device`` set them): the root is laid out
    /// inside them. Setting them runs the update before the setter returns.
    public var safeAreaInsets: EdgeInsets { didSet { update() } }
    /// The Dynamic Type size the person chose in Settings, `.large` by default: the root's
    /// `\.dynamicTypeSize`, which text styles follow. Setting it runs the update before the setter
    /// returns.
    public var dynamicTypeSize: DynamicTypeSize = .large { didSet { update() } }
    /// The height of the software keyboard over the bottom of the window, 0 when it is hidden
    /// (see ``showKeyboard(height:)``; a focused field brings it up in a host made for a device).
    /// Changed during an update, it is taken into account by that update's next pass.
    public internal(set) var keyboardHeight: CGFloat = 0 {
        didSet { if !isUpdating { update() } }
    }
    /// The device whose window this is, if the host was made for one. Setting it (to turn the
    /// device, `host.device = .iPhone16.landscape`) sets the window's size, scale and safe area,
    /// and runs the update once.
    public var device: Device? {
        didSet {
            guard let device else { return }
            isApplyingDevice = true
            size = device.windowSize
            displayScale = device.displayScale
            safeAreaInsets = device.safeAreaInsets
            isApplyingDevice = false
            update()
            if let oldValue, oldValue.orientation != device.orientation { postOrientationChange() }
        }
    }
    private var isApplyingDevice = false
    /// The iOS release whose metrics the host models (``OSVersion/default``, iOS 18, unless told).
    /// Setting it runs the update before the setter returns.
    public var os: OSVersion = .default { didSet { update() } }

    /// What was wrong with the view tree in the last update: bad input, limits reached, update
    /// loops that did not settle.
    public var diagnostics: [Diagnostic] {
        settleIfNeeded()
        return lastDiagnostics
    }

    /// How many passes the last update took.
    public var lastPassCount: Int {
        settleIfNeeded()
        return passCount
    }

    /// The most passes one update runs before it stops and reports a loop.
    public static var maximumPasses: Int { 16 }

    let state = StateStore()
    /// What the last pass observed, for the next (written by the observe stage only).
    var observed = ObservedState()
    /// Requests and reports that arrive between passes.
    let inbox = HostInbox()
    /// The virtual time and the tasks of the host's views.
    package let clock = HostClock()
    /// Raised by changes outside of the update to what the host showed.
    let invalidation = HostInvalidation()
    /// App storage and the records of system actions (`dismiss`, `openURL`).
    let services = HostServices()
    /// What the UIKit-shaped module sees of this host while its code runs (see ``RunningHost``).
    package private(set) lazy var runningHost = makeRunningHost()
    /// The texts prepared in earlier passes and updates (graphemes, advances, layouts made).
    let texts = PreparedTextCache()
    /// The last update's tree and layout; the next partial pass takes them over.
    var current: (tree: ResolvedTree, engine: LayoutEngine)
    /// The bodies the last pass read (see ``BodyRecords``).
    let bodies = BodyRecords()
    /// The nodes of the last pass's tree that take part in the observe stage (see
    /// ``PassObservers``), kept for a partial pass.
    var observing: [NodeIndex] = []
    /// Whether an update that only `@State` or `@Observable` changes call for runs only the
    /// bodies that depend on them (see Architecture.md, "Incremental updates"). Tests turn it
    /// off to compare with updates of the whole tree.
    package var updatesIncrementally = true
    /// The views whose state changed since the last update.
    private var dirtyViews = Set<Int>()
    private var lastDiagnostics: [Diagnostic] = []
    private var passCount = 0
    /// How many passes of the last update ran only the bodies whose state changed.
    package private(set) var partialPassCount = 0
    /// What the last update did: the bodies it ran, the views it made, the sizes it computed and
    /// its passes (see ``UpdateWork``). The host settles first, so after a change the counts are
    /// those of the update that shows it; a host with nothing to update keeps the last one's.
    public var lastUpdateWork: UpdateWork {
        settleIfNeeded()
        return updateWork
    }
    private var updateWork = UpdateWork()
    private var needsUpdate = true
    /// Whether a test scrolled since the last update: alone, that moves content and reads no body
    /// again (see ``scrollPass(_:)``).
    private var scrollPending = false
    /// The virtual time of the last update.
    private var settledTime: Duration = .zero
    /// The global and the host's own invalidation generations the last update saw.
    private var settledGeneration = (all: -1, own: -1)
    private(set) var isUpdating = false
    /// The changes made during the pass under way (by callbacks), which decide whether the next
    /// pass runs only some bodies.
    var pendingChanges: [PendingChange] = []

    /// Hosts `rootView` in a window of `size` (an iPhone 15's 393×852 points by default) with no
    /// safe area.
    public convenience init(_ rootView: Root, size: CGSize = CGSize(width: 393, height: 852), displayScale: CGFloat = 3) {
        self.init(rootView, size: size, displayScale: displayScale, safeAreaInsets: EdgeInsets(), device: nil, os: .default)
    }

    /// Hosts `rootView` in the window of `device` (`.iPhone16`, `.iPhoneSE3.landscape`, …): its
    /// size in points, its scale and its safe-area insets, with the metrics of the iOS release
    /// `os` (``OSVersion``).
    public convenience init(_ rootView: Root, device: Device, os: OSVersion = .default) {
        self.init(
            rootView, size: device.windowSize, displayScale: device.displayScale, safeAreaInsets: device.safeAreaInsets, device: device,
            os: os)
    }

    private init(_ rootView: Root, size: CGSize, displayScale: CGFloat, safeAreaInsets: EdgeInsets, device: Device?, os: OSVersion) {
        self.rootView = rootView
        self.os = os
        self.size = size
        self.displayScale = displayScale
        self.safeAreaInsets = safeAreaInsets
        self.device = device
        let tree = ResolvedTree()
        current = (tree, LayoutEngine(tree: tree, displayScale: displayScale))
        state.onChange = { [unowned self] location, value in self.stateDidChange(location, value) }
        // A `scrollTo` from an action waits for the next layout, as a test's scroll: with nothing
        // else changed, the update's passes are scroll passes.
        inbox.noteChange = { [unowned self] change in
            if self.isUpdating {
                self.pendingChanges.append(change)
            } else if change.isScrollRequest {
                self.invalidateForScroll()
            } else {
                self.needsUpdate = true
            }
        }
        settle()
    }

    #if compiler(>=6.2)
        isolated deinit { clock.cancelAll() }
    #else
        deinit {
            let clock = clock
            Task { @MainActor in clock.cancelAll() }
        }
    #endif

    /// The resolved tree and the layout of the last update.
    var tree: ResolvedTree {
        settleIfNeeded()
        return current.tree
    }

    var engine: LayoutEngine {
        settleIfNeeded()
        return current.engine
    }

    /// Brings the host up to date: runs the update loop if anything changed since the last
    /// update, and returns how many passes it took (0 when nothing had changed). Every other
    /// member of the host does this first, so calling it is rarely needed.
    @discardableResult
    public func settle() -> Int {
        guard !isUpdating,
            needsUpdate || scrollPending || !dirtyViews.isEmpty || settledGeneration != generation || settledTime != clock.now
        else { return 0 }
        // Only changes that each name the view they concern (its state, an observable property
        // its body read) leave the rest of the tree as it is.
        let changes = invalidation.takeChanges()
        let whole =
            needsUpdate || changes.unattributed || HostRegistry.generation != settledGeneration.all || settledTime != clock.now
            || !updatesIncrementally
        var dirty = whole ? nil : dirtyViews.union(changes.views)
        // A scroll alone moves content (a scroll pass); with bodies to run, the whole tree is read.
        let scrolled = scrollPending && dirty?.isEmpty == true
        if scrollPending && !scrolled { dirty = nil }
        needsUpdate = false
        scrollPending = false
        dirtyViews = []
        // Views that show the time (relative dates) are out of date when the clock moved.
        settledTime = clock.now
        let started = generation
        isUpdating = true
        defer { isUpdating = false }
        // Code run by the update (bodies, callbacks, the tasks they start) runs for this host:
        // bindings it makes or reads, and `ViewTasks`, find the host.
        let result = runningForThisHost { runUpdateLoop(dirty: dirty, scrolled: scrolled) }
        current = (result.tree, result.engine)
        lastDiagnostics = result.diagnostics
        passCount = result.passes
        partialPassCount = result.partialPasses
        updateWork = result.work
        updateWork.passes = result.passes
        updateWork.partialPasses = result.partialPasses
        if result.partialPasses > 0 && result.passes < Self.maximumPasses && Self.verifiesPartialPasses { verifyPartialUpdate() }
        // Changes made by the update itself do not call for another one.
        let now = generation
        settledGeneration = (max(started.all, now.all), max(started.own, now.own))
        _ = invalidation.takeChanges()
        return result.passes
    }

    func settleIfNeeded() { settle() }

    /// Runs `body` for this host: the bindings it writes and the tasks it starts (a button's
    /// action, a callback) find the host, its invalidation and its clock.
    package func runningForThisHost<T>(_ body: () -> T) -> T {
        HostRegistry.$current.withValue(invalidation) {
            HostClock.withCurrent(clock) {
                RunningHost.$current.withValue(runningHost) { body() }
            }
        }
    }

    /// The generations to compare with ``settledGeneration``: changes to what every host shows,
    /// and to what this host shows.
    private var generation: (all: Int, own: Int) { (HostRegistry.generation, invalidation.generation) }

    /// Runs the update after a change to the host's own properties. Inside an update (a callback
    /// setting them), the change is taken into account by the next one.
    private func update() {
        guard !isApplyingDevice else { return }
        needsUpdate = true
        settle()
    }

    /// Marks the host out of date after a test's interaction; the next read settles it.
    func invalidateForInteraction() { needsUpdate = true }

    /// Marks the host out of date after a test scrolled (the scroll request waits in the inbox).
    func invalidateForScroll() { scrollPending = true }

    private func stateDidChange(_ location: AnyStateLocation, _ value: () -> String) {
        if isUpdating {
            pendingChanges.append(.state(view: location.view, owner: "\(location.owner)", value: value()))
        } else {
            dirtyViews.insert(location.view)
        }
    }
}
