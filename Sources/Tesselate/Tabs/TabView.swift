import Foundation

/// A view that switches between tabs with a tab bar, as SwiftUI's `TabView` on iPhone.
///
/// Each view of `content` is a tab: its `tabItem` label (or a ``Tab``'s) is shown in the tab bar,
/// and its `tag(_:)` (a ``Tab``'s value; else its position) is what `selection` holds when it is
/// selected. Without a binding the tab view keeps its own selection, the first tab at first.
/// Tapping a tab item (TesselateTesting's `tap()` on its title) or ``ViewHost/selectTab(_:)``
/// selects a tab. `tabViewStyle(.page)` makes it a pager (see `TabViewNode`).
///
/// Every tab is resolved and keeps its `@State`; only the selected one is in the host's tree (laid
/// out, drawn, dumped, found; its views appear). Tabs are told apart by their `tabItem`s (a
/// ``Tab`` has one); when some have none, as a pager's pages usually do, by their position in the
/// content (each view that is not a list of views is one tab). A tab bar's tab without an item is
/// reported (its item is empty). More than five tabs are all shown (iOS folds the rest into "More").
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var ownSelection: AnyHashable?

    /// A tab view whose selection is `selection` (its own when `nil`).
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View {
        let selection = self.selection
        let own = $ownSelection
        let binding = Binding<AnyHashable?>(
            get: { selection.map { AnyHashable($0.wrappedValue) } ?? own.wrappedValue },
            set: { value in
                if let selection {
                    if let typed = value?.base as? SelectionValue { selection.wrappedValue = typed }
                } else {
                    own.wrappedValue = value
                }
            })
        return TabViewContent(content: content, selection: binding)
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view that keeps its own selection.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

/// One tab as the tab bar shows it.
struct TabInfo {
    var tag: AnyHashable
    /// Whether the tab has a `tabItem` (a tab without one cannot be told apart from the others).
    var hasItem = false
    var title: Text?
    var image: Image?
    var badge: Text?
}

/// What a ``TabView``'s body makes: the `TabViewNode` with the selected tab and the tab bar.
struct TabViewContent<Content: View> {
    var content: Content
    var selection: Binding<AnyHashable?>
    typealias Body = Never

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        var tabContext = context
        tabContext.environment.tabFilter = TabFilter(selected: -1, labelsOnly: true)
        let tabs = TabViewContent.tabs(of: content, tabContext)
        let current = selection.wrappedValue
        let selected = tabs.firstIndex { $0.tag == current } ?? 0
        let style = context.environment.tabViewStyle
        let selection = self.selection
        let select: @MainActor (AnyHashable) -> Bool = { value in
            guard tabs.contains(where: { $0.tag == value }) else { return false }
            selection.wrappedValue = value
            return true
        }
        let node = resolver.makeNode(EmptyNode(), context)
        // Tabs are told apart by their `tabItem`s; when some have none (pages of a pager usually
        // have none), by their position in the content.
        let byPosition = tabs.contains { !$0.hasItem }
        if byPosition && style == .automatic {
            resolver.report(.invalidValue, "TabView: a tab has no tabItem (or is not a Tab); its item in the tab bar is empty", context)
        }
        let itemIndex = tabs.indices.contains(selected) && tabs[selected].hasItem ? tabs[..<selected].filter(\.hasItem).count : -1
        var pageContext = context.content(of: node, part: 0)
        if byPosition {
            pageContext.pageFilter = TabFilter(selected: selected)
        } else {
            pageContext.environment.tabFilter = TabFilter(selected: itemIndex)
        }
        pageContext.environment.tabViewStyle = .automatic
        pageContext.environment.pageIndexDisplayMode = .automatic
        let request = TabBarRequest()
        pageContext.environment.tabBarRequest = request
        var children = [resolver.resolveSingle(content, pageContext, implicitStack: LayoutBehavior(layout: VStackLayout()))]
        let mode = context.environment.pageIndexDisplayMode
        let showsBar =
            style == .automatic
            ? !tabs.isEmpty && request.visibility != .hidden
            : mode == .always || (mode == .automatic && tabs.count > 1)
        if showsBar {
            let bar =
                style == .automatic
                ? TabBar(tabs: tabs, selected: selected, inline: context.environment.barMetrics.tabItemsInline, select: select).body
                : AnyView(PageIndicator(count: tabs.count, selected: selected))
            children.append(
                resolver.resolveSingle(bar, context.content(of: node, part: 1), implicitStack: LayoutBehavior(layout: HStackLayout())))
        }
        resolver.tree[node].behavior = TabViewNode(
            style: style, tags: tabs.map(\.tag), selected: selected, hasBar: showsBar,
            tabBarHeight: context.environment.barMetrics.tabBarHeight, select: select)
        resolver.attach(children, to: node)
        nodes.append(node)
    }

    /// The tabs of `content`, read from a resolution of their own (as a `Picker` reads its
    /// options): each view's tag, and its `tabItem` label's text and image, and its badge.
    @MainActor static func tabs(of content: Content, _ context: ResolveContext) -> [TabInfo] {
        let scratch = Resolver()
        var tabNodes: [NodeIndex] = []
        scratch.resolve(content, context, into: &tabNodes)
        return tabNodes.enumerated().map { index, node in
            var info = TabInfo(tag: Picker<Text, Int, EmptyView>.tag(of: node, in: scratch.tree) ?? AnyHashable(index))
            var current = node
            while true {
                let behavior = scratch.tree[current].behavior
                if let badge = behavior as? BadgeNode { info.badge = info.badge ?? badge.text }
                if let item = behavior as? TabItemNode {
                    info.hasItem = true
                    var labelNodes: [NodeIndex] = []
                    var labelContext = context
                    labelContext.environment.tabFilter = nil
                    scratch.resolve(item.label, labelContext, into: &labelNodes)
                    for label in labelNodes { read(label, scratch.tree, into: &info) }
                    break
                }
                guard scratch.tree[current].children.count == 1 else { break }
                current = scratch.tree[current].children[0]
            }
            return info
        }
    }

    /// The first text and image of a label.
    @MainActor private static func read(_ node: NodeIndex, _ tree: ResolvedTree, into info: inout TabInfo) {
        if info.image == nil, let image = (tree[node].behavior as? ImageNode)?.image { info.image = image }
        if info.title == nil, let text = (tree[node].behavior as? TextNode)?.content { info.title = Text(verbatim: text) }
        for child in tree[node].children { read(child, tree, into: &info) }
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension TabViewContent: View, PrimitiveView {}
