import Foundation

/// iOS's numbers for navigation bars and toolbars (LayoutRules.md, "Navigation bars", gives each
/// one's source, or says it was chosen). The heights that depend on the device are in
/// ``BarMetrics``.
enum NavigationMetrics {
    /// What a large title adds below the row up to iOS 18: 52 (96 in all on iPhone, 102 on iPad;
    /// iOS 26's, 62, is ``BarMetrics/largeTitleArea``).
    static let largeTitleHeight: CGFloat = 52
    /// The bar's layout margin (its large title, search field and bottom toolbar) in a window
    /// `windowWidth` wide: 16, and 20 from 414 points, on every release, whatever the list below
    /// keeps (the large title's ink at 16.333–17.333 in 390-point windows on iOS 17.0.1,
    /// bitwarden's apps, whose search field starts at 16; at 17 at 375 and 21 at 430 on iOS 17,
    /// GordianSeedTool-iOS; at 22 over a list with 16-point margins in a 450-point window on iOS 18
    /// and 26, RevenueCat; at 17 at 390 on iOS 26, home-assistant/iOS, and at 375, tweakable).
    static func margin(windowWidth: CGFloat) -> CGFloat { windowWidth >= 414 ? 20 : 16 }
    /// The margin of the bar's leading and trailing items: 16, and 20 in windows 414 points wide
    /// or more, on both sides (measured: iOS 18.4, martinomamic/RSSReader's cancel and add
    /// buttons, ink 16.667 from the leading edge and 17 from the trailing one at 375 and 393
    /// points, 20.667 and 21 at 430; iOS 13, swift-snapshot-testing's add item 18 from the edge at
    /// 320 and 375, 22 at 414; iOS 26: glass buttons 16 from the edges at 375 and 390, hiragram/tweakable and
    /// home-assistant/iOS). Unlike a list's margin, it is 16 at 390–413 points on iOS 18. The
    /// window's shorter side decides, so a phone in landscape keeps its portrait margin, inside
    /// the safe area (iOS 17.0.1, bitwarden/ios in an 844 × 390 window: its leading item 16 inside
    /// the 47-point inset).
    static func itemMargin(window: CGSize) -> CGFloat { margin(windowWidth: min(window.width, window.height)) }
    /// The back button's chevron starts 8 from the leading edge.
    static let backButtonInset: CGFloat = 8
    /// Space between items on one side of a navigation bar, content frame to content frame:
    /// separate `ToolbarItem`s, or the children of a `ToolbarItemGroup`. Before iOS 26, 24
    /// (measured: iOS 17.0.1, bitwarden/ios's "Save" and kabob menu in a group, 24.2 at 390
    /// points; iOS 17, GordianSeedTool-iOS's plus and padded "Edit" in a group, 24.06 at 375 and
    /// 24.1 at 430, where the margin is 20; iOS 18.5, pixelrevision/SwiftUIML's plus and pencil,
    /// 24.35). On iOS 26, 8 between glass (chosen: not measured).
    static func itemSpacing(os: OSVersion) -> CGFloat { os >= .iOS26 ? 8 : 24 }
    /// Space between a bottom toolbar's items (chosen: not measured).
    static let bottomItemSpacing: CGFloat = 8
    /// Space between the back button and the leading item after it (chosen: not measured).
    static let backButtonSpacing: CGFloat = 8
    /// How much wider than its label a `Button` or `NavigationLink` in a navigation bar item is on
    /// each side, the outer inset at the item's ends overhanging the bar's margin and the space
    /// between items (the item's content frame is its buttons' labels'): 4 before iOS 26, so
    /// adjacent buttons in one item's `HStack` are its spacing + 8 apart, frame to frame
    /// (measured at 3x on iOS 17.5 or 18.0, lunij/netbob's `test_listView`: four symbol buttons
    /// and links in an `HStack(spacing: 20)`, 28.14, 28.10 and 27.94 apart, the last ending 15.9
    /// from the edge); 2.25 on iOS 26 (iOS 26.2, hiragram/tweakable's two symbol buttons in an
    /// `HStack(spacing: 16)`: 20.9 apart, 4.2–4.9 more than the spacing by the symbols' scale;
    /// one gap, the frames inferred from ink). Modelled as the buttons' width, so that no stack
    /// needs to know it is in a bar; extra space between adjacent buttons would draw the same
    /// recordings. Not measured: which of the two iOS does (a `Text` or a custom-styled button
    /// beside a button would tell), spacing 0, windows 414 points wide or more, and the bottom
    /// toolbar's buttons, which take none.
    static func barButtonInset(os: OSVersion) -> CGFloat { os >= .iOS26 ? 2.25 : 4 }
    /// A leading or trailing bar item's content: 17-point regular up to the accessibility sizes
    /// (iOS 26 at the medium size, home-assistant/iOS's "Clear": a 17-point regular line, not
    /// `.body`'s 16; iOS 18.4 at the medium and large sizes, martinomamic/RSSReader's
    /// "general_cancel", 114 points of ink at both), semibold for a `.confirmationAction`
    /// (RSSReader's "general_add": 98 points of ink, 17-point semibold; regular would be 93.4),
    /// symbols at the large image scale (RSSReader's and swift-snapshot-testing's plus: 17.667 of
    /// ink, where the medium scale is 13.7; iOS 26's xmark 17.333, hiragram/tweakable and
    /// home-assistant/iOS). The bar's text is ``barTextSize(_:)`` points.
    static func itemFont(_ dynamicTypeSize: DynamicTypeSize, confirmation: Bool = false) -> Font {
        barFont(dynamicTypeSize, weight: confirmation ? .semibold : .regular)
    }
    /// A bar's text font (its inline title's and its items'): ``barTextSize(_:)`` points, in the
    /// 17-point design at every size. At `.accessibility5` (iOS 18.4, RSSReader) the bar's text is
    /// SF Pro Text's design enlarged, not the 20.333-point optical size: the title
    /// "feed_list_rss_feeds" in semibold is 188.333 points of ink (Text's 188.9, the blend at
    /// 20.333 points 183.6), "general_add" 118.667 (118.1) and "general_cancel" in regular 136.667
    /// (137.2).
    static func barFont(_ dynamicTypeSize: DynamicTypeSize, weight: Font.Weight) -> Font {
        var font = Font.system(size: barTextSize(dynamicTypeSize), weight: weight)
        if font.size != barTextOpticalSize { font.opticalPointSize = barTextOpticalSize }
        return font
    }
    /// The optical size of a bar's text: 17 points.
    static let barTextOpticalSize: CGFloat = 17
    /// At the accessibility sizes an inline title and the items that show no text (symbols) grow
    /// upwards from where their 17-point size would put them, rather than about the row's centre:
    /// each is raised by this fraction of its height, half its growth over the 17-point size
    /// (0.082). Measured at `.accessibility5` on iOS 18.4 (martinomamic/RSSReader, at 375, 393
    /// and 430 points): the titles' ink 1.667 to 2 points and the `.add` item's plus 2.1 higher
    /// than centred, while the text items stay centred; an image item sized by its own frame stays
    /// centred too (iOS 17.0.1, bitwarden/ios). Other accessibility sizes and iOS 26 are not
    /// measured and take the same.
    static func upwardGrowth(_ dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        dynamicTypeSize.isAccessibilitySize ? (1 - barTextOpticalSize / barTextSize(dynamicTypeSize)) / 2 : 0
    }
    /// The size of a bar's text (its inline title and its items): 17 points up to `.xxxLarge`
    /// (iOS 18.4 and iOS 26, at the medium and large sizes: RSSReader, home-assistant/iOS), 61/3
    /// at the accessibility sizes (measured at `.accessibility5`, set through the environment, on
    /// iOS 18.4: RSSReader's title 188.333 points of ink where 17 points give 156.667, its items
    /// 1.2 times wider; `.accessibility1` to `.accessibility4` are not measured and take the same).
    static func barTextSize(_ dynamicTypeSize: DynamicTypeSize) -> CGFloat { dynamicTypeSize.isAccessibilitySize ? 61.0 / 3 : 17 }
    /// On iOS 26 an item's content is 16 in from its edge, inside its glass capsule (measured:
    /// iOS 26.2, hiragram/tweakable's "Cancel" and "Create", ink 33 and 32.667 from the window's
    /// edges with the bar's margin 16; iOS 26.4, home-assistant/iOS's "Reset", ink 16.667 inside
    /// its 75.333-point capsule. home-assistant/iOS's "Clear", recorded in 2025-08 on the first
    /// iOS 26 release, had 12.333).
    static func itemPadding(os: OSVersion) -> CGFloat { os >= .iOS26 ? 16 : 0 }
    /// On iOS 26 an item that shows no text (a symbol) is centred in a glass circle 44 wide at
    /// the bar's margin (measured: iOS 26.4, home-assistant/iOS's close and confirm buttons,
    /// circles 16…60 and 330…374 on 390 points; iOS 26.2, hiragram/tweakable's xmark centred 38
    /// from the edge).
    static let glassCircle: CGFloat = 44
    /// The least space between an inline title and the items beside it, frame to frame: the
    /// title moves off the bar's centre and then truncates to keep it (measured: iOS 18.4,
    /// RSSReader's add-feed screen at 375 and 393 points, the title's ink 15.667 after the cancel button's, frames 14 apart).
    static let titleItemGap: CGFloat = 14
    /// A list row link's disclosure chevron frame, at the row content's trailing margin with the
    /// chevron's ink (6.667 × 11) centred in it, so the frame's width says where the ink ends.
    /// On iOS 26 12 × 17, the size a `Picker`'s chevron has: its ink ends 2.667 inside the margin
    /// (measured 2.333: iOS 26.1, home-assistant/iOS's navigation links, ink 349…355.667 on a card
    /// ending at 374). Before iOS 26 the ink ends 0.667 inside the margin (1 at 2x), so the frame
    /// is 8 wide (17 tall, chosen): measured on iOS 18.0, 16.4 and 15 in the default inset grouped
    /// list (lunij/netbob's `ListViewTests/test_listView.1.png` at 65f1f42, 8321a6f, f9a31e9 and
    /// 28eb056, 320 points at 3x, 16-point margins: ink 280.667…287.333 on a card ending at 304)
    /// and on iOS 17 and 15 in a `.sidebar` list (BlockchainCommons/GordianSeedTool-iOS's fastlane
    /// `0seedList` screenshots, dark: at 6463eb3, iOS 17, the ink ends 20.667 before the card's
    /// edge with the content 20 inside it on the iPhone 15 Pro Max, 16.667 with 16 on the iPhone 8
    /// Plus, 17 with 16 at 2x on the iPhone SE; 16.667 at 0b973d1, iOS 15). So the rule is iOS 26
    /// against the releases before it, neither iOS 17 against 18 nor the list's style.
    static func disclosureChevronSize(os: OSVersion) -> CGSize { CGSize(width: os >= .iOS26 ? 12 : 8, height: 17) }
    /// The least space between a list row link's label and its chevron's frame: 10 (measured on
    /// iOS 26.1: a trailing value's ink ends 13.667 before the chevron's, home-assistant/iOS's
    /// ListPicker row; on iOS 17 the label is offered the card's width less both margins and
    /// 17.2–18.3, from the LifeHash drawn 0.3 of it wide, GordianSeedTool-iOS's 88 on the iPhone
    /// SE and 99.667 on the iPhone 15 Pro Max: 18 with the 8-point frame).
    static let disclosureChevronGap: CGFloat = 10
    /// A large title's baseline above the bottom of its area, before iOS 26: 16, with or without a
    /// search field below (iOS 17, GordianSeedTool-iOS's seed list: the title's ink within half a
    /// point of iOS's on the iPhone SE and the iPhone 15 Pro Max, 11 below the bar's row; iOS
    /// 17.0.1, bitwarden/authenticator-ios's `ItemListView` previews over a search field: the
    /// baseline at 134 in an area ending at 150 at the medium size, 33-point bold, and at 155 in
    /// one ending at 171 at `.accessibility5`, 60-point bold; four recordings of that screen agree).
    /// The area grows to hold the title's ascender and this (``BarMetrics/fittingLargeTitle(_:)``).
    static let largeTitleBaselineInset: CGFloat = 16
    /// A split view's sidebar column in regular width: 320 (UIKit's default maximum primary column
    /// width).
    static let sidebarWidth: CGFloat = 320
    /// A split view's content column in regular width (chosen).
    static let contentColumnWidth: CGFloat = 320
    /// The search field's filled shape at `dynamicTypeSize`: 34.333 tall at the medium size (103
    /// pixels at 3x; 69 at 2x), 101.333 at `.accessibility5`. Measured at the medium size on iOS
    /// 18.0, lunij/netbob's `test_listView` (65…99.333); iOS 18.4, element-hq/compound-ios-snapshots'
    /// `searchStyle.List-iPhone-16` (46…80.5 at 2x); iOS 17.0.1, bitwarden/authenticator-ios's
    /// `ItemListView` previews (151…185.333, its bar from 54). At `.accessibility5` on iOS 17.0.1:
    /// the same previews under a large title (172…273.333) and bitwarden/ios's autofill list under
    /// an inline one (99…200.333). No other size is recorded: between and beyond the two the
    /// height follows the straight line through them in body's point size (16 and 53), which
    /// gives 36.1 at the large size, near the 36 points said of a free-standing `UISearchBar`'s
    /// field (zelez-lab/dija's iOS notes). iOS 26: not measured, the same assumed.
    static func searchFieldHeight(_ dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        let medium: CGFloat = 103.0 / 3, accessibility5: CGFloat = 304.0 / 3
        return medium + (dynamicTypeSize.pointSize(of: .body) - 16) * (accessibility5 - medium) / (53 - 16)
    }
    /// How far below the bar's row (or its large title's area) the search field's fill starts: 1
    /// (netbob's untitled navigation view: the fill at 65 under a 64-point bar; compound-ios's
    /// untitled stack with a 1-point safe area: at 46 under 45; bitwarden/authenticator-ios, iOS
    /// 17.0.1: at 151 under a large title's area that ends at 150).
    static let searchFieldTop: CGFloat = 1
    /// Below the search field's fill to the page's content: 15 (the three recordings above:
    /// netbob's inset-grouped card at 114.333, compound-ios's first plain row at 95.5, bitwarden's
    /// opaque bar's hairline at 200.333, each 15 below the fill).
    static let searchFieldBottomInset: CGFloat = 15
    /// The search field's row (`searchable`'s navigation-bar drawer) below the bar's row or its
    /// large title's area: the fill and the space above and below it, 50.333 at the medium size
    /// (at `.accessibility5`, 117.333: iOS 17.0.1, both bitwarden apps' bar hairlines 15 below
    /// the fill).
    static func searchRowHeight(_ dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        searchFieldTop + searchFieldHeight(dynamicTypeSize) + searchFieldBottomInset
    }

