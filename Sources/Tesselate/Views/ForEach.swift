import Foundation

/// Views computed from a collection, one per element, as SwiftUI's `ForEach`.
///
/// Each element's views are identified by the element's id, so they keep their identity (and
/// state) when elements are inserted or moved. Two elements with the same id are reported as a
/// ``Diagnostic``, as SwiftUI logs them; both are still shown.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View> {
    public var data: Data
    public var content: (Data.Element) -> Content
    let idOf: (Data.Element) -> ID
    public typealias Body = Never

    /// Views for the elements of `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0[keyPath: id] }
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    /// Views for `Identifiable` elements, identified by their `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range, identified by their offset.
    ///
    /// As in SwiftUI, the range is meant to be constant; for a range that changes use
    /// `ForEach(range, id: \.self)`.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach: PrimitiveView {
    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        var seen = Set<ID>()
        seen.reserveCapacity(data.count)
        for element in data {
            let id = idOf(element)
            if !seen.insert(id).inserted {
                resolver.report(.warning, "ForEach: the ID \(id) occurs more than once in the collection; "
                    + "views with a duplicate ID share an identity and may show the wrong state", context)
            }
            let start = nodes.count
            resolver.resolve(content(element), context.appending(.id(AnyHashable(id))), into: &nodes)
            // As in SwiftUI, an element's id identifies its views for `scrollTo` and look-ups,
            // unless the element has an `.id` of its own.
            for node in nodes[start...] where resolver.tree[node].listID == nil {
                resolver.tree[node].explicitID = AnyHashable(id)
                resolver.tree[node].listID = AnyHashable(id)
            }
        }
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension ForEach: View {}
