import Foundation
import Tesselate

/// The rules of containers with a rule of their own: a navigation stack's bars, a list's
/// sections and rows, and grids. Their numbers are the layout's (frames and proposals) and the
/// facts the snapshot keeps of them (row insets, card margins, bar heights, grid items).
extension ExplanationBuilder {
    func navigationStack(_ level: Level) -> [String] {
        guard case .navigationStack(let bar, let rise, let bottom)? = snapshot.containerFacts(of: level.node) else { return [] }
        var sentence =
            bar > 0
            ? "A NavigationStack puts its navigation bar, \(formatNumber(bar)) tall, over the top of the page"
                + (rise > 0 ? " (rising \(formatNumber(rise)) into the safe area above it)" : "")
            : "A NavigationStack shows no navigation bar here"
        if bottom > 0 { sentence += " and its bottom toolbar, \(formatNumber(bottom)) tall, at the bottom" }
        guard let page = snapshot.children(of: level.node).first, let proposal = snapshot.placedProposal(of: page) else {
            return [sentence + "."]
        }
        return [sentence + ": the page is offered what is left, \(proposal), and placed between them."]
    }

    /// `ListContent`: the sections stacked with the style's gaps.
    func listContent(_ level: Level) -> [String] {
        guard let frame = snapshot.exactFrame(of: level.node) else { return [] }
        let sections = snapshot.children(of: level.node).compactMap(snapshot.exactFrame(of:))
        guard let first = sections.first, let last = sections.last else {
            return ["The list has no sections: it is as tall as its gaps, \(formatNumber(frame.height))."]
        }
        let gaps = zip(sections, sections.dropFirst()).map { formatNumber($1.minY - $0.maxY) }
        return [
            "The list stacks its \(sections.count) \(sections.count == 1 ? "section" : "sections") along the scroll view's length: "
                + "the first \(formatNumber(first.minY - frame.minY)) below the top"
                + (gaps.isEmpty ? "" : ", then \(gaps.joined(separator: ", ")) between them")
                + ", \(formatNumber(frame.maxY - last.maxY)) below the last (the style's gaps: a header or a footer brings its own). "
                + "Each section is offered the list's width and no height."
        ] + offer(level)
    }

    /// `Section` in a list: its rows in a card inset by the style's margin.
    func listSection(_ level: Level) -> [String] {
        guard case .listSection(let margin, let headerGap, let footerGap)? = snapshot.containerFacts(of: level.node) else { return [] }
        let rows = snapshot.children(of: level.node).filter { snapshot.kind(of: $0) == "ListRow" }
        let width = level.proposal?.width.map {
            "\(formatNumber($0)) − 2 × \(formatNumber(margin)) = \(formatNumber(max(0, $0 - 2 * margin)))"
        }
        var sentence =
            "A section stacks its \(rows.count) \(rows.count == 1 ? "row" : "rows") without spacing in a card "
            + (margin > 0 ? "inset \(formatNumber(margin)) from each side" : "as wide as the list")
            + (width.map { ", and offers each row the card's width, \($0)" } ?? "")
        sentence += "; a header stands \(formatNumber(headerGap)) above the card and a footer \(formatNumber(footerGap)) below it."
        return [sentence]
    }

    /// `ListRow`: the content inset by the row insets, at least the least row height.
    func listRow(_ level: Level) -> [String] {
        guard case .listRow(let insets, let minHeight)? = snapshot.containerFacts(of: level.node),
            let content = snapshot.children(of: level.node).first
        else { return [] }
        let contentHeight = size(of: content).height
        let natural = contentHeight + insets.top + insets.bottom
        let offered = level.proposal?.width.map { formatNumber(max(0, $0 - insets.leading - insets.trailing)) } ?? "its ideal width"
        return [
            "A list row offers its content its width less the row insets (\(formatNumber(insets.leading)) leading, "
                + "\(formatNumber(insets.trailing)) trailing), \(offered), and no height. It is as tall as the content and the insets "
                + "above and below, \(formatNumber(contentHeight)) + \(formatNumber(insets.top)) + \(formatNumber(insets.bottom)) = "
                + "\(formatNumber(natural)), or the list's least row height, \(formatNumber(minHeight)), whichever is larger: "
                + "\(formatNumber(level.size.height)); the content is centred in it."
        ]
    }

    /// `Grid`: columns as wide as their widest cell, rows as tall as their tallest.
    func grid(_ level: Level) -> [String] {
        guard case .grid(let columns, let rows)? = snapshot.containerFacts(of: level.node) else { return offer(level) }
        let across = columns.reduce(0, +), spacing = level.size.width - across
        return [
            "A Grid sizes each column to its widest cell and each row to its tallest cell, sharing what it is offered cell by "
                + "cell, the least flexible first: columns " + columns.map(formatNumber).joined(separator: " + ")
                + (spacing > 0.0005 ? " and \(formatNumber(spacing)) of spacing" : "") + " = \(formatNumber(level.size.width)) wide; rows "
                + rows.map(formatNumber).joined(separator: ", ") + ". Each row is offered the grid's width and its height."
        ] + offer(level)
    }

    /// `GridRow`: one row of its grid.
    func gridRow(_ level: Level) -> [String] {
        let slots: [String]
        if case .gridRow(let sizes)? = snapshot.containerFacts(of: level.node) {
            slots = sizes.map { "\(formatNumber($0.width))×\(formatNumber($0.height))" }
        } else {
            slots = []
        }
        return [
            "A GridRow is a row of its grid, as tall as its tallest cell (\(formatNumber(level.size.height))); "
                + "each cell is placed in its slot, its column's width by the row's height (" + slots.joined(separator: ", ")
                + "), and offered it, or what the grid offered it while sharing when it answered its slot there."
        ]
    }

    /// `LazyVGrid` and `LazyHGrid`: the grid items share the length across.
    func lazyGrid(_ level: Level) -> [String] {
        let vertical = level.kind == "LazyVGrid"
        let tracks = vertical ? "columns" : "rows", across = vertical ? "width" : "height"
        var items = ""
        if case .lazyGrid(let gridItems)? = snapshot.containerFacts(of: level.node) {
            items = " (" + gridItems.map { Self.describe($0.size) }.joined(separator: ", ") + ")"
        }
        return [
            "A \(level.kind) divides its \(across) among its \(tracks)\(items): a fixed one takes its length, an adaptive one "
                + "fits as many as its minimum allows, flexible ones share what is left after the spacing, within their limits. "
                + "Each cell is offered its \(vertical ? "column's width" : "row's height") and no \(vertical ? "height" : "width"), "
                + "and each line is as long as its longest cell."
        ] + offer(level)
    }

    /// A grid item's size as the explanation writes it: `fixed(80)`, `flexible(10…∞)`,
    /// `adaptive(60…∞)`.
    static func describe(_ size: GridItem.Size) -> String {
        func range(_ low: CGFloat, _ high: CGFloat) -> String { "\(formatNumber(low))…\(high == .infinity ? "∞" : formatNumber(high))" }
        switch size {
        case .fixed(let length): return "fixed(\(formatNumber(length)))"
        case .flexible(let minimum, let maximum): return "flexible(\(range(minimum, maximum)))"
        case .adaptive(let minimum, let maximum): return "adaptive(\(range(minimum, maximum)))"
        }
    }
}
