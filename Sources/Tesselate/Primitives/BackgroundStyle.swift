import Foundation

/// The background style in the current context, as SwiftUI's `BackgroundStyle` (also written
/// `.background`).
///
/// It resolves where it is drawn: to the style set with ``View/backgroundStyle(_:)`` (the
/// environment's ``EnvironmentValues/backgroundStyle``), else to the system background, iOS's
/// `systemBackground` (white; black in the dark appearance).
///
/// **Difference:** SwiftUI raises the system background inside some containers (grouped lists,
/// sheets); Tesselate uses `systemBackground` wherever no style is set.
public struct BackgroundStyle: ShapeStyle, Hashable {
    /// The background style of the current context.
    public init() {}

    public var representativeColor: Color { ListMetrics.cellBackground }
}

extension BackgroundStyle: EnvironmentResolvedStyle {
    func fill(in environment: EnvironmentValues) -> Fill {
        guard let style = environment.backgroundStyle else { return .color(ListMetrics.cellBackground) }
        // A background style that is itself `.background` (or holds it) is the system background.
        var outer = environment
        outer.backgroundStyle = nil
        return Fill.resolving(style, in: outer)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style in the current context, as SwiftUI's `background`.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

struct BackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

extension EnvironmentValues {
    /// A style that overrides the system background where set, as SwiftUI's `backgroundStyle`:
    /// what ``BackgroundStyle`` (`.background`) resolves to; `nil` (the default) for the system
    /// background.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style backgrounds inside this view are drawn with, as SwiftUI's
    /// `backgroundStyle(_:)`: the environment's ``EnvironmentValues/backgroundStyle``, which
    /// `.background` styles (and ``background(in:fillStyle:)``) resolve to. It draws nothing itself.
    nonisolated public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }

    /// Layers `shape`, filled with the background style, behind this view, as SwiftUI's
    /// `background(in:fillStyle:)`: ``background(_:in:fillStyle:)`` with `.background`, so it
    /// draws the style set with ``backgroundStyle(_:)`` or else the system background.
    nonisolated public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }
}
