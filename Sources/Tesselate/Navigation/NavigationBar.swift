import Foundation

/// Builds the nodes of a page's bars from what the page asked for (its ``NavigationPageBar``).
@MainActor
struct NavigationBarBuilder {
    var bar: NavigationPageBar
    var displayMode: NavigationBarItem.TitleDisplayMode
    var metrics: BarMetrics
    /// The layout margin (`NavigationMetrics.margin(windowWidth:)`).
    var margin: CGFloat = 16
    /// The items' margin (`NavigationMetrics.itemMargin(window:)`).
    var itemMargin: CGFloat = 16
    var depth: Int
    var backTitle: String?
    var pop: @MainActor () -> Void
    /// How far the page's scroll view has scrolled (at least 0): the bar collapses by it
    /// (``collapses(at:)``).
    var scrolled: CGFloat
    /// The Dynamic Type size the bar is shown at (its search field grows with it).
    var dynamicTypeSize: DynamicTypeSize = .large

    /// Whether the subtree of `node` has a text.
    private static func showsText(_ node: NodeIndex, _ tree: ResolvedTree) -> Bool {
        tree.firstNode(under: node) { $0.behavior is TextNode } != nil
    }

    /// Whether the subtree of `node` has a `Button` or a `NavigationLink` wider than its label
    /// (`EnvironmentValues.barButtonInset`).
    private static func holdsInsetButton(_ node: NodeIndex, _ tree: ResolvedTree) -> Bool {
        tree.firstNode(under: node) { ($0.behavior as? ControlNode).map { $0.labelInset > 0 } ?? false } != nil
    }

    /// Whether an item shows a symbol that grows with the bar's text (not made resizable): an
    /// image sized by a frame of its own keeps its size, and stays centred in the row at the
    /// accessibility sizes (iOS 17.0.1, bitwarden/ios's 19-point close image at `.accessibility5`:
    /// its ink at 69.667, centred).
    private static func showsGrowingSymbol(_ node: NodeIndex, _ tree: ResolvedTree) -> Bool {
        tree.firstNode(under: node) { ($0.behavior as? ImageNode).map { $0.isSymbol && $0.image.resizing == nil } ?? false } != nil
    }

    /// Whether a search is under way: the bar is the search row alone, as UIKit's search
    /// controller hides the navigation bar while searching (`hidesNavigationBarDuringPresentation`,
    /// true by default).
    var isSearching: Bool { bar.search?.isSearching ?? false }

    /// Whether the search field hides as the content scrolls (a drawer's `.automatic` display
    /// mode; UIKit's `hidesSearchBarWhenScrolling`).
    var searchHidesOnScroll: Bool {
        guard let search = bar.search, !search.isSearching else { return false }
        return !search.placement.displayMode.always
    }

    /// The height of the search field's row, when the page has one.
    var searchHeight: CGFloat { bar.search == nil ? 0 : NavigationMetrics.searchRowHeight(dynamicTypeSize) }

    /// The bar's height at rest, which the page is inset by: the row, the large title area and
    /// the search row; the search row alone while searching.
    var fullHeight: CGFloat { isSearching ? searchHeight : metrics.barHeight(displayMode) + searchHeight }