    /// The hairline below a navigation bar whose background shows (UIKit's bar shadow, iOS 15–18):
    /// one pixel just below the bar's bottom edge, (169, 169, 172) on white and on the grouped
    /// background (iOS 17.0.1 at 3x, bitwarden/ios's opaque bars: at 98 under an inline bar, 150
    /// under a large title, 44 in landscape). iOS 26 draws none (its bars have no background of
    /// their own at rest; not measured scrolled).
    static let barHairlineColor = Color(169 / 255.0, 169 / 255.0, 172 / 255.0, name: "barHairline")
}

/// The heights of the bars on the device a view is shown on, as UIKit sizes them
/// (LayoutRules.md, "Navigation bars" and "Tab bars"):
///
/// | | Navigation bar row, toolbar | Large titles | Tab bar |
/// |---|---|---|---|
/// | iPhone, portrait (regular height) | 44 | shown (+52) | 49, items stacked |
/// | iPhone, landscape (compact height) | 32 (44 on Plus and Pro Max phones) | not shown: the title is inline | 32, items inline |
/// | iPad, either way | 50 | shown (+52) | 50, items inline |
///
/// Sources: useyourloaf.com, "Supporting iPhone X" (in landscape "the navigation bar has a
/// smaller height of 32 points"); microsoft/fluentui-apple#1727 ("small" phones in landscape show
/// a 32-point bar, tested against a Pro Max, which keeps 44); the HIG as quoted on Stack Overflow
/// 5219833 (toolbars change
/// height on rotation, 44 to 32); hacknicity.medium.com, "iPad Navigation Bar and Toolbar Height
/// Changes in iOS 12" (iPad navigation bars and toolbars 50, large titles +52, iPad tab bars 50;
/// iPhone tab bars 49 in portrait, 32 in landscape); Open Radar 32707795 (rotating an iPhone to
/// landscape turns a large title into an inline one); Apple's documentation of
/// `UITabBarItemAppearance.Style` (`.stacked`; `.inline`, "a side-by-side layout of the icon and
/// title, suitable for use in regular-width environments"; `.compactInline`).
///
/// A host sets them from its ``Device`` (a host made with a size is an iPhone in portrait); the
/// environment's `verticalSizeClass`, which a view may override for its subtree, does not change
/// them, as it does not change UIKit's bars.
struct BarMetrics: Hashable, Sendable {
    /// The navigation bar's row (back button, items, inline title).
    var rowHeight: CGFloat
    /// The bottom toolbar's height above the home indicator.
    var toolbarHeight: CGFloat
    /// Whether large titles show; on an iPhone in landscape every title is inline.
    var showsLargeTitles: Bool
    /// The tab bar's height above the home indicator.
    var tabBarHeight: CGFloat
    /// Whether tab items show their symbol beside their title (UIKit's inline and compact inline
    /// item layouts, for regular widths and compact heights) rather than above it (stacked).
    var tabItemsInline: Bool
    /// How far a navigation bar rises into the safe area's top (``Device/navigationBarRise``).
    var rise: CGFloat = 0
    /// What an inline navigation bar adds below its row: 10 on iOS 26 on an iPhone in portrait,
    /// whose bar is 54 tall with its title centred in the top 44 (measured: a form under an
    /// inline title starts 9.667 and 10 points lower than under a 44-point bar, its title where
    /// a 44-point row centres it; iOS 26.1, home-assistant/iOS's location-history and
    /// list-picker screens), 0 before.
    var inlineExtra: CGFloat = 0
    /// What a large title adds below the row: 52 up to iOS 18; 62 on iOS 26, where the content
    /// starts 62 below the row (measured at 3x under 33-point large titles: iOS 26.2,
    /// hiragram/tweakable's plain list, its first separator at 150 under a row at 44…88, and its
    /// scroll view of category chips, their 44-point frames from 150; iOS 26.4,
    /// home-assistant/iOS's servers screen, its first header's line 71.5 below the row, 10 into
    /// the list as under an inline title; a grouped card without a header starts at the area's
    /// end, ``ListMetrics/topGap(hasHeader:)``).
    var largeTitleArea: CGFloat = NavigationMetrics.largeTitleHeight
    /// Where a large title's line starts below the row, on iOS 26: 14.667, its cap top 22.333
    /// below the row (measured: iOS 26.2, hiragram/tweakable's "Search Results" at 110.333 under
    /// a row at 44…88; iOS 26.4, home-assistant/iOS's "Servers" 22.333 and "Server switching"
    /// 21.667 below theirs); `nil`: its baseline is 16 above the area's bottom
    /// (``NavigationMetrics/largeTitleBaselineInset``).
    var largeTitleTop: CGFloat?

