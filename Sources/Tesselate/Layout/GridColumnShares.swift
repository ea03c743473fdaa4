import Foundation

/// How a ``Grid`` shares a finite width between its columns: cell by cell, not column by column.
///
/// SwiftUI does not document it; this is the rule mburger89/MetalUI measured on SwiftUI's `Grid`
/// (`docs/probes/swiftui-grid*.swift`: custom leaves that log every proposal, macOS 27; their
/// model agreed with `Grid` on 1,000 of 1,000 generated grids without spans or priorities):
/// - each cell that sizes its column is asked its size at 0×0 and at ∞×∞, and the cells are
///   served in order of layout priority (highest first), then of how many axes of the grid's
///   proposal their ∞×∞ answer is infinite on (fewest first), then of their flexibility, the
///   ∞×∞ answer less the 0×0 one summed over those axes (least first), in source order on a tie;
///   cells with the same key are served together;
/// - a group is offered what the columns that are done leave, divided by the columns still open
///   (a column is open while a cell of it at this priority or above is unserved), or its
///   column's width so far when that is more, and each column is as wide as its widest answer.
///
/// So while a column's most flexible cell waits, the less flexible cells of every column share
/// the width as if no column were done (iOS 18.4, element-hq/compound-ios's three columns of
/// truncating labels at every Dynamic Type size in 373 points: every label up to `.xxxLarge`
/// is offered a third of 357, which cuts the 23-point "Test Medium" to "Test…" where the width
/// left after two columns would show "Test M…"; the columns come out 113.5, about 121 and 119.6
/// wide).
extension GridArrangement {
    /// The widths of the columns whose sizing cells are `cells` (per column) sharing `total` (the
    /// proposal's width less the gaps), the cells proposed `height`.
    static func columnWidths(
        _ cells: [[NodeIndex]], sharing total: CGFloat, height: CGFloat?, _ engine: LayoutEngine
    ) -> [CGFloat] {
        struct Entry {
            var node: NodeIndex
            var column: Int
            var priority: Double
            var infiniteAxes: Int
            var flexibility: CGFloat
            var order: Int
        }
        var entries: [Entry] = []
        for (column, nodes) in cells.enumerated() {
            for node in nodes {
                let least = engine.size(of: node, ProposedViewSize(width: 0, height: 0))
                let most = engine.size(of: node, ProposedViewSize(width: .infinity, height: .infinity))
                var infiniteAxes = most.width.isFinite ? 0 : 1
                var flexibility = most.width.isFinite ? most.width - least.width : 0
                if height != nil {
                    infiniteAxes += most.height.isFinite ? 0 : 1
                    flexibility += most.height.isFinite ? most.height - least.height : 0
                }
                entries.append(
                    Entry(
                        node: node, column: column, priority: engine.layoutPriority(of: node), infiniteAxes: infiniteAxes,
                        flexibility: flexibility, order: entries.count))
            }
        }
        func key(_ entry: Entry) -> (Double, Int, CGFloat) { (-entry.priority, entry.infiniteAxes, entry.flexibility) }
        entries.sort { key($0) != key($1) ? key($0) < key($1) : $0.order < $1.order }
        var widths = [CGFloat](repeating: 0, count: cells.count)
        // Per column, its cells at the current priority or above still to serve; the columns
        // with none are done, and `done` is their width.
        var unserved = [Int](repeating: 0, count: cells.count)
        var openCount = 0, done: CGFloat = 0
        var start = 0, levelEnd = 0
        while start < entries.count {
            if start == levelEnd {
                // A lower priority: its cells' columns open (again).
                while levelEnd < entries.count && entries[levelEnd].priority == entries[start].priority {
                    let column = entries[levelEnd].column
                    if unserved[column] == 0 {
                        openCount += 1
                        done -= widths[column]
                    }
                    unserved[column] += 1
                    levelEnd += 1
                }
            }
            var end = start + 1
            while end < levelEnd && key(entries[end]) == key(entries[start]) { end += 1 }
            let share = total.isFinite ? max(0, total - done) / CGFloat(max(openCount, 1)) : total
            for entry in entries[start..<end] {
                let offer = max(share, widths[entry.column])
                let answer = engine.size(of: entry.node, ProposedViewSize(width: offer, height: height)).width
                widths[entry.column] = max(widths[entry.column], answer)
            }
            for entry in entries[start..<end] {
                unserved[entry.column] -= 1
                if unserved[entry.column] == 0 {
                    openCount -= 1
                    done += widths[entry.column]
                }
            }
            start = end
        }
        return widths
    }
}
