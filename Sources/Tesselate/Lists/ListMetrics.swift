import Foundation

/// The numbers of a list's look, per style and iOS release (LayoutRules.md, "Lists and forms",
/// for each number's source or the note that Tesselate chose it). Fixed when the list is
/// resolved: the margin depends on the window's width, as UIKit's layout margins do.
struct ListMetrics: Equatable {
    var style: ListStyleKind
    /// The layout margin: from the screen's edge to an inset card, and from the card's edge to the
    /// rows' content.
    var margin: CGFloat
    /// The least height of a row (`defaultMinListRowHeight`).
    var minRowHeight: CGFloat
    var os: OSVersion
    /// Whether the list is a page's under an iOS 26 large title (see ``topGap(hasHeader:)``).
    var isUnderIOS26LargeTitle = false
    /// Whether the list is a page's under its bar's search field (see ``topGap(hasHeader:)``).
    var isUnderSearchRow = false
    /// Whether the list is in a regular width (an iPad), where a `.sidebar` list draws no
    /// separators (see ``showsSeparators``).
    var isRegularWidth = false

    /// `bodyLineHeight`: a body line's height at the list's Dynamic Type size (unrounded), and
    /// `scale` the pixels a point.
    init(style: ListStyleKind, windowWidth: CGFloat, minRowHeight: CGFloat, os: OSVersion, bodyLineHeight: CGFloat, scale: CGFloat) {
        self.style = style
        margin = ListMetrics.margin(windowWidth: windowWidth, os: os)
        // iOS 26 rows are at least a body line and 31.667 tall, rounded up to a pixel, unless the
        // environment sets another least height: 51 with 16-point text at 3x (SpeziViews' iOS 26
        // recordings), 52 with 17-point text at 1x (RevenueCat's iOS 26 debug screen; swiftui-web
        // measured "52 or more").
        let iOS26Least = ceilToPixel(bodyLineHeight + 95.0 / 3, scale)
        self.minRowHeight = os >= .iOS26 && minRowHeight == DefaultMinListRowHeightKey.defaultValue ? iOS26Least : minRowHeight
        self.os = os
    }

    /// The layout margin in a window `windowWidth` wide: on iOS 18, 20 from 390 points (measured
    /// at 390, StanfordSpezi/SpeziViews' iOS 18 list recording: card at 20, content at 40) and 16
    /// below (the 375-point phones, unmeasured on iOS 18); on iOS 26, 16 up to 390 (measured at 390
    /// by the same project's iOS 26 recording, at 375 by swiftui-web) and 20 from 414 (unmeasured).
    static func margin(windowWidth: CGFloat, os: OSVersion) -> CGFloat {
        windowWidth >= (os >= .iOS26 ? 414 : 390) ? 20 : 16
    }

    /// The grouped background, `systemGroupedBackground` (242, 242, 247).
    static let groupedGround = Color(242 / 255.0, 242 / 255.0, 247 / 255.0, name: "systemGroupedBackground")
    /// A plain list's background, `systemBackground` (white; black in the dark appearance).
    static let cellBackground = Color(1, 1, 1, name: "systemBackground")
    /// A grouped section's card, `secondarySystemGroupedBackground` (white; (28, 28, 30) in the
    /// dark appearance).
    static let cardBackground = Color(1, 1, 1, name: "secondarySystemGroupedBackground")
    /// The separator colour, UIKit's `separator`: (60, 60, 67) at 29 %.
    static let separatorColor = Color(60 / 255.0, 60 / 255.0, 67 / 255.0, 0.29, name: "separator")
    /// iOS 26's separator in a list: UIKit's separator colour at 12% (232, 232, 232 on white, as
    /// measured on home-assistant/iOS's and SpeziViews' iOS 26 lists).
    static let iOS26SeparatorColor = Color(60 / 255.0, 60 / 255.0, 67 / 255.0, 0.12, name: "separator")

