import Foundation

/// What the engine and the resolver need to know about a type of ``Layout`` beyond the protocol:
/// found once per type and kept, so that making a stack's node costs no cast to a protocol (a
/// failed one is the slowest kind of cast, and most layouts are not lazy containers).
struct LayoutKind {
    /// Whether the layout is a lazy container (``LazyContainerLayout``).
    var isLazyContainer: Bool
    /// Whether its stack axis depends on the instance (``StackAxisProviding``).
    var providesStackAxis: Bool

    @MainActor private static let known = TypeFacts {
        LayoutKind(isLazyContainer: $0 is any LazyContainerLayout.Type, providesStackAxis: $0 is any StackAxisProviding.Type)
    }

    /// The kind of `L`.
    @MainActor static func of<L: Layout>(_: L.Type) -> LayoutKind { known[L.self] }

    /// The stack axis of `layout`: the instance's when it provides one, else its type's
    /// orientation.
    @MainActor static func stackAxis<L: Layout>(of layout: L) -> Axis? {
        guard of(L.self).providesStackAxis else { return L.layoutProperties.stackOrientation }
        return (layout as? any StackAxisProviding)?.stackAxis ?? L.layoutProperties.stackOrientation
    }

    /// The spacing a stack layout was given, checked when its view resolves (`nil`: none, or not
    /// a stack). Casts to the two types, which cost little where a cast to a protocol does not.
    static func stackSpacing<L: Layout>(of layout: L) -> CGFloat? {
        if let stack = layout as? HStackLayout { return stack.spacing }
        if let stack = layout as? VStackLayout { return stack.spacing }
        return nil
    }
}
