import Foundation

struct ScrollBounceKey: EnvironmentKey { static let defaultValue = ScrollBounceBehavior.automatic }
struct ScrollEnabledKey: EnvironmentKey { static let defaultValue = true }
struct ScrollClipDisabledKey: EnvironmentKey { static let defaultValue = false }
struct DefaultScrollAnchorKey: EnvironmentKey { static let defaultValue: UnitPoint? = nil }
struct ScrollPositionRequestKey: EnvironmentKey { static var defaultValue: ScrollPosition.Request? { nil } }

extension EnvironmentValues {
    /// How scroll views in the subtree bounce.
    public var scrollBounceBehavior: ScrollBounceBehavior {
        get { self[ScrollBounceKey.self] }
        set { self[ScrollBounceKey.self] = newValue }
    }

    /// Whether scroll views in the subtree let the user scroll, as SwiftUI's `isScrollEnabled`
    /// (`true` unless `scrollDisabled(true)` is in effect).
    public var isScrollEnabled: Bool {
        get { self[ScrollEnabledKey.self] }
        set { self[ScrollEnabledKey.self] = newValue }
    }

    /// Whether scroll views in the subtree draw their content beyond their bounds.
    var scrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }

    var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }

    var scrollPositionRequest: ScrollPosition.Request? {
        get { self[ScrollPositionRequestKey.self] }
        set { self[ScrollPositionRequestKey.self] = newValue }
    }
}

extension View {
    /// Sets how scroll views in this view bounce, as SwiftUI's `scrollBounceBehavior(_:axes:)`.
    /// With `.basedOnSize`, content that fits its scroll view cannot be scrolled.
    nonisolated public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        environment(\.scrollBounceBehavior, behavior)
    }

    /// Disables scrolling by the user (``ViewHost/scroll(by:in:)`` reports it); programmatic
    /// scrolling still works, as in SwiftUI's `scrollDisabled(_:)`.
    nonisolated public func scrollDisabled(_ disabled: Bool) -> some View {
        environment(\.isScrollEnabled, !disabled)
    }

    /// Lets scroll views in this view draw their content beyond their bounds, as SwiftUI's
    /// `scrollClipDisabled(_:)` (iOS 17): a shadow or a row that reaches past the viewport is
    /// drawn there, and can be tapped there. Layout, and which rows a lazy stack makes, do not
    /// change.
    nonisolated public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        environment(\.scrollClipDisabled, disabled)
    }

    /// Where scroll views in this view start, as SwiftUI's `defaultScrollAnchor(_:)`:
    /// `.bottom` starts at the end of vertical content, `.trailing` at the end of horizontal content.
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environment(\.defaultScrollAnchor, anchor)
    }

    /// Binds scroll views in this view to a scroll position, as SwiftUI's `scrollPosition(_:anchor:)`:
    /// each change of the position made with its `scrollTo` methods scrolls the view.
    nonisolated public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        let value = position.wrappedValue
        return environment(
            \.scrollPositionRequest,
            value.target.map { ScrollPosition.Request(target: $0, anchor: anchor ?? value.anchor, version: value.version) })
    }
}

/// A position to scroll to, as SwiftUI's `ScrollPosition`. Change it with its `scrollTo`
/// methods; a scroll view bound with `scrollPosition(_:)` follows.
public struct ScrollPosition: Equatable {
    var target: ScrollRequest.Target?
    var anchor: UnitPoint?
    var version = 0

    struct Request: Equatable {
        var target: ScrollRequest.Target
        var anchor: UnitPoint?
        var version: Int
    }

    public init(idType: (some Hashable).Type = Never.self) {}
    public init(edge: Edge) { target = .edge(edge) }
    public init(point: CGPoint) { target = .point(point) }
    public init(x: CGFloat = 0, y: CGFloat = 0) { target = .point(CGPoint(x: x, y: y)) }
    public init(id: some Hashable, anchor: UnitPoint? = nil) {
        target = .view(AnyHashable(id))
        self.anchor = anchor
    }

    /// The point scrolled to with `scrollTo(point:)` or `scrollTo(x:y:)`, if that was the last request.
    public var point: CGPoint? { if case .point(let point) = target { return point } else { return nil } }
    /// The edge scrolled to with `scrollTo(edge:)`, if that was the last request.
    public var edge: Edge? { if case .edge(let edge) = target { return edge } else { return nil } }
    /// The id scrolled to with `scrollTo(id:anchor:)`, if that was the last request.
    public var viewID: AnyHashable? { if case .view(let id) = target { return id } else { return nil } }

    public mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil) { request(.view(AnyHashable(id)), anchor) }
    public mutating func scrollTo(point: CGPoint) { request(.point(point), nil) }
    /// Scrolls horizontally to `x`, keeping the vertical offset.
    public mutating func scrollTo(x: CGFloat) { request(.axis(.horizontal, x), nil) }
    /// Scrolls vertically to `y`, keeping the horizontal offset.
    public mutating func scrollTo(y: CGFloat) { request(.axis(.vertical, y), nil) }
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { request(.point(CGPoint(x: x, y: y)), nil) }
    public mutating func scrollTo(edge: Edge) { request(.edge(edge), nil) }

    private mutating func request(_ target: ScrollRequest.Target, _ anchor: UnitPoint?) {
        self.target = target
        self.anchor = anchor
        version += 1
    }
}