    /// How far below the stack's top its navigation bar starts: 10 in a sheet on iOS 26
    /// (``inSheet(os:)``), else 0.
    var barDrop: CGFloat = 0

    /// An iPhone in portrait.
    static let phone = BarMetrics(rowHeight: 44, toolbarHeight: 44, showsLargeTitles: true, tabBarHeight: 49, tabItemsInline: false)
    /// An iPhone in landscape (compact height).
    static let phoneCompactHeight = BarMetrics(
        rowHeight: 32, toolbarHeight: 32, showsLargeTitles: false, tabBarHeight: 32, tabItemsInline: true)
    /// An iPad, held either way.
    static let pad = BarMetrics(rowHeight: 50, toolbarHeight: 50, showsLargeTitles: true, tabBarHeight: 50, tabItemsInline: true)

    /// The bars of `device` as held (an iPhone in portrait without one) on `os`.
    init(device: Device?, os: OSVersion = .default) {
        guard let device else {
            self = .phone
            if os >= .iOS26 { adoptIOS26Phone() }
            return
        }
        if device.isPad {
            self = .pad
        } else if device.verticalSizeClass == .compact {
            self = .phoneCompactHeight
            // The large phones (regular width in landscape) keep the 44-point bar.
            if device.horizontalSizeClass == .regular { (rowHeight, toolbarHeight) = (44, 44) }
        } else {
            self = .phone
            if os >= .iOS26 { adoptIOS26Phone() }
        }
        rise = device.navigationBarRise
    }

