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

    /// Adds `position` (the owner's array now has `count` entries), growing the table when it
    /// would be more than half full.
    mutating func add(_ position: Int, _ hash: UInt64, count: Int, rehash: (Int) -> UInt64) {
        if 2 * count > slots.count {
            self = PositionIndex(count: count, hash: rehash)
        } else {
            place(position, hash)
        }
    }

    private mutating func place(_ position: Int, _ hash: UInt64) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash >> shift) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(position)
    }
}
