import Foundation

/// What a ``NavigationStack``'s body makes: the `NavigationStackNode` with the page on top, its
/// navigation bar and its bottom toolbar.
struct NavigationStackContent<Root: View> {
    var root: Root
    var values: Binding<[AnyHashable]>
    var pushedViews: Binding<[PushedPage]>
    var model: NavigationModel
    typealias Body = Never

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let path = values.wrappedValue
        var views = pushedViews.wrappedValue
        // A page pushed by `navigationDestination(isPresented:)` goes when its binding says so.
        let live = views.filter { $0.isPresented?() ?? true }
        if live.count != views.count {
            views = live
            pushedViews.wrappedValue = live
        }
        let depth = path.count + views.count
        let node = resolver.makeNode(EmptyNode(), context)
        // Every page is resolved, in order, so that each registers its destinations before the
        // next needs them and keeps its state (the host's state store is shared); the covered
        // pages are resolved into a tree of their own and thrown away: only the top one is in
        // the host's tree (laid out, drawn, dumped, found, observed).
        let covered = Resolver(host: resolver.host)
        var bar = NavigationPageBar()
        var top = -1
        for index in 0...depth {
            let pageResolver = index == depth ? resolver : covered
            let pageBar = NavigationPageBar()
            var pageContext = pageContext(of: node, depth: index, bar: pageBar, context)
            // Only the page on top may hide a tab bar around the stack.
            if index < depth { pageContext.environment.tabBarRequest = nil }
            let page: NodeIndex
            if index == 0 {
                page = pageResolver.resolveSingle(root, pageContext, implicitStack: LayoutBehavior(layout: VStackLayout()))
            } else if index <= path.count {
                page = resolveValuePage(path[index - 1], pageContext, pageResolver)
            } else {
                let pushed = views[index - path.count - 1]
                page = pageResolver.resolveSingle(
                    pushed.view, pageContext.appending(.index(pushed.key ?? -1)),
                    implicitStack: LayoutBehavior(layout: VStackLayout()))
            }
            // A `searchable` around the stack gives the root page its field.
            if index == 0, pageBar.search == nil { pageBar.search = context.environment.searchFieldOutsideStack }
            model.titles[index] = pageBar.titleString
            model.displayModes[index] = model.displayMode(of: pageBar, depth: index)
            if index == depth { (top, bar) = (page, pageBar) }
        }
        var children = [top]

