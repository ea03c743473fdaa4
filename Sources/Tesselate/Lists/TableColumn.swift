import Foundation

/// A column of a ``Table``, as SwiftUI's `TableColumn`: a label for its header and a view for
/// each row, and, for a column that sorts, the comparator a tap on its header puts first in the
/// table's `sortOrder`.
///
/// ```swift
/// Table(people, sortOrder: $order) {
///     TableColumn("Name", value: \.name)                       // a string, shown as it is
///     TableColumn("Age", value: \.age) { Text("\($0.age)") }   // any comparable value
///     TableColumn("Notes") { Text($0.notes) }                  // does not sort
/// }
/// ```
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View> {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never

    let label: Label
    let title: String
    let content: (RowValue) -> Content
    let comparator: Sort?
    var columnWidth = TableColumnWidth()

    /// A column `width` points wide, as SwiftUI's `width(_:)`; `nil` leaves the width to the
    /// table. A negative or non-finite width is taken as none.
    nonisolated public func width(_ width: CGFloat? = nil) -> TableColumn {
        var column = self
        column.columnWidth.fixed = width.flatMap(usableWidth)
        return column
    }

    /// A column whose width the table keeps between `min` and `max`, starting from `ideal`, as
    /// SwiftUI's `width(min:ideal:max:)`. A negative or non-finite bound is taken as none
    /// (`max: .infinity` is no bound).
    nonisolated public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var column = self
        column.columnWidth = TableColumnWidth(
            fixed: nil, min: min.flatMap(usableWidth), ideal: ideal.flatMap(usableWidth), max: max.flatMap(usableWidth))
        return column
    }

    private func usableWidth(_ width: CGFloat) -> CGFloat? { width >= 0 && width.isFinite ? width : nil }
}

// Declared apart, so that making a column is not main-actor isolated (as SwiftUI's columns are
// `nonisolated`); laying one out is.
extension TableColumn: TableColumnContent, TableColumnCollecting {
    func collectColumns(into columns: inout [AnyTableColumn]) {
        let content = self.content
        columns.append(
            AnyTableColumn(
                label: AnyView(label), title: title,
                cell: { row in (row as? RowValue).map { AnyView(content($0)) } ?? AnyView(EmptyView()) },
                comparator: comparator, width: columnWidth))
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// A column that shows a string property as it is and does not sort.
    nonisolated public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: Text(titleKey), title: titleKey.key, content: { Text($0[keyPath: value]) }, comparator: nil)
    }

    /// A column titled by a string as it is, that shows a string property and does not sort.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: Text(title), title: String(title), content: { Text($0[keyPath: value]) }, comparator: nil)
    }

    /// A column that shows `content` for each row and does not sort.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), title: titleKey.key, content: content, comparator: nil)
    }

    /// A column titled by a string as it is, that shows `content` for each row and does not sort.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), title: String(title), content: content, comparator: nil)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column that shows a string property as it is and sorts by it with `comparator`.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard
    ) where Content == Text {
        self.init(
            label: Text(titleKey), title: titleKey.key, content: { Text($0[keyPath: value]) },
            comparator: KeyPathComparator(sendableKeyPath(value), comparator: comparator))
    }

    /// A column titled by a string as it is, that shows a string property and sorts by it.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard
    ) where Content == Text {
        self.init(
            label: Text(title), title: String(title), content: { Text($0[keyPath: value]) },
            comparator: KeyPathComparator(sendableKeyPath(value), comparator: comparator))
    }

    /// A column that shows `content` for each row and sorts by a string property.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            label: Text(titleKey), title: titleKey.key, content: content,
            comparator: KeyPathComparator(sendableKeyPath(value), comparator: comparator))
    }

    /// A column that shows `content` for each row and sorts by a comparable property.
    nonisolated public init<V: Comparable>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(titleKey), title: titleKey.key, content: content, comparator: KeyPathComparator(sendableKeyPath(value)))
    }

    /// A column titled by a string as it is, that shows `content` for each row and sorts by a
    /// comparable property.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: Comparable>(
        _ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(title), title: String(title), content: content, comparator: KeyPathComparator(sendableKeyPath(value)))
    }
}
