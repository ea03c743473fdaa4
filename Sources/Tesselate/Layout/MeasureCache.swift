import Foundation

/// The sizes one node chose in a pass, one per distinct proposal, in the order they were asked.
///
/// Stacks probe each child at several proposals (its minimum, its maximum, its share); without
/// this cache nested stacks would measure their leaves exponentially often. Four entries are kept
/// inline, more spill into an array, so no answer is ever dropped. A proposal is kept as the bits
/// of its two lengths (``Key``), so that a look-up compares two integers per entry.
struct MeasureCache {
    typealias Entry = (proposal: ProposedViewSize, size: CGSize)

    /// A proposal as two words: each length's bits, `nil` as a NaN pattern (the engine never
    /// keeps a NaN proposal) and −0 as 0.
    struct Key: Equatable {
        var width: UInt64
        var height: UInt64

        private static let unspecified: UInt64 = 0x7FF8_DEAD_0000_0001

        init(_ proposal: ProposedViewSize) {
            width = Key.bits(proposal.width)
            height = Key.bits(proposal.height)
        }

        private static func bits(_ length: CGFloat?) -> UInt64 {
            guard let length else { return unspecified }
            return length == 0 ? 0 : UInt64(length.bitPattern)
        }

        private static func length(_ bits: UInt64) -> CGFloat? {
            bits == unspecified ? nil : CGFloat(bitPattern: UInt(bits))
        }

        var proposal: ProposedViewSize { ProposedViewSize(width: Key.length(width), height: Key.length(height)) }

        /// A hash for ``OverflowIndex``: the two words mixed by multiplication (Fibonacci hashing).
        var hash: UInt64 { (width &* 0x9E37_79B9_7F4A_7C15) ^ (height &* 0xC2B2_AE3D_27D4_EB4F) }
    }

    /// Where each key is in the overflow: an open-addressing table of positions, linear probing,
    /// kept at most half full. Cheaper than a `Dictionary`, whose hashing costs more than the
    /// look-up it saves.
    struct OverflowIndex {
        private var slots: [Int32]
        private var shift: UInt64

        init(_ entries: [(key: Key, size: CGSize)]) {
            slots = []
            shift = 0
            grow(to: 64, entries)
        }

        func position(of key: Key, in entries: [(key: Key, size: CGSize)]) -> Int? {
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: key.hash >> shift) & mask
            while slots[slot] >= 0 {
                if entries[Int(slots[slot])].key == key { return Int(slots[slot]) }
                slot = (slot + 1) & mask
            }
            return nil
        }

        /// Adds the last of `entries`.
        mutating func add(_ entries: [(key: Key, size: CGSize)]) {
            if entries.count * 2 > slots.count {
                grow(to: slots.count * 2, entries)
            } else {
                place(entries.count - 1, entries[entries.count - 1].key)
            }
        }

        private mutating func grow(to capacity: Int, _ entries: [(key: Key, size: CGSize)]) {
            slots = [Int32](repeating: -1, count: capacity)
            shift = UInt64(64 - capacity.trailingZeroBitCount)
            for (position, entry) in entries.enumerated() { place(position, entry.key) }
        }

        private mutating func place(_ position: Int, _ key: Key) {
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: key.hash >> shift) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(position)
        }
    }

    private var keys: (Key, Key, Key, Key)
    private var sizes: (CGSize, CGSize, CGSize, CGSize) = (.zero, .zero, .zero, .zero)
    private var overflow: [(key: Key, size: CGSize)] = []
    /// Where each key is in `overflow`, once it is long (stacks around reflowing text ask a node
    /// for hundreds of proposals): a search in order would make a pass quadratic in them.
    private var overflowIndex: OverflowIndex?
    private(set) var count = 0

    init() {
        let none = Key(ProposedViewSize(width: nil, height: nil))
        keys = (none, none, none, none)
    }

    func size(for proposal: ProposedViewSize) -> CGSize? {
        let key = Key(proposal)
        if count > 0 && keys.0 == key { return sizes.0 }
        if count > 1 && keys.1 == key { return sizes.1 }
        if count > 2 && keys.2 == key { return sizes.2 }
        if count > 3 && keys.3 == key { return sizes.3 }
        if let overflowIndex {
            guard let position = overflowIndex.position(of: key, in: overflow) else { return nil }
            return overflow[position].size
        }
        for entry in overflow where entry.key == key { return entry.size }
        return nil
    }

    mutating func insert(_ size: CGSize, for proposal: ProposedViewSize) {
        let key = Key(proposal)
        switch count {
        case 0: (keys.0, sizes.0) = (key, size)
        case 1: (keys.1, sizes.1) = (key, size)
        case 2: (keys.2, sizes.2) = (key, size)
        case 3: (keys.3, sizes.3) = (key, size)
        default:
            overflow.append((key, size))
            if overflowIndex != nil {
                overflowIndex!.add(overflow)
            } else if overflow.count == 16 {
                overflowIndex = OverflowIndex(overflow)
            }
        }
        count += 1
    }

    /// Every proposal answered, in order.
    var entries: [Entry] {
        let inline = [(keys.0, sizes.0), (keys.1, sizes.1), (keys.2, sizes.2), (keys.3, sizes.3)].prefix(count)
        return (inline + overflow.map { ($0.key, $0.size) }).map { ($0.0.proposal, $0.1) }
    }
}
