import Foundation

/// A named value produced by a view and read by its ancestors, as SwiftUI's `PreferenceKey`.
///
/// Values are combined as SwiftUI combines them, after layout, bottom-up in tree order: a subtree
/// that sets nothing contributes nothing; the first contributing child's value is taken as it is
/// and each following sibling's is merged into it with ``reduce(value:nextValue:)``. (SwiftUI
/// calls `reduce` only to merge two values: the seed article 000 relies on a key whose `reduce`
/// discards the next value, which would otherwise always yield `defaultValue`.) A value set in a
/// `background`, an `overlay`, a `mask` or a `GeometryReader` reaches the ancestors of the view
/// it decorates, since that content is part of the view's subtree.
public protocol PreferenceKey {
    associatedtype Value
    /// The value of a view that sets none, as seen by a reader of an empty subtree.
    static var defaultValue: Value { get }
    /// Merges the next sibling's value into the values gathered so far.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// `nil`, as SwiftUI supplies for a key whose value can be `nil` and that declares no
    /// `defaultValue` of its own.
    public static var defaultValue: Value { nil }
}

extension View {
    /// Sets a preference value for ancestors to read, as SwiftUI's `preference(key:value:)`. The
    /// value replaces whatever this view's content set for the same key.
    nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modified(PreferenceWriter<K>(operation: .set(value)))
    }

    /// Changes the preference value this view's subtree produces, as SwiftUI's
    /// `transformPreference(_:_:)`; it starts from `defaultValue` when the subtree sets nothing.
    nonisolated public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void)
        -> some View
    {
        modified(PreferenceWriter<K>(operation: .transform(callback)))
    }
}

struct PreferenceWriter<K: PreferenceKey> {
    enum Operation {
        case set(K.Value)
        case transform((inout K.Value) -> Void)
    }

    var operation: Operation
}

// The conformances in an extension, so the memberwise initialiser stays nonisolated (the
// modifiers that make this value are nonisolated, as SwiftUI declares them).
extension PreferenceWriter: WrappingModifier, WrapperBehavior {
    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior { self }

    var kindName: String {
        if case .set = operation { return "preference" }
        return "transformPreference"
    }

    var dumpAttributes: [DumpAttribute] {
        if case .set(let value) = operation { return [DumpAttribute("\(K.self)", dumpValue(value))] }
        return [DumpAttribute("\(K.self)")]
    }

    /// The subtree's value once this modifier has set or transformed it.
    func apply(to combined: K.Value?) -> K.Value? {
        switch operation {
        case .set(let value):
            return value
        case .transform(let transform):
            var value = combined ?? K.defaultValue
            transform(&value)
            return value
        }
    }
}

/// The preference values of one pass, computed on demand per key and memoised per node.
@MainActor
final class PreferenceValues {
    let tree: ResolvedTree
    private var memo: [ObjectIdentifier: [NodeIndex: Any]] = [:]

    init(tree: ResolvedTree) { self.tree = tree }

    /// The value `node`'s subtree produces for `K`, or `nil` if it sets none.
    func value<K: PreferenceKey>(_ key: K.Type, of node: NodeIndex) -> K.Value? {
        let id = ObjectIdentifier(K.self)
        if let known = memo[id]?[node] { return known as? K.Value }
        var combined: K.Value?
        for child in tree[node].children {
            guard let next = value(K.self, of: child) else { continue }
            if combined == nil {
                combined = next
            } else {
                K.reduce(value: &combined!, nextValue: { next })
            }
        }
        if let writer = tree[node].behavior as? PreferenceWriter<K> { combined = writer.apply(to: combined) }
        memo[id, default: [:]][node] = combined as Any
        return combined
    }
}
