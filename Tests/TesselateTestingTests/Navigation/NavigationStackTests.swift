import XCTest
import Tesselate
import TesselateTesting

// NavigationStack on an iPhone 16 (393×852, 59 above, 34 below): the stack fills the safe area
// (59…818); its bar sits at its top, 96 tall with a large title (44 + 52) or 44 inline; the page
// takes the rest (LayoutRules.md, "Navigation bars").

private struct Fruit: Hashable { var name: String }

private struct FruitList: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Apple", value: Fruit(name: "Apple"))
                NavigationLink("Pear") { Text("A pear") }
            }
            .navigationTitle("Fruit")
            .navigationDestination(for: Fruit.self) { fruit in
                Text("About \(fruit.name)").navigationTitle(fruit.name)
            }
        }
    }
}

final class NavigationStackTests: XCTestCase {
    /// The root page: a large title (34pt bold) 16 from the leading edge, its bottom 8 above the
    /// bar's (59 + 96 − 8 = 147); the page centred in 155…818.
    @MainActor func testRootHasLargeTitleBar() async {
        let host = ViewHost(FruitList(), device: .iPhone16)
        assertFrame(host.find(.kind(.navigationStack)), x: 0, y: 59, width: 393, height: 759)
        assertFrame(host.find(.kind(.navigationBar)), x: 0, y: 53.667, width: 393, height: 96)
        let title = host.find(.text("Fruit"))!
        XCTAssertEqual(title.frame().minX, 16, accuracy: 0.01)
        XCTAssertEqual(title.frame().maxY, 141.667, accuracy: 0.34)
        XCTAssertEqual(title.frame().height, TextMeasurement("Fruit", font: .largeTitle.bold()).size.height, accuracy: 0.34)
        let stack = host.find(.kind(.vStack))!
        XCTAssertEqual(stack.frame().midY, (149.667 + 818) / 2, accuracy: 0.34)
        assertNoDiagnostics(host)
    }

    /// Tapping a value link pushes the destination registered for its type; the pushed page has
    /// a back button titled with the root's title and inherits the large title (`.automatic`).
    /// `goBack()` pops.
    @MainActor func testValueLinkPushesAndGoBackPops() async {
        let host = ViewHost(FruitList(), device: .iPhone16)
        host.find(.text("Apple"))?.tap()
        XCTAssertTrue(host.exists(.text("About Apple")))
        XCTAssertFalse(host.exists(.text("Pear")))
        XCTAssertTrue(host.exists(.text("Fruit")), "the back button shows the previous title")
        XCTAssertEqual(host.find(.kind(.navigationBar))?.frame().height ?? 0, 96, accuracy: 0.01)
        let back = host.find(.text("Fruit"))!
        XCTAssertEqual(back.frame().midY, 53.667 + 22, accuracy: 0.34)
        host.goBack()
        XCTAssertTrue(host.exists(.text("Pear")))
        XCTAssertFalse(host.exists(.text("About Apple")))
        assertNoDiagnostics(host)
    }

    /// A destination link pushes its view; tapping the back button pops it.
    @MainActor func testDestinationLinkAndBackButton() async {
        let host = ViewHost(FruitList(), device: .iPhone16)
        host.find(.text("Pear"))?.tap()
        XCTAssertTrue(host.exists(.text("A pear")))
        host.find(.text("Fruit"))?.tap()
        XCTAssertTrue(host.exists(.text("Pear")))
        assertNoDiagnostics(host)
    }

    /// A bound path: setting it pushes; the stack writes pops back through it.
    @MainActor func testBoundPath() async {
        struct Screen: View {
            @Binding var path: [Int]
            var body: some View {
                NavigationStack(path: $path) {
                    Text("Root")
                        .navigationDestination(for: Int.self) { Text("Number \($0)") }
                }
            }
        }
        var path: [Int] = [3]
        let binding = Binding(get: { path }, set: { path = $0 })
        let host = ViewHost(Screen(path: binding), device: .iPhone16)
        XCTAssertTrue(host.exists(.text("Number 3")))
        XCTAssertEqual(host.find(.kind(.navigationStack))?.attributes, ["depth: 1"])
        host.goBack()
        XCTAssertEqual(path, [])
        XCTAssertTrue(host.exists(.text("Root")))
    }

