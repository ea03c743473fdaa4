import XCTest
@testable import Tesselate

/// `List` on an iPhone 16 (393 points wide: margins of 16): the inset grouped look by default,
/// rows of at least 44, sections 35 apart. Numbers and sources: LayoutRules.md, "Lists and forms".
final class ListTests: XCTestCase {
    /// body text's line, rounded up to the 3x grid; a footnote's.
    let body: CGFloat = 61.0 / 3
    let footnote: CGFloat = 47.0 / 3

    /// A section with a header: the header 17 below the list's top (the safe area's, 59), 40 in
    /// (card 20 + content 20), uppercased in footnote; the card 6 below it (iOS 18's grouped
    /// gaps, measured on lunij/netbob's forms), 20 in and 353 wide;
    /// each row 44 with its text 32 in and centred.
    @MainActor func testInsetGroupedSection() async {
        let host = ViewHost(
            List {
                Section("General") {
                    Text("About").id("about")
                    Text("Software Update").id("update")
                }
            }.id("list"), device: .iPhone16)
        assertFrame(host.frame(id: "list"), 0, 59, 393, 759)
        let header = host.nodes(kind: .text).first.map { host.tree[$0].behavior as? TextNode }
        XCTAssertEqual(header??.content, "GENERAL")
        let headerTop: CGFloat = 59 + 17
        assertFrame(host.frames(kind: .text).first, 40, headerTop, host.frames(kind: .text)[0].width, footnote)
        let rows = host.frames(kind: .listRow)
        let cardTop = 59 + 17 + footnote + 6
        assertFrame(rows[0], 20, cardTop, 353, 44)
        assertFrame(rows[1], 20, cardTop + 44, 353, 44)
        XCTAssertEqual(host.exactFrame(id: "about")?.minX, 40)
        XCTAssertEqual(host.exactFrame(id: "about")?.minY ?? 0, cardTop + (44 - body) / 2, accuracy: 0.001)
        XCTAssertEqual(host.diagnostics, [])
    }

    /// Rows outside any section form one section, 35 below the top; `.plain` puts rows edge to
    /// edge from the top with their content 16 in.
    @MainActor func testLooseRowsAndPlainStyle() async {
        let grouped = ViewHost(
            List {
                Text("A"); Text("B")
            }, device: .iPhone16)
        assertFrame(grouped.frames(kind: .listRow).first, 20, 59 + 35, 353, 44)
        XCTAssertEqual(grouped.nodes(kind: .section).count, 1)
        let plain = ViewHost(
            List {
                Text("A").id("a"); Text("B")
            }.listStyle(.plain), device: .iPhone16)
        assertFrame(plain.frames(kind: .listRow).first, 0, 59, 393, 44)
        assertFrame(plain.frames(kind: .listRow).last, 0, 103, 393, 44)
        XCTAssertEqual(plain.frame(id: "a")?.minX, 20)
    }

    /// `.grouped`: cards edge to edge, headers uppercased; `.inset` and `.sidebar` inset the cards;
    /// a sidebar's headers are not uppercased.
    @MainActor func testOtherStyles() async {
        func host(_ style: some ListStyle) -> ViewHost<some View> {
            ViewHost(List { Section("Title") { Text("Row") } }.listStyle(style), device: .iPhone16)
        }
        let grouped = host(.grouped)
        XCTAssertEqual(grouped.frames(kind: .listRow).first?.minX, 0)
        XCTAssertEqual(grouped.frames(kind: .listRow).first?.width, 393)
        XCTAssertEqual((grouped.tree[grouped.nodes(kind: .text)[0]].behavior as? TextNode)?.content, "TITLE")
        XCTAssertEqual(host(.inset).frames(kind: .listRow).first?.minX, 20)
        let sidebar = host(.sidebar)
        XCTAssertEqual(sidebar.frames(kind: .listRow).first?.minX, 20)
        XCTAssertEqual((sidebar.tree[sidebar.nodes(kind: .text)[0]].behavior as? TextNode)?.content, "Title")
        XCTAssertTrue(host(.insetGrouped).dump().contains("List(style: .insetGrouped)"))
        XCTAssertTrue(host(.automatic).dump().contains("List(style: .insetGrouped)"))
        // iOS 26 keeps a grouped header's case and sets it in body semibold (`.headline`).
        let iOS26 = ViewHost(List { Section("Title") { Text("Row") } }.listStyle(.grouped), device: .iPhone16, os: .iOS26)
        let header = iOS26.tree[iOS26.nodes(kind: .text)[0]].behavior as? TextNode
        XCTAssertEqual(header?.content, "Title")
    }

