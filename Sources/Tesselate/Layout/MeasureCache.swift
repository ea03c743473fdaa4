import Foundation

/// The sizes one node chose in a pass, one per distinct proposal, in the order they were asked.
///
/// Stacks probe each child at several proposals (its minimum, its maximum, its share); without
/// this cache nested stacks would measure their leaves exponentially often. Two entries are kept
/// inline (most nodes are asked one or two proposals a pass: a leaf its frame, a stack's child
/// its probe and its share; a cache of two is 80 bytes, of four 144), more go to a spill that
/// keeps the next four in place and the rest in an array, so no answer is ever dropped. A
/// proposal is kept as the bits of its two lengths (``ProposalKey``), so that a look-up compares
/// two integers per entry. An answer that holds for a range of proposals (``ProposalRange``) is
/// also kept with its range, and answers every proposal in it.
struct MeasureCache {
    typealias Entry = (proposal: ProposedViewSize, size: CGSize)

    private var keys: (ProposalKey, ProposalKey)
    private var sizes: (CGSize, CGSize) = (.zero, .zero)
    /// What few nodes have: answers past the two kept inline, and answers with ranges. One
    /// reference, `nil` for most nodes, so that making, copying and dropping a cache costs little.
    private var spill: Spill?
    private var count: Int32 = 0
    /// Whether the first answer holds for every proposal (``ProposalRange/any``): kept as the
    /// first entry, with no range stored (a fixed-size frame, half the nodes of some trees).
    private var answersAny = false

    /// An empty cache: every bit zero (the keys are read only below `count`), so that a pass's
    /// caches start from cleared memory (``ZeroBitsDefault``).
    init() {
        let unread = ProposalKey(width: 0, height: 0)
        keys = (unread, unread)
    }

    /// The answer to `proposal`, if it was measured or (`inRanges`) is in the range of an answer.
    /// Look-ups are inlined: a call would copy the cache out of the engine's buffer first.
    @inline(__always)
    func size(for proposal: ProposedViewSize, inRanges: Bool = true) -> CGSize? {
        if answersAny && inRanges { return sizes.0 }
        if let size = exactSize(for: proposal) { return size }
        return inRanges ? spill.flatMap { rangedAnswer(for: proposal, in: $0) }?.size : nil
    }

    /// The answer to `proposal` and the proposals it holds for.
    @inline(__always)
    func answer(for proposal: ProposedViewSize, inRanges: Bool = true) -> (size: CGSize, range: ProposalRange)? {
        if answersAny && inRanges { return (sizes.0, .any) }
        if inRanges, let spill, let answer = rangedAnswer(for: proposal, in: spill) { return answer }
        return exactSize(for: proposal).map { ($0, .point(proposal)) }
    }

    private func rangedAnswer(for proposal: ProposedViewSize, in spill: Spill) -> (size: CGSize, range: ProposalRange)? {
        for position in 0..<spill.ranged.count {
            let entry = spill.ranged[position]
            let (key, size) = exactAnswer(at: Int(truncatingIfNeeded: entry.answer), spill)
            if entry.range.contains(proposal, measuredAt: key.proposal) { return (size, entry.range) }
        }
        return nil
    }

    /// The answer kept `index`-th, inline or in the spill.
    private func exactAnswer(at index: Int, _ spill: Spill) -> (key: ProposalKey, size: CGSize) {
        switch index {
        case 0: return (keys.0, sizes.0)
        case 1: return (keys.1, sizes.1)
        default: return spill.overflow[index - 2]
        }
    }

    @inline(__always)
    private func exactSize(for proposal: ProposedViewSize) -> CGSize? {
        let key = ProposalKey(proposal)
        if count > 0 && keys.0 == key { return sizes.0 }
        if count > 1 && keys.1 == key { return sizes.1 }
        guard count > 2, let spill else { return nil }
        return MeasureCache.overflowSize(for: key, in: spill)
    }