    /// A `NavigationPath` binding holds values of several types.
    @MainActor func testNavigationPath() async {
        struct Screen: View {
            @State var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    Button("Go") {
                        path.append(7); path.append("seven")
                    }
                    .navigationDestination(for: Int.self) { Text("Int \($0)") }
                    .navigationDestination(for: String.self) { Text("String \($0)") }
                }
            }
        }
        let host = ViewHost(Screen(), device: .iPhone16)
        host.find(.text("Go"))?.tap()
        XCTAssertTrue(host.exists(.text("String seven")))
        host.goBack()
        XCTAssertTrue(host.exists(.text("Int 7")))
        assertNoDiagnostics(host)
    }

    /// A value with no destination shows an empty page and is reported; `goBack()` with nothing
    /// pushed is reported.
    @MainActor func testNavigationProblemsAreReported() async {
        let host = ViewHost(NavigationStack { NavigationLink("Go", value: 1) }, device: .iPhone16)
        host.goBack()
        XCTAssertEqual(host.diagnostics.map(\.code), [.navigationNotPossible])
        host.find(.text("Go"))?.tap()
        XCTAssertTrue(host.diagnostics.contains { $0.code == .navigationNotPossible && $0.message.contains("Int") })
    }

    /// `NavigationView` is a stack.
    @MainActor func testNavigationViewIsAStack() async {
        let host = ViewHost(NavigationView { Text("Hi").navigationTitle("Old") }, device: .iPhone16)
        XCTAssertTrue(host.exists(.kind(.navigationStack)))
        XCTAssertTrue(host.exists(.text("Old")))
    }

    /// `@Environment(\.dismiss)` in a pushed page pops it.
    @MainActor func testDismissPopsAPushedPage() async {
        struct Detail: View {
            @Environment(\.dismiss) private var dismiss
            var body: some View { Button("Close") { dismiss() } }
        }
        let host = ViewHost(NavigationStack { NavigationLink("Open") { Detail() } }, device: .iPhone16)
        host.find(.text("Open"))?.tap()
        host.find(.text("Close"))?.tap()
        XCTAssertTrue(host.exists(.text("Open")))
        assertNoDiagnostics(host)
    }

    /// `toolbar(.hidden, for: .navigationBar)` removes the bar: the page takes the whole stack;
    /// a `.principal` item replaces the inline title; `navigationBarBackButtonHidden` hides the
    /// back button.
    @MainActor func testHiddenBarPrincipalAndBackButton() async {
        let hidden = ViewHost(NavigationStack { Color.red.toolbar(.hidden, for: .navigationBar) }, device: .iPhone16)
        XCTAssertFalse(hidden.exists(.kind(.navigationBar)))
        assertFrame(hidden.find(.kind(.color)), x: 0, y: 59, width: 393, height: 759)
        let host = ViewHost(
            NavigationStack(path: .constant([1])) {
                Text("Root").navigationDestination(for: Int.self) { _ in
                    Text("Page")
                        .navigationTitle("Hidden by principal")
                        .navigationBarTitleDisplayMode(.inline)
                        .navigationBarBackButtonHidden()
                        .toolbar { ToolbarItem(placement: .principal) { Text("Centre") } }
                }
            }, device: .iPhone16)
        XCTAssertFalse(host.exists(.text("Hidden by principal")))
        XCTAssertEqual(host.find(.text("Centre"))?.frame().midX ?? 0, 196.5, accuracy: 0.34)
        XCTAssertFalse(host.exists(.kind(.button)))
    }

    /// The deprecated modifiers of `NavigationView` code: a title with its mode, and items.
    @MainActor func testDeprecatedBarModifiers() async {
        let host = ViewHost(
            NavigationView {
                Text("Body")
                    .navigationBarTitle("Old", displayMode: .inline)
                    .navigationBarItems(leading: Text("L"), trailing: Text("T"))
            }, device: .iPhone16)
        assertFrame(host.find(.kind(.navigationBar)), x: 0, y: 53.667, width: 393, height: 44)
        XCTAssertEqual(host.find(.text("L"))?.frame().minX ?? 0, 16, accuracy: 0.01)
        XCTAssertEqual(host.find(.text("T"))?.frame().maxX ?? 0, 377, accuracy: 0.34)
        XCTAssertEqual(host.find(.text("Old"))?.frame().midX ?? 0, 196.5, accuracy: 0.34)
        let hidden = ViewHost(NavigationView { Text("Body").navigationBarHidden(true) }, device: .iPhone16)
        XCTAssertFalse(hidden.exists(.kind(.navigationBar)))
    }

    /// `navigationDestination(isPresented:)`: setting the flag pushes, the back button clears it,
    /// and clearing it pops.
    @MainActor func testDestinationIsPresented() async {
        struct Screen: View {
            @State var showing = false
            var body: some View {
                NavigationStack {
                    Button("Show") { showing = true }
                        .navigationTitle("Home")
                        .navigationDestination(isPresented: $showing) {
                            Button("Hide") { showing = false }
                        }
                }
            }
        }
        let host = ViewHost(Screen(), device: .iPhone16)
        host.find(.text("Show"))?.tap()
        XCTAssertTrue(host.exists(.text("Hide")))
        host.find(.text("Home"))?.tap()
        XCTAssertTrue(host.exists(.text("Show")))
        host.find(.text("Show"))?.tap()
        host.find(.text("Hide"))?.tap()
        XCTAssertTrue(host.exists(.text("Show")))
        assertNoDiagnostics(host)
    }

    /// `navigationDestination(item:)`: the item's page; popping sets the item to nil.
    @MainActor func testDestinationItem() async {
        struct Screen: View {
            @State var item: Int?
            var body: some View {
                NavigationStack {
                    Button("Pick") { item = 5 }
                        .navigationDestination(item: $item) { Text("Item \($0)") }
                }
            }
        }
        let host = ViewHost(Screen(), device: .iPhone16)
        host.find(.text("Pick"))?.tap()
        XCTAssertTrue(host.exists(.text("Item 5")))
        host.goBack()
        XCTAssertTrue(host.exists(.text("Pick")))
        assertNoDiagnostics(host)
    }

    /// A covered page keeps its state (it is still resolved, not shown): the root's count survives
    /// a push and a pop; the covered root is not found while the detail is on top.
    @MainActor func testCoveredPageKeepsItsState() async {
        struct Counter: View {
            @State var count = 0
            var body: some View {
                VStack {
                    Button("Count \(count)") { count += 1 }
                    NavigationLink("Next") { Text("Detail") }
                }
            }
        }
        let host = ViewHost(NavigationStack { Counter() }, device: .iPhone16)
        host.find(.text("Count 0"))?.tap()
        host.find(.text("Next"))?.tap()
        XCTAssertFalse(host.exists(.text("Count 1")))
        host.goBack()
        XCTAssertTrue(host.exists(.text("Count 1")))
        assertNoDiagnostics(host)
    }

    /// A covered page's views disappear and appear again when it is back on top.
    @MainActor func testCoveredPageDisappears() async {
        final class Log { var events: [String] = [] }
        let log = Log()
        let host = ViewHost(
            NavigationStack {
                NavigationLink("Next") { Text("Detail") }
                    .onAppear { log.events.append("appear") }
                    .onDisappear { log.events.append("disappear") }
            }, device: .iPhone16)
        host.find(.text("Next"))?.tap()
        host.goBack()
        XCTAssertTrue(host.exists(.text("Next")))
        XCTAssertEqual(log.events, ["appear", "disappear", "appear"])
    }

    /// The edge swipe pops as the back button does; a page that hides its back button cannot be
    /// swiped away (iOS turns the interactive pop off with the button), which is reported.
    @MainActor func testSwipeBack() async {
        let host = ViewHost(FruitList(), device: .iPhone16)
        host.find(.text("Pear"))?.tap()
        XCTAssertTrue(host.swipeBack())
        XCTAssertTrue(host.exists(.text("Pear")))
        assertNoDiagnostics(host)

        let locked = ViewHost(
            NavigationStack { NavigationLink("Go") { Text("Locked").navigationBarBackButtonHidden() } }, device: .iPhone16)
        locked.find(.text("Go"))?.tap()
        XCTAssertFalse(locked.swipeBack())
        XCTAssertTrue(locked.exists(.text("Locked")))
        XCTAssertEqual(locked.diagnostics.map(\.code), [.navigationNotPossible])
    }
}
