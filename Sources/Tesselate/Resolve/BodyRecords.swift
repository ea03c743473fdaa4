import Foundation

/// What the resolver remembers of one custom view whose body it read: enough to run that body
/// again alone, with the view's state as it is then, and to put what it makes in place of what
/// it made (see ``Resolver/rerun(_:keepingRows:)``).
struct BodyRecord {
    /// The view, as its parent's body made it (the parent's body does not run again, so the view
    /// is the same).
    var view: any View = EmptyView()
    /// What the view was resolved with, and how deeply it is nested.
    var context = ResolveContext(identity: 0, environment: EnvironmentValues())
    var depth = 0
    /// The nodes the body made: a contiguous block of the tree.
    var nodes: Range<NodeIndex> = 0..<0
    /// The nodes the view handed to the views around it, as they were when its body was done
    /// (before those views modified their traits), with how many user types they had then.
    var outputs: [(node: NodeIndex, closed: ResolvedNode, ownUserTypes: Int)] = []
    /// How many records of views inside this one follow it (records are in the order the views
    /// were reached).
    var descendants = 0
    /// Whether the body may run again alone: it was resolved outside lazy containers, lists and
    /// tab pages, reported nothing, and nothing in it wrote to views outside it.
    var isRerunnable = false
    /// Whether the record is a lazy `ForEach`'s element (its nodes, for a lazy container resolved
    /// again to keep, see ``Resolver/reuseRow(_:into:)``), not a view's body: it is not found by
    /// identity (the element's first view shares it) and never runs alone.
    var isElement = false
    /// For an element: whether a body in it ran again, or a pass changed one of its nodes in
    /// place, since it was made (its outputs as they were made are out of date: the element is
    /// resolved again, not kept).
    var isOutOfDate = false
}

/// The records of the bodies read by the last pass, in the order the views were reached (a
/// view's record is followed by the records of the views inside it), kept by the host from one
/// pass to the next.
@MainActor
final class BodyRecords {
    private(set) var records: [BodyRecord] = []
    /// Where each view's record is, by the view's structural identity. An identity that two
    /// views share is left out: neither can run alone.
    private var positions: [Int: Int] = [:]
    private var shared: Set<Int> = []
    /// What the resolver reported in the last pass, kept for passes that run some bodies again.
    var reports: [Resolver.Report] = []

    /// Starts a pass that reads every body.
    func removeAll() {
        records.removeAll(keepingCapacity: true)
        positions.removeAll(keepingCapacity: true)
        shared.removeAll()
        reports.removeAll()
    }

    /// Reserves the record of a view whose body is about to be read; returns its position.
    func open() -> Int {
        records.append(BodyRecord())
        return records.count - 1
    }

    /// Fills in the record reserved at `position` once the view's body is resolved.
    func close(_ position: Int, _ record: BodyRecord) {
        var record = record
        record.descendants = records.count - position - 1
        records[position] = record
        index(position)
    }

    /// Appends `copies`, a run of records kept from the last pass (a view's record and its
    /// descendants' records, their nodes already moved to where the copies are).
    func append(_ copies: ArraySlice<BodyRecord>) {
        let start = records.count
        records += copies
        for position in start..<records.count { index(position) }
    }

    /// Finds the record at `position` by its identity, unless another record has it too.
    private func index(_ position: Int) {
        let identity = records[position].context.identity
        if records[position].isElement || shared.contains(identity) { return }
        if positions.updateValue(position, forKey: identity) != nil {
            positions.removeValue(forKey: identity)
            shared.insert(identity)
        }
    }

    /// The position of the record of the view with `identity`, if exactly one view has it.
    func position(of identity: Int) -> Int? { positions[identity] }

    subscript(position: Int) -> BodyRecord { records[position] }

    /// Gives the record at `position` the view its parent's body would make now, which runs
    /// again with it: a navigation bar whose page scrolled (a scroll pass runs no body around it,
    /// see ``ViewHost/scrollPass(_:)``).
    func replaceView(at position: Int, with view: any View) { records[position].view = view }

    /// Puts `replacement` (the records made by running the body at `position` again, its own
    /// first) in place of that record and its descendants' records, and moves the blocks of the
    /// records around them by `delta` nodes: its ancestors' blocks end later, the records after
    /// it move. `end` is where the replaced block ended.
    func replace(at position: Int, with replacement: [BodyRecord], shiftingFrom end: NodeIndex, by delta: Int) {
        let old = records[position]
        let replaced = position...(position + old.descendants)
        for record in records[replaced] where !record.isElement && positions[record.context.identity] != nil {
            positions.removeValue(forKey: record.context.identity)
        }
        let change = replacement.count - replaced.count
        records.replaceSubrange(replaced, with: replacement)
        // Ancestors contain the block: they end `delta` later and hold `change` more records.
        for ancestor in 0..<position where ancestor + records[ancestor].descendants >= position {
            records[ancestor].descendants += change
            records[ancestor].isOutOfDate = true
            records[ancestor].nodes = records[ancestor].nodes.lowerBound..<(records[ancestor].nodes.upperBound + delta)
            shiftOutputs(of: ancestor, from: end, by: delta)
        }
        let after = position + replacement.count
        if delta != 0 {
            for later in after..<records.count {
                records[later].nodes = (records[later].nodes.lowerBound + delta)..<(records[later].nodes.upperBound + delta)
                shiftOutputs(of: later, from: end, by: delta)
            }
        }
        let reindexed = change == 0 ? position..<after : position..<records.count
        // The positions the reindexed records had: another view's position is outside them. (Records
        // that moved back, after a replacement with fewer records, had positions past the new end.)
        let previous = change >= 0 ? reindexed : position..<(records.count - change)
        for index in reindexed {
            let identity = records[index].context.identity
            if records[index].isElement || shared.contains(identity) { continue }
            if let other = positions.updateValue(index, forKey: identity), other != index, !previous.contains(other) {
                positions.removeValue(forKey: identity)
                shared.insert(identity)
            }
        }
    }

    /// Marks out of date the elements holding one of `nodes` (ascending), which a pass changed
    /// in place.
    func markElementsChanged(holding nodes: [NodeIndex]) {
        guard !nodes.isEmpty else { return }
        for index in records.indices where records[index].isElement && !records[index].isOutOfDate {
            if nodes.contains(where: records[index].nodes.contains) { records[index].isOutOfDate = true }
        }
    }

    private func shiftOutputs(of position: Int, from end: NodeIndex, by delta: Int) {
        guard delta != 0 else { return }
        for index in records[position].outputs.indices where records[position].outputs[index].node >= end {
            records[position].outputs[index].node += delta
        }
    }
}
