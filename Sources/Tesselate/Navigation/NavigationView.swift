import Foundation

/// A view that shows a stack of pages or, where there is room, columns, as SwiftUI's deprecated
/// `NavigationView` (its replacements are ``NavigationStack`` and ``NavigationSplitView``).
///
/// Each view of `content` is a column: the first the sidebar (primary column), the last the
/// detail, a middle one the supplementary column. How they show depends on
/// `navigationViewStyle(_:)`:
///
/// - `.stack`: a ``NavigationStack`` whose root is the content.
/// - `.columns`: in a compact width (an iPhone) a stack whose root is the first view; links push
///   onto it. In a regular width (an iPad; a Plus or Pro Max iPhone in landscape) a split view:
///   the columns side by side as a ``NavigationSplitView`` lays them out, where a link in a
///   leading column shows its destination in the next column (Apple: "On iPadOS and macOS, the
///   destination content appears in the next column"). A single view is the sidebar, beside an
///   empty detail.
/// - `.automatic` (the default): `.columns` — Apple: "by default, navigation views appear with
///   multiple columns in wider environments, like iPad in landscape orientation"; so a stack on an
///   iPhone, columns on an iPad.
///
/// As with a split view, `.automatic` column visibility on an iPad in portrait shows the detail
/// alone (LayoutRules.md, "Split views").
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
public struct NavigationView<Content: View>: View {
    let content: Content
    @Environment(\.navigationViewStyleKind) private var style
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @State private var model = NavigationSplitModel()
    @State private var linkCount = 0

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        if style == .stack {
            NavigationStack { content }
        } else {
            let views = columns
            if horizontalSizeClass == .regular {
                NavigationSplitColumns(
                    sidebar: views[0], content: views.count > 2 ? views[1] : nil,
                    detail: views.count > 1 ? views[views.count - 1] : AnyView(EmptyView()), visibility: .automatic, model: model,
                    linkCount: $linkCount)
            } else {
                NavigationStack { views[0] }
            }
        }
    }

    /// The content's views, each a column (at least one).
    private var columns: [AnyView] {
        if let container = content as? any NavigationViewColumns {
            let views = container.columnViews.map { AnyView($0) }
            if !views.isEmpty { return views }
        }
        return [AnyView(content)]
    }
}

/// A view listing the columns of a `NavigationView`: a tuple's elements.
protocol NavigationViewColumns {
    var columnViews: [any View] { get }
}

extension TupleView: NavigationViewColumns {
    var columnViews: [any View] { Mirror(reflecting: value).children.compactMap { $0.value as? any View } }
}

/// The look of a `NavigationView`, as SwiftUI's `NavigationViewStyle`. Tesselate has the
/// built-in styles only: a custom style is `.automatic`.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
public protocol NavigationViewStyle {}

/// The styles a `NavigationView` is laid out in.
enum NavigationViewStyleKind: Sendable {
    case automatic, stack, columns
}

/// The default style: columns where the width is regular, a stack elsewhere.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// One page at a time, as SwiftUI's `StackNavigationViewStyle`.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// Columns, as SwiftUI's `ColumnNavigationViewStyle` (made with `.columns`).
@available(iOS, introduced: 15.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationSplitView")
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    init() {}
}

/// A primary stack whose links show in a detail column, as SwiftUI's
/// `DoubleColumnNavigationViewStyle`: laid out as `.columns`.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationSplitView")
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// Columns where the width is regular, a stack elsewhere.
    public static var automatic: DefaultNavigationViewStyle { .init() }
}

@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "replace stack-styled NavigationView with NavigationStack")
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One page at a time.
    public static var stack: StackNavigationViewStyle { .init() }
}

@available(iOS, introduced: 15.0, deprecated: 100000.0, message: "replace styled NavigationView with NavigationSplitView")
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Columns where the width is regular.
    public static var columns: ColumnNavigationViewStyle { .init() }
}

struct NavigationViewStyleKey: EnvironmentKey { static let defaultValue = NavigationViewStyleKind.automatic }

extension EnvironmentValues {
    var navigationViewStyleKind: NavigationViewStyleKind {
        get { self[NavigationViewStyleKey.self] }
        set { self[NavigationViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the navigation views inside, as SwiftUI's `navigationViewStyle(_:)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
    nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        let kind: NavigationViewStyleKind =
            style is StackNavigationViewStyle
            ? .stack : style is ColumnNavigationViewStyle || style is DoubleColumnNavigationViewStyle ? .columns : .automatic
        return environment(\.navigationViewStyleKind, kind)
    }
}
