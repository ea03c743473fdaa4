import Foundation

extension ForEach {
    /// Views for the elements of a binding to a collection of `Identifiable` elements, each given a
    /// binding to its element, as SwiftUI's `init(_:content:)` for bindings:
    /// `ForEach($items) { $item in TextField("Name", text: $item.name) }`. Views are identified by
    /// their element's id; the binding reads and writes the element at its index.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
        C.Element: Identifiable, C.Index: Hashable
    {
        self.init(data, id: \.id, content: content)
    }

    /// Views for the elements of a binding to a collection, identified by the key path `id`, each
    /// given a binding to its element, as SwiftUI's `init(_:id:content:)` for bindings.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        let elements = data.wrappedValue
        let indexed = elements.indices.lazy.map { index in (index, elements[index][keyPath: id]) }
        self.init(indexed, id: \.1) { element in content(data[dynamicMember: \C.[element.0]]) }
    }
}