    var isGrouped: Bool { style == .grouped || style == .insetGrouped || style == .sidebar }
    var ground: Color { isGrouped ? ListMetrics.groupedGround : ListMetrics.cellBackground }
    /// How far a section's card is from the list's edges.
    var cardMargin: CGFloat { style == .insetGrouped || style == .inset || style == .sidebar ? margin : 0 }
    /// An inset card's corner radius: 10 to iOS 18, 26 on iOS 26 (swiftui-web, iOS 26).
    var cornerRadius: CGFloat { cardMargin > 0 ? (os >= .iOS26 ? 26 : 10) : 0 }
    /// A row's content insets unless `listRowInsets` sets them: 11 above and below to iOS 18, 15
    /// on iOS 26 (SpeziViews' iOS 26 recordings: a grid of 82.333 in a form row 112.333 tall, and
    /// two accessibility-size lines in a row 130 tall).
    var rowInsets: EdgeInsets {
        let vertical: CGFloat = os >= .iOS26 ? 15 : 11
        return EdgeInsets(top: vertical, leading: margin, bottom: vertical, trailing: margin)
    }
    /// Separators, also in a `.sidebar` list in a compact width, which iOS 17 draws as an inset
    /// grouped one (measured: BlockchainCommons/GordianSeedTool-iOS's seed list, iOS 17 on a
    /// 375-point iPhone SE and a 430-point iPhone 15 Pro Max: a separator under each row but the
    /// last, from the content's leading edge). None in a regular width's sidebar (the same
    /// project's iPad recordings show no separators there).
    var showsSeparators: Bool { style != .sidebar || !isRegularWidth }
    /// Whether the last row of a section has a separator below it (plain lists; the list's last
    /// row only where ``separatesListEnds``).
    var separatesLastRow: Bool { style == .plain }
    /// Whether a plain list also has a separator above its first row (when its first section has
    /// no header) and under its last row, from the rows' content edge as the others. Measured
    /// before iOS 26: iOS 17.5 (michaelhenry/XConfigs's UIKit option list in a sheet: a hairline
    /// at the first row's top, 454.667, 20 in) and iOS 18.4 (element-hq/compound-ios's searchable
    /// plain List: hairlines at the first row's top, 95.5, and under the tenth and last row,
    /// 535). iOS 26 is not recorded; Tesselate draws neither there.
    var separatesListEnds: Bool { style == .plain && os < .iOS26 }
    /// Whether sections have full-width lines above and below (grouped).
    var hasSectionBorders: Bool { style == .grouped }

    /// Between a header's line and its rows: 10 (swiftui-web's iOS 26 measurement; plain lists'
    /// headers, "10 above the next" row), and 6 in a grouped list before iOS 26 (measured from
    /// the header's ink to its card: lunij/netbob's iOS 16.4 settings, 17.667 from a header's ink
    /// to card 3, and iOS 18.0 request details, its card at 101.333; bitwarden/authenticator-ios's
    /// debug menu on iOS 17.0.1 and 18.1, its card at 96 under a 54-point top; RevenueCat's iOS 18
    /// debug screen at 1x, every row where iOS has it).
    var headerGap: CGFloat { hasIOS18GroupedHeaders ? 6 : 10 }

    /// Whether headers follow iOS 18's gaps in a grouped list (``headerGap``, ``topGap(hasHeader:)``,
    /// ``gap(spacing:previousHasFooter:nextHasHeader:)``) rather than the gaps measured on iOS 26.
    private var hasIOS18GroupedHeaders: Bool { isGrouped && os < .iOS26 }
    /// Between the rows and the footer.
    static let footerGap: CGFloat = 8

    /// The default distance between two sections' cards.
    var defaultSectionSpacing: CGFloat { style == .plain ? 0 : 35 }

    /// Above the first section: 10 above a header (17 in a grouped list before iOS 26: measured,
    /// lunij/netbob's iOS 16.4 information screen, its header's ink at 39.667 under a 20-point
    /// top, and iOS 18.0 request details, at 83.667 under a 64-point bar; RevenueCat's iOS 18
    /// debug screen, its first header at 116 at 1x); 35 above a grouped card, 0 in a plain list.
    /// Under an iOS 26 large title, whose area already ends 35 below the title's box
    /// (``BarMetrics/largeTitleArea``), a grouped card without a header starts right there
    /// (measured: iOS 26.4, home-assistant/iOS's server-switching screen, its first card 62 below
    /// the bar's row, as a plain list's rows and a scroll view's content on hiragram/tweakable's
    /// iOS 26.2 screens; the same project's servers screen has its header's line 71.5 below the
    /// row, 10 into the list; under an inline title a card is 35 below the bar, as before).
    /// Under a search field's row, which ends 15 below the field, a grouped card without a header
    /// starts right there too (measured: iOS 18.0, lunij/netbob's `test_listView`, an
    /// inset-grouped card 15 below the field's fill, at 114.333 under a 64-point bar).
    /// A `.sidebar` list's first card without a header starts at the list's top (measured:
    /// GordianSeedTool-iOS's seed list, iOS 17, iPhone SE and iPhone 15 Pro Max: the card right
    /// under the large title, 96 below the status bar).
    func topGap(hasHeader: Bool) -> CGFloat {
        if hasHeader { return hasIOS18GroupedHeaders ? 17 : 10 }
        return style == .plain || style == .sidebar || isUnderIOS26LargeTitle || isUnderSearchRow ? 0 : 35
    }