    /// The navigation bar: the back button, leading items, the inline title or principal item,
    /// trailing items, and the large title; while searching, the search field alone.
    func resolveTopBar(in resolver: Resolver, _ context: ResolveContext) -> NodeIndex {
        if isSearching, let search = bar.search {
            let parts: [(NavigationBarPart, AnyView)] = [(.search, AnyView(SearchFieldView(field: search)))]
            return resolve(
                parts,
                NavigationBarNode(
                    parts: parts.map(\.0), height: fullHeight, rowHeight: metrics.rowHeight, margin: margin, isBottom: false,
                    displayMode: displayMode, searchHeight: searchHeight, isSearching: true,
                    dynamicTypeSize: dynamicTypeSize), resolver, context)
        }
        var parts: [(NavigationBarPart, AnyView)] = []
        // The background shows when asked for, or by itself once content has scrolled under the
        // bar (iOS 15's scroll-edge appearance is transparent).
        let showsBackground =
            bar.backgroundVisibility == .visible || (bar.backgroundVisibility == .automatic && collapse + searchCollapse > 0)
        if showsBackground {
            let fill = bar.backgroundStyle ?? AnyShapeStyle(Material.bar)
            var background = AnyView(Rectangle().fill(fill))
            if context.environment.osVersion < .iOS26 {
                // The hairline runs as wide as the background, through the safe areas at the
                // sides (iOS 17, bitwarden/ios's opaque bar in landscape: 0…844 under 47-point
                // insets).
                let pixel = context.environment.pixelLength
                let hairline = Rectangle().fill(NavigationMetrics.barHairlineColor).frame(height: pixel).offset(y: pixel)
                background = AnyView(background.overlay(alignment: .bottom) { hairline })
            }
            parts.append((.background, AnyView(background.ignoresSafeArea(.container, edges: [.top, .horizontal]))))
        }
        var context = context
        if let scheme = bar.barColorScheme { context.environment.colorScheme = scheme }
        if depth > 0 && !bar.backButtonHidden {
            let pop = self.pop
            parts.append(
                (
                    .back,
                    AnyView(
                        Button(action: pop) {
                            HStack(spacing: 3) {
                                Image(systemName: "chevron.backward")
                                Text(verbatim: backTitle ?? "Back")
                            }
                        })
                ))
        }
        // In a bar a `Label` shows its icon only, as iOS's automatic label style does in toolbars.
        // The buttons of an item (not a group's, each an item of its own) are wider than their
        // labels (`NavigationMetrics.barButtonInset(os:)`).
        let dynamicTypeSize = context.environment.dynamicTypeSize, os = context.environment.osVersion
        let buttonInset = NavigationMetrics.barButtonInset(os: os)
        func item(_ entry: ToolbarEntry) -> AnyView {
            let font = NavigationMetrics.itemFont(dynamicTypeSize, confirmation: entry.placement == .confirmationAction)
            let content = entry.view(groupSpacing: NavigationMetrics.itemSpacing(os: os)).labelStyle(.iconOnly).font(font)
                .imageScale(.large)
            return entry.isGroup ? AnyView(content) : AnyView(content.environment(\.barButtonInset, buttonInset))
        }
        // The items whose shared glass is hidden (`sharedBackgroundVisibility(.hidden)`).
        var bareItems: Set<Int> = []
        for entry in bar.items where entry.placement.slot == .leading {
            if !entry.sharesBackground { bareItems.insert(parts.count) }
            parts.append((.leading, item(entry)))
        }
        var principalIsTitle = false
        if let principal = bar.items.first(where: { $0.placement.slot == .principal }) {
            // A principal group's views are 8 apart (chosen: not measured).
            parts.append((.principal, principal.view(groupSpacing: 8)))
        } else if displayMode == .inline || isCollapsed, let title = bar.title {
            // Semibold, 17 points up to the accessibility sizes: a bar's title does not follow
            // `.headline` (iOS 26 at medium size, home-assistant/iOS's inline titles: "Location
            // History" 129 points wide and 16.667 tall in ink, a 17-point line, not 16;
            // `NavigationMetrics.barTextSize`).
            let font = NavigationMetrics.barFont(dynamicTypeSize, weight: .semibold)
            parts.append((.principal, AnyView(title.font(font).lineLimit(1))))
            principalIsTitle = true
        }
        for entry in bar.items where entry.placement.slot == .trailing {
            if !entry.sharesBackground { bareItems.insert(parts.count) }
            parts.append((.trailing, item(entry)))
        }
        if displayMode == .large, !isCollapsed, let title = bar.title {
            parts.append(
                (.largeTitle, AnyView(title.font(.largeTitle).bold().lineLimit(1).environment(\.tracksTightBeforeTruncating, true))))
        }
        // A search row that has scrolled away all the way is gone (scrolling back reveals it).
        if let search = bar.search, searchCollapse < searchHeight {
            parts.append((.search, AnyView(SearchFieldView(field: search))))
        }
        var node = NavigationBarNode(
            parts: parts.map(\.0), height: fullHeight - searchCollapse - collapse,
            rowHeight: metrics.rowHeight, margin: margin, itemMargin: itemMargin, isBottom: false, displayMode: displayMode,
            searchHeight: searchHeight - searchCollapse,
            collapse: collapse, searchCollapse: searchCollapse,
            // iOS 26's title below the row, measured without a search row (with one it stays
            // above the row, as before iOS 26).
            largeTitleTop: bar.search == nil ? metrics.largeTitleTop : nil, dynamicTypeSize: dynamicTypeSize,
            itemPadding: NavigationMetrics.itemPadding(os: os), bareItems: bareItems)
        node.upwardGrowth = NavigationMetrics.upwardGrowth(dynamicTypeSize)
        node.principalIsTitle = principalIsTitle
        node.itemSpacing = NavigationMetrics.itemSpacing(os: os)
        node.buttonInset = buttonInset
        return resolve(parts, node, resolver, context)
    }

