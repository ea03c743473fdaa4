import Foundation

/// The layout of a lazy grid some of whose cells were not made (``LazyPlaceholderNode``): each
/// placeholder takes as many cells as the views it stands for, so the made cells keep their
/// tracks; a line (a row of a `LazyVGrid`) with a made cell is as long as its longest made
/// cell, and the other lines are estimated at the average of the made lines, as SwiftUI's lazy
/// containers estimate what they have not made from what they have (WWDC26 "Dive into lazy
/// stacks and scrolling with SwiftUI", "Layout"). With no line made, the length measured in the
/// last pass is kept.
extension LazyGridLayout {
    struct EstimatedArrangement {
        var tracks: [(length: CGFloat, spacing: CGFloat, alignment: Alignment?)]
        /// Each subview's track and line; a placeholder's first and last line (track −1).
        var cells: [(track: Int, line: Int, lastLine: Int)] = []
        var lineStarts: [CGFloat] = []
        var lineLengths: [CGFloat] = []
        var size: CGSize = .zero
    }

    func estimatedArrangement(_ subviews: LayoutSubviews, across length: CGFloat?) -> EstimatedArrangement {
        var result = EstimatedArrangement(tracks: GridItem.tracks(items, in: length))
        let engine = subviews.engine
        let count = result.tracks.count
        let lineSpacing = spacing ?? GridItem.defaultSpacing
        var measured: [Int: CGFloat] = [:]
        var cell = 0
        var estimate: CGFloat?
        for index in subviews.indices {
            if let placeholder = engine.lazyPlaceholder(subviews.nodes[index]) {
                let cells = max(1, placeholder.cells)
                result.cells.append((-1, cell / count, (cell + cells - 1) / count))
                cell += cells
                if let known = placeholder.estimate { estimate = max(0, known - lineSpacing) }
                continue
            }
            let track = cell % count, line = cell / count
            let size = subviews[index].sizeThatFits(ProposedViewSize(along: axis.other, result.tracks[track].length, cross: nil))
            measured[line] = max(measured[line] ?? 0, size[axis])
            result.cells.append((track, line, line))
            cell += 1
        }
        let lines = (cell + count - 1) / count
        var sum: CGFloat = 0
        // Summed in line order: summed in the dictionary's order, which differs from one run to
        // the next, the average's last bits did too.
        for line in measured.keys.sorted() { sum += measured[line] ?? 0 }
        let average: CGFloat? = measured.isEmpty ? nil : sum / CGFloat(measured.count)
        let estimated = average ?? estimate ?? LazyRealisation.initialEstimate
        result.lineLengths = (0..<lines).map { measured[$0] ?? estimated }
        result.lineStarts.reserveCapacity(lines)
        var position: CGFloat = 0
        for line in result.lineLengths {
            result.lineStarts.append(position)
            position += line + lineSpacing
        }
        let width = GridItem.totalLength(result.tracks)
        result.size = CGSize(along: axis, max(0, position - (lines > 0 ? lineSpacing : 0)), cross: width)
        return result
    }

    func placeEstimating(in bounds: CGRect, _ subviews: LayoutSubviews) {
        let result = estimatedArrangement(subviews, across: bounds.size[axis.other])
        var trackStarts: [CGFloat] = []
        var position: CGFloat = 0
        for track in result.tracks {
            trackStarts.append(position)
            position += track.length + track.spacing
        }
        for (index, cell) in zip(subviews.indices, result.cells) {
            let lineStart = result.lineStarts.isEmpty ? 0 : result.lineStarts[min(cell.line, result.lineStarts.count - 1)]
            guard cell.track >= 0 else {
                let last = min(cell.lastLine, result.lineStarts.count - 1)
                let end = last >= 0 ? result.lineStarts[last] + result.lineLengths[last] : 0
                var origin = CGPoint.zero
                origin[axis] = lineStart
                let size = CGSize(along: axis, max(0, end - lineStart), cross: result.size[axis.other])
                subviews[index].place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: ProposedViewSize(size))
                continue
            }
            let track = result.tracks[cell.track]
            let cellSize = CGSize(along: axis, result.lineLengths[cell.line], cross: track.length)
            let proposal = ProposedViewSize(along: axis.other, track.length, cross: nil)
            let dimensions = subviews[index].dimensions(in: proposal)
            let container = ViewDimensions(size: cellSize), guide = track.alignment ?? alignment
            var origin = CGPoint(
                x: container[guide.horizontal] - dimensions[guide.horizontal],
                y: container[guide.vertical] - dimensions[guide.vertical])
            origin[axis] += lineStart
            origin[axis.other] += trackStarts[cell.track]
            subviews[index].place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: proposal)
        }
    }
}
