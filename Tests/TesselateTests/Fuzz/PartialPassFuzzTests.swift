import Observation
import XCTest

import Tesselate

/// Partial passes on random trees: screens of random views (``FuzzGenerator``'s) with switches
/// inside — views whose body reads an `@Observable` model and shows one of two random subtrees,
/// or changes a frame or a padding, in stacks, lists, forms, tab pages and sheets (and, in a
/// test of their own, lazy stacks and grids, navigation pages and destinations) — are switched a
/// few at a time, and each update must lay out exactly as a fresh host of the same switches does,
/// whether it ran only the switched bodies or fell back to a full pass.
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

    /// A random screen: random subtrees, switches and containers.
    struct ScreenGenerator {
        var random: SeededGenerator
        var trees: FuzzGenerator
        var switchCount = 0
        /// Whether containers are also lazy stacks and grids, navigation pages and pushed
        /// destinations (a generator of its own, so that the screens of the seeds above stay as
        /// they were found).
        var lazyAndNavigation = false

        init(seed: UInt64, lazyAndNavigation: Bool = false) {
            self.lazyAndNavigation = lazyAndNavigation
            random = SeededGenerator(seed: seed)
            trees = FuzzGenerator(seed: seed &+ 1_000_003, allowsBadValues: false)
            trees.maximumDepth = 3
        }

        /// From depth 3 a view is a subtree or a switch; a switch's two views make that a
        /// critical branching process, whose screens sometimes grow without end (seed 2587 made
        /// a million switches and filled the memory): after 64 switches, only subtrees (the
        /// seeds listed above have 45 and fewer, so their screens are as they were found).
        @MainActor mutating func view(_ switches: Switches, depth: Int = 0) -> AnyView {
            switch Int.random(in: 0..<(switchCount >= 64 ? 1 : depth < 3 ? 6 : 2), using: &random) {
            case 0:
                // Lazy containers keep the rows they made from one update to the next (which rows
                // are made depends on the host's history, not only its state): left out here.
                var tree = trees.tree()
                while ["Lazy", "List", "Form"].contains(where: tree.source.contains) { tree = trees.tree() }
                return tree.view
            case 1:
                let kind = [Switch.Kind.either, .either, .width, .padding].randomElement(using: &random)!
                switchCount += 1
                return AnyView(
                    Switch(
                        id: switchCount - 1, kind: kind, switches: switches, first: view(switches, depth: depth + 1),
                        second: view(switches, depth: depth + 1)))
            default:
                let children = (0..<Int.random(in: 1...3, using: &random)).map { _ in view(switches, depth: depth + 1) }
                let content = ForEach(children.indices, id: \.self) { children[$0] }
                // Lists and forms (loose rows and sections), a tab's page and a sheet: a few rows,
                // all of them made, so that which rows exist does not depend on history.
                switch Int.random(in: 0..<(lazyAndNavigation ? 13 : 9), using: &random) {
                case 0: return AnyView(HStack { content })
                case 1: return AnyView(VStack(alignment: .leading) { content })
                case 2: return AnyView(ZStack { content })
                case 3: return AnyView(ScrollView { VStack { content } })
                case 4: return AnyView(List { content }.frame(height: 300))
                case 5: return AnyView(Form { Section("Section") { content } }.frame(height: 300))
                case 6: return AnyView(TabView { VStack { content }.tabItem { Text("Tab") } }.frame(height: 300))
                case 7: return AnyView(Color.clear.frame(height: 10).sheet(isPresented: .constant(true)) { VStack { content } })
                case 9: return AnyView(ScrollView { LazyVStack { content } }.frame(height: 300))
                case 10: return AnyView(ScrollView { LazyVGrid(columns: [GridItem(), GridItem()]) { content } }.frame(height: 300))
                case 11: return AnyView(NavigationStack { VStack { content }.navigationTitle("Page") }.frame(height: 300))
                case 12:
                    return AnyView(
                        NavigationStack {
                            Color.clear.navigationDestination(isPresented: .constant(true)) { VStack { content } }
                        }.frame(height: 300))
                default: return AnyView(HStack(alignment: .firstTextBaseline) { content })
                }
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
