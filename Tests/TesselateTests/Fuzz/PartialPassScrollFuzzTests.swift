import XCTest

import Tesselate

/// Scroll passes on random trees: the screens of ``PartialPassFuzzTests/ScreenGenerator`` with
/// long lazy stacks, grids and lists (in scroll views, tab pages and navigation stacks) are
/// switched and scrolled — random scroll views, along their axes, by small steps and by screens,
/// to their ends and back, and past them — and after each update lay out exactly as a host that
/// reads every body in every update, switched and scrolled the same way (which rows a lazy
/// container made depends on how it was scrolled).
extension PartialPassFuzzTests {
    /// Fewer screens than the other tests': a scrolled screen has long containers, and each
    /// update is compared with one that reads every body.
    static let defaultScrolledScreenCount = 8
    /// Seeds found breaking a scroll or partial pass, checked by every `swift test`: a lazy
    /// grid's estimate summed in a dictionary's order, whose last bits then depended on the
    /// process's hash seed (8, in about 2 runs of 5).
    static let scrolledSeedsFoundByLongRuns: [UInt64] = [8]

    @MainActor func testScrolledSwitchedScreensLayOutAsUpdatesOfTheWholeTree() async throws {
        let environment = ProcessInfo.processInfo.environment
        // The check of `TESSELATE_VERIFY_PARTIAL_UPDATES` lays out a switch's update with every
        // lazy container keeping its rows, where the host that reads every body here chooses
        // them again: with long lazy containers scrolled, they differ (see `compare` below).
        try XCTSkipIf(
            environment["TESSELATE_VERIFY_PARTIAL_UPDATES"] == "1", "compares with a host that reads every body instead")
        let count = environment["TESSELATE_FUZZ_TREES"].flatMap(Int.init) ?? Self.defaultScrolledScreenCount
        let seeds =
            environment["TESSELATE_FUZZ_SEED"].flatMap(UInt64.init).map { [$0] }
            ?? Array(0..<UInt64(count)) + Self.scrolledSeedsFoundByLongRuns
        let (scrolls, scrollPasses) = checkScrolledScreens(seeds)
        // Many scrolls move content without reading bodies, or resolve a lazy container alone;
        // the others (past the ends, under a navigation bar, of a lazy container in another's
        // rows) run a full pass. About a third ran a scroll pass when this test was written.
        XCTAssertGreaterThan(scrollPasses, scrolls / 5, "\(scrollPasses) of \(scrolls) scrolls ran a scroll pass")
    }

    /// Switches and scrolls the screens of `seeds`, comparing each update with a host that reads
    /// every body; returns how many scrolls there were, and how many of them ran only scroll
    /// passes.
    @MainActor func checkScrolledScreens(_ seeds: [UInt64]) -> (scrolls: Int, scrollPasses: Int) {
        var scrolls = 0, scrollPasses = 0
        screens: for seed in seeds {
            var generator = ScreenGenerator(seed: seed, scrolling: true)
            var again = ScreenGenerator(seed: seed, scrolling: true)
            let (switches, wholeSwitches) = (Switches(), Switches())
            let host = ViewHost(generator.view(switches))
            let whole = ViewHost(again.view(wholeSwitches))
            whole.updatesIncrementally = false
            var steps = SeededGenerator(seed: seed &* 7 &+ 5)
            /// Whether the hosts show the same. A switch's update runs only the switched bodies,
            /// and lazy containers keep the rows they made, while the other host's update chooses
            /// them again (as a fresh host's does, see ``checkSwitchedScreens(_:lazyAndNavigation:)``):
            /// when one left rows unmade, the hosts may differ, and the screen stops there.
            func compare(_ what: @autoclosure () -> String, switched: Bool = false) -> Comparison {
                let (ours, theirs) = (host.dump(), whole.dump())
                guard ours != theirs else { return .same }
                if switched, ours.contains("unrealised") || theirs.contains("unrealised") { return .diverged }
                XCTFail(
                    "seed \(seed), \(what()), switches \(switches.on.sorted()), \(host.lastUpdateWork):\n\(Self.firstDifference(ours, theirs))"
                )
                return .failed
            }
            guard compare("before any change") == .same else { return (scrolls, scrollPasses) }
            for step in 0..<4 {
                if generator.switchCount > 0 {
                    for _ in 0..<Int.random(in: 1...2, using: &steps) {
                        let id = Int.random(in: 0..<generator.switchCount, using: &steps)
                        switches.on.formSymmetricDifference([id])
                        wholeSwitches.on.formSymmetricDifference([id])
                    }
                    switch compare("step \(step)", switched: true) {
                    case .same: break
                    case .diverged: continue screens
                    case .failed: return (scrolls, scrollPasses)
                    }
                }
                for _ in 0..<Int.random(in: 1...3, using: &steps) {
                    guard let scroll = ScreenScroll.random(in: host.layoutSnapshot, using: &steps) else { break }
                    let (scrolled, wholeScrolled) = (scroll.apply(to: host), scroll.apply(to: whole))
                    XCTAssertEqual(scrolled, wholeScrolled, "seed \(seed): \(scroll)")
                    let work = host.lastUpdateWork
                    scrolls += 1
                    if work.partialPasses == work.passes { scrollPasses += 1 }
                    guard compare("step \(step), \(scroll)") == .same else { return (scrolls, scrollPasses) }
                }
            }
        }
        return (scrolls, scrollPasses)
    }

