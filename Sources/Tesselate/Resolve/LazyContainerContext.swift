import Foundation

/// How lazy containers choose the rows they make.
///
/// A `LazyVStack`, `LazyHStack`, `LazyVGrid` or `LazyHGrid` inside a scroll view that scrolls
/// along the container's axis makes, of each `ForEach` in its content, only the elements whose
/// rows meet the visible region widened by ``margin`` on both sides; the others are estimated
/// (``LazyPlaceholderNode``). SwiftUI does the same: its lazy stacks create a row when it comes
/// near the visible region and discard it when it has gone, and estimate the size of the rows
/// they have not made from the ones they have (WWDC26 "Dive into lazy stacks and scrolling with
/// SwiftUI"; Apple's documentation of `LazyVStack`: "the stack only creates items as needed").
enum LazyRealisation {
    /// How far beyond the visible region, on each side, rows are made, as a part of the viewport's
    /// length: half a viewport (chosen: SwiftUI prefetches rows before they show but documents no
    /// distance; half a viewport keeps one ordinary scroll step made in advance).
    static let margin: CGFloat = 0.5
    /// The length a row is estimated at before any has been measured: 44 points, the default
    /// height of a table row on iOS (`UITableView.rowHeight`'s default; chosen as a first guess,
    /// replaced by the average of the measured rows from the second pass on).
    static let initialEstimate: CGFloat = 44
    /// The spacing assumed after a row when a segment has only one made row and the container no
    /// spacing of its own (the default spacing between views).
    static let defaultSpacing: CGFloat = 8
}

/// What a lazy container inside a scroll view tells the `ForEach`es of its content while it is
/// resolved: where the visible region is, in the container's coordinates along its axis, and
/// what the container saw in the last pass.
struct LazyContainerContext {
    /// The container's identity (its observation is kept under it).
    var id: NodeID
    var axis: Axis
    /// Elements per line: 1 for a stack; for a grid, its tracks as laid out in the last pass
    /// (its items' count before that).
    var perLine: Int
    /// The visible region along the axis, in the container's coordinates.
    var visible: ClosedRange<CGFloat>
    var observation: LazyContainerObservation?
    /// Whether the rows made in the update's earlier passes stay (``HostContext/keepsMadeLazyRows``).
    var keepsMadeRows = false
    /// What the container's `ForEach`es chose, as they are resolved (see ``LazySegmentChoice``).
    var choices = LazyChoiceLog()

    /// The context for a lazy container of `axis` in `context`, or `nil` when the container
    /// makes all its rows (it is not in a scroll view that scrolls along its axis).
    @MainActor static func make(_ id: NodeID, axis: Axis, perLine: Int, _ context: ResolveContext, _ host: HostContext)
        -> LazyContainerContext?
    {
        guard let scrollKey = context.scrollContainer, context.scrollAxes.contains(axis.set)
        else { return nil }
        return make(id, axis: axis, perLine: perLine, scrollKey: scrollKey, host)
    }

    /// The context for a lazy container of `axis` inside the scroll view `scrollKey` (which
    /// scrolls along `axis`).
    @MainActor static func make(_ id: NodeID, axis: Axis, perLine: Int, scrollKey: NodeID, _ host: HostContext) -> LazyContainerContext {
        let observation = host.observed.lazyContainers[id]
        let geometry = host.observed.scrollGeometry[scrollKey]
        let viewport = geometry?.viewport[axis] ?? host.window[axis]
        var offset = host.builtOffset(scrollKey)?[axis] ?? 0
        // A requested offset is clamped to the content as last laid out (as the scroll view will).
        if let geometry { offset = min(offset, geometry.content[axis] - viewport) }
        offset = offset.isFinite ? max(0, offset) : 0
        let start = observation?.start ?? 0
        let low = offset - start
        let visible = low...(low + max(0, viewport))
        return LazyContainerContext(
            id: id, axis: axis, perLine: max(1, observation?.perLine ?? perLine), visible: visible, observation: observation,
            keepsMadeRows: host.keepsMadeLazyRows)
    }

    /// The elements of the `ForEach` with identity `segment` (of `count` elements) to make.
    /// The rows made in the last pass stay while they still suit the visible region
    /// (``LazySegmentObservation/suits(_:margin:perLine:)``); otherwise the rows that meet the
    /// visible region widened by the margin are made.
    func elementsToMake(segment: Int, count: Int) -> Range<Int> {
        let margin = (visible.upperBound - visible.lowerBound) * LazyRealisation.margin
        let seen = observation?.segments[segment] ?? LazySegmentObservation.initial(count: count)
        let isCurrent = seen.isSettled && seen.count == count
        if isCurrent, seen.suits(visible, margin: margin, perLine: perLine, dropsFarRows: !keepsMadeRows) { return seen.made }
        let wanted = seen.elements(in: visible.widened(by: margin), perLine: perLine, count: count)
        // Within an update rows are only added (next to those made), so estimates that shift as
        // rows are made cannot swing the update between two sets of rows.
        if isCurrent, keepsMadeRows, !seen.made.isEmpty, wanted.lowerBound <= seen.made.upperBound,
            seen.made.lowerBound <= wanted.upperBound
        {
            return min(wanted.lowerBound, seen.made.lowerBound)..<max(wanted.upperBound, seen.made.upperBound)
        }
        return wanted
    }
}