        // On an iPhone in landscape the bar shows every title inline (`BarMetrics`); the page
        // keeps the mode it asked for, which the pages above it inherit.
        let metrics = context.environment.barMetrics.fittingLargeTitle(context.environment.dynamicTypeSize)
        let margin = NavigationMetrics.margin(windowWidth: resolver.host.window.width)
        // A page without a title has no large title to show: its bar is the row alone, as an
        // inline bar (measured: iOS 18, lunij/netbob's untitled navigation views, their bars 44
        // tall under a 20-point status bar, a search field right below the row; assumed on iOS 26).
        var displayMode = metrics.shownMode(model.displayModes[depth] ?? .large)
        if bar.title == nil, displayMode == .large { displayMode = .inline }
        // On iOS 26 a root page with nothing for the bar (no title, items or search) shows none:
        // its content starts at the safe area's top (measured: a list in a navigation view
        // without a title is 35 below the top inset, as a list alone; iOS 26.1,
        // home-assistant/iOS's list picker).
        let hasNothingForTheBar = depth == 0 && bar.title == nil && bar.items.isEmpty && bar.search == nil
        let showsBar =
            bar.navigationBarVisibility == .visible
            || (bar.navigationBarVisibility == .automatic && !(hasNothingForTheBar && context.environment.osVersion >= .iOS26))
        var barNode: NodeIndex?
        var barHeight: CGFloat = 0
        if showsBar {
            let builder = NavigationBarBuilder(
                bar: bar, displayMode: displayMode, metrics: metrics, margin: margin,
                itemMargin: NavigationMetrics.itemMargin(window: resolver.host.window), depth: depth,
                backTitle: model.titles[depth - 1],
                pop: pop, scrolled: resolver.tree.scrolled(onPage: top), dynamicTypeSize: context.environment.dynamicTypeSize)
            // The bar as a view of its own, which a scroll of the page builds again alone.
            var made: [NodeIndex] = []
            resolver.resolve(NavigationTopBar(builder: builder), context.content(of: node, part: 1), into: &made)
            if let bar = made.first {
                barNode = bar
                barHeight = builder.fullHeight
                children.append(bar)
            }
        }
        var bottomNode: NodeIndex?
        if bar.bottomBarVisibility != .hidden,
            let bottom = NavigationBarBuilder(
                bar: bar, displayMode: displayMode, metrics: metrics, margin: margin, depth: depth, backTitle: nil, pop: pop,
                scrolled: 0
            )
            .resolveBottomBar(in: resolver, context.content(of: node, part: 2))
        {
            bottomNode = bottom
            children.append(bottom)
        }
        resolver.tree[node].behavior = NavigationStackNode(
            depth: depth, barHeight: barHeight,
            bottomHeight: bottomNode != nil ? metrics.toolbarHeight : 0,
            hasBar: barNode != nil, barRise: metrics.rise, barDrop: metrics.barDrop, pop: pop, backButtonHidden: bar.backButtonHidden)
        resolver.attach(children, to: node)
        nodes.append(node)
    }

    /// The page showing `value`, by the destination registered for its type; an empty page,
    /// reported, when there is none.
    @MainActor private func resolveValuePage(_ value: AnyHashable, _ context: ResolveContext, _ resolver: Resolver) -> NodeIndex {
        resolver.resolveSingle(
            NavigationStackContent.destination(of: value, in: model), context.appending(.id(value)),
            implicitStack: LayoutBehavior(layout: VStackLayout()))
    }

    /// The view the destination registered for `value`'s type makes, or an empty view that
    /// reports the missing destination.
    @MainActor static func destination(of value: AnyHashable, in model: NavigationModel) -> AnyView {
        if let destination = model.destinations[ObjectIdentifier(Swift.type(of: value.base))] { return destination(value) }
        return AnyView(MissingDestination(typeName: "\(Swift.type(of: value.base))"))
    }

    /// The context a page at `depth` is resolved in: the stack's environment, and the page bar it
    /// writes to.
    @MainActor private func pageContext(of node: NodeIndex, depth: Int, bar: NavigationPageBar, _ context: ResolveContext) -> ResolveContext
    {
        var pageContext = context.content(of: node, part: 0).appending(.index(depth))
        pageContext.environment.searchFieldOutsideStack = nil
        pageContext.environment.navigationColumnTarget = nil
        let values = self.values, pushedViews = self.pushedViews
        if let target = context.environment.navigationColumnTarget {
            // The stack of a split view's leading column: links show their destinations in the
            // next column.
            let model = self.model
            pageContext.environment.navigation = NavigationContext(
                model: model, page: bar, depth: depth,
                push: { value in target.show(NavigationStackContent.destination(of: value, in: model)) },
                pushView: { target.show($0.view) },
                isPushed: { _ in false }, showsInNextColumn: true)
        } else {
            pageContext.environment.navigation = NavigationContext(
                model: model, page: bar, depth: depth,
                push: { values.wrappedValue.append($0) },
                pushView: { pushedViews.wrappedValue.append($0) },
                isPushed: { key in pushedViews.wrappedValue.contains { $0.key == key } },
                popPage: { key in
                    guard let index = pushedViews.wrappedValue.firstIndex(where: { $0.key == key }) else { return }
                    let popped = pushedViews.wrappedValue[index...]
                    pushedViews.wrappedValue.removeSubrange(index...)
                    for page in popped.reversed() { page.onPop?() }
                })
        }
        if depth > 0 {
            pageContext.environment.dismiss = DismissAction(pop)
            pageContext.environment.isPresented = true
        }
        return pageContext
    }

    /// Pops the page on top: a pushed view first, else the path's last value.
    @MainActor var pop: @MainActor () -> Void {
        let values = self.values, pushedViews = self.pushedViews
        return {
            if let page = pushedViews.wrappedValue.last {
                pushedViews.wrappedValue.removeLast()
                page.onPop?()
            } else if !values.wrappedValue.isEmpty {
                values.wrappedValue.removeLast()
            }
        }
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension NavigationStackContent: View, PrimitiveView {}

/// The page of a value no `navigationDestination(for:)` shows: empty, and reported.
struct MissingDestination {
    var typeName: String
    typealias Body = Never

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let empty = resolver.makeNode(EmptyNode(), context)
        resolver.report(
            .navigationNotPossible,
            "a NavigationLink presented a value of type \(typeName), "
                + "but there is no matching navigationDestination(for:) in the stack; an empty page is shown", node: empty)
        nodes.append(empty)
    }
}

extension MissingDestination: View, PrimitiveView {}
