import Foundation

/// Values a pass's nodes share (their spacings, the safe areas they are placed in), each distinct
/// one kept once and named by a slot number: `k + 1` for the `k`-th value kept, 0 for none. A
/// node's value is its slot in a buffer of numbers (``LayoutBuffers``), so that storing, passing
/// on, comparing and dropping it counts no references: a box or an array a node cost a retain
/// and a release each time, a tenth of a row of frames' layout.
///
/// A table only grows while passes share it (a partial pass keeps the last one's slots); once it
/// holds more values than the tree has nodes, the next pass renumbers the slots into a new one
/// (``compacting(_:beyond:)``).
final class SlotTable<Value: Equatable> {
    // Unchecked for exclusivity: changed only in `slot(for:)` and `compacting(_:beyond:)`, which
    // call out to nothing but `==`.
    #if DEBUG
        private(set) var values: [Value]
    #else
        @exclusivity(unchecked) private(set) var values: [Value]
    #endif
    /// How many values every table starts with, in the same slots (an ordinary spacing).
    private let fixedCount: Int

    init(fixed: [Value] = []) {
        values = fixed
        fixedCount = fixed.count
    }

    /// The slot of `value`: one of the last few kept if equal (siblings alike ask for equal
    /// values in a row), or a new one.
    func slot(for value: Value) -> UInt32 {
        for index in values.indices.suffix(4).reversed() where values[index] == value { return SlotTable.slot(index) }
        values.append(value)
        return SlotTable.slot(values.count - 1)
    }

    /// The value in `slot` (not 0).
    func value(_ slot: UInt32) -> Value { values[Int(truncatingIfNeeded: slot) - 1] }

    /// The value in `slot`, `nil` for slot 0.
    func value(ifAny slot: UInt32) -> Value? { slot == 0 ? nil : value(slot) }

    /// This table, or once it holds more than `limit` values a new one of the values `slots`
    /// name, the slots renumbered for it.
    func compacting(_ slots: NodeBuffer<UInt32>, beyond limit: Int) -> SlotTable {
        guard values.count > limit else { return self }
        let table = SlotTable(fixed: Array(values.prefix(fixedCount)))
        var renumbered = (0...values.count).map { $0 <= fixedCount ? UInt32(truncatingIfNeeded: $0) : 0 }
        for node in 0..<slots.count where slots[node] != 0 {
            let old = Int(truncatingIfNeeded: slots[node])
            if renumbered[old] == 0 {
                table.values.append(values[old - 1])
                renumbered[old] = SlotTable.slot(table.values.count - 1)
            }
            slots[node] = renumbered[old]
        }
        return table
    }

    private static func slot(_ index: Int) -> UInt32 { UInt32(truncatingIfNeeded: index + 1) }
}