    private init(rowHeight: CGFloat, toolbarHeight: CGFloat, showsLargeTitles: Bool, tabBarHeight: CGFloat, tabItemsInline: Bool) {
        self.rowHeight = rowHeight
        self.toolbarHeight = toolbarHeight
        self.showsLargeTitles = showsLargeTitles
        self.tabBarHeight = tabBarHeight
        self.tabItemsInline = tabItemsInline
    }

    /// iOS 26's bars on an iPhone in portrait (see ``inlineExtra``, ``largeTitleArea``).
    private mutating func adoptIOS26Phone() {
        inlineExtra = 10
        largeTitleArea = 62
        largeTitleTop = 44 / 3
    }

    /// The bars with the large title's area grown to hold the title at `dynamicTypeSize`: where
    /// the title sits on the area's bottom (before iOS 26), the area is at least the title's
    /// ascender and ``NavigationMetrics/largeTitleBaselineInset`` below its baseline: 52 up to
    /// `.xLarge`, 52.2 at `.xxLarge`, 73.1 at `.accessibility5` (measured on iOS 17.0.1: 98…171 under a 60-point
    /// bold title, bitwarden/authenticator-ios's `ItemListView` previews; the sizes between are
    /// not recorded). iOS 26's title, placed from the row, is not measured at the accessibility
    /// sizes: its area stays.
    func fittingLargeTitle(_ dynamicTypeSize: DynamicTypeSize) -> BarMetrics {
        guard largeTitleTop == nil else { return self }
        var metrics = self
        let ascender = dynamicTypeSize.pointSize(of: .largeTitle) * TextMetrics.ascenderRatio
        metrics.largeTitleArea = max(largeTitleArea, ascender + NavigationMetrics.largeTitleBaselineInset)
        return metrics
    }