    /// Whether a large title has collapsed all the way: it shows inline.
    private var isCollapsed: Bool { collapse >= metrics.largeTitleArea }

    /// The bottom toolbar, or `nil` when the page has no bottom items.
    func resolveBottomBar(in resolver: Resolver, _ context: ResolveContext) -> NodeIndex? {
        let parts = bar.items.filter { $0.placement.slot == .bottom }.map {
            (NavigationBarPart.bottom, AnyView($0.view(groupSpacing: NavigationMetrics.bottomItemSpacing).labelStyle(.iconOnly)))
        }
        guard !parts.isEmpty else { return nil }
        return resolve(
            parts,
            NavigationBarNode(
                parts: parts.map(\.0), height: metrics.toolbarHeight, rowHeight: metrics.toolbarHeight, margin: margin, isBottom: true,
                displayMode: displayMode), resolver, context)
    }

    private func resolve(
        _ parts: [(NavigationBarPart, AnyView)], _ behavior: NavigationBarNode, _ resolver: Resolver,
        _ context: ResolveContext
    ) -> NodeIndex {
        let node = resolver.makeNode(behavior, context)
        let children = parts.enumerated().map { index, part in
            resolver.resolveSingle(part.1, context.content(of: node, part: index), implicitStack: LayoutBehavior(layout: HStackLayout()))
        }
        resolver.attach(children, to: node)
        // The items that show no text (a symbol, an image): iOS 26 puts them in a glass circle.
        var behavior = behavior
        behavior.textlessItems = Set(
            parts.indices.filter { [.leading, .trailing].contains(parts[$0].0) && !Self.showsText(children[$0], resolver.tree) })
        behavior.raisedItems = behavior.textlessItems.filter { Self.showsGrowingSymbol(children[$0], resolver.tree) }
        behavior.buttonItems = Set(
            parts.indices.filter { [.leading, .trailing].contains(parts[$0].0) && Self.holdsInsetButton(children[$0], resolver.tree) })
        behavior.colorScheme = context.environment.colorScheme
        resolver.tree[node].behavior = behavior
        return node
    }
}

/// What a child of a bar is.
enum NavigationBarPart: String {
    case back, leading, principal, trailing, largeTitle, bottom, search, background
}

