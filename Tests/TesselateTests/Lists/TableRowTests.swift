import Foundation
import XCTest

import Tesselate
import TesselateTesting

/// Tables of rows written out (`Table(of:columns:rows:)`, `TableRow`, and `ForEach` and `Section`
/// of rows; <https://developer.apple.com/documentation/swiftui/tablerow>): the same rows as a
/// collection's, in order, and sections as the compact list's sections.
final class TableRowTests: XCTestCase {
    struct Item: Identifiable, Hashable {
        let id: Int
        var name: String
    }

    static let fruit = [Item(id: 1, name: "Apple"), Item(id: 2, name: "Pear")]
    static let vegetables = [Item(id: 3, name: "Leek")]

    struct Pantry: View {
        @State var selection = Set<Item.ID>()
        var body: some View {
            VStack(spacing: 0) {
                Text(verbatim: "selected: \(selection.sorted())")
                Table(of: Item.self, selection: $selection) {
                    TableColumn("Name", value: \.name)
                } rows: {
                    TableRow(Item(id: 0, name: "Salt"))
                    Section("Fruit") {
                        ForEach(TableRowTests.fruit) { TableRow($0) }
                    }
                    Section {
                        ForEach(TableRowTests.vegetables) { item in TableRow(item) }
                    }
                }
            }
        }
    }

    /// On an iPhone: a row per `TableRow`, in order; a titled section shows its header.
    @MainActor func testRowsWrittenOutAreTheListsRowsInOrder() async {
        let host = ViewHost(Pantry(), device: .iPhone16)
        let rows = host.findAll(.kind(.listRow))
        XCTAssertEqual(rows.map { $0.findAll(.kind(.text)).map { $0.text ?? "" } }, [["Salt"], ["Apple"], ["Pear"], ["Leek"]])
        XCTAssertTrue(host.exists(.text("Fruit")), "the section's header")
        XCTAssertEqual(host.findAll(.kind(.section)).count, 3, "the loose row is a section of its own, as in a list")
        host.selectListRow(id: 2)
        XCTAssertTrue(host.exists(.text("selected: [2]")), host.dump())
    }

    /// A table of one `ForEach` of rows lays out as the table of the same collection.
    @MainActor func testAForEachOfRowsIsTheCollectionsTable() async {
        let written = ViewHost(
            Table(of: Item.self) {
                TableColumn("Name", value: \.name)
            } rows: {
                ForEach(TableRowTests.fruit) { TableRow($0) }
            }, device: .iPhone16)
        let collection = ViewHost(Table(TableRowTests.fruit) { TableColumn("Name", value: \.name) }, device: .iPhone16)
        XCTAssertEqual(written.frames(kind: .text), collection.frames(kind: .text))
        XCTAssertEqual(written.frames(kind: .text).count, 2)
    }

    /// On an iPad every column shows for rows written out too, sorted by the headers.
    @MainActor func testARegularTableOfRowsShowsEveryColumn() async {
        struct Sorted: View {
            @State var order = [KeyPathComparator(\Item.name)]
            var body: some View {
                Table(sortOrder: $order) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Number") { Text("#\($0.id)") }
                } rows: {
                    ForEach(TableRowTests.fruit) { TableRow($0) }
                }
            }
        }
        let host = ViewHost(Sorted(), device: .iPadAir11)
        for text in ["Name", "Number", "Apple", "#1", "Pear", "#2"] { XCTAssertTrue(host.exists(.text(text)), text) }
    }
}