    /// On a window 414 points wide or more (an iPhone 16 Pro Max's 440) the margins are 20.
    @MainActor func testWideWindowMargins() async {
        let host = ViewHost(List { Text("Row").id("row") }, device: .iPhone16ProMax)
        assertFrame(host.frames(kind: .listRow).first, 20, 62 + 35, 400, 44)
        XCTAssertEqual(host.frame(id: "row")?.minX, 40)
    }

    /// Rows are at least `defaultMinListRowHeight` tall, else their content plus 11 above and below.
    @MainActor func testRowHeights() async {
        let host = ViewHost(
            List {
                Text("Short")
                VStack(spacing: 0) {
                    Text("Two"); Text("Lines")
                }
                Color.red.frame(height: 100)
            }, device: .iPhone16)
        let rows = host.frames(kind: .listRow)
        XCTAssertEqual(rows.count, 3)
        XCTAssertEqual(rows[0].height, 44)
        XCTAssertEqual(rows[1].height, 2 * body + 22, accuracy: 0.001)
        XCTAssertEqual(rows[2].height, 122, accuracy: 0.001)
        let taller = ViewHost(List { Text("Short") }.environment(\.defaultMinListRowHeight, 60), device: .iPhone16)
        XCTAssertEqual(taller.frames(kind: .listRow).first?.height, 60)
    }

