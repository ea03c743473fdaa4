import Foundation

/// One row of a ``Table`` written out, as SwiftUI's `TableRow`: `rows: { TableRow(order) }`, in a
/// `ForEach` or a `Section` of the table's rows.
///
/// Tesselate's `ForEach` and `Section` hold views, so a `TableRow` is also a view (it draws
/// nothing; SwiftUI does not let it stand among views). The table reads it as a row.
public struct TableRow<Value: Identifiable> {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    let value: Value

    /// A row that shows `value`.
    public init(_ value: Value) { self.value = value }
}

// Declared apart, so that making a row is not main-actor isolated.
extension TableRow: TableRowContent {}

extension TableRow: View {
    /// A row is not drawn as a view: its table draws it.
    public var body: EmptyView { EmptyView() }
}

/// Rows written one after another in a table's `rows` builder, as SwiftUI's `TupleTableRowContent`.
public struct TupleTableRowContent<Value: Identifiable, Content> {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    let parts: [any TableRowCollecting]
}

extension TupleTableRowContent: TableRowContent {}

/// Builds a table's rows, as SwiftUI's `TableRowBuilder`.
@resultBuilder
public enum TableRowBuilder<Value: Identifiable> {
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content where Content.TableRowValue == Value {
        content
    }

    public static func buildBlock() -> TupleTableRowContent<Value, Void> { TupleTableRowContent(parts: []) }

    public static func buildBlock<Content: TableRowContent>(_ content: Content) -> Content where Content.TableRowValue == Value { content }

    public static func buildBlock<each Content: TableRowContent>(_ content: repeat each Content) -> TupleTableRowContent<
        Value, (repeat each Content)
    > {
        var parts: [any TableRowCollecting] = []
        repeat parts.append(collecting(each content))
        return TupleTableRowContent(parts: parts)
    }

    public static func buildOptional<Content: TableRowContent>(_ content: Content?) -> TupleTableRowContent<Value, Content?> {
        TupleTableRowContent(parts: content.map { [collecting($0)] } ?? [])
    }

    public static func buildEither<First: TableRowContent, Second: TableRowContent>(first: First) -> TupleTableRowContent<
        Value, (First?, Second?)
    > {
        TupleTableRowContent(parts: [collecting(first)])
    }

    public static func buildEither<First: TableRowContent, Second: TableRowContent>(second: Second) -> TupleTableRowContent<
        Value, (First?, Second?)
    > {
        TupleTableRowContent(parts: [collecting(second)])
    }

    /// `content` as rows a table collects (row content of a type of one's own through its body).
    static func collecting<Content: TableRowContent>(_ content: Content) -> any TableRowCollecting {
        CollectedRows(content: content)
    }
}

/// The rows a table's row content makes, in sections: a `Section` starts one with its header,
/// rows outside any section go in an untitled one.
struct TableRowSection {
    var header: AnyView?
    var values: [Any]
    /// Whether rows outside a section may be added (it is not a `Section` of the content).
    var isLoose: Bool
}

/// Row content that adds its rows to a table's sections.
protocol TableRowCollecting {
    @MainActor func collectTableRows(into sections: inout [TableRowSection])
}

/// Any row content, collected: built-in content collects itself, content of one's own its body.
struct CollectedRows<Content: TableRowContent>: TableRowCollecting {
    let content: Content

    func collectTableRows(into sections: inout [TableRowSection]) {
        if let content = content as? any TableRowCollecting {
            content.collectTableRows(into: &sections)
        } else if Content.TableRowBody.self != Never.self {
            CollectedRows<Content.TableRowBody>(content: content.tableRowBody).collectTableRows(into: &sections)
        }
    }
}

extension TableRow: TableRowCollecting {
    func collectTableRows(into sections: inout [TableRowSection]) {
        if sections.last?.isLoose != true { sections.append(TableRowSection(header: nil, values: [], isLoose: true)) }
        sections[sections.count - 1].values.append(value)
    }
}

extension TupleTableRowContent: TableRowCollecting {
    func collectTableRows(into sections: inout [TableRowSection]) {
        for part in parts { part.collectTableRows(into: &sections) }
    }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never
}

extension ForEach: TableRowCollecting where Content: TableRowContent {
    func collectTableRows(into sections: inout [TableRowSection]) {
        for element in data { CollectedRows(content: content(element)).collectTableRows(into: &sections) }
    }
}

extension Section: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never
}

extension Section: TableRowCollecting where Content: TableRowContent {
    /// A section of its own, under the section's header (none for an `EmptyView` header).
    func collectTableRows(into sections: inout [TableRowSection]) {
        var inner: [TableRowSection] = []
        CollectedRows(content: content).collectTableRows(into: &inner)
        let header = Parent.self == EmptyView.self ? nil : AnyView(self.header)
        sections.append(TableRowSection(header: header, values: inner.flatMap(\.values), isLoose: false))
    }
}
