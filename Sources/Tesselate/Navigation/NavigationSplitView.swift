import Foundation

/// A view that shows two or three columns, where a selection in a leading column chooses what the
/// next shows, as SwiftUI's `NavigationSplitView`.
///
/// **Compact width** (an iPhone; the environment's `horizontalSizeClass`): it collapses to one
/// stack, as iOS does. The sidebar is the root page; selecting a row of a `List(selection:)` in
/// it (``ViewHost/selectListRow(id:)``, tapping a `NavigationLink(value:)` row, which selects its
/// value, or setting the selection in code) pushes the content column (three columns) or the
/// detail, and clearing it in code pops that column; a selection in the content column pushes the detail. Popping a column
/// (``ViewHost/goBack()``, the back button) clears the selection of the list that pushed it, as
/// iOS does. With `preferredCompactColumn`, the columns up to the preferred one are on the stack
/// (Apple: it "controls which column appears on top when the view collapses"), and popping one
/// writes the column now on top back to the binding. Other links push onto the stack as in a
/// ``NavigationStack``.
///
/// **Regular width** (an iPad, a large iPhone in landscape): the columns stand side by side, each
/// a stack with its own navigation bar (LayoutRules.md, "Split views"): the sidebar 320 points
/// wide, the content column 320, the detail the rest (`navigationSplitViewColumnWidth` changes a
/// column's). `columnVisibility` and `navigationSplitViewStyle(_:)` choose which leading columns
/// show and whether they push the detail aside (`.balanced`) or cover it (`.prominentDetail`). A
/// link in a leading column shows its destination in the next column instead of pushing it onto
/// its own stack.
///
/// Lists in the sidebar take the `.sidebar` style unless they ask for another.
///
/// Differs from SwiftUI: a `NavigationStack` inside a column keeps its own bar.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>?
    @State private var ownVisibility = NavigationSplitViewVisibility.automatic
    @State private var model = NavigationSplitModel()
    @State private var linkCount = 0
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    init(
        sidebar: Sidebar, content: Content?, detail: Detail, columnVisibility: Binding<NavigationSplitViewVisibility>?,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>?
    ) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.columnVisibility = columnVisibility
        self.preferredCompactColumn = preferredCompactColumn
    }

    /// A three-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), columnVisibility: nil, preferredCompactColumn: nil)
    }

    /// A three-column split view whose leading columns' visibility (in regular width) is
    /// `columnVisibility`.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), columnVisibility: columnVisibility, preferredCompactColumn: nil)
    }

    /// A three-column split view whose column on top when collapsed (compact width) is
    /// `preferredCompactColumn`.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: content(), detail: detail(), columnVisibility: nil,
            preferredCompactColumn: preferredCompactColumn)
    }

    /// A three-column split view with both bindings.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: content(), detail: detail(), columnVisibility: columnVisibility,
            preferredCompactColumn: preferredCompactColumn)
    }

    public var body: some View {
        let visibility = columnVisibility?.wrappedValue ?? ownVisibility
        if horizontalSizeClass == .regular {
            NavigationSplitColumns(
                sidebar: AnyView(sidebar), content: content.map { AnyView($0) }, detail: AnyView(detail), visibility: visibility,
                model: model, linkCount: $linkCount)
        } else {
            NavigationSplitCollapsed(
                sidebar: AnyView(sidebar), columns: columns, model: model, preferredColumn: preferredCompactColumn)
        }
    }

    /// The columns after the sidebar, in order.
    private var columns: [AnyView] { (content.map { [AnyView($0)] } ?? []) + [AnyView(detail)] }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view: a sidebar and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), columnVisibility: nil, preferredCompactColumn: nil)
    }

    /// A two-column split view whose sidebar's visibility (in regular width) is `columnVisibility`.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), columnVisibility: columnVisibility, preferredCompactColumn: nil)
    }

    /// A two-column split view whose column on top when collapsed (compact width) is
    /// `preferredCompactColumn`: `.sidebar`, or the detail (`.content` and `.detail`).
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), columnVisibility: nil, preferredCompactColumn: preferredCompactColumn)
    }

    /// A two-column split view with both bindings.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: nil, detail: detail(), columnVisibility: columnVisibility,
            preferredCompactColumn: preferredCompactColumn)
    }
}

/// A column of a ``NavigationSplitView``, as SwiftUI's `NavigationSplitViewColumn`: the value of
/// `preferredCompactColumn`, which column is on top when the split view collapses to a stack.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    /// The column's place: 0 the sidebar, 1 the content column, 2 the detail.
    let index: Int

    public static var sidebar: NavigationSplitViewColumn { .init(index: 0) }
    public static var content: NavigationSplitViewColumn { .init(index: 1) }
    public static var detail: NavigationSplitViewColumn { .init(index: 2) }
}
