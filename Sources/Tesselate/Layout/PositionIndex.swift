import Foundation

/// An open-addressing table from 64-bit hashes to positions in an array its owner keeps: linear
/// probing, at most half full. The owner compares the entries at the positions a hash leads to.
///
/// The layout caches that can grow long (a node's measurements, a text's layouts) use it
/// instead of a `Dictionary`, whose hashing costs more than the look-up it saves.
struct PositionIndex {
    private var slots: [Int32]
    private var shift: UInt64

    /// An index of the positions `0..<count`, whose hashes `hash` gives.
    init(count: Int, hash: (Int) -> UInt64) {
        var capacity = 64
        while capacity < 2 * count { capacity *= 2 }
        slots = [Int32](repeating: -1, count: capacity)
        shift = UInt64(64 - capacity.trailingZeroBitCount)
        for position in 0..<count { place(position, hash(position)) }
    }

    /// The first position with hash `hash` for which `matches` holds.
    func position(_ hash: UInt64, where matches: (Int) -> Bool) -> Int? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash >> shift) & mask
        while slots[slot] >= 0 {
            if matches(Int(slots[slot])) { return Int(slots[slot]) }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// How many positions an owner searches in order before it indexes them.
    static let indexedFrom = 16

    /// Keeps `index` up to date after the owner appended its entry `count - 1` (`hash` gives
    /// each entry's hash): none while the list is short enough to search in order, then made,
    /// then extended, growing the table when it would be more than half full.
    static func update(_ index: inout PositionIndex?, count: Int, hash: (Int) -> UInt64) {
        if index == nil {
            if count >= indexedFrom { index = PositionIndex(count: count, hash: hash) }
        } else if 2 * count > index!.slots.count {
            index = PositionIndex(count: count, hash: hash)
        } else {
            index!.place(count - 1, hash(count - 1))
        }
    }

    private mutating func place(_ position: Int, _ hash: UInt64) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash >> shift) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(position)
    }
}