    /// `listRowInsets` replaces the row's insets: zero insets put the content at the card's edge;
    /// a greedy view fills the row.
    @MainActor func testListRowInsets() async {
        let host = ViewHost(
            List {
                Color.red.listRowInsets(EdgeInsets()).id("fill")
                Text("Inset").listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0)).id("text")
            }, device: .iPhone16)
        assertFrame(host.frame(id: "fill"), 20, 94, 353, 44)
        XCTAssertEqual(host.frame(id: "text")?.minX, 60)
    }

    /// Sections are 35 apart; `listSectionSpacing` changes it for the list or around one section
    /// (each section applies half its spacing; one without takes its neighbour's).
    @MainActor func testSectionSpacing() async {
        func tops(_ host: ViewHost<some View>) -> [CGFloat] { host.frames(kind: .section).map(\.minY) }
        let sections = { (spacing: ListSectionSpacing?) in
            List {
                Section { Text("A") }
                if let spacing { Section { Text("B") }.listSectionSpacing(spacing) } else { Section { Text("B") } }
                Section { Text("C") }
            }
        }
        XCTAssertEqual(tops(ViewHost(sections(nil), device: .iPhone16)), [94, 173, 252])
        XCTAssertEqual(tops(ViewHost(sections(.custom(10)), device: .iPhone16)), [94, 148, 202])
        XCTAssertEqual(tops(ViewHost(sections(nil).listSectionSpacing(.compact), device: .iPhone16)), [94, 158, 222])
    }

    /// A footer: footnote, secondary, 8 below the card; the next card 23.5 below it.
    @MainActor func testFooter() async {
        let host = ViewHost(
            List {
                Section {
                    Text("A")
                } footer: {
                    Text("Explains A").id("footer")
                }
                Section { Text("B") }
            }, device: .iPhone16)
        let footer = host.exactFrame(id: "footer")!
        XCTAssertEqual(footer.minY, 94 + 44 + 8)
        XCTAssertEqual(footer.minX, 40)
        XCTAssertEqual(host.frames(kind: .listRow).last?.minY ?? 0, footer.maxY + 23.5, accuracy: 0.34)
        let text = host.tree[host.node(id: "footer")!].behavior as? TextNode
        XCTAssertEqual(text?.color, .secondary)
    }

    /// What is drawn: the grouped ground over the whole window (under the status bar and home
    /// indicator), a white card with 10-point corners, and a hairline separator between rows from
    /// the content's leading edge to the card's trailing edge, none under the last row.
    @MainActor func testGroundCardsAndSeparators() async {
        let host = ViewHost(
            List {
                Text("A"); Text("B"); Text("C").listRowSeparator(.hidden, edges: .top)
            }, device: .iPhone16)
        let shapes = host.drawnShapes()
        XCTAssertEqual(shapes.first?.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(shapes.first?.color, ListMetrics.groupedGround)
        XCTAssertEqual(shapes[1].frame, CGRect(x: 20, y: 94, width: 353, height: 132))
        let separators = shapes.filter { $0.color == ListMetrics.separatorColor }
        XCTAssertEqual(separators.count, 1)
        XCTAssertEqual(separators.first?.frame.minX, 40)
        XCTAssertEqual(separators.first?.frame.maxX, 373)
        XCTAssertEqual(separators.first?.frame.maxY, 138)
        XCTAssertEqual(separators.first?.frame.height ?? 0, 1.0 / 3, accuracy: 0.0001)
    }

    /// `listRowBackground` fills the row; `scrollContentBackground(.hidden)` drops the ground.
    @MainActor func testRowBackgroundAndHiddenGround() async {
        let host = ViewHost(
            List { Text("A").listRowBackground(Color.yellow.id("bg")) }
                .scrollContentBackground(.hidden), device: .iPhone16)
        assertFrame(host.frame(id: "bg"), 20, 94, 353, 44)
        XCTAssertFalse(host.drawnShapes().contains { $0.color == ListMetrics.groupedGround })
        XCTAssertTrue(host.dump().contains("scrollContentBackground: .hidden"))
    }

    /// A list scrolls like a scroll view: the host scrolls it, and scrolled to the end its last
    /// section ends 35 above the safe area's bottom; `scrollTo` puts a row's text at the top.
    @MainActor func testScrolling() async {
        let host = ViewHost(List(0..<30) { Text("Row \($0)") }.id("list"), device: .iPhone16)
        host.scroll(to: CGPoint(x: 0, y: 100_000), in: "list")
        XCTAssertEqual(host.frames(kind: .listRow).last?.maxY ?? 0, 818 - 35, accuracy: 0.01)
        let reader = ViewHost(
            ScrollViewReader { proxy in
                List(0..<30, id: \.self) { Text("Row \($0)") }
                    .onAppear { proxy.scrollTo(10, anchor: .top) }
            }, device: .iPhone16)
        XCTAssertEqual(reader.exactFrame(id: 10)?.minY ?? 0, 59, accuracy: 0.01)
    }

    /// `List(data)`, `List(data, id:)` and `List { ForEach }` make the same rows.
    @MainActor func testDataForms() async {
        struct Item: Identifiable { var id: Int; var name: String }
        let items = [Item(id: 1, name: "One"), Item(id: 2, name: "Two")]
        let a = ViewHost(List(items) { Text($0.name) }, device: .iPhone16)
        let b = ViewHost(List(items, id: \.id) { Text($0.name) }, device: .iPhone16)
        let c = ViewHost(List { ForEach(items) { Text($0.name) } }, device: .iPhone16)
        XCTAssertEqual(a.frames(kind: .listRow), c.frames(kind: .listRow))
        XCTAssertEqual(b.frames(kind: .listRow), c.frames(kind: .listRow))
        XCTAssertEqual(a.frame(id: 2)?.minY, c.frame(id: 2)?.minY)
    }

    /// The layout margin follows the window's width and the iOS release (ListMetrics, measured on
    /// StanfordSpezi/SpeziViews' recordings of one row on a 390-point iPhone 13 Pro): iOS 18 puts
    /// the card 20 from the edges and the content 20 inside it, iOS 26 16 and 16 with a row a body
    /// line and 31.667 tall (52 at the large size); narrower phones keep 16 on both.
    @MainActor func testMarginsByWidthAndRelease() async {
        func row(width: CGFloat, os: OSVersion) -> (card: CGRect?, text: CGRect?) {
            let host = ViewHost(List { Text("Row").id("text") }, size: CGSize(width: width, height: 700))
            host.os = os
            return (host.frames(kind: .listRow).first, host.frame(id: "text"))
        }
        let iOS18 = row(width: 390, os: .iOS18)
        assertFrame(iOS18.card, 20, 35, 350, 44)
        XCTAssertEqual(iOS18.text?.minX, 40)
        let iOS26 = row(width: 390, os: .iOS26)
        assertFrame(iOS26.card, 16, 35, 358, 52)
        XCTAssertEqual(iOS26.text?.minX, 32)
        XCTAssertEqual(row(width: 375, os: .iOS18).card?.minX, 16)
        XCTAssertEqual(row(width: 375, os: .iOS26).card?.minX, 16)
    }

    /// The SVG draws the ground, the rounded card clipped to its corners, the rows' text and the
    /// separator.
    @MainActor func testPicture() async {
        let svg = ViewHost(
            List {
                Text("A"); Text("B")
            }, device: .iPhone16
        ).svg()
        XCTAssertTrue(svg.contains("<rect x=\"0\" y=\"0\" width=\"393\" height=\"852\" fill=\"#f2f2f7\"/>"), svg)
        // The card (20, 94, 353, 88) with continuous corners of 10: its path from the middle of
        // its trailing edge, the corner's curve 15.287 above the bottom.
        XCTAssertTrue(svg.contains("<path d=\"M373 138L373 166.713C"), svg)
        XCTAssertTrue(svg.contains(">A</text>") && svg.contains(">B</text>"), svg)
        XCTAssertTrue(svg.contains("fill=\"#3c3c43\" fill-opacity=\"0.29\""), svg)
    }

    /// A plain list before iOS 26 also has a separator above its first row and under its last
    /// (iOS 17.5's UIKit list in michaelhenry/XConfigs's sheet, iOS 18.4's searchable plain List in
    /// element-hq/compound-ios), from the content's edge as the others; iOS 26 is not recorded and
    /// gets only the ones between rows.
    @MainActor func testPlainListEndSeparatorsBeforeIOS26() async {
        func separators(_ os: OSVersion) -> [CGRect] {
            let host = ViewHost(
                List {
                    Text("A"); Text("B"); Text("C")
                }.listStyle(.plain), device: .iPhone16, os: os)
            let color = os >= .iOS26 ? ListMetrics.iOS26SeparatorColor : ListMetrics.separatorColor
            return host.drawnShapes().filter { $0.color == color }.map(\.frame).sorted { $0.minY < $1.minY }
        }
        let iOS18 = separators(.iOS18),
            rows = ViewHost(
                List {
                    Text("A"); Text("B"); Text("C")
                }.listStyle(.plain), device: .iPhone16, os: .iOS18
            ).frames(kind: .listRow)
        XCTAssertEqual(iOS18.count, 4)
        XCTAssertEqual(iOS18.first?.minY, rows.first?.minY, "above the first row")
        XCTAssertEqual(iOS18.last?.maxY, rows.last?.maxY, "under the last row")
        XCTAssertEqual(Set(iOS18.map(\.minX)).count, 1, "all from the content's edge")
        XCTAssertEqual(separators(.iOS26).count, 2)
    }

    /// A plain list's separators run on through the trailing safe area to the window's edge, as
    /// UIKit's do (iOS 18.4, compound-ios's searchable list with a 1-point safe area: 17…375 of
    /// 375), while the rows' content stays inside it; a list that does not reach the safe area
    /// (padded) keeps them to its width.
    @MainActor func testPlainSeparatorsRunThroughTheTrailingSafeArea() async {
        func separators<V: View>(_ view: V) -> [CGRect] {
            ViewHost(view, device: .iPhone16.landscape, os: .iOS18).drawnShapes()
                .filter { $0.color == ListMetrics.separatorColor }.map(\.frame)
        }
        let list = List {
            Text("A"); Text("B")
        }.listStyle(.plain)
        let lines = separators(list)
        XCTAssertEqual(lines.count, 3)
        for line in lines {
            XCTAssertEqual(line.maxX, 852, accuracy: 0.001, "to the window's edge, through its 59-point inset")
            XCTAssertGreaterThanOrEqual(line.minX, 59 + 16, "from the content's edge, inside the safe area")
        }
        for line in separators(list.padding(.horizontal, 100)) {
            XCTAssertEqual(line.maxX, 852 - 59 - 100, accuracy: 0.001, "a padded list's end")
        }
    }

    /// `listRowSeparatorLeading`: a row whose text sets the guide has its separator start there
    /// (Apple's example: an emoji, then the name with the guide at its leading edge).
    @MainActor func testSeparatorLeadingGuide() async {
        let host = ViewHost(
            List {
                HStack {
                    Text("🍕"); Text("Pizza").alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }.id("name")
                }
                Text("Pasta")
            }, device: .iPhone16)
        let separator = host.drawnShapes().first { $0.color == ListMetrics.separatorColor }
        XCTAssertEqual(separator?.frame.minX ?? 0, host.frame(id: "name")?.minX ?? -1, accuracy: 0.34)
        XCTAssertGreaterThan(separator?.frame.minX ?? 0, 32)
    }

    /// iOS 26: a row's separator ends at the trailing edge of the room the row offers its
    /// content, even when the content is short (a button's label): home-assistant/iOS's About
    /// screen (iOS 26.1), whose "Join Beta" and "Leave a review" rows' separators reach the
    /// row's trailing margin as the others do.
    @MainActor func testIOS26SeparatorsReachTheRowsTrailingMargin() async {
        let host = ViewHost(
            List {
                Section {
                    Button("Join Beta") {}
                    Text("Acknowledgements").frame(maxWidth: .infinity, alignment: .leading)
                    Button("Leave a review") {}
                }
            }, device: .iPhone16)
        host.os = .iOS26
        host.settle()
        let separators = host.drawnShapes().filter { $0.color == ListMetrics.iOS26SeparatorColor }
        XCTAssertEqual(separators.count, 2)
        XCTAssertEqual(separators.map(\.frame.maxX), [separators[1].frame.maxX, separators[1].frame.maxX], "the short button's too")
        XCTAssertEqual(
            separators.first?.frame.maxX ?? 0, 393 - 16 - 16, accuracy: 0.34, "the card 16 from the edge, the row content 16 inside it")
    }
}
