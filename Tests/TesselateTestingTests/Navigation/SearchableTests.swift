import XCTest
import Tesselate
import TesselateTesting

// searchable in a NavigationStack on an iPhone 16 (its bar from 53.667): iOS draws the search
// field in the navigation bar below the large title or the inline row, in a row of its own
// 50.333 tall (measured on iOS 17 and 18, `NavigationMetrics` and LayoutRules.md, "Navigation
// bars").

private struct SearchState: View {
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch
    var body: some View {
        Text(isSearching ? "searching" : "idle")
        Button("Done") { dismissSearch() }
    }
}

private struct Fruits: View {
    var displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    @State var query = ""
    @State var submitted: [String] = []
    var body: some View {
        NavigationStack {
            List {
                ForEach(["Apple", "Pear", "Plum"].filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
                SearchState()
                Text("submitted \(submitted.joined(separator: ","))")
            }
            .navigationTitle("Fruit")
            .navigationBarTitleDisplayMode(displayMode)
            .searchable(text: $query, prompt: "Find fruit")
            .searchSuggestions { Text("Apple") }
            .onSubmit(of: .search) { submitted.append(query) }
            .onSubmit(of: .text) { submitted.append("text") }
        }
    }
}

final class SearchableTests: XCTestCase {
    /// At the medium Dynamic Type size the field's fill sits at the bar's margin (16 below 414
    /// points), 34.333 tall, 1 below the large title's area or an inline bar's row, and the list
    /// starts 15 below it: the bar grows by a 50.333-point row; the large title's baseline stays 16
    /// above its area's bottom. Measured on iOS 17 and 18 (`NavigationMetrics`).
    @MainActor func testSearchFieldInTheBar() async {
        let host = ViewHost(Fruits(), device: .iPhone16)
        host.dynamicTypeSize = .medium
        assertFrame(host.find(.kind(.navigationBar)), x: 0, y: 53.667, width: 393, height: 96 + 50.333)
        assertFrame(host.find(.kind(.searchField)), x: 16, y: 53.667 + 96 + 1, width: 361, height: 34.333)
        // 33-point bold at medium: its line's top an ascender above the baseline.
        XCTAssertEqual(
            host.find(.text("Fruit"))?.frame().minY ?? 0, 53.667 + 96 - 16 - 33 * 1950 / 2048, accuracy: 0.34,
            "the large title's baseline 16 above the area's bottom")
        XCTAssertTrue(host.exists(.textField(prompt: "Find fruit")))
        XCTAssertGreaterThanOrEqual(host.find(.text("Apple"))?.frame().minY ?? 0, 53.667 + 96 + 50.333)
        XCTAssertTrue(host.exists(.text("idle")))

        let inline = ViewHost(Fruits(displayMode: .inline), device: .iPhone16)
        inline.dynamicTypeSize = .medium
        assertFrame(inline.find(.kind(.navigationBar)), x: 0, y: 53.667, width: 393, height: 44 + 50.333)
        assertFrame(inline.find(.kind(.searchField)), x: 16, y: 53.667 + 44 + 1, width: 361, height: 34.333)
        // The inset-grouped list's first card starts right below the row, 15 below the field
        // (iOS 18.0, lunij/netbob's `test_listView`), its first row's 16-point line centred in 44.
        let bodyLine: CGFloat = 16 * (1950 + 494) / 2048
        XCTAssertEqual(inline.find(.text("Apple"))?.frame().minY ?? 0, 53.667 + 44 + 50.333 + (44 - bodyLine) / 2, accuracy: 0.34)
        assertNoDiagnostics(host)
    }