    /// Between a section and the next, for `spacing` between their cards: less before a header
    /// (it brings its own gap: 1/3 less in a grouped list before iOS 26, measured on lunij/netbob's
    /// iOS 16.4 settings, a card's bottom 37.333 above the next header's ink, and its information
    /// screen, an empty section's header's ink 55 above the next one's) and after a footer.
    func gap(spacing: CGFloat, previousHasFooter: Bool, nextHasHeader: Bool) -> CGFloat {
        if style == .plain { return (nextHasHeader ? 32 : 0) + (previousHasFooter ? ListMetrics.footerGap : 0) + spacing }
        return max(0, spacing - (nextHasHeader ? (hasIOS18GroupedHeaders ? 1.0 / 3 : 7.5) : 0) - (previousHasFooter ? 11.5 : 0))
    }

    /// Below the last section.
    var bottomGap: CGFloat { style == .plain ? 0 : 35 }

    /// How a header's text looks: in grouped styles footnote, secondary and uppercased to iOS 18,
    /// body semibold (`.headline`) and secondary in its own case on iOS 26 (the ink of SF Pro's
    /// semibold fits three of four iOS 26 headers within half a point, medium's one:
    /// home-assistant/iOS's "Section 1" and "Section 2" at the medium size, 66 and 69 wide,
    /// RevenueCat's "Configuration", 107; its "Diagnostics", 90, fits medium); a sidebar's
    /// headline in the primary colour; a plain list's headline, secondary.
    /// With `headerProminence(.increased)`, a grouped style's header is title 3, bold, in the
    /// primary colour and its own case (UIKit's prominent inset grouped header).
    func headerEnvironment(_ environment: inout EnvironmentValues) {
        if environment.headerProminence == .increased, style == .grouped || style == .insetGrouped {
            environment.font = .title3.bold()
            environment.foregroundColor = .primary
            return
        }
        switch style {
        case .grouped where os >= .iOS26, .insetGrouped where os >= .iOS26:
            environment.font = .headline
            environment.foregroundColor = .secondary
        case .grouped, .insetGrouped:
            environment.headerButtonSymbolFont = environment.font ?? .body
            environment.font = .footnote
            environment.textCase = .uppercase
            environment.foregroundColor = .secondary
        case .sidebar:
            environment.font = .headline
        case .plain, .inset:
            environment.font = .headline
            environment.foregroundColor = .secondary
        }
    }

    /// How a footer's text looks: footnote, secondary; on iOS 26 its lines are 2 points closer
    /// than a footnote's leading (measured: a six-line footer at medium size has its lines 14
    /// apart, 12-point text whose leading is 16; iOS 26.1, home-assistant/iOS's server-switching
    /// screen).
    func footerEnvironment(_ environment: inout EnvironmentValues) {
        environment.font = .footnote
        environment.foregroundColor = .secondary
        if os >= .iOS26 { environment.lineSpacing -= 2 }
    }
}

/// The spacing between adjacent sections of a list, as SwiftUI's `ListSectionSpacing`.
public struct ListSectionSpacing: Hashable, Sendable {
    let value: CGFloat?
    let name: String

    /// The style's spacing (35 points between grouped sections).
    public static let `default` = ListSectionSpacing(value: nil, name: "default")
    /// Compact spacing: 20 points (Tesselate's choice; Apple documents no number).
    public static let compact = ListSectionSpacing(value: 20, name: "compact")
    /// `spacing` points.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
        ListSectionSpacing(value: spacing, name: formatNumber(spacing))
    }

    /// The points this spacing stands for in a list drawn with `metrics`.
    func length(_ metrics: ListMetrics) -> CGFloat { value ?? metrics.defaultSectionSpacing }
}
