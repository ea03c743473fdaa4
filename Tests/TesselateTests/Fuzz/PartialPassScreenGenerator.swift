import XCTest

import Tesselate

extension PartialPassFuzzTests {
    /// A random screen: random subtrees, switches and containers.
    struct ScreenGenerator {
        var random: SeededGenerator
        var trees: FuzzGenerator
        var switchCount = 0
        /// Whether containers are also lazy stacks and grids, navigation pages and pushed
        /// destinations (a generator of its own, so that the screens of the seeds above stay as
        /// they were found).
        var lazyAndNavigation = false
        /// Whether containers are also long lazy stacks, grids and lists, in scroll views, tab
        /// pages and navigation stacks, and long stacks of made rows, to be scrolled
        /// (``PartialPassFuzzTests/testScrolledSwitchedScreensLayOutAsUpdatesOfTheWholeTree()``):
        /// implies `lazyAndNavigation`'s containers, with screens of their own.
        var scrolling = false

        init(seed: UInt64, lazyAndNavigation: Bool = false, scrolling: Bool = false) {
            self.lazyAndNavigation = lazyAndNavigation || scrolling
            self.scrolling = scrolling
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
                let choice = Int.random(in: 0..<(scrolling ? 19 : lazyAndNavigation ? 13 : 9), using: &random)
                switch choice {
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
                case 13...: return longContainer(choice, children, depth: depth)
                default: return AnyView(HStack(alignment: .firstTextBaseline) { content })
                }
            }
        }

        /// A container of many rows, for the scrolling screens: row `n` shows its number and
        /// `children[n % children.count]`, and every fifth row counts its appearances in its
        /// state. Lazy containers make only the rows near their viewport: which rows exist
        /// depends on how the screen was scrolled, and the screen is compared with one scrolled
        /// the same way.
        @MainActor private mutating func longContainer(_ choice: Int, _ children: [AnyView], depth: Int) -> AnyView {
            // Fewer rows in the rows of another container, so that screens stay quick to lay out.
            let count = Int.random(in: depth == 0 ? 10...80 : 4...12, using: &random)
            let rows = ForEach(0..<count, id: \.self) { row in
                VStack(alignment: .leading) {
                    Text("Row \(row)")
                    if row % 5 == 0 { AppearanceCounter() }
                    children[row % children.count]
                }
            }
            switch choice {
            case 13: return AnyView(ScrollView { LazyVStack(alignment: .leading) { rows } }.frame(height: 300))
            case 14:
                let sideways = ForEach(0..<count, id: \.self) { row in
                    VStack {
                        Text("Column \(row)")
                        children[row % children.count]
                    }
                    .frame(width: CGFloat(60 + 30 * (row % 4)))
                }
                return AnyView(ScrollView(.horizontal) { LazyHStack(alignment: .top) { sideways } }.frame(height: 200))
            case 15: return AnyView(List { rows }.frame(height: 300))
            case 16: return AnyView(ScrollView { LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) { rows } }.frame(height: 300))
            case 17:
                // A few made rows: a stack makes all of them.
                let made = ForEach(0..<min(count, 8), id: \.self) { row in
                    VStack(alignment: .leading) {
                        Text("Row \(row)")
                        children[row % children.count]
                    }
                }
                return AnyView(ScrollView([.horizontal, .vertical]) { VStack(alignment: .leading) { made } }.frame(height: 300))
            default:
                // A tab view showing either page: a list, or a lazy stack under a navigation bar.
                let selected = Int.random(in: 0...1, using: &random)
                return AnyView(
                    TabView(selection: .constant(selected)) {
                        List { rows }.tabItem { Text("Rows") }.tag(0)
                        NavigationStack { ScrollView { LazyVStack { rows } }.navigationTitle("Rows") }.tabItem { Text("Stack") }.tag(1)
                    }
                    .frame(height: 400))
            }
        }
    }

    /// A row that counts how many times it appeared, in its state: a row dropped and made again
    /// starts again from 0.
    struct AppearanceCounter: View {
        @State private var appearances = 0

        var body: some View {
            Text("appeared \(appearances)").onAppear { appearances += 1 }
        }
    }
}
