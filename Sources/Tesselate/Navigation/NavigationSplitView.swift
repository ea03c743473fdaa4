import Foundation

/// A view that shows two or three columns, where a selection in a leading column chooses what the
/// next shows, as SwiftUI's `NavigationSplitView`.
///
/// **Compact width** (an iPhone; the environment's `horizontalSizeClass`): it collapses to one
/// stack, as iOS does. The sidebar is the root page; selecting a row of a `List(selection:)` in
/// it (``ViewHost/selectListRow(id:)``, or tapping a `NavigationLink(value:)` row, which selects
/// its value) pushes the content column (three columns) or the detail; a selection in the content
/// column pushes the detail. Popping a column (``ViewHost/goBack()``, the back button) clears
/// the selection of the list that pushed it, as iOS does. Other links push onto the stack as in a
/// ``NavigationStack``.
///
/// **Regular width** (an iPad, a large iPhone in landscape): the columns stand side by side, each
/// a stack with its own navigation bar (LayoutRules.md, "Split views"): the sidebar 320 points
/// wide, the content column 320, the detail the rest (`navigationSplitViewColumnWidth` changes a
/// column's). `columnVisibility` and `navigationSplitViewStyle(_:)` choose which leading columns
/// show and whether they push the detail aside (`.balanced`) or cover it (`.prominentDetail`).
///
/// Differs from SwiftUI: in regular width a `NavigationLink(value:)` in the sidebar pushes onto the
/// sidebar's stack (SwiftUI shows its destination in the detail column); a selection made in
/// code does not push in compact width; a `NavigationStack` inside a column keeps its own bar.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    @State private var ownVisibility = NavigationSplitViewVisibility.automatic
    @State private var model = NavigationSplitModel()
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    /// A three-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        columnVisibility = nil
    }

    /// A three-column split view whose leading columns' visibility (in regular width) is
    /// `columnVisibility`.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        self.columnVisibility = columnVisibility
    }

    public var body: some View {
        let visibility = columnVisibility?.wrappedValue ?? ownVisibility
        if horizontalSizeClass == .regular {
            NavigationSplitColumns(
                sidebar: AnyView(sidebar), content: content.map { AnyView($0) }, detail: AnyView(detail), visibility: visibility)
        } else {
            NavigationSplitCollapsed(sidebar: sidebar, columns: columns, model: model)
        }
    }

    /// The columns after the sidebar, in order.
    private var columns: [AnyView] { (content.map { [AnyView($0)] } ?? []) + [AnyView(detail)] }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view: a sidebar and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
        columnVisibility = nil
    }

    /// A two-column split view whose sidebar's visibility (in regular width) is `columnVisibility`.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
        self.columnVisibility = columnVisibility
    }
}

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
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        environment(\.navigationSplitStyle, style is ProminentDetailNavigationSplitViewStyle ? .prominentDetail : .balanced)
    }

    /// Sets a fixed width for the split-view column this view is the root of, as SwiftUI's
    /// `navigationSplitViewColumnWidth(_:)`. Used in regular width; a non-finite or negative width
    /// is a diagnostic and ignored.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        modified(NavigationSplitColumnWidthModifier(min: nil, ideal: width, max: nil))
    }

    /// Sets a flexible width for the split-view column this view is the root of, as SwiftUI's
    /// `navigationSplitViewColumnWidth(min:ideal:max:)`. Tesselate gives the column its ideal width
    /// clamped to `min...max` (nobody drags the divider).
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        modified(NavigationSplitColumnWidthModifier(min: min, ideal: ideal, max: max))
    }
}

/// What a split view keeps across updates: the views of its columns after the sidebar as of its
/// latest body, and how to clear the selection that pushed each column (compact width).
@MainActor
final class NavigationSplitModel {
    /// The content column (three columns) and the detail, as of the latest body.
    var columns: [AnyView] = []
    /// Clears the selection of the list in the column at each index (0 the sidebar).
    var clearSelection: [Int: @MainActor () -> Void] = [:]
    /// The pushed column pages' keys, unique to this split view.
    var keyBase: Int { ObjectIdentifier(self).hashValue & 0x3fff_ffff }
}

/// What the views in one column of a collapsed split view see of it: a selection in a list there
/// shows the next column.
struct NavigationSplitColumnContext {
    var model: NavigationSplitModel
    /// The column (0 the sidebar).
    var column: Int

    /// `selection` that also pushes the next column after a selection, and that the split view
    /// clears when the next column is popped.
    @MainActor func wrap(_ selection: ListSelection, navigation: NavigationContext) -> ListSelection {
        let model = self.model, column = self.column
        model.clearSelection[column] = selection.clear
        var wrapped = selection
        wrapped.select = { value in
            selection.select(value)
            let next = column + 1
            guard next <= model.columns.count else { return }
            let key = model.keyBase + next
            guard !navigation.isPushed(key) else { return }
            navigation.pushView(
                PushedPage(
                    view: AnyView(NavigationSplitColumnPage(model: model, column: next)), key: key, isPresented: nil,
                    onPop: { model.clearSelection[column]?() }))
        }
        return wrapped
    }
}

struct NavigationSplitColumnKey: EnvironmentKey { static let defaultValue: NavigationSplitColumnContext? = nil }

extension EnvironmentValues {
    /// The column of a collapsed split view the view is in, if any.
    var navigationSplitColumn: NavigationSplitColumnContext? {
        get { self[NavigationSplitColumnKey.self] }
        set { self[NavigationSplitColumnKey.self] = newValue }
    }
}

/// A collapsed split view: a stack whose root is the sidebar.
struct NavigationSplitCollapsed<Sidebar: View>: View {
    var sidebar: Sidebar
    var columns: [AnyView]
    var model: NavigationSplitModel

    var body: some View {
        model.columns = columns
        return NavigationStack {
            sidebar.environment(\.navigationSplitColumn, NavigationSplitColumnContext(model: model, column: 0))
        }
    }
}

/// A column after the sidebar pushed on a collapsed split view: shows the column's latest view.
struct NavigationSplitColumnPage {
    var model: NavigationSplitModel
    var column: Int
    typealias Body = Never

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        guard model.columns.indices.contains(column - 1) else { return }
        var columnContext = context
        columnContext.environment.navigationSplitColumn = NavigationSplitColumnContext(model: model, column: column)
        resolver.resolve(model.columns[column - 1], columnContext, into: &nodes)
    }
}

extension NavigationSplitColumnPage: View, PrimitiveView {}
