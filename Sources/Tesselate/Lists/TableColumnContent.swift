import Foundation

/// A type that makes the columns of a ``Table``, as SwiftUI's `TableColumnContent`: a
/// ``TableColumn``, or several built with ``TableColumnBuilder``.
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of value each row of the table shows.
    associatedtype TableRowValue: Identifiable = TableColumnBody.TableRowValue
    /// The comparator the columns sort with (`Never` for columns that do not sort).
    associatedtype TableColumnSortComparator: SortComparator = TableColumnBody.TableColumnSortComparator
    /// The content's own columns, for a custom type of column content.
    associatedtype TableColumnBody: TableColumnContent
    /// The columns this content is made of.
    var tableColumnBody: TableColumnBody { get }
}

extension TableColumnContent where TableColumnBody == Never {
    /// Built-in column content has no body.
    public var tableColumnBody: Never { fatalError("\(Self.self) is built in and has no body") }
}

extension Never: TableColumnContent {
    public typealias TableRowValue = Never
    public typealias TableColumnSortComparator = Never
    public typealias TableColumnBody = Never
}

/// Columns built with ``TableColumnBuilder``, as SwiftUI's `TupleTableColumnContent`.
public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T> {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never
    /// The column contents, in order.
    let items: [Any]
}

// Declared apart, so that building columns is not main-actor isolated (as SwiftUI's are).
extension TupleTableColumnContent: TableColumnContent, TableColumnCollecting {
    func collectColumns(into columns: inout [AnyTableColumn]) {
        for item in items {
            if let content = item as? any TableColumnContent { collectTableColumns(content, into: &columns) }
        }
    }
}

/// Builds the columns of a ``Table`` from its `TableColumn`s, as SwiftUI's `TableColumnBuilder`.
/// In a table that sorts (`sortOrder:`), columns that sort with the table's comparator and
/// columns that do not sort mix.
@resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    /// A column that sorts with the table's comparator (or, in a table that does not sort, a
    /// column that does not either).
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        column
    }

    /// A column that does not sort.
    @_disfavoredOverload
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Never {
        column
    }

    /// The columns, in order.
    public static func buildBlock<each Column: TableColumnContent>(
        _ column: repeat each Column
    ) -> TupleTableColumnContent<RowValue, Sort, (repeat each Column)> {
        var items: [Any] = []
        for content in repeat each column { items.append(content) }
        return TupleTableColumnContent(items: items)
    }
}

/// A column of a table with its types erased: what the table lays out.
struct AnyTableColumn {
    /// The header's label.
    var label: AnyView
    /// The title, for the dump and the testing library (the label's text, when it is one).
    var title: String
    /// The cell of a row (the row's value, erased).
    var cell: (Any) -> AnyView
    /// The comparator a tap on the header puts first in the table's sort order; `nil` when the
    /// column does not sort.
    var comparator: Any?
    var width: TableColumnWidth
}

/// A column's width as `width(_:)` and `width(min:ideal:max:)` set it.
struct TableColumnWidth {
    var fixed: CGFloat?
    var min: CGFloat?
    var ideal: CGFloat?
    var max: CGFloat?
}

/// Column content that knows its columns (the built-in kinds).
@MainActor
protocol TableColumnCollecting {
    func collectColumns(into columns: inout [AnyTableColumn])
}

/// Appends the columns `content` makes: a built-in kind's own, or its body's.
@MainActor
func collectTableColumns<Content: TableColumnContent>(_ content: Content, into columns: inout [AnyTableColumn]) {
    if let collecting = content as? any TableColumnCollecting {
        collecting.collectColumns(into: &columns)
    } else {
        collectTableColumns(content.tableColumnBody, into: &columns)
    }
}