    /// How the dumps of two hosts compare.
    enum Comparison { case same, diverged, failed }

    /// The first lines where dump `ours` differs from `theirs`, with the lines above them.
    static func firstDifference(_ ours: String, _ theirs: String) -> String {
        let (mine, other) = (ours.split(separator: "\n"), theirs.split(separator: "\n"))
        let first = zip(mine, other).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(mine.count, other.count)
        let context = max(0, first - 8)
        return
            (mine[context..<min(mine.count, first + 3)] + ["--- a host reading every body:"]
            + other[context..<min(other.count, first + 3)]).joined(separator: "\n")
    }

    /// A scroll of one scroll view of a screen, by a distance or to an offset.
    struct ScreenScroll: CustomStringConvertible {
        let scrollView: NodeID
        let path: String
        var delta: CGSize?
        var offset: CGPoint?

        var description: String {
            "scroll \(path) " + (delta.map { "by \($0.width), \($0.height)" } ?? offset.map { "to \($0.x), \($0.y)" } ?? "")
        }

        /// Scrolls `host` and settles it; whether the scroll view is in it.
        @MainActor func apply<V: View>(to host: ViewHost<V>) -> Bool {
            let done = delta.map { host.scroll(scrollView: scrollView, by: $0) } ?? host.scroll(scrollView: scrollView, to: offset ?? .zero)
            host.settle()
            return done
        }

        /// A random scroll of a random scroll view of `snapshot`, along one of its axes: by a
        /// small step or a screen, either way; to its start, its end or in between; or far past
        /// its ends. `nil` when the screen has no scroll view.
        @MainActor static func random(in snapshot: LayoutSnapshot, using random: inout SeededGenerator) -> ScreenScroll? {
            let scrollViews = (0..<snapshot.count).filter { snapshot.kind(of: $0) == "ScrollView" && snapshot.exactFrame(of: $0) != nil }
            guard !scrollViews.isEmpty else { return nil }
            let node = scrollViews[Int.random(in: 0..<scrollViews.count, using: &random)]
            let axes = snapshot.attributes(of: node).first?.value ?? ""
            let vertical = axes.contains("vertical") && (!axes.contains("horizontal") || Bool.random(using: &random))
            let viewport = snapshot.exactFrame(of: node)?.size ?? .zero
            let content = snapshot.children(of: node).first.flatMap { snapshot.exactFrame(of: $0)?.size } ?? .zero
            let length = vertical ? viewport.height : viewport.width
            let overflow = vertical ? content.height - viewport.height : content.width - viewport.width
            let end = overflow.isFinite ? min(max(0, overflow), 10_000_000) : 0
            func along(_ distance: CGFloat) -> CGSize { vertical ? CGSize(width: 0, height: distance) : CGSize(width: distance, height: 0) }
            func at(_ position: CGFloat) -> CGPoint { vertical ? CGPoint(x: 0, y: position) : CGPoint(x: position, y: 0) }
            let sign: CGFloat = Bool.random(using: &random) ? 1 : -1
            var scroll = ScreenScroll(scrollView: snapshot.id(of: node), path: snapshot.path(to: node))
            switch Int.random(in: 0..<8, using: &random) {
            case 0, 1: scroll.delta = along(sign * CGFloat(Int.random(in: 5...120, using: &random)))
            case 2, 3: scroll.delta = along(sign * length)
            case 4: scroll.offset = at(end)
            case 5: scroll.offset = at(0)
            case 6: scroll.offset = at(CGFloat(Int.random(in: 0...Int(end.rounded(.down)), using: &random)))
            default: scroll.delta = along(sign * 100_000)
            }
            return scroll
        }
    }
}
