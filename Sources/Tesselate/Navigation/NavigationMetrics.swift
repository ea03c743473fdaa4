import Foundation

/// iOS's numbers for navigation bars and toolbars (LayoutRules.md, "Navigation bars", gives each
/// one's source, or says it was chosen). The heights that depend on the device are in
/// ``BarMetrics``.
enum NavigationMetrics {
    /// What a large title adds below the row up to iOS 18: 52 (96 in all on iPhone, 102 on iPad;
    /// iOS 26's is ``BarMetrics/largeTitleArea``).
    static let largeTitleHeight: CGFloat = 52
    /// The layout margin in a window `windowWidth` wide on `os`: the margin lists use
    /// (`ListMetrics.margin(windowWidth:os:)`), so that a large title lines up with the rows'
    /// content (chosen: no bar-specific measurement).
    static func margin(windowWidth: CGFloat, os: OSVersion) -> CGFloat { ListMetrics.margin(windowWidth: windowWidth, os: os) }
    /// The back button's chevron starts 8 from the leading edge.
    static let backButtonInset: CGFloat = 8
    /// Space between items on one side of a bar (chosen: no published number).
    static let itemSpacing: CGFloat = 8
    /// A leading or trailing bar item's content: 17-point regular whatever the Dynamic Type size
    /// (iOS 26.1 at the medium size, home-assistant/iOS's "Clear": 38.667 × 13 points of ink, a
    /// 17-point regular line, not `.body`'s 16; earlier releases are not measured), and on iOS 26
    /// 12.333 in from the item's edge, inside its glass capsule (the same button: its ink ends
    /// 28.333 before the window's trailing edge, the bar's margin 16).
    static let itemFont = Font.system(size: 17)
    static func itemPadding(os: OSVersion) -> CGFloat { os >= .iOS26 ? 37.0 / 3 : 0 }
    /// A list row link's disclosure chevron: the size a `Picker`'s chevron has (chosen).
    static let disclosureChevronSize = CGSize(width: 12, height: 17)
    /// The least space between a list row link's label and its chevron's frame: 10 on iOS 26
    /// (measured: a trailing value's ink ends 13.667 before the chevron's, iOS 26.1,
    /// home-assistant/iOS's ListPicker row), 8 before (an `HStack`'s spacing; unmeasured).
    static func disclosureChevronGap(os: OSVersion) -> CGFloat { os >= .iOS26 ? 10 : 8 }
    /// Space between a large title's last line and the bar's bottom (chosen).
    static let largeTitleBottomInset: CGFloat = 8
    /// A split view's sidebar column in regular width: 320 (UIKit's default maximum primary column
    /// width).
    static let sidebarWidth: CGFloat = 320
    /// A split view's content column in regular width (chosen).
    static let contentColumnWidth: CGFloat = 320
    /// The search field's row below the title (chosen: the 36-point field with 8 above and below;
    /// a free-standing `UISearchBar` is 56 with its chrome, per zelez-lab/dija's iOS search-bar
    /// notes, but no number for the bar's drawer was found).
    static let searchRowHeight: CGFloat = 52
    /// The search field's height: 36 (zelez-lab/dija, `docs/platforms/ios/components/search-bar.md`:
    /// "36pt (search field)", radius 10, 8 to the magnifying glass, 6 from it to the text, as
    /// `SearchFieldView` draws it).
    static let searchFieldHeight: CGFloat = 36
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
    /// What a large title adds below the row: 52 up to iOS 18; 35 on iOS 26, whose large title
    /// reaches below the bar into the content's top margin (measured: under a 33-point large
    /// title a list's first card is 114 below the top inset, its title's line 66.667; iOS 26.1,
    /// home-assistant/iOS's server-switching screen, 3x).
    var largeTitleArea: CGFloat = NavigationMetrics.largeTitleHeight
    /// Where a large title's line starts below the row, on iOS 26 (22.667, measured there); `nil`:
    /// its bottom is 8 above the bar's (``NavigationMetrics/largeTitleBottomInset``).
    var largeTitleTop: CGFloat?

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
        largeTitleArea = 35
        largeTitleTop = 68 / 3
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
