import XCTest

@testable import Tesselate

/// A slot table names each distinct value a pass's nodes share by a number (0 for none), so that
/// the nodes keep numbers instead of references; a table that outgrew its tree is renumbered.
final class SlotTableTests: XCTestCase {
    func testEqualValuesInARowShareASlot() {
        let table = SlotTable<Int>(fixed: [0])
        XCTAssertEqual(table.slot(for: 0), 1)
        XCTAssertEqual(table.slot(for: 7), 2)
        XCTAssertEqual(table.slot(for: 7), 2)
        XCTAssertEqual(table.slot(for: 8), 3)
        XCTAssertEqual(table.value(2), 7)
        XCTAssertEqual(table.values, [0, 7, 8])
    }

    /// Only the last few values are compared: an old one asked again is kept again (the table
    /// stays cheap to ask; the slots still name equal values).
    func testAnOldValueIsKeptAgain() {
        let table = SlotTable<Int>()
        for value in 1...6 { _ = table.slot(for: value) }
        XCTAssertEqual(table.slot(for: 1), 7)
        XCTAssertEqual(table.value(7), table.value(1))
    }

    /// Renumbered, the slots name the same values in a table of those alone, the fixed ones in
    /// their own slots; under the limit, the table is kept as it is.
    func testCompactingKeepsTheValuesTheSlotsName() {
        let table = SlotTable<Int>(fixed: [0])
        let slots = (10..<20).map { table.slot(for: $0) }
        let buffer = NodeBuffer<UInt32>(zeroedCount: 4)
        buffer[0] = slots[9]
        buffer[1] = 1
        buffer[3] = slots[2]
        XCTAssertTrue(table.compacting(buffer, beyond: 20) === table)
        let compacted = table.compacting(buffer, beyond: 4)
        XCTAssertEqual(compacted.values, [0, 19, 12])
        XCTAssertEqual((0..<4).map { buffer[$0] }, [2, 1, 0, 3])
        XCTAssertEqual(compacted.value(buffer[0]), 19)
        XCTAssertEqual(compacted.value(buffer[3]), 12)
    }
}
