import Foundation

/// Views computed from a collection, one per element, as SwiftUI's `ForEach`.
///
/// Each element's views are identified by the element's id, so they keep their identity (and
/// state) when elements are inserted or moved. Elements with the same id are reported once, as
/// a ``Diagnostic``, as SwiftUI logs them; all are still shown, each a view of its own (the
/// second is identified by the id and its place among the repeats), so their state, geometry and
/// callbacks stay apart.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View> {
    public var data: Data
    public var content: (Data.Element) -> Content
    let idOf: (Data.Element) -> ID
    /// Whether each element is its own id (`\.self`): the ids of a range are then all different.
    let idIsElement: Bool
    public typealias Body = Never

    /// Views for the elements of `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        // `\.self` (ranges, strings…) is the element itself: no key path to apply per element.
        // Told without making `\Data.Element.self` to compare with: a key path written in
        // generic code is built anew at each call (about 6,000 instructions). A key path from a
        // type to itself at offset 0 is `\.self`: a stored property of a struct's own type
        // cannot exist, and a class's or a computed one has no offset.
        if ID.self == Data.Element.self, MemoryLayout<Data.Element>.offset(of: id) == 0 {
            self.idOf = { unsafeBitCast($0, to: ID.self) }
            idIsElement = true
        } else {
            self.idOf = { $0[keyPath: id] }
            idIsElement = false
        }
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
        // Not `self.init(data, id: \.self, …)`: that key path would be built at every call.
        self.data = data
        self.content = content
        idOf = { $0 }
        idIsElement = true
    }
}

