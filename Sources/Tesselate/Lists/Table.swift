import Foundation

/// Rows of data in columns, as SwiftUI's `Table`.
///
/// As Apple documents it, in a compact horizontal size class (an iPhone, a host's default) a
/// table shows only its first column, with no headers: it is laid out as the `List` it becomes,
/// in the plain style (chosen: Apple does not name the style; a compact table has the plain list's
/// full-width rows and separators), and selection works as a list's
/// (``ViewHost/selectListRow(id:)``). In a regular width (an iPad) every column shows, under a row
/// of headers; a tap on the header of a column that sorts puts its comparator first in
/// `sortOrder` (again on the first column: the order flips), and the app sorts its data when the
/// order changes, as in SwiftUI. The regular-width layout is Tesselate's (iPadOS's table metrics
/// are not published): 16 points in from each side and between columns, headers in the
/// subheadline font, rows as plain list rows. See ``TableColumn`` for the widths.
public struct Table<Value, Rows, Columns>
where Value == Rows.TableRowValue, Rows: TableRowContent, Columns: TableColumnContent, Rows.TableRowValue == Columns.TableRowValue {
    /// The rows: a collection's elements, or content written out in the `rows` builder.
    let rows: TableRows<Value, Rows>
    let columns: Columns
    let selection: TableSelection<Value.ID>
    let sorting: TableSorting?
    @Environment(\.horizontalSizeClass) var sizeClass
    @Environment(\.tableColumnHeaders) var headers

    init(rows: TableRows<Value, Rows>, columns: Columns, selection: TableSelection<Value.ID>, sorting: TableSorting?) {
        (self.rows, self.columns, self.selection, self.sorting) = (rows, columns, selection, sorting)
    }
}

/// Where a table's rows come from.
enum TableRows<Value, Rows: TableRowContent> {
    case values([Value])
    case content(Rows)

    /// The rows in sections: one untitled section of the values, or the sections the content's
    /// `Section`s make (rows outside them in untitled ones).
    @MainActor var sections: [TableRowSection] {
        switch self {
        case .values(let values): return [TableRowSection(header: nil, values: values, isLoose: true)]
        case .content(let rows):
            var sections: [TableRowSection] = []
            CollectedRows(content: rows).collectTableRows(into: &sections)
            return sections
        }
    }
}

/// What a table's rows may select.
enum TableSelection<ID: Hashable> {
    case none
    case single(Binding<ID?>)
    case multiple(Binding<Set<ID>>)
}

/// How a tap on a column's header changes a table's sort order, with its comparator erased.
struct TableSorting {
    /// Puts the column's comparator first, or flips it when it is first already.
    let tap: (Any) -> Void
    /// The order the column sorts in when it is first in the sort order, else `nil`.
    let order: (Any) -> SortOrder?

    init<Sort: SortComparator>(_ binding: Binding<[Sort]>) {
        func same(_ a: Sort, _ b: Sort) -> Bool {
            var (a, b) = (a, b)
            a.order = .forward
            b.order = .forward
            return a == b
        }
        tap = { prototype in
            guard var tapped = prototype as? Sort else { return }
            var order = binding.wrappedValue
            if let first = order.first, same(first, tapped) {
                order[0].order = first.order == .forward ? .reverse : .forward
            } else {
                tapped.order = .forward
                order.removeAll { same($0, tapped) }
                order.insert(tapped, at: 0)
            }
            binding.wrappedValue = order
        }
        order = { prototype in
            guard let column = prototype as? Sort, let first = binding.wrappedValue.first, same(first, column) else { return nil }
            return first.order
        }
    }
}

extension Table {
    /// A table of `data`'s elements, one a row.
    nonisolated public init<Data: RandomAccessCollection>(
        _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: .values(Array(data)), columns: columns(), selection: .none, sorting: nil)
    }

    /// A table whose rows select one element's id.
    nonisolated public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: .values(Array(data)), columns: columns(), selection: .single(selection), sorting: nil)
    }

    /// A table whose rows select a set of ids.
    nonisolated public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: .values(Array(data)), columns: columns(), selection: .multiple(selection), sorting: nil)
    }

    /// A table whose column headers set `sortOrder` (the app sorts `data` when it changes).
    nonisolated public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: .values(Array(data)), columns: columns(), selection: .none, sorting: TableSorting(sortOrder))
    }

    /// A table that selects one element's id and whose column headers set `sortOrder`.
    nonisolated public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: .values(Array(data)), columns: columns(), selection: .single(selection), sorting: TableSorting(sortOrder))
    }

    /// A table that selects a set of ids and whose column headers set `sortOrder`.
    nonisolated public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: .values(Array(data)), columns: columns(), selection: .multiple(selection), sorting: TableSorting(sortOrder))
    }
}

extension Table {
    /// A table of rows written out (`TableRow`, `ForEach`, `Section`), as SwiftUI's
    /// `init(of:columns:rows:)`.
    nonisolated public init(
        of valueType: Value.Type = Value.self, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: .content(rows()), columns: columns(), selection: .none, sorting: nil)
    }

    /// A table of rows written out that selects one row's id.
    nonisolated public init(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: .content(rows()), columns: columns(), selection: .single(selection), sorting: nil)
    }

    /// A table of rows written out that selects a set of ids.
    nonisolated public init(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: .content(rows()), columns: columns(), selection: .multiple(selection), sorting: nil)
    }

    /// A table of rows written out whose column headers set `sortOrder`.
    nonisolated public init<Sort: SortComparator>(
        sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(rows: .content(rows()), columns: columns(), selection: .none, sorting: TableSorting(sortOrder))
    }

    /// A table of rows written out that selects one row's id and whose headers set `sortOrder`.
    nonisolated public init<Sort: SortComparator>(
        selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(rows: .content(rows()), columns: columns(), selection: .single(selection), sorting: TableSorting(sortOrder))
    }

    /// A table of rows written out that selects a set of ids and whose headers set `sortOrder`.
    nonisolated public init<Sort: SortComparator>(
        selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(rows: .content(rows()), columns: columns(), selection: .multiple(selection), sorting: TableSorting(sortOrder))
    }
}