    /// The field grows with Dynamic Type: 101.333 at `.accessibility5`, where the large title's
    /// area grows to 73.1 to hold its 60-point line (iOS 17.0.1, both bitwarden apps), so the bar
    /// under a large title is 44 + 73.1 + 1 + 101.333 + 15; between the two measured sizes the
    /// field follows the line through them in body's point size (36.1 at the large size).
    @MainActor func testTheFieldAndTheLargeTitleGrowWithDynamicType() async {
        let host = ViewHost(Fruits(), device: .iPhone16)
        host.dynamicTypeSize = .accessibility5
        let area = 60 * 1950.0 / 2048 + 16
        assertFrame(host.find(.kind(.navigationBar)), x: 0, y: 53.667, width: 393, height: 44 + area + 1 + 101.333 + 15, accuracy: 0.34)
        assertFrame(host.find(.kind(.searchField)), x: 16, y: 53.667 + 44 + area + 1, width: 361, height: 101.333, accuracy: 0.34)
        XCTAssertEqual(
            host.find(.text("Fruit"))?.frame().minY ?? 0, 53.667 + 44 + area - 16 - 60 * 1950 / 2048, accuracy: 0.34,
            "the 60-point title's baseline 16 above its grown area's bottom")
        var heights: [CGFloat] = []
        for size in DynamicTypeSize.allCases {
            host.dynamicTypeSize = size
            heights.append(host.find(.kind(.searchField))?.frame().height ?? 0)
        }
        XCTAssertEqual(heights, heights.sorted(), "the field never shrinks as the text grows")
        host.dynamicTypeSize = .large
        XCTAssertEqual(host.find(.kind(.searchField))?.frame().height ?? 0, 36.1, accuracy: 0.34)
        assertFrame(host.find(.kind(.navigationBar)), x: 0, y: 53.667, width: 393, height: 96 + 1 + 36.1 + 15, accuracy: 0.34)
        assertNoDiagnostics(host)
    }

    /// While the field is empty, iOS 18 shows a dictation microphone at its trailing end (its frame
    /// 8 inside the field); typing replaces it. iOS 26 draws none (not measured there).
    @MainActor func testAnEmptyFieldShowsTheDictationMicrophone() async throws {
        let host = ViewHost(Fruits(displayMode: .inline), device: .iPhone16)
        let field = try XCTUnwrap(host.find(.kind(.searchField))?.frame())
        let microphone = try XCTUnwrap(
            host.find(.where("the microphone") { $0.kind == .image && $0.attributes.contains { $0.contains("mic.fill") } })?.frame())
        XCTAssertEqual(microphone.maxX, field.maxX - 8, accuracy: 0.01)
        XCTAssertEqual(microphone.midY, field.midY, accuracy: 0.5)
        host.search("P")
        XCTAssertFalse(host.dump().contains("mic.fill"), "typing replaces the microphone")
        XCTAssertFalse(ViewHost(Fruits(), device: .iPhone16, os: .iOS26).dump().contains("mic.fill"))
    }

    /// Searching writes the bound text and makes `isSearching` true; Return runs the
    /// `onSubmit(of: .search)` actions only; Cancel (or `dismissSearch`) empties the text and ends
    /// the search.
    @MainActor func testSearchSubmitAndCancel() async {
        let host = ViewHost(Fruits(), device: .iPhone16)
        XCTAssertTrue(host.search("P"))
        XCTAssertTrue(host.exists(.text("searching")))
        XCTAssertFalse(host.exists(.text("Apple")))
        XCTAssertTrue(host.exists(.text("Plum")))
        XCTAssertTrue(host.typeText("l", into: .searchField))
        XCTAssertFalse(host.exists(.text("Pear")))
        XCTAssertTrue(host.submit(.searchField))
        XCTAssertTrue(host.exists(.text("submitted Pl")))
        XCTAssertTrue(host.exists(.text("searching")), "submitting does not end the search")

        host.find(.button("Cancel"))?.tap()
        XCTAssertTrue(host.exists(.text("idle")))
        XCTAssertTrue(host.exists(.text("Apple")))
        XCTAssertFalse(host.exists(.button("Cancel")))

        host.search("Ap")
        host.find(.button("Done"))?.tap()
        XCTAssertTrue(host.exists(.text("idle")))
        XCTAssertTrue(host.exists(.text("Pear")), "dismissSearch empties the text")
        assertNoDiagnostics(host)
    }

    /// While searching the navigation bar hides (UIKit's `hidesNavigationBarDuringPresentation`,
    /// true by default): the bar is the search row alone at the top (50.333 tall, as under an
    /// inline row), the field 1 below its top with Cancel beside it, no title; the list starts
    /// below it. Cancel brings the title back.
    @MainActor func testTitleHidesWhileSearching() async {
        let host = ViewHost(Fruits(), device: .iPhone16)
        host.dynamicTypeSize = .medium
        host.search("P")
        assertFrame(host.find(.kind(.navigationBar)), x: 0, y: 53.667, width: 393, height: 50.333)
        XCTAssertEqual(host.find(.kind(.searchField))?.frame().minY ?? 0, 53.667 + 1, accuracy: 0.01)
        XCTAssertFalse(host.exists(.text("Fruit")), "the title slides away")
        XCTAssertTrue(host.exists(.button("Cancel")))
        // The list's first row: right below the bar (no inset-grouped top gap under a search
        // row), its 16-point line centred in 44.
        let bodyLine: CGFloat = 16 * (1950 + 494) / 2048
        XCTAssertEqual(
            host.find(.text("Pear"))?.frame().minY ?? 0, 53.667 + 50.333 + (44 - bodyLine) / 2, accuracy: 0.34,
            "the list moved up with the bar")
        host.find(.button("Cancel"))?.tap()
        assertFrame(host.find(.kind(.navigationBar)), x: 0, y: 53.667, width: 393, height: 96 + 50.333)
        XCTAssertTrue(host.exists(.text("Fruit")))
        assertNoDiagnostics(host)
    }

