import Foundation

/// Content for a toolbar, as SwiftUI's `ToolbarContent`: ``ToolbarItem``s and
/// ``ToolbarItemGroup``s built with ``ToolbarContentBuilder``, or a type of your own whose `body`
/// is such content.
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ToolbarContent {}

extension ToolbarContent where Body == Never {
    /// Built-in toolbar content has no body: Tesselate never asks for it.
    public var body: Never { fatalError("\(Self.self) is built-in toolbar content and has no body.") }
}

/// Toolbar content Tesselate builds in: it knows its entries itself.
protocol PrimitiveToolbarContent {
    @MainActor func toolbarEntries() -> [ToolbarEntry]
}

extension ToolbarContent {
    /// The entries this content adds to its page's bars.
    @MainActor func entries() -> [ToolbarEntry] {
        if let primitive = self as? any PrimitiveToolbarContent { return primitive.toolbarEntries() }
        return body.entries()
    }
}

/// A view placed in a toolbar, as SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    /// An item at `placement` (`.automatic`: the trailing side of the navigation bar on iPhone).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.placement = placement
        self.content = content()
    }

    /// An item with an identifier, as SwiftUI's `init(id:placement:content:)` (the identifier
    /// is for customizable toolbars, which iOS does not show).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.placement = placement
        self.content = content()
    }

    func toolbarEntries() -> [ToolbarEntry] { [ToolbarEntry(placement: placement, content: AnyView(content))] }
}

/// Several views placed together in a toolbar, as SwiftUI's `ToolbarItemGroup`: they stand in
/// a row, each an item of its own (in a navigation bar as far apart as separate items: 24 before
/// iOS 26, LayoutRules.md, "Navigation bars").
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    func toolbarEntries() -> [ToolbarEntry] {
        [ToolbarEntry(placement: placement, content: AnyView(content), isGroup: true)]
    }
}

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement` on iPhone.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable { case leading, principal, trailing, bottom, hidden }
    let name: String
    let slot: Slot

    /// The trailing side of the navigation bar.
    public static let automatic = ToolbarItemPlacement(name: "automatic", slot: .trailing)
    /// The centre of the navigation bar, instead of the title.
    public static let principal = ToolbarItemPlacement(name: "principal", slot: .principal)
    /// The leading side of the navigation bar.
    public static let navigation = ToolbarItemPlacement(name: "navigation", slot: .leading)
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction", slot: .trailing)
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction", slot: .trailing)
    public static let status = ToolbarItemPlacement(name: "status", slot: .bottom)
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction", slot: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction", slot: .leading)
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction", slot: .trailing)
    /// Above the keyboard; not shown (Tesselate draws no keyboard).
    public static let keyboard = ToolbarItemPlacement(name: "keyboard", slot: .hidden)
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading", slot: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing", slot: .trailing)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar", slot: .bottom)
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading", slot: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing", slot: .trailing)
}

/// A bar that `toolbar(_:for:)` shows or hides, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String

    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
}

/// Builds ``ToolbarContent`` from items, as SwiftUI's `ToolbarContentBuilder`.
@resultBuilder @MainActor
public enum ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> C { content }
    public static func buildBlock() -> ToolbarContentList { ToolbarContentList(parts: []) }
    public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> ToolbarContentList {
        var parts: [any ToolbarContent] = []
        for item in repeat each content { parts.append(item) }
        return ToolbarContentList(parts: parts)
    }
    public static func buildOptional<C: ToolbarContent>(_ content: C?) -> ToolbarContentList {
        ToolbarContentList(parts: content.map { [$0] } ?? [])
    }
    /// An `if` without `else` around items (the block's items arrive as one list).
    public static func buildOptional(_ content: ToolbarContentList?) -> ToolbarContentList {
        content ?? ToolbarContentList(parts: [])
    }
    public static func buildEither<C: ToolbarContent>(first content: C) -> ToolbarContentList { ToolbarContentList(parts: [content]) }
    public static func buildEither<C: ToolbarContent>(second content: C) -> ToolbarContentList { ToolbarContentList(parts: [content]) }
}

/// Toolbar content built by ``ToolbarContentBuilder`` from several items.
public struct ToolbarContentList: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    let parts: [any ToolbarContent]
    func toolbarEntries() -> [ToolbarEntry] { parts.flatMap { $0.entries() } }
}

extension View {
    /// Adds toolbar items to this page's bars, as SwiftUI's `toolbar(content:)`.
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let content = content()
        return modified(NavigationPageModifier { $0.items.append(contentsOf: content.entries()) })
    }

    /// Adds views to the trailing side of this page's navigation bar, as SwiftUI's
    /// `toolbar(content:)` with views: each is an item, as in a ``ToolbarItemGroup``.
    @_disfavoredOverload
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let content = content()
        return modified(
            NavigationPageModifier {
                $0.items.append(ToolbarEntry(placement: .automatic, content: AnyView(content), isGroup: true))
            })
    }

    /// Shows or hides bars for this page, as SwiftUI's `toolbar(_:for:)`: `.hidden` for
    /// `.navigationBar` removes the navigation bar (the page takes its place), for `.bottomBar`
    /// the bottom toolbar, for `.tabBar` the enclosing tab view's bar (when the page is on top
    /// of its stack, in the selected tab). `.automatic` changes nothing here.
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modified(ToolbarVisibilityModifier(visibility: visibility, bars: bars))
    }
}

/// `toolbar(_:for:)`: writes to the page's bars and to the enclosing tab view's request; makes
/// no node.
struct ToolbarVisibilityModifier: PrimitiveModifier {
    var visibility: Visibility
    var bars: [ToolbarPlacement]

    func resolve<Content: View>(content: Content, in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        resolver.resolve(content, context, into: &nodes)
        resolver.noteNonLocalWrite()
        for bar in bars {
            if bar == .navigationBar { context.environment.navigation?.page.navigationBarVisibility = visibility }
            if bar == .bottomBar { context.environment.navigation?.page.bottomBarVisibility = visibility }
            if bar == .tabBar { context.environment.tabBarRequest?.visibility = visibility }
        }
    }
}
