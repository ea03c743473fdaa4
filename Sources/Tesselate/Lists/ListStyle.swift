import Foundation

/// The look of a ``List``, as SwiftUI's `ListStyle`. Tesselate has iOS's built-in styles; a
/// style of your own is drawn as `.insetGrouped`, iOS's automatic style.
public protocol ListStyle {}

/// The built-in styles, each naming its look.
protocol BuiltInListStyle: ListStyle {
    var kind: ListStyleKind { get }
}

/// The looks Tesselate draws (see ``ListMetrics``).
enum ListStyleKind: String, Sendable {
    case plain, grouped, inset, insetGrouped, sidebar
}

/// The platform's default list style, as SwiftUI's `DefaultListStyle`: inset grouped on iOS, the
/// sidebar style in a split view's sidebar.
public struct DefaultListStyle: ListStyle, BuiltInListStyle {
    public init() {}
    var kind: ListStyleKind { .insetGrouped }
}

/// Rows edge to edge on a white ground, as SwiftUI's `PlainListStyle`.
public struct PlainListStyle: ListStyle, BuiltInListStyle {
    public init() {}
    var kind: ListStyleKind { .plain }
}

/// Sections edge to edge on the grouped ground, as SwiftUI's `GroupedListStyle`.
public struct GroupedListStyle: ListStyle, BuiltInListStyle {
    public init() {}
    var kind: ListStyleKind { .grouped }
}

/// Rows inset from the list's edges on a white ground, as SwiftUI's `InsetListStyle`.
public struct InsetListStyle: ListStyle, BuiltInListStyle {
    public init() {}
    var kind: ListStyleKind { .inset }
}

/// Sections as rounded cards inset from the edges on the grouped ground (iOS's default look), as
/// SwiftUI's `InsetGroupedListStyle`.
public struct InsetGroupedListStyle: ListStyle, BuiltInListStyle {
    public init() {}
    var kind: ListStyleKind { .insetGrouped }
}

/// A sidebar's look, as SwiftUI's `SidebarListStyle`: on an iPhone, inset cards with separators
/// and plain headers, the first card at the list's top (iOS 17); no separators in a regular width.
public struct SidebarListStyle: ListStyle, BuiltInListStyle {
    public init() {}
    var kind: ListStyleKind { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
    /// Sets the style of the lists in this view, as SwiftUI's `listStyle(_:)`. `.automatic` is
    /// inset grouped, or the sidebar style in a split view's sidebar.
    nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.requestedListStyle, style is DefaultListStyle ? nil : (style as? any BuiltInListStyle)?.kind ?? .insetGrouped)
    }
}
