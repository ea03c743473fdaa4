import Foundation

/// The rows of a ``Table``, as SwiftUI's `TableRowContent`: a collection's elements
/// (``TableForEachContent``), or rows written out (``TableRow``, `ForEach` and `Section` of rows).
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue> {
    /// The type of value each row shows.
    associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
    /// The content's own rows, for a custom type of row content.
    associatedtype TableRowBody: TableRowContent
    /// The rows this content is made of.
    var tableRowBody: TableRowBody { get }
}

extension TableRowContent where TableRowBody == Never {
    /// Built-in row content has no body.
    public var tableRowBody: Never { fatalError("\(Self.self) is built in and has no body") }
}

extension Never: TableRowContent {
    public typealias TableRowBody = Never
}

/// The rows a ``Table`` makes of a collection, one an element, as SwiftUI's `TableForEachContent`.
public struct TableForEachContent<Data: RandomAccessCollection> where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    public typealias TableRowBody = Never
}

// Declared apart, so that making rows is not main-actor isolated.
extension TableForEachContent: TableRowContent {}
