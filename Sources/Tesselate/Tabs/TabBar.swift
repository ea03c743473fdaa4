import Foundation

/// iOS's numbers for the tab bar and the page dots on iPhone (LayoutRules.md, "Tab bars").
enum TabMetrics {
    /// The item title's font: 10 points, medium.
    static let titleFont = Font.system(size: 10, weight: .medium)
    /// The item symbol's font (chosen: the recordings show tab symbols' ink only, of glyphs newer
    /// than SF Pro 16's, so size and glyph cannot be told apart; `MeasuredSymbols` keeps their
    /// ink at 22 points).
    static let symbolFont = Font.system(size: 22)
    /// A stacked item's symbol is centred 18.5 below the bar's top and its title's line ends 1.5
    /// above the bar's bottom (its baseline about 3.9 above), whatever the symbol (measured:
    /// iOS 18.4, RSSReader's `newspaper.fill`, its ink centred 18.667 below the 49-point bar's
    /// top, and its titles' ink 11.667…2.333 above the bar's bottom at 375, 393 and 430 points;
    /// iOS 26 in its compatibility design, stotic-dev/homete_iOS's `list.bullet.clipboard.fill`
    /// centred 18.25 below it).
    static let symbolCentre: CGFloat = 18.5
    static let titleBottomInset: CGFloat = 1.5
    /// The symbol's font and its space to the title when items are inline, the symbol beside the
    /// title (iPhone in landscape, iPad): 17 points and 6 (chosen: UIKit's landscape items are
    /// smaller; no published number).
    static let inlineSymbolFont = Font.system(size: 17)
    static let inlineItemSpacing: CGFloat = 6
    /// A page dot's diameter and the space between dots: 7 and 29/3, the centres 16.667 apart
    /// (measured: iOS 26.2, hiragram/tweakable's onboarding pager, light and dark).
    static let dotSize: CGFloat = 7
    static let dotSpacing: CGFloat = 29.0 / 3
    /// The page dots' centre above the pager's bottom: 24.167 (measured there: the dots' centre
    /// 671.833, the pager ending at 696).
    static let dotCentreAboveBottom: CGFloat = 145.0 / 6
}

/// The tab bar's content: one button per tab, sharing the width equally; each shows its symbol
/// above its title (beside it, when `inline`: an iPhone in landscape, an iPad), tinted with the
/// accent colour when selected and grey otherwise, and its badge (a red capsule) at the symbol's
/// top trailing corner.
struct TabBar {
    var tabs: [TabInfo]
    var selected: Int
    var inline = false
    var select: @MainActor (AnyHashable) -> Bool

    @MainActor var body: AnyView {
        let select = self.select
        return AnyView(
            HStack(spacing: 0) {
                ForEach(tabs.indices, id: \.self) { index in
                    let tab = tabs[index]
                    Button {
                        _ = select(tab.tag)
                    } label: {
                        item(tab)
                            .foregroundStyle(index == selected ? Color.accentColor : Color.gray)
                    }
                    .frame(maxWidth: .infinity)
                }
            })
    }

    /// A tab's symbol and title, stacked or side by side.
    @MainActor private func item(_ tab: TabInfo) -> AnyView {
        // iOS's tab bar shows a symbol's filled variant where it has one (iOS 18.4, RSSReader's
        // `Label(…, systemImage: "newspaper")` drawn as `newspaper.fill`).
        let symbol = tab.image.map { image in
            image.font(inline ? TabMetrics.inlineSymbolFont : TabMetrics.symbolFont)
                .symbolVariant(.fill)
                .overlay(alignment: .topTrailing) {
                    // A tab bar stays small at every Dynamic Type size (iOS shows the Large
                    // Content Viewer instead: LayoutRules.md, "Tab bars"), its badge too.
                    if let badge = tab.badge {
                        badge.font(.caption2).dynamicTypeSize(.large).foregroundStyle(Color.white)
                            .padding(.horizontal, 5)
                            .background(Capsule().fill(Color.red))
                            .offset(x: 10, y: -4)
                    }
                }
        }
        let title = tab.title.map { $0.font(TabMetrics.titleFont) }
        if inline {
            return AnyView(
                HStack(spacing: TabMetrics.inlineItemSpacing) {
                    symbol; title
                })
        }
        // The symbol from the top and the title from the bottom, each where iOS puts it: stacked,
        // the two are taller than the bar (37 + a 12-point line), which would centre them and
        // lift the symbol 1.3 points.
        return AnyView(
            ZStack(alignment: .top) {
                symbol.frame(height: 2 * TabMetrics.symbolCentre)
                title.padding(.bottom, TabMetrics.titleBottomInset).frame(maxHeight: .infinity, alignment: .bottom)
            }
            .frame(height: BarMetrics.phone.tabBarHeight))
    }
}

/// A pager's page dots: the selected one in the primary colour, the others dimmed.
struct PageIndicator: View {
    var count: Int
    var selected: Int

    var body: some View {
        HStack(spacing: TabMetrics.dotSpacing) {
            ForEach(0..<count, id: \.self) { index in
                Circle().fill(index == selected ? Color.primary : Color.gray.opacity(0.5))
                    .frame(width: TabMetrics.dotSize, height: TabMetrics.dotSize)
            }
        }
    }
}
