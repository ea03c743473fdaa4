import Observation
import XCTest

import Tesselate

/// Partial passes on random trees: screens of random views (``FuzzGenerator``'s) with switches
/// inside — views whose body reads an `@Observable` model and shows one of two random subtrees,
/// or changes a frame or a padding, in stacks, lists, forms, tab pages and sheets (and, in a
/// test of their own, lazy stacks and grids, navigation pages and destinations) — are switched a
/// few at a time, and each update must lay out exactly as a fresh host of the same switches does,
/// whether it ran only the switched bodies or fell back to a full pass. A third test scrolls
/// them too (PartialPassScrollFuzzTests.swift); the screens are made by ``ScreenGenerator``
/// (PartialPassScreenGenerator.swift).
///
/// `swift test` runs ``defaultScreenCount`` screens; `TESSELATE_FUZZ_TREES=N` runs N (with the
/// layout fuzzer's long mode), `TESSELATE_FUZZ_SEED=N` the one screen of seed N.
final class PartialPassFuzzTests: XCTestCase {
    static let defaultScreenCount = 60
    /// Seeds long runs found breaking a partial pass, checked by every `swift test`: an empty
    /// block before a block starting at the same node (758), a layout's bounds at its old frame
    /// rounding a baseline differently from a pass from scratch (1375); and a row taller than
    /// its list, whose later rows a fresh host leaves unmade (885: the comparison allows it).
    static let seedsFoundByLongRuns: [UInt64] = [758, 885, 1375]

    @Observable final class Switches {
        var on: Set<Int> = []
    }

    /// A view whose body reads its switch.
    struct Switch: View {
        enum Kind { case either, width, padding }
        let id: Int
        let kind: Kind
        let switches: Switches
        let first: AnyView
        let second: AnyView

        var body: some View {
            let on = switches.on.contains(id)
            switch kind {
            case .either: return AnyView(ZStack { if on { second } else { first } })
            case .width: return AnyView(first.frame(width: on ? 60 : nil))
            case .padding: return AnyView(first.padding(on ? 12 : 0))
            }
        }
    }

    @MainActor func testSwitchedScreensLayOutAsFreshHosts() async {
        let environment = ProcessInfo.processInfo.environment
        let count = environment["TESSELATE_FUZZ_TREES"].flatMap(Int.init) ?? Self.defaultScreenCount
        let seeds =
            environment["TESSELATE_FUZZ_SEED"].flatMap(UInt64.init).map { [$0] } ?? Array(0..<UInt64(count)) + Self.seedsFoundByLongRuns
        checkSwitchedScreens(seeds, lazyAndNavigation: false)
    }

    /// The same in lazy stacks and grids, navigation pages and pushed destinations too.
    @MainActor func testSwitchedScreensInLazyAndNavigationContainersLayOutAsFreshHosts() async {
        let environment = ProcessInfo.processInfo.environment
        let count = environment["TESSELATE_FUZZ_TREES"].flatMap(Int.init) ?? Self.defaultScreenCount
        let seeds = environment["TESSELATE_FUZZ_SEED"].flatMap(UInt64.init).map { [$0] } ?? Array(0..<UInt64(count))
        checkSwitchedScreens(seeds, lazyAndNavigation: true)
    }

    @MainActor func checkSwitchedScreens(_ seeds: [UInt64], lazyAndNavigation: Bool) {
        var partial = 0
        for seed in seeds {
            var generator = ScreenGenerator(seed: seed, lazyAndNavigation: lazyAndNavigation)
            let switches = Switches()
            let screen = generator.view(switches)
            guard generator.switchCount > 0 else { continue }
            let host = ViewHost(screen)
            var steps = SeededGenerator(seed: seed &* 7 &+ 3)
            for step in 0..<4 {
                for _ in 0..<Int.random(in: 1...2, using: &steps) {
                    switches.on.formSymmetricDifference([Int.random(in: 0..<generator.switchCount, using: &steps)])
                }
                host.settle()
                partial += host.partialPassCount
                // The same screen (the generator again from the seed), switched the same way.
                var again = ScreenGenerator(seed: seed, lazyAndNavigation: lazyAndNavigation)
                let freshSwitches = Switches()
                freshSwitches.on = switches.on
                let fresh = ViewHost(again.view(freshSwitches))
                let (ours, theirs) = (host.dump(), fresh.dump())
                // A row taller than its list leaves the rows after it unmade in a fresh host
                // while this one made them before: which rows exist then depends on history
                // (LayoutRules.md, "Lazy containers in scroll views"), and the list's estimated
                // height with it. Such a screen stops here (seed 885: a nested scroll view row).
                if ours != theirs, ours.contains("unrealised") || theirs.contains("unrealised") { break }
                if ours != theirs {
                    XCTFail("seed \(seed), step \(step), switches \(switches.on.sorted()):\n\(ours)\n--- fresh:\n\(theirs)")
                    return
                }
            }
        }
        XCTAssertGreaterThan(partial, seeds.count / 2, "most switches ran only the switched bodies")
    }
}
