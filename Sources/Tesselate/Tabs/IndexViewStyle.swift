import Foundation

/// How the page dots of a paged `TabView` are drawn, as SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle: Sendable {}

/// Page dots, as SwiftUI's `PageIndexViewStyle`, with a background behind them when
/// `backgroundDisplayMode` says so.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots have a background, as SwiftUI's `PageIndexViewStyle.BackgroundDisplayMode`.
    public enum BackgroundDisplayMode: Hashable, Sendable {
        case automatic, always, interactive, never
    }

    public var backgroundDisplayMode: BackgroundDisplayMode
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension View {
    /// Sets the style of the page dots of the paged tab views in this view, as SwiftUI's
    /// `indexViewStyle(_:)`. The dots take no room in the layout; their background is not drawn
    /// in Tesselate's pictures (a drawing difference only).
    nonisolated public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }
}