    private static func overflowSize(for key: ProposalKey, in spill: Spill) -> CGSize? {
        if let overflowIndex = spill.overflowIndex {
            guard let position = overflowIndex.position(key.hash, where: { spill.overflow[$0].key == key }) else { return nil }
            return spill.overflow[position].size
        }
        for position in 0..<spill.overflow.count where spill.overflow[position].key == key { return spill.overflow[position].size }
        return nil
    }

    /// The spill, made if needed, and not shared with another cache (a copy of a cache gets its
    /// own on its first change).
    private mutating func uniqueSpill() -> Spill {
        if isKnownUniquelyReferenced(&spill) { return spill! }
        let spill = self.spill.map { Spill(copying: $0) } ?? Spill()
        self.spill = spill
        return spill
    }

    /// Keeps `size` as the answer to `proposal`, and to the proposals in `range`.
    mutating func insert(_ size: CGSize, for proposal: ProposedViewSize, range: ProposalRange? = nil) {
        if let range, !range.isPoint {
            if range.isAny && count == 0 {
                answersAny = true
            } else {
                uniqueSpill().ranged.append((count, range))
            }
        }
        let key = ProposalKey(proposal)
        switch count {
        case 0: (keys.0, sizes.0) = (key, size)
        case 1: (keys.1, sizes.1) = (key, size)
        default:
            let spill = uniqueSpill()
            spill.overflow.append((key, size))
            PositionIndex.update(&spill.overflowIndex, count: spill.overflow.count) { spill.overflow[$0].key.hash }
        }
        count += 1
    }

    /// Every proposal answered, in order.
    var entries: [Entry] {
        let inline = [(keys.0, sizes.0), (keys.1, sizes.1)].prefix(Int(count))
        let overflow = spill.map { Array($0.overflow) } ?? []
        return (inline + overflow.map { ($0.key, $0.size) }).map { ($0.0.proposal, $0.1) }
    }

    /// Its properties are read at each look-up of a node that has one: unchecked for
    /// exclusivity (a cache is only changed by `insert`, never while it is being read). The first
    /// answers of each kind are kept in the spill itself (``FewInPlace``): a node measured a few
    /// times makes one allocation, not one for the spill and one for each array.
    private final class Spill {
        #if DEBUG
            var overflow = FewInPlace<(key: ProposalKey, size: CGSize)>(unused: (ProposalKey(width: 0, height: 0), .zero))
        #else
            @exclusivity(unchecked) var overflow = FewInPlace<(key: ProposalKey, size: CGSize)>(
                unused: (ProposalKey(width: 0, height: 0), .zero))
        #endif
        /// Where each key is in `overflow`, once it is long (stacks around reflowing text ask a
        /// node for hundreds of proposals): a search in order would make a pass quadratic in them.
        #if DEBUG
            var overflowIndex: PositionIndex?
        #else
            @exclusivity(unchecked) var overflowIndex: PositionIndex?
        #endif
        /// The answers that hold for more than their proposal: where each is among the exact
        /// answers (it is kept there too), and its range; 40 bytes an entry, where the proposal
        /// and size again would make 64 (text-heavy screens keep three or four a text).
        #if DEBUG
            var ranged = FewInPlace<(answer: Int32, range: ProposalRange)>(unused: (0, .any))
        #else
            @exclusivity(unchecked) var ranged = FewInPlace<(answer: Int32, range: ProposalRange)>(unused: (0, .any))
        #endif

        init() {}

        init(copying other: Spill) {
            overflow = other.overflow
            overflowIndex = other.overflowIndex
            ranged = other.ranged
        }
    }
}

/// Its empty value is all zeros: keys and sizes 0, no spill (`nil`), `count` 0, `answersAny` false.
extension MeasureCache: ZeroBitsDefault, SingleReferenceValue {
    /// Where the spill is: a cache holds no other reference.
    static var referenceOffset: Int { MemoryLayout<MeasureCache>.offset(of: \MeasureCache.spill)! }
}