    /// With the automatic drawer mode the field scrolls away first (UIKit's
    /// `hidesSearchBarWhenScrolling`: "visible only when the scroll position equals the top"):
    /// 30 points of scrolling take 30 from the search row (the bar 116.333 tall); at 50.333 the
    /// row is gone and the large title starts to collapse; 52 later the bar is 44 with the title
    /// inline. Scrolling back reveals the field. `.always` keeps it, at its height under a large
    /// title's area as that collapses (not measured).
    @MainActor func testFieldHidesOnScroll() async {
        struct Rows: View {
            var placement = SearchFieldPlacement.automatic
            @State var query = ""
            var body: some View {
                NavigationStack {
                    List(0..<40, id: \.self) { Text("Row \($0)") }
                        .navigationTitle("Fruit")
                        .searchable(text: $query, placement: placement)
                }
            }
        }
        let host = ViewHost(Rows(), device: .iPhone16)
        host.dynamicTypeSize = .medium
        host.scroll(by: CGSize(width: 0, height: 30))
        XCTAssertEqual(host.find(.kind(.navigationBar))?.frame().height ?? 0, 96 + 50.333 - 30, accuracy: 0.01)
        XCTAssertEqual(
            host.find(.text("Fruit"))?.frame().minY ?? 0, 53.667 + 96 - 16 - 33 * 1950 / 2048, accuracy: 0.34, "the large title stays")
        host.scroll(by: CGSize(width: 0, height: 151.0 / 3 - 30))
        XCTAssertEqual(host.find(.kind(.navigationBar))?.frame().height ?? 0, 96, accuracy: 0.01)
        XCTAssertFalse(host.exists(.kind(.searchField)))
        host.scroll(by: CGSize(width: 0, height: 52))
        XCTAssertEqual(host.find(.kind(.navigationBar))?.frame().height ?? 0, 44, accuracy: 0.01)
        XCTAssertEqual(host.find(.text("Fruit"))?.frame().midY ?? 0, 53.667 + 22, accuracy: 0.34, "inline")
        host.scroll(to: .zero)
        XCTAssertEqual(host.find(.kind(.navigationBar))?.frame().height ?? 0, 96 + 50.333, accuracy: 0.01)
        XCTAssertTrue(host.exists(.kind(.searchField)))

        let always = ViewHost(Rows(placement: .navigationBarDrawer(displayMode: .always)), device: .iPhone16)
        always.dynamicTypeSize = .medium
        always.scroll(by: CGSize(width: 0, height: 30))
        XCTAssertEqual(always.find(.kind(.navigationBar))?.frame().height ?? 0, 96 + 50.333 - 30, accuracy: 0.01, "the title collapses")
        XCTAssertTrue(always.exists(.kind(.searchField)))
        always.scroll(by: CGSize(width: 0, height: 200))
        XCTAssertEqual(always.find(.kind(.navigationBar))?.frame().height ?? 0, 44 + 50.333, accuracy: 0.01, "44 and the search row")
        assertNoDiagnostics(always)
    }

    /// `searchable` on the stack gives its root page the field; with no stack there is no field,
    /// and searching reports it.
    @MainActor func testSearchableAroundTheStack() async {
        struct Outside: View {
            @State var query = ""
            var body: some View {
                NavigationStack { Text("Query \(query)").navigationTitle("T") }
                    .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: Text("Look"))
            }
        }
        let host = ViewHost(Outside(), device: .iPhone16)
        XCTAssertTrue(host.exists(.textField(prompt: "Look")))
        host.search("x")
        XCTAssertTrue(host.exists(.text("Query x")))

        let bare = ViewHost(Text("No stack").searchable(text: .constant("")), device: .iPhone16)
        XCTAssertFalse(bare.search("x"))
        XCTAssertEqual(bare.diagnostics.map(\.code), [.textInputNotFound])
    }
}