/// The node of a navigation bar or a bottom toolbar: as wide as proposed and as tall as iOS
/// makes it (44, or 96 with a large title, on iPhone in portrait; 32 in landscape; 50 or 102 on
/// iPad; LayoutRules.md, "Navigation bars").
///
/// Its row is 44 tall (`BarMetrics`); each item is proposed no width and the row's height, and centred in the
/// row. The back button starts 8 from the leading edge, leading items 16 (20 in windows 414
/// points wide or more; after the back button, 8 apart), trailing items end as far from the
/// trailing edge; items on one side are 24 apart (8 on iOS 26), and on iOS 26 each stands in its
/// glass (its text 16 inside, or a 44-point circle). An item's buttons are 4 wider than their
/// labels on each side (2.25 on iOS 26), the outer inset overhanging the item's place, so its
/// labels keep the margin and the space between items. The inline title or principal item is
/// centred in the bar, moved towards the freer side to keep 14 from the items, and proposed the
/// width between them. A large title is at the layout margin, its baseline 16 above its area's
/// bottom (on iOS 26 its line starts `largeTitleTop` below the row). A search field is 34.333
/// tall at the medium size in a row at the bar's bottom, at the layout margin
/// (``NavigationMetrics/searchRowHeight(_:)``). In a bottom toolbar the items stand in a row from
/// the leading margin, 8 apart, each proposed what is left, so a group with a `Spacer` spreads
/// its items.
struct NavigationBarNode: NodeBehavior {
    var parts: [NavigationBarPart]
    var height: CGFloat
    /// The row the items are centred in: 44 on iPhone in portrait, 32 in landscape, 50 on iPad.
    var rowHeight: CGFloat
    /// The layout margin (`NavigationMetrics.margin(windowWidth:)`): the large title's and
    /// the search field's, and the bottom toolbar's.
    var margin: CGFloat = 16
    /// The leading and trailing items' margin (`NavigationMetrics.itemMargin(window:)`).
    var itemMargin: CGFloat = 16
    var isBottom: Bool
    var displayMode: NavigationBarItem.TitleDisplayMode
    /// The search field's row at the bottom of the bar, as much of it as shows (0 without one).
    var searchHeight: CGFloat = 0
    /// How far a large title has collapsed as the page scrolled.
    var collapse: CGFloat = 0
    /// How far the search row has scrolled away.
    var searchCollapse: CGFloat = 0
    /// Where a large title's line starts below the row (iOS 26); `nil`: it sits on its area's
    /// bottom, its baseline 16 above it.
    var largeTitleTop: CGFloat?
    /// Whether the bar is the search field alone, while searching.
    var isSearching = false
    /// The Dynamic Type size the search field's height follows.
    var dynamicTypeSize: DynamicTypeSize = .large
    /// How far inside its glass an item's text is (iOS 26: 16; 0 before, no glass).
    var itemPadding: CGFloat = 0
    /// The leading and trailing parts that show no text: with glass (iOS 26) each is centred in a
    /// circle `NavigationMetrics.glassCircle` wide.
    var textlessItems: Set<Int> = []
    /// The textless items whose symbol grows with the bar's text, raised at the accessibility
    /// sizes (see `upwardGrowth`).
    var raisedItems: Set<Int> = []
    /// The fraction of its height that an inline title and a textless item showing a growing
    /// symbol are raised by (`NavigationMetrics.upwardGrowth(_:)`: at the accessibility sizes).
    var upwardGrowth: CGFloat = 0
    /// Whether the principal part is the inline title (not a `.principal` toolbar item).
    var principalIsTitle = false
    /// The leading and trailing parts with no glass of their own (`sharedBackgroundVisibility(.hidden)`):
    /// they take their content's width.
    var bareItems: Set<Int> = []
    /// The space between items on one side (`NavigationMetrics.itemSpacing(os:)`).
    var itemSpacing: CGFloat = NavigationMetrics.itemSpacing(os: .default)
    /// How much wider than its label each button in an item is on each side
    /// (`NavigationMetrics.barButtonInset(os:)`).
    var buttonInset: CGFloat = 0
    /// The leading and trailing parts whose buttons are inset (not groups'): each overhangs its slot by
    /// `buttonInset` on both sides, so its buttons' labels, not their frames, keep the bar's
    /// margin and the space between items.
    var buttonItems: Set<Int> = []
    /// The appearance the bar's glass is drawn in.
    var colorScheme: ColorScheme = .light

