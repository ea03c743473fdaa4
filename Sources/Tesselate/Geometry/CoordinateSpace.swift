import Foundation

/// A coordinate space, as SwiftUI's `CoordinateSpace`: the window (`.global`), the view itself
/// (`.local`), or an ancestor that declared a name with `coordinateSpace(name:)`.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

/// A coordinate space usable with `frame(in:)`, as SwiftUI's `CoordinateSpaceProtocol`.
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

/// The window's coordinate space, as SwiftUI's `GlobalCoordinateSpace`.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own coordinate space, as SwiftUI's `LocalCoordinateSpace`.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A named coordinate space, as SwiftUI's `NamedCoordinateSpace`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
    /// The nearest enclosing scroll view's visible region, as SwiftUI's `scrollView` (iOS 17):
    /// its origin is the viewport's top leading corner, so a frame in it moves as the content
    /// scrolls.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: ScrollViewSpaceName(axis: nil)) }
    /// The nearest enclosing scroll view that scrolls along `axis`, as SwiftUI's
    /// `scrollView(axis:)`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { NamedCoordinateSpace(name: ScrollViewSpaceName(axis: axis)) }
}

/// The name of a `.scrollView` space: found on the nearest scroll view (along `axis`), not on a
/// `coordinateSpace(_:)`.
struct ScrollViewSpaceName: Hashable {
    var axis: Axis?
}

extension View {
    /// Names this view's coordinate space, as SwiftUI's `coordinateSpace(name:)`: views inside it
    /// can ask for their frame relative to this view with `.named(name)`.
    nonisolated public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modified(CoordinateSpaceNode(name: AnyHashable(name)))
    }

    /// Names this view's coordinate space, as SwiftUI's `coordinateSpace(_:)`.
    nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modified(CoordinateSpaceNode(name: name.name))
    }
}

struct CoordinateSpaceNode {
    var name: AnyHashable
}

// Declared apart, so that making the modifier is not main-actor isolated (as SwiftUI's
// modifiers are `nonisolated`); resolving it is.
extension CoordinateSpaceNode: WrappingModifier, WrapperBehavior {
    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior { self }

    var kindName: String { "coordinateSpace" }
    var dumpAttributes: [DumpAttribute] { [DumpAttribute(dumpValue(name))] }
}
