import Foundation
import XCTest

import Tesselate
import TesselateTesting

/// `Table` as Apple documents it (<https://developer.apple.com/documentation/swiftui/table>): in a
/// compact width (an iPhone) only the first column shows, as a list; in a regular width (an iPad)
/// every column shows under its header, and a sortable column's header sets the sort order.
final class TableTests: XCTestCase {
    struct Person: Identifiable, Hashable {
        let id: Int
        var name: String
        var email: String
        var age: Int
    }

    static let people = [
        Person(id: 1, name: "Mei", email: "mei@example.com", age: 31),
        Person(id: 2, name: "Juan", email: "juan@example.com", age: 27),
        Person(id: 3, name: "Gita", email: "gita@example.com", age: 45),
    ]

    struct People: View {
        @State var people = TableTests.people
        @State var selection = Set<Person.ID>()
        @State var order = [KeyPathComparator(\Person.name)]

        var body: some View {
            VStack(spacing: 0) {
                Text(verbatim: "selected: \(selection.sorted())")
                Text(verbatim: "order: \(order.first.map { $0.order == .forward ? "forward" : "reverse" } ?? "none")")
                Table(people, selection: $selection, sortOrder: $order) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Email", value: \.email)
                    TableColumn("Age", value: \.age) { Text("\($0.age)") }
                        .width(60)
                    TableColumn("Note") { person in Text(person.age > 30 ? "senior" : "junior") }
                        .width(min: 50, ideal: 90, max: 120)
                }
                .onChange(of: order) { _, order in people.sort(using: order) }
            }
        }
    }

    /// On an iPhone: one row a person, showing the first column only, with no headers; the rows
    /// are a plain list's (full width, 44 tall, the text 20 in on an iPhone 16).
    @MainActor func testACompactTableShowsItsFirstColumnAsAList() async {
        let host = ViewHost(People(), device: .iPhone16)
        let rows = host.findAll(.kind(.listRow))
        XCTAssertEqual(rows.count, 3)
        XCTAssertEqual(rows.map { $0.findAll(.kind(.text)).map { $0.text ?? "" } }, [["Mei"], ["Juan"], ["Gita"]])
        assertSize(rows[0], width: 393, height: 44)
        XCTAssertEqual(host.find(.text("Mei"))?.frame().minX ?? 0, 20, accuracy: 0.01)
        XCTAssertFalse(host.exists(.text("Name")))
        XCTAssertFalse(host.exists(.text("mei@example.com")))
        XCTAssertEqual(host.find(.kind(.list))?.attribute("style"), ".plain")
    }

    /// Selecting rows sets the table's selection, as a list's does.
    @MainActor func testACompactTableSelectsAsAList() async {
        let host = ViewHost(People(), device: .iPhone16)
        host.selectListRow(id: 3)
        host.selectListRow(id: 1)
        XCTAssertTrue(host.exists(.text("selected: [1, 3]")))
    }

    /// On an iPad: the headers, then a row a person with every column; the fixed column is 60
    /// wide, the one with an ideal width 90, and the other two share what is left of the width
    /// after 16 points at each side and between columns; each cell starts where its header does.
    @MainActor func testARegularTableShowsEveryColumnUnderItsHeader() async {
        let host = ViewHost(People(), device: .iPadAir11)
        let width: CGFloat = 820
        let shared = (width - 16 * 5 - 60 - 90) / 2
        let headers = ["Name", "Email", "Age", "Note"].map { host.find(.text($0))! }
        XCTAssertEqual(headers.map { $0.frame().minX }, [16, 16 + shared + 16, 16 + 2 * shared + 32, 16 + 2 * shared + 60 + 48])
        let rows = host.findAll(.kind(.listRow))
        XCTAssertEqual(rows.count, 3)
        let cells = ["Mei", "mei@example.com", "31", "senior"].map { rows[0].find(.text($0))! }
        for (cell, header) in zip(cells, headers) {
            XCTAssertEqual(cell.frame().minX, header.frame().minX, accuracy: 0.01)
        }
        XCTAssertGreaterThan(rows[0].frame().minY, headers[0].frame().maxY)
    }

    /// A tap on a sortable header puts its comparator first (forward), a second tap flips it; the
    /// app sorts its rows when the order changes. A column that does not sort has no button.
    @MainActor func testTappingAHeaderSetsTheSortOrder() async {
        let host = ViewHost(People(), device: .iPadAir11)
        XCTAssertEqual(host.find(.button("Name"))?.find(.kind(.image))?.attribute(\.systemName), "chevron.up")
        host.find(.button("Age"))?.tap()
        XCTAssertTrue(host.exists(.text("order: forward")))
        XCTAssertEqual(firstColumn(host), ["Juan", "Mei", "Gita"])
        XCTAssertEqual(host.find(.button("Age"))?.find(.kind(.image))?.attribute(\.systemName), "chevron.up")
        XCTAssertEqual(host.find(.button("Name"))?.findAll(.kind(.image)).count, 0)
        host.find(.button("Age"))?.tap()
        XCTAssertTrue(host.exists(.text("order: reverse")))
        XCTAssertEqual(firstColumn(host), ["Gita", "Mei", "Juan"])
        host.find(.button("Name"))?.tap()
        XCTAssertEqual(firstColumn(host), ["Gita", "Juan", "Mei"])
        XCTAssertFalse(host.exists(.button("Note")))
        assertNoDiagnostics(host)
    }

    /// A table without a sort order: its string columns show the property and do not sort.
    @MainActor func testATableWithoutASortOrderHasNoSortingHeaders() async {
        let table = Table(Self.people) {
            TableColumn("Name", value: \.name)
            TableColumn("Email", value: \.email)
        }
        let host = ViewHost(table, device: .iPadAir11)
        XCTAssertTrue(host.exists(.text("Name")))
        XCTAssertTrue(host.exists(.text("juan@example.com")))
        XCTAssertFalse(host.exists(.button("Name")))
    }

    /// `tableColumnHeaders(.hidden)` removes the header row: the rows start at the table's top.
    @MainActor func testHiddenColumnHeaders() async {
        let table = Table(Self.people) {
            TableColumn("Name", value: \.name)
            TableColumn("Email", value: \.email)
        }
        let shown = ViewHost(table, device: .iPadAir11)
        let hidden = ViewHost(table.tableColumnHeaders(.hidden), device: .iPadAir11)
        XCTAssertTrue(shown.exists(.text("Email")))
        XCTAssertFalse(hidden.exists(.text("Email")))
        XCTAssertTrue(hidden.exists(.text("juan@example.com")))
        let top = hidden.find(.kind(.list))!.frame().minY
        XCTAssertEqual(hidden.findAll(.kind(.listRow)).first?.frame().minY ?? 0, top, accuracy: 0.01)
        XCTAssertGreaterThan(shown.find(.kind(.list))!.frame().minY, top)
    }

    /// The widths of a regular table's columns, as `TableColumnLayout` shares them out.
    @MainActor func testColumnWidthsClampToTheirBounds() async {
        struct Narrow: View {
            var body: some View {
                Table(TableTests.people) {
                    TableColumn("Name", value: \.name).width(min: 300)
                    TableColumn("Email", value: \.email).width(max: 100)
                    TableColumn("Age") { Text("\($0.age)") }.width(-5)
                }
                .environment(\.horizontalSizeClass, .regular)
                .frame(width: 600)
            }
        }
        let host = ViewHost(Narrow())
        // 600 − 4 × 16 leaves 536 for three shared columns, 178.67 each: the first is kept at
        // 300, the second at 100, the third (its negative width taken as none) 178.67.
        XCTAssertEqual(host.find(.text("Name"))!.parent!.frame().width, 300, accuracy: 0.01)
        XCTAssertEqual(host.find(.text("Email"))!.parent!.frame().width, 100, accuracy: 0.01)
        XCTAssertEqual(host.find(.text("Age"))!.parent!.frame().width, 536.0 / 3, accuracy: 0.34)
    }

    @MainActor private func firstColumn(_ host: ViewHost<People>) -> [String] {
        host.findAll(.kind(.listRow)).map { $0.findAll(.kind(.text)).first?.text ?? "" }
    }
}