/// What the observe stage saw of a lazy container, for the next pass.
struct LazyContainerObservation {
    /// Where the container starts along its axis in its scroll view's content.
    var start: CGFloat
    /// Elements per line in the last layout (a grid's tracks; 1 for a stack).
    var perLine: Int
    /// Each `ForEach` of the content, by its identity.
    var segments: [Int: LazySegmentObservation]
}

/// Where the lines of one lazy `ForEach` were (a line is a row of a stack, a row of cells of a
/// `LazyVGrid`): the made lines exactly, the others by estimate.
struct LazySegmentObservation {
    var count: Int
    /// The elements that were made.
    var made: Range<Int>
    /// The cell of element 0 counted from the container's first cell (a grid's lines are counted
    /// from there; 0 in a stack).
    var base: Int
    /// The line of the first made element and the starts of the made lines, in order.
    var firstLine: Int
    var lineStarts: [CGFloat]
    /// The estimated start of line `base / perLine` (element 0's line) when no line was made.
    var origin: CGFloat
    /// The distance from one line's start to the next's, measured or estimated.
    var pitch: CGFloat
    /// Whether the rows made were chosen from measured rows (not from the first guess).
    var isSettled = true

    /// Before anything was laid out: lines from the container's start, at the first estimate.
    static func initial(count: Int) -> LazySegmentObservation {
        LazySegmentObservation(
            count: count, made: 0..<0, base: 0, firstLine: 0, lineStarts: [], origin: 0, pitch: LazyRealisation.initialEstimate)
    }

    /// The line at `position` along the axis (lines before the first or after the last run on).
    func line(at position: CGFloat, perLine: Int) -> Int {
        let pitch = max(self.pitch, 1)
        guard let first = lineStarts.first, let last = lineStarts.last else {
            return base / perLine + whole(((position - origin) / pitch).rounded(.down))
        }
        if position < first { return firstLine - whole(((first - position) / pitch).rounded(.up)) }
        if position >= last + pitch { return firstLine + lineStarts.count + whole(((position - last - pitch) / pitch).rounded(.down)) }
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return firstLine + low
    }

    /// Whether the rows made suit the `visible` region: they cover it widened by half the
    /// margin, and reach no further than twice the margin beyond it. The slack between the two
    /// keeps rows made while a scroll moves less than half a margin, and keeps estimates that
    /// shift a little from making the update loop swing back and forth.
    func suits(_ visible: ClosedRange<CGFloat>, margin: CGFloat, perLine: Int, dropsFarRows: Bool = true) -> Bool {
        let needed = elements(in: visible.widened(by: margin / 2), perLine: perLine, count: count)
        let allowed = elements(in: visible.widened(by: margin * 2), perLine: perLine, count: count)
        let covers = needed.isEmpty || (made.lowerBound <= needed.lowerBound && made.upperBound >= needed.upperBound)
        let within = made.isEmpty || (allowed.lowerBound <= made.lowerBound && allowed.upperBound >= made.upperBound)
        return covers && (within || !dropsFarRows)
    }

    /// Where line `line` starts: measured when it was made, estimated from the nearest made line
    /// (or the estimated origin) otherwise.
    func start(ofLine line: Int, perLine: Int) -> CGFloat {
        guard let first = lineStarts.first, let last = lineStarts.last else {
            return origin + CGFloat(line - base / perLine) * pitch
        }
        if line < firstLine { return first - CGFloat(firstLine - line) * pitch }
        if line >= firstLine + lineStarts.count { return last + CGFloat(line - firstLine - lineStarts.count + 1) * pitch }
        return lineStarts[line - firstLine]
    }

    /// The lines the elements are on.
    func lines(perLine: Int) -> ClosedRange<Int> { (base / perLine)...((base + max(0, count - 1)) / perLine) }

    /// The elements whose lines meet `region`.
    func elements(in region: ClosedRange<CGFloat>, perLine: Int, count: Int) -> Range<Int> {
        let first = line(at: region.lowerBound, perLine: perLine), last = line(at: region.upperBound, perLine: perLine)
        let lower = min(count, max(0, first * perLine - base))
        let upper = min(count, max(lower, (last + 1) * perLine - base))
        return lower..<upper
    }
}

extension ClosedRange where Bound == CGFloat {
    func widened(by margin: CGFloat) -> ClosedRange<CGFloat> { (lowerBound - margin)...(upperBound + margin) }
}

/// A count of lines as an `Int`, kept within ±10¹⁵ (an absurd offset must not trap).
private func whole(_ value: CGFloat) -> Int {
    value.isFinite ? CheckedConversion.int(value, clampedTo: -1_000_000_000_000_000...1_000_000_000_000_000) : 0
}
