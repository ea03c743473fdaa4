import Foundation

extension View {
    /// Runs `action` when the value of `key` produced by this view's subtree changes, as SwiftUI's
    /// `onPreferenceChange(_:perform:)`: once for the first value, then whenever the value differs
    /// from the last one seen, after layout. A subtree that sets nothing produces `defaultValue`.
    nonisolated public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void)
        -> some View
    where K.Value: Equatable {
        modified(PreferenceChangeReader<K>(action: action))
    }
}

struct PreferenceChangeReader<K: PreferenceKey> where K.Value: Equatable {
    var action: (K.Value) -> Void
}

// The conformances in an extension, so the memberwise initialiser stays nonisolated (the
// modifiers that make this value are nonisolated, as SwiftUI declares them).
extension PreferenceChangeReader: WrappingModifier, WrapperBehavior, PassObserving where K.Value: Equatable {
    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior { self }

    var kindName: String { "onPreferenceChange" }
    var dumpAttributes: [DumpAttribute] { [DumpAttribute("\(K.self)")] }

    /// The dump shows the value the reader sees.
    func treeDetails(_ node: NodeIndex, _ tree: ResolvedTree) -> [DumpAttribute] {
        [DumpAttribute("value", dumpValue(PreferenceValues(tree: tree).value(K.self, of: tree[node].children[0]) ?? K.defaultValue))]
    }

    func runCallbacks(_ node: NodeIndex, _ pass: PassObservers) -> [String] {
        let value = pass.preferences.value(K.self, of: pass.tree[node].children[0]) ?? K.defaultValue
        let id = pass.tree[node].id
        // SwiftUI documents the action as run "when the specified preference key's value
        // changes" (developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:));
        // in practice it runs once when the value first becomes known, whatever it is (the
        // default value or `nil` included), then on each change. So "never seen" runs the
        // action, and a value seen before, `nil` included, runs it only if it differs.
        guard pass.observed.preferenceValues.keep(value, id, Self.self) != nil else { return [] }
        action(value)
        pass.changedPreferenceKeys.append(K.self)
        return ["preference \(K.self) = \(dumpValue(value))"]
    }
}

extension View {
    /// Layers a view built from the preference value of this view's subtree in front of it, as
    /// SwiftUI's `overlayPreferenceValue(_:alignment:_:)`.
    nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center,
        @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modified(PreferenceContent<K, V>(transform: transform, alignment: alignment, role: .overlay))
    }

    /// Layers a view built from the preference value of this view's subtree behind it, as
    /// SwiftUI's `backgroundPreferenceValue(_:alignment:_:)`.
    nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center,
        @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modified(PreferenceContent<K, V>(transform: transform, alignment: alignment, role: .background))
    }
}

/// A background or overlay built from a preference value. The content is built from the value of
/// the previous pass; when the value turns out different after layout, the pass runs again.
struct PreferenceContent<K: PreferenceKey, V: View> {
    var transform: (K.Value) -> V
    var alignment: Alignment
    var role: DecorationRole
}

// The conformances in an extension, so the memberwise initialiser stays nonisolated (the
// modifiers that make this value are nonisolated, as SwiftUI declares them).
extension PreferenceContent: PrimitiveModifier {
    func resolve<Content: View>(content: Content, in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        // The value is kept under the id of the view it decorates.
        let key = NodeID(rawValue: context.identity)
        // Before the first layout, the content is built from the key's default value.
        let value: K.Value
        switch resolver.host.observed.preferenceValues[key, PreferenceContentNode<K>.self, as: K.Value.self] {
        case .never: value = K.defaultValue
        case .seen(let seen): value = seen
        }
        let decorated = Decoration(content: transform(value), alignment: alignment, role: role)
        let start = nodes.count
        decorated.resolve(content: content, in: resolver, context, into: &nodes)
        var own = Array(nodes[start...])
        resolver.wrapEach(&own, context) { _ in PreferenceContentNode<K>(builtFrom: value, key: key) }
        nodes.replaceSubrange(start..., with: own)
    }
}

struct PreferenceContentNode<K: PreferenceKey>: WrapperBehavior, PassObserving {
    var builtFrom: K.Value
    /// Where the value is kept for the next pass.
    var key: NodeID

    var kindName: String { "preferenceValue" }
    var dumpAttributes: [DumpAttribute] { [DumpAttribute("\(K.self)", dumpValue(builtFrom))] }

    func recordInputs(_ node: NodeIndex, _ pass: PassObservers) -> String? {
        // The value of the decorated view (the decoration node's first child).
        let decoration = pass.tree[node].children[0]
        let value = pass.preferences.value(K.self, of: pass.tree[decoration].children[0]) ?? K.defaultValue
        pass.observed.preferenceValues[key, Self.self, as: K.Value.self] = .seen(value)
        guard !sameValue(value, builtFrom) else { return nil }
        pass.changedPreferenceKeys.append(K.self)
        return "preference \(K.self) = \(dumpValue(value))"
    }
}

/// Whether two values are equal: by `==` when they are `Equatable`, else by their exact printed
/// forms (in which dictionaries and sets are sorted, so that equal ones compare equal).
func sameValue(_ a: Any, _ b: Any) -> Bool {
    if let a = a as? any Equatable { return a.isEqual(to: b) }
    let exact = DumpValue(exact: true)
    return exact.text(a, depth: 0) == exact.text(b, depth: 0)
}

extension Equatable {
    func isEqual(to other: Any) -> Bool { (other as? Self).map { $0 == self } ?? false }
}
