import Foundation

/// How a ``TabView`` looks, as SwiftUI's `TabViewStyle`: ``DefaultTabViewStyle`` (a tab bar) or
/// ``PageTabViewStyle`` (a pager).
public protocol TabViewStyle {
    /// The layout Tesselate gives it.
    var kind: TabViewStyleKind { get }
}

/// The styles Tesselate lays out.
public enum TabViewStyleKind: Hashable, Sendable {
    case automatic, page
}

/// A tab bar at the bottom, as SwiftUI's `DefaultTabViewStyle` on iPhone.
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var kind: TabViewStyleKind { .automatic }
}

/// Pages side by side, one shown at a time, with page dots, as SwiftUI's `PageTabViewStyle`.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show, as SwiftUI's `PageTabViewStyle.IndexDisplayMode`.
    public enum IndexDisplayMode: Hashable, Sendable {
        /// Shown when there is more than one page.
        case automatic
        case always
        case never
    }

    public var indexDisplayMode: IndexDisplayMode
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
    public var kind: TabViewStyleKind { .page }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

extension View {
    /// Sets the style of the tab views inside, as SwiftUI's `tabViewStyle(_:)`.
    nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let mode = (style as? PageTabViewStyle)?.indexDisplayMode ?? .automatic
        return environment(\.tabViewStyle, style.kind).environment(\.pageIndexDisplayMode, mode)
    }
}

struct TabViewStyleKey: EnvironmentKey { static let defaultValue = TabViewStyleKind.automatic }
struct PageIndexDisplayModeKey: EnvironmentKey { static let defaultValue = PageTabViewStyle.IndexDisplayMode.automatic }

extension EnvironmentValues {
    var tabViewStyle: TabViewStyleKind {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }

    var pageIndexDisplayMode: PageTabViewStyle.IndexDisplayMode {
        get { self[PageIndexDisplayModeKey.self] }
        set { self[PageIndexDisplayModeKey.self] = newValue }
    }
}
