import Foundation

/// What a ``NavigationStack`` keeps across updates beside its path: the destinations registered
/// with `navigationDestination(for:destination:)`, and what each page of the stack asked of the
/// bar when it was last shown (a pushed page's back button shows the title of the page below).
@MainActor
final class NavigationModel {
    /// The destination for values of a type, by the type.
    var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
    /// The title of each page, by depth (0 the root), as last shown.
    var titles: [Int: String] = [:]
    /// The title display mode each page used, by depth, as last shown.
    var displayModes: [Int: NavigationBarItem.TitleDisplayMode] = [:]

    /// The mode `bar` shows its title in at `depth`: `.automatic` is `.large` on the root and the
    /// mode of the page below elsewhere, as on iOS.
    func displayMode(of bar: NavigationPageBar, depth: Int) -> NavigationBarItem.TitleDisplayMode {
        if let mode = bar.displayMode, mode != .automatic { return mode }
        return depth == 0 ? .large : displayModes[depth - 1] ?? .large
    }
}

/// What the page on top of a stack asks of its bars, gathered while the page is resolved by the
/// modifiers inside it (`navigationTitle`, `toolbar`, …). SwiftUI gathers the same through
/// preferences; here the page writes them during its resolution and the stack reads them once the
/// page is resolved. When several modifiers set one thing, the last one resolved wins: the
/// outermost of a chain, the last of siblings.
@MainActor
final class NavigationPageBar {
    var title: Text?
    var titleString: String?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var backButtonHidden = false
    var navigationBarVisibility: Visibility = .automatic
    var bottomBarVisibility: Visibility = .automatic
    var items: [ToolbarEntry] = []
    var search: SearchField?
    /// `toolbarBackground(_:for:)`: the bar's fill and when it shows.
    var backgroundStyle: AnyShapeStyle?
    var backgroundVisibility: Visibility = .automatic
    /// `toolbarColorScheme(_:for:)`: the scheme the bar's contents read.
    var barColorScheme: ColorScheme?
}

/// One view of a page's toolbar and where it goes.
struct ToolbarEntry {
    var placement: ToolbarItemPlacement
    var content: AnyView
    /// Whether the item stands in the bar's glass on iOS 26 (`sharedBackgroundVisibility(_:)`).
    var sharesBackground = true
    /// Whether `content` is a group's views (`ToolbarItemGroup`, or views given to
    /// `toolbar(content:)`), each an item of its own: the bar stands them in a row, as far apart as
    /// its items (``NavigationMetrics/itemSpacing(os:)``), and their buttons are as wide as their
    /// labels.
    var isGroup = false

    /// The entry's view: a group's views in an `HStack` `spacing` apart.
    func view(groupSpacing spacing: CGFloat) -> AnyView {
        isGroup ? AnyView(HStack(spacing: spacing) { content }) : content
    }
}

/// A view pushed on a stack outside its path: by a destination link, or by
/// `navigationDestination(isPresented:)`/`(item:)` (which keep a key, say whether they still
/// present it, and are told when it is popped).
struct PushedPage {
    var view: AnyView
    var key: Int?
    /// Called by the stack on the main actor; nonisolated so that the nonisolated
    /// `navigationDestination` modifiers can make them with their bindings.
    var isPresented: (() -> Bool)?
    var onPop: (() -> Void)?
}

/// What the views inside a stack see of it: how to push and pop, and the page bar to write to.
@MainActor
struct NavigationContext {
    var model: NavigationModel
    var page: NavigationPageBar
    /// The page's depth in its stack (0 the root).
    var depth = 0
    var push: @MainActor (AnyHashable) -> Void
    var pushView: @MainActor (PushedPage) -> Void
    /// Whether a page with `key` is pushed.
    var isPushed: @MainActor (Int) -> Bool
    /// Pops the page with `key` and the pages above it (each told it was popped).
    var popPage: @MainActor (Int) -> Void = { _ in }
    /// Whether pushing shows the view in the next column of a split view (a leading column's
    /// stack) rather than on this stack: nothing is pushed here, so nothing can be popped.
    var showsInNextColumn = false
}

extension NavigationContext {
    /// Whether the page shows its title large on an iOS 26 iPhone with nothing but the title in
    /// the bar's drawer (no search field), as far as the page has said when this is asked: a
    /// `navigationTitle` around the asking view has been read, one inside it not yet.
    @MainActor func showsIOS26LargeTitle(_ environment: EnvironmentValues) -> Bool {
        guard environment.osVersion >= .iOS26, page.title != nil, page.search == nil else { return false }
        return environment.barMetrics.shownMode(model.displayMode(of: page, depth: depth)) == .large
    }

    /// Whether the page's bar has a search field's row (`searchable`), as far as the page has
    /// said when this is asked (see ``showsIOS26LargeTitle(_:)``).
    @MainActor var showsSearchRow: Bool { page.search != nil }
}

struct NavigationContextKey: EnvironmentKey {
    static var defaultValue: NavigationContext? { nil }
}

extension EnvironmentValues {
    /// The navigation stack the view is in, if any.
    var navigation: NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }
}
