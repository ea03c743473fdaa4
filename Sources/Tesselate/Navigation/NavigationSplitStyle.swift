import Foundation

/// Which leading columns of a ``NavigationSplitView`` show in regular width, as SwiftUI's
/// `NavigationSplitViewVisibility`. In compact width the split view is a stack and this is not
/// used.
public struct NavigationSplitViewVisibility: Hashable, Codable, Sendable {
    enum Value: String, Codable, Sendable { case automatic, all, doubleColumn, detailOnly }
    let value: Value

    /// The device's default: every column in landscape, the detail alone in portrait (chosen:
    /// iPadOS's default split view tiles its columns in landscape and overlays them in portrait).
    public static var automatic: NavigationSplitViewVisibility { .init(value: .automatic) }
    /// Every column.
    public static var all: NavigationSplitViewVisibility { .init(value: .all) }
    /// The content column and the detail of a three-column view; the same as `all` with two.
    public static var doubleColumn: NavigationSplitViewVisibility { .init(value: .doubleColumn) }
    /// The detail alone.
    public static var detailOnly: NavigationSplitViewVisibility { .init(value: .detailOnly) }
}

/// How a ``NavigationSplitView`` shows its leading columns beside the detail, as SwiftUI's
/// `NavigationSplitViewStyle`. Tesselate has the built-in styles only: a custom style is drawn as
/// `.automatic`.
public protocol NavigationSplitViewStyle {}

/// The styles Tesselate lays out.
enum NavigationSplitStyleKind: Sendable {
    case balanced, prominentDetail
}

/// The platform's style: `.balanced` on iPadOS (chosen: in landscape iPadOS tiles the columns).
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

/// Leading columns push the detail aside: the detail gets the width they leave.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

/// The detail keeps the whole width; shown leading columns cover its leading side.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's default style.
    public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Leading columns push the detail aside.
    public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The detail keeps its width; leading columns cover it.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}

struct NavigationSplitStyleKey: EnvironmentKey { static let defaultValue = NavigationSplitStyleKind.balanced }

extension EnvironmentValues {
    var navigationSplitStyle: NavigationSplitStyleKind {
        get { self[NavigationSplitStyleKey.self] }
        set { self[NavigationSplitStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the split views inside, as SwiftUI's `navigationSplitViewStyle(_:)`.
    nonisolated public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        environment(\.navigationSplitStyle, style is ProminentDetailNavigationSplitViewStyle ? .prominentDetail : .balanced)
    }

    /// Sets a fixed width for the split-view column this view is the root of, as SwiftUI's
    /// `navigationSplitViewColumnWidth(_:)`. Used in regular width; a non-finite or negative width
    /// is a diagnostic and ignored.
    nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        modified(NavigationSplitColumnWidthModifier(min: nil, ideal: width, max: nil))
    }

    /// Sets a flexible width for the split-view column this view is the root of, as SwiftUI's
    /// `navigationSplitViewColumnWidth(min:ideal:max:)`. Tesselate gives the column its ideal width
    /// clamped to `min...max` (nobody drags the divider).
    nonisolated public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        modified(NavigationSplitColumnWidthModifier(min: min, ideal: ideal, max: max))
    }
}