    var kindName: String { isBottom ? "BottomToolbar" : "NavigationBar" }
    var dumpAttributes: [DumpAttribute] {
        if isBottom { return [] }
        var attributes = [DumpAttribute("displayMode", ".\(displayMode)")]
        if collapse > 0 { attributes.append(DumpAttribute("collapsed", formatNumber(collapse))) }
        if searchCollapse > 0 { attributes.append(DumpAttribute("searchCollapsed", formatNumber(searchCollapse))) }
        if isSearching { attributes.append(DumpAttribute("searching", "true")) }
        return attributes
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ node: NodeIndex, _ engine: LayoutEngine) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: height)
    }

    func placements(_ node: NodeIndex, size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine) -> [Placement] {
        let children = engine.tree[node].children
        let row = rowHeight
        var placements: [Placement] = []
        func centredInRow(_ child: NodeIndex, x: CGFloat, _ proposal: ProposedViewSize, raised: Bool) -> Placement {
            let childSize = engine.size(of: child, proposal)
            let y = (row - childSize.height) / 2 - (raised ? childSize.height * upwardGrowth : 0)
            return Placement(child: child, origin: CGPoint(x: x, y: y), proposal: proposal)
        }
        let sideMargin = isBottom ? margin : itemMargin
        let sides = sideSlots(node, size: size, engine)
        for slot in sides.slots {
            let child = children[slot.index]
            placements.append(
                centredInRow(
                    child, x: slot.x + (slot.width - slot.contentWidth) / 2, slot.proposal, raised: raisedItems.contains(slot.index)))
        }
        let leadingEnd = sides.leadingEnd, trailingStart = sides.trailingStart
        // The title is centred in the bar, moved towards the freer side as far as it must to
        // keep `titleItemGap` from the items, and proposed the space between them.
        for (index, part) in parts.enumerated() where part == .principal {
            let child = children[index]
            let gap = NavigationMetrics.titleItemGap
            let hasLeading = parts.contains { $0 == .back || $0 == .leading }, hasTrailing = parts.contains(.trailing)
            let low = hasLeading ? leadingEnd + gap : sideMargin
            let high = hasTrailing ? trailingStart - gap : size.width - sideMargin
            let proposal = ProposedViewSize(width: max(high - low, 0), height: row)
            let childSize = engine.size(of: child, proposal)
            let x = min(max((size.width - childSize.width) / 2, low), max(high - childSize.width, low))
            let y = (row - childSize.height) / 2 - (principalIsTitle ? childSize.height * upwardGrowth : 0)
            placements.append(Placement(child: child, origin: CGPoint(x: x, y: y), proposal: proposal))
        }
        for (index, part) in parts.enumerated() where part == .largeTitle {
            let child = children[index]
            let proposal = ProposedViewSize(width: max(size.width - 2 * margin, 0), height: nil)
            let y =
                largeTitleTop.map { row + $0 - collapse }
                ?? height - searchHeight - NavigationMetrics.largeTitleBaselineInset
                - engine.dimensions(of: child, proposal)[VerticalAlignment.lastTextBaseline]
            placements.append(Placement(child: child, origin: CGPoint(x: margin, y: y), proposal: proposal))
        }
        for (index, part) in parts.enumerated() where part == .background {
            placements.append(Placement(child: children[index], origin: .zero, proposal: ProposedViewSize(size)))
        }
        for (index, part) in parts.enumerated() where part == .search {
            let child = children[index]
            let field = NavigationMetrics.searchFieldHeight(dynamicTypeSize)
            let proposal = ProposedViewSize(width: max(size.width - 2 * margin, 0), height: field)
            placements.append(
                Placement(
                    child: child, origin: CGPoint(x: margin, y: height - searchHeight - searchCollapse + NavigationMetrics.searchFieldTop),
                    proposal: proposal))
        }
        return placements
    }
}

struct BarButtonInsetKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }

extension EnvironmentValues {
    /// How much wider than its label a button is on each side: in a navigation bar's item,
    /// ``NavigationMetrics/barButtonInset(os:)``; 0 elsewhere, and in a button's label.
    var barButtonInset: CGFloat {
        get { self[BarButtonInsetKey.self] }
        set { self[BarButtonInsetKey.self] = newValue }
    }
}