extension ForEach: PrimitiveView {
    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        if let container = context.lazyContainer {
            resolveLazily(in: resolver, container, context, into: &nodes)
            return
        }
        let count = data.count, treeStart = resolver.tree.count
        nodes.reserveCapacity(nodes.count + count)
        // Once the first element is resolved: room for as many nodes for each other element.
        func reserveAfter(_ offset: Int) {
            if offset == 0 { resolver.reserveNodes((resolver.tree.count - treeStart) * (count - 1)) }
        }
        // One context for the elements, whose identity each element sets (a copy of the whole
        // context for each element would retain what it holds).
        var elementContext = context
        if idIsElement, let range = data as? Range<Int> {
            // Integers identified by themselves (`ForEach(0..<n)`): no id repeats, so none is
            // counted.
            for (offset, value) in range.enumerated() {
                resolveElement(
                    unsafeBitCast(value, to: Data.Element.self), id: .int(value),
                    identity: ResolveContext.derived(from: context.identity, intID: value), offset: offset, in: resolver,
                    &elementContext, into: &nodes)
                reserveAfter(offset)
            }
            return
        }
        var occurrences: [ID: Int] = [:]
        occurrences.reserveCapacity(count)
        var repeated: [Repeat] = []
        // This code is generic: it reaches the collection through its witness tables, where
        // each step of an index costs hundreds of instructions. The commonest data, a range of
        // integers, is walked as integers; the others by index (no layers of iterators).
        if let range = data as? Range<Int> {
            for (offset, value) in range.enumerated() {
                resolveElement(
                    unsafeBitCast(value, to: Data.Element.self), offset: offset, &occurrences, &repeated, in: resolver, context,
                    &elementContext, into: &nodes)
                reserveAfter(offset)
            }
        } else {
            var index = data.startIndex, offset = 0
            let end = data.endIndex
            while index != end {
                resolveElement(
                    data[index], offset: offset, &occurrences, &repeated, in: resolver, context, &elementContext, into: &nodes)
                reserveAfter(offset)
                data.formIndex(after: &index)
                offset += 1
            }
        }
        reportRepeats(repeated, occurrences, nodes, resolver, context)
    }

    /// Resolves the views of the element at `offset`, identified by its id. Inlined into the
    /// loops over the elements: this code is generic, and the metadata of the types it uses (the
    /// dictionary of counts) is then looked up once per `ForEach`, not once per element.
    @inline(__always)
    @MainActor func resolveElement(
        _ element: Data.Element, offset: Int, _ occurrences: inout [ID: Int], _ repeated: inout [Repeat], in resolver: Resolver,
        _ context: ResolveContext, _ elementContext: inout ResolveContext, into nodes: inout [NodeIndex]
    ) {
        let id = idOf(element)
        // One look-up: the count is read and raised in place.
        let occurrence = ForEach.takeOccurrence(&occurrences[id, default: 0])
        if occurrence == 1 { repeated.append(Repeat(id: id, at: nodes.count)) }
        if occurrence == 0, ID.self == Int.self {
            // An `Int` id is kept and stepped as a range's element is (`ForEach(0..<n)`), so that
            // a range and an array of the same numbers make the same views, with the same state.
            let number = unsafeBitCast(id, to: Int.self)
            resolveElement(
                element, id: .int(number), identity: ResolveContext.derived(from: context.identity, intID: number), offset: offset,
                in: resolver, &elementContext, into: &nodes)
            return
        }
        // A repeat is a view of its own, with its own state and memory: its identity is the
        // id and how many times the id came before.
        // Made once: wrapping a value in `AnyHashable` costs a dynamic cast.
        let key = AnyHashable(id)
        let step: PathComponent = occurrence == 0 ? .id(key) : ForEach.repeatStep(id, occurrence)
        resolveElement(
            element, id: .any(key), identity: ResolveContext.derived(from: context.identity, step), offset: offset, in: resolver,
            &elementContext, into: &nodes)
    }

    /// Resolves the views of `element` with `identity` (one step below the `ForEach`'s), in
    /// `elementContext` (the `ForEach`'s context with that identity), and gives them its id and
    /// offset. The identity is derived by the caller: an integer id's step is then mixed without
    /// making a ``PathComponent``, whose copies are outlined calls (one per element).
    @inline(__always)
    @MainActor func resolveElement(
        _ element: Data.Element, id key: TraitID, identity: Int, offset: Int, in resolver: Resolver,
        _ elementContext: inout ResolveContext, into nodes: inout [NodeIndex]
    ) {
        let start = nodes.count
        elementContext.identity = identity
        // A lazy container resolved again keeps the rows it made before, as they were made (see
        // `LazyRowReuse`).
        if resolver.rowReuse != nil, resolver.reuseRow(elementContext.identity, into: &nodes) { return }
        resolver.resolve(content(element), elementContext, into: &nodes)
        identifyElement(nodes[start...], id: key, offset: offset, in: &resolver.tree.nodes)
    }

    /// The identity step of a repeat of an id, apart: its type's metadata is then looked up only
    /// for repeats.
    @inline(never)
    private static func repeatStep(_ id: ID, _ occurrence: Int) -> PathComponent {
        .id(AnyHashable(RepeatedID(id: id, occurrence: occurrence)))
    }

    /// The count before it is raised by one.
    private static func takeOccurrence(_ count: inout Int) -> Int {
        defer { count += 1 }
        return count
    }

    /// Gives an element's nodes its id and offset. As in SwiftUI, an element's id identifies its
    /// views for `scrollTo` and look-ups, unless the element has an `.id` of its own; the offset
    /// is for `onDelete` and `onMove`. The tree's nodes are lent once (each access to them checks
    /// exclusivity at run time).
    private func identifyElement(_ elementNodes: ArraySlice<NodeIndex>, id: TraitID, offset: Int, in nodes: inout [ResolvedNode]) {
        for node in elementNodes { nodes[node].identifyAsElement(id: id, offset: offset) }
    }

    /// An id that occurs more than once, and where the views of its second occurrence start in
    /// the `ForEach`'s list of nodes.
    struct Repeat {
        var id: ID
        var at: Int
    }

    /// Reports the ids that occur more than once, as SwiftUI logs them: one diagnostic for each id
    /// (for the first five; the fifth counts the rest), naming the view of the id's second
    /// occurrence (the first that repeats it), or the `ForEach`'s container if that made no view.
    @MainActor func reportRepeats(
        _ repeated: [Repeat], _ occurrences: [ID: Int], _ nodes: [NodeIndex], _ resolver: Resolver, _ context: ResolveContext
    ) {
        for (index, twice) in repeated.prefix(5).enumerated() {
            var listed = "\(dumpValue(twice.id)) \(occurrences[twice.id] ?? 2) times"
            if index == 4, repeated.count > 5 { listed += " (and \(repeated.count - 5) more IDs repeat)" }
            let message =
                "ForEach: an ID occurs more than once in the collection: \(listed); each repeat is shown as a view of its own, "
                + "identified by its ID and its place among the repeats"
            if twice.at < nodes.count {
                resolver.report(.duplicateID, message, node: nodes[twice.at])
            } else {
                resolver.report(.duplicateID, message, context)
            }
        }
    }
}

/// The identity step of the second and later elements of a `ForEach` with the same id.
private struct RepeatedID<ID: Hashable>: Hashable {
    var id: ID
    var occurrence: Int
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension ForEach: View {}
