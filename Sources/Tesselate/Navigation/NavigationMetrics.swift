import Foundation

/// iOS's numbers for navigation bars and toolbars on iPhone (LayoutRules.md, "Navigation bars",
/// gives each one's source, or says it was chosen).
enum NavigationMetrics {
    /// The navigation bar's row (back button, items, inline title), and the bottom toolbar: 44.
    static let barRowHeight: CGFloat = 44
    /// What a large title adds below the row: 52 (96 in all).
    static let largeTitleHeight: CGFloat = 52
    /// The bottom toolbar's height above the home indicator: 44.
    static let toolbarHeight: CGFloat = 44
    /// The bar's layout margin on iPhone: 16 from each side to the items and the large title.
    static let margin: CGFloat = 16
    /// The back button's chevron starts 8 from the leading edge.
    static let backButtonInset: CGFloat = 8
    /// Space between items on one side of a bar (chosen: no published number).
    static let itemSpacing: CGFloat = 8
    /// A list row link's disclosure chevron: the size a `Picker`'s chevron has (chosen).
    static let disclosureChevronSize = CGSize(width: 12, height: 17)
    /// Space between a large title's last line and the bar's bottom (chosen).
    static let largeTitleBottomInset: CGFloat = 8
    /// A split view's sidebar column in regular width: 320 (UIKit's default maximum primary column
    /// width).
    static let sidebarWidth: CGFloat = 320
    /// A split view's content column in regular width (chosen).
    static let contentColumnWidth: CGFloat = 320
    /// The search field's row below the title (chosen: the 36-point field with 8 above and below).
    static let searchRowHeight: CGFloat = 52
    /// The search field's height (chosen).
    static let searchFieldHeight: CGFloat = 36
}