    /// The bars of a `NavigationStack` in a sheet: UIKit's sheet navigation bar, whose row is 56
    /// tall (measured on iOS 17.5, michaelhenry/XConfigs's UIKit sheets, the presentation SwiftUI's
    /// `sheet` uses: "Done" centred 28 below the card's top, the content 56 below it); on iOS 26
    /// that row starts 10 below the card's top and the content 4 below the row (measured in the
    /// sheet's own, unscaled coordinates: a medium sheet's inline title's baseline 44.5 below the
    /// card's top, its content 70.3, teufelaudio/HostedSnapshotHelper; a 16-point drop, a 44-point
    /// row and 10 below it fit as well: no recording with a bar button tells them apart). iPad's
    /// bars are as they are.
    func inSheet(os: OSVersion) -> BarMetrics {
        guard rowHeight == BarMetrics.phone.rowHeight else { return self }
        var metrics = self
        metrics.rowHeight = 56
        metrics.inlineExtra = os >= .iOS26 ? 4 : 0
        metrics.barDrop = os >= .iOS26 ? 10 : 0
        metrics.rise = 0
        return metrics
    }

    /// The display mode the bar shows a page's title in: `.inline` where large titles do not show.
    func shownMode(_ mode: NavigationBarItem.TitleDisplayMode) -> NavigationBarItem.TitleDisplayMode {
        showsLargeTitles ? mode : .inline
    }

    /// The navigation bar's height without a search row: the row, and the large title area.
    func barHeight(_ mode: NavigationBarItem.TitleDisplayMode) -> CGFloat {
        shownMode(mode) == .large ? rowHeight + largeTitleArea : rowHeight + inlineExtra
    }
}

struct BarMetricsKey: EnvironmentKey { static let defaultValue = BarMetrics.phone }

extension EnvironmentValues {
    /// The bars' heights on the host's device.
    var barMetrics: BarMetrics {
        get { self[BarMetricsKey.self] }
        set { self[BarMetricsKey.self] = newValue }
    }
}
