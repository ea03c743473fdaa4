import Foundation

extension View {
    /// Runs `action` with a value made from the view's geometry when that value changes, as
    /// SwiftUI's `onGeometryChange(for:of:action:)` (iOS 16 and later).
    ///
    /// `transform` gets a ``GeometryProxy`` of the view itself (its size, its frame in any
    /// coordinate space, its safe-area insets) after each layout; `action` runs when the value
    /// differs from the last one, after the layout, and state it changes starts another pass. As
    /// on iOS, the action also runs with the first value the view is laid out with: apps read a
    /// size into state this way (`.onGeometryChange(for: CGFloat.self) { $0.size.height } action:
    /// { height = $0 }`). Unlike a `GeometryReader` in a background, the view's layout is not
    /// changed and no view is added.
    nonisolated public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        modified(GeometryChangeObserver(transform: transform, action: { _, new in action(new) }))
    }

    /// Runs `action` with the old and new value made from the view's geometry when that value
    /// changes, as SwiftUI's `onGeometryChange(for:of:action:)` with two parameters. The first
    /// call, with the first value the view is laid out with, has that value as both.
    nonisolated public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modified(GeometryChangeObserver(transform: transform, action: action))
    }
}

/// `onGeometryChange`: after each layout, the value `transform` makes from the wrapped view's
/// geometry, compared with the last pass's.
struct GeometryChangeObserver<T: Equatable> {
    var transform: (GeometryProxy) -> T
    var action: (T, T) -> Void
}

// The conformances in an extension: the memberwise initialiser stays nonisolated.
extension GeometryChangeObserver: WrappingModifier, WrapperBehavior, PassObserving {
    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior { self }

    var kindName: String { "onGeometryChange" }

    func runCallbacks(_ node: NodeIndex, _ pass: PassObservers) -> [String] {
        let id = pass.tree[node].id
        let proxy = GeometryProxy(snapshot: pass.snapshot(of: node), anchorGeometry: pass.observed.geometry)
        let value = transform(proxy)
        switch pass.observed.changeValues.keep(value, id, Self.self) {
        case nil:
            return []
        case .never?:
            action(value, value)
            return []
        case .seen(let last)?:
            action(last, value)
            return ["onGeometryChange \(pass.tree.path(to: node)): \(dumpValue(last)) → \(dumpValue(value))"]
        }
    }
}
