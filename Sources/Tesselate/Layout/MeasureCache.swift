import Foundation

/// The sizes one node chose in a pass, one per distinct proposal, in the order they were asked.
///
/// Stacks probe each child at several proposals (its minimum, its maximum, its share); without
/// this cache nested stacks would measure their leaves exponentially often. Four entries are kept
/// inline, more spill into an array, so no answer is ever dropped.
struct MeasureCache {
    typealias Entry = (proposal: ProposedViewSize, size: CGSize)
    private var inline: (Entry?, Entry?, Entry?, Entry?) = (nil, nil, nil, nil)
    private var overflow: [Entry] = []
    private(set) var count = 0

    func size(for proposal: ProposedViewSize) -> CGSize? {
        if let e = inline.0, e.proposal == proposal { return e.size }
        if let e = inline.1, e.proposal == proposal { return e.size }
        if let e = inline.2, e.proposal == proposal { return e.size }
        if let e = inline.3, e.proposal == proposal { return e.size }
        for e in overflow where e.proposal == proposal { return e.size }
        return nil
    }

    mutating func insert(_ size: CGSize, for proposal: ProposedViewSize) {
        let entry: Entry = (proposal, size)
        switch count {
        case 0: inline.0 = entry
        case 1: inline.1 = entry
        case 2: inline.2 = entry
        case 3: inline.3 = entry
        default: overflow.append(entry)
        }
        count += 1
    }

    /// Every proposal answered, in order.
    var entries: [Entry] {
        [inline.0, inline.1, inline.2, inline.3].compactMap { $0 } + overflow
    }
}
