import Foundation

/// A view that makes its views from a collection, as SwiftUI's `DynamicViewContent`: `ForEach`,
/// and what `onDelete(perform:)` and `onMove(perform:)` return.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    /// The collection the views are made from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
    /// Lets a person delete the rows of this content in a list, as SwiftUI's `onDelete(perform:)`:
    /// `action` gets the offsets of the deleted elements in `data` and must remove them. Tesselate
    /// has no swiping; a test deletes a row with ``ViewHost/deleteListRow(id:)``.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        DynamicViewContentModifier(content: self) { $0.delete = action }
    }

    /// Lets a person move the rows of this content in a list, as SwiftUI's `onMove(perform:)`:
    /// `action` gets the offsets moved and the offset they go before. A test moves a row with
    /// ``ViewHost/moveListRow(id:toOffset:)``.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        DynamicViewContentModifier(content: self) { $0.move = action }
    }
}

/// Dynamic content whose elements' views carry an edit action (a list-row trait).
struct DynamicViewContentModifier<Content: DynamicViewContent>: DynamicViewContent {
    var content: Content
    var change: (inout ListRowTraits) -> Void
    typealias Body = Never

    var data: Content.Data { content.data }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        ListRowTraitWriter(change: change).resolve(content: content, in: resolver, context, into: &nodes)
    }
}

extension DynamicViewContentModifier: PrimitiveView {}
