import Foundation

// How a table is shown: the list of its first column in a compact width, every column under a
// row of headers in a regular width (see `Table`).

// The view conformance is declared apart, so that making a table is not main-actor isolated (as
// SwiftUI declares its views): tables can be built in any context.
extension Table: View {
    public var body: some View {
        var collected: [AnyTableColumn] = []
        collectTableColumns(columns, into: &collected)
        return Group {
            if sizeClass == .regular {
                regular(collected)
            } else {
                rowList { row in collected.first?.cell(row) ?? AnyView(EmptyView()) }
            }
        }
    }

    /// The rows as a plain list, each showing `row`, selecting as the table does; rows in
    /// sections (a `Section` of the `rows` builder) as the list's sections, under their headers.
    @MainActor @ViewBuilder private func rowList<Row: View>(@ViewBuilder row: @escaping (Value) -> Row) -> some View {
        let sections = rows.sections.map { (header: $0.header, rows: $0.values.compactMap { $0 as? Value }) }
        if sections.count <= 1, sections.first?.header == nil {
            let rows = sections.first?.rows ?? []
            switch selection {
            case .none: List(rows) { row($0) }.listStyle(.plain)
            case .single(let binding): List(rows, selection: binding) { row($0) }.listStyle(.plain)
            case .multiple(let binding): List(rows, selection: binding) { row($0) }.listStyle(.plain)
            }
        } else {
            let content = ForEach(sections.indices, id: \.self) { index in
                if let header = sections[index].header {
                    Section {
                        ForEach(sections[index].rows) { row($0) }
                    } header: {
                        header
                    }
                } else {
                    ForEach(sections[index].rows) { row($0) }
                }
            }
            switch selection {
            case .none: List { content }.listStyle(.plain)
            case .single(let binding): List(selection: binding) { content }.listStyle(.plain)
            case .multiple(let binding): List(selection: binding) { content }.listStyle(.plain)
            }
        }
    }

    /// Every column, under its header, each as wide as `TableColumnLayout` makes it.
    @MainActor private func regular(_ columns: [AnyTableColumn]) -> some View {
        GeometryReader { proxy in
            let widths = TableColumnLayout.widths(of: columns.map(\.width), in: proxy.size.width)
            VStack(alignment: .leading, spacing: 0) {
                if headers != .hidden {
                    TableColumnLayout.line(widths) { header(columns[$0]) }
                        .font(.subheadline.weight(.semibold))
                        .foregroundStyle(.secondary)
                        .padding(.vertical, TableColumnLayout.headerPadding)
                    Divider()
                }
                rowList { row in
                    TableColumnLayout.line(widths) { columns[$0].cell(row) }
                        .listRowInsets(EdgeInsets())
                }
            }
        }
    }

    /// A column's header: its label, a button that sorts by it when it sorts, with a chevron
    /// while it is first in the sort order (up forward, down in reverse).
    @MainActor @ViewBuilder private func header(_ column: AnyTableColumn) -> some View {
        if let sorting, let comparator = column.comparator {
            Button {
                sorting.tap(comparator)
            } label: {
                HStack(spacing: 4) {
                    column.label
                    if let order = sorting.order(comparator) {
                        Image(systemName: order == .forward ? "chevron.up" : "chevron.down")
                    }
                }
            }
            .buttonStyle(.plain)
        } else {
            column.label
        }
    }
}

/// The widths and spacing of a regular-width table (Tesselate's choice: iPadOS's table metrics
/// are not published).
enum TableColumnLayout {
    /// Between the table's edges and its first and last columns, and between columns.
    static let spacing: CGFloat = 16
    /// Above and below the headers.
    static let headerPadding: CGFloat = 8

    /// The columns' widths in a table `width` wide: a column with a fixed width (`width(_:)`)
    /// has it; one with an ideal width has it, kept within its minimum and maximum; the others
    /// share what is left equally, each kept within its minimum and maximum (a column with only
    /// a minimum or maximum is one of them).
    static func widths(of columns: [TableColumnWidth], in width: CGFloat) -> [CGFloat] {
        let gaps = spacing * CGFloat(columns.count + 1)
        func clamp(_ value: CGFloat, _ column: TableColumnWidth) -> CGFloat {
            Swift.min(Swift.max(value, column.min ?? 0), column.max ?? .infinity)
        }
        var widths = columns.map { column in column.fixed ?? column.ideal.map { clamp($0, column) } }
        let sharing = widths.filter { $0 == nil }.count
        let taken = widths.reduce(0) { $0 + ($1 ?? 0) }
        let share = sharing > 0 ? Swift.max(0, width - gaps - taken) / CGFloat(sharing) : 0
        for index in widths.indices where widths[index] == nil { widths[index] = clamp(share, columns[index]) }
        return widths.map { $0 ?? 0 }
    }

    /// A line of cells (the headers, or a row), each as wide as its column, leading-aligned.
    @MainActor static func line<Cell: View>(_ widths: [CGFloat], @ViewBuilder cell: @escaping (Int) -> Cell) -> some View {
        HStack(spacing: spacing) {
            ForEach(widths.indices, id: \.self) { index in
                cell(index).frame(width: widths[index], alignment: .leading)
            }
        }
        .padding(.horizontal, spacing)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
