import Foundation

/// Where a navigation bar's title goes, as SwiftUI's `NavigationBarItem`.
public struct NavigationBarItem: Sendable {
    /// How the title is shown, as SwiftUI's `NavigationBarItem.TitleDisplayMode`.
    public enum TitleDisplayMode: Sendable, Hashable {
        /// The mode of the page below (`.large` on a stack's root).
        case automatic
        /// A small title centred in the bar.
        case inline
        /// A large title below the bar's row.
        case large
    }
}

extension View {
    /// Sets the title the navigation bar shows for this page, as SwiftUI's
    /// `navigationTitle(_:)` with a `Text`.
    nonisolated public func navigationTitle(_ title: Text) -> some View {
        modified(NavigationPageModifier(announcesToContent: true, title: title))
    }

    /// Sets the title from a localized key (a literal), as SwiftUI's `navigationTitle(_:)`.
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// Sets the title from a string shown as it is, as SwiftUI's `navigationTitle(_:)`.
    @_disfavoredOverload
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// How the navigation bar shows this page's title, as SwiftUI's
    /// `navigationBarTitleDisplayMode(_:)`.
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modified(NavigationPageModifier(announcesToContent: true) { $0.displayMode = displayMode })
    }

    /// Hides the back button of this page's navigation bar, as SwiftUI's
    /// `navigationBarBackButtonHidden(_:)`.
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modified(NavigationPageModifier { $0.backButtonHidden = hidesBackButton })
    }
}

/// A modifier that writes what its page asks of the bars to the enclosing stack's
/// ``NavigationPageBar`` (nothing outside a stack). It makes no node.
struct NavigationPageModifier {
    /// Whether the content may read what this writes while it is resolved (the title and its
    /// display mode, which a list under an iOS 26 large title reads): written before the content
    /// too, and again after it, so that the outermost modifier still wins.
    var announcesToContent = false
    /// The page's title (`navigationTitle`), kept as a value: a `Text` is not `Sendable`, so a
    /// nonisolated modifier cannot hand it to a main-actor closure.
    var title: Text?
    /// Bar items the page adds (`navigationBarItems`), kept as values for the same reason.
    var items: [ToolbarEntry] = []
    var write: @MainActor (NavigationPageBar) -> Void = { _ in }
}

// The conformances in an extension, so the memberwise initialiser stays nonisolated (the
// modifiers that make this value are nonisolated, as SwiftUI declares them).
extension NavigationPageModifier: PrimitiveModifier {
    /// Writes the title and items, if any, and the rest to `page`.
    @MainActor private func write(to page: NavigationPageBar) {
        if let title {
            page.title = title
            page.titleString = title.content
        }
        page.items.append(contentsOf: items)
        write(page)
    }

    func resolve<Content: View>(content: Content, in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        if announcesToContent, let page = context.environment.navigation?.page { write(to: page) }
        resolver.resolve(content, context, into: &nodes)
        if let page = context.environment.navigation?.page {
            write(to: page)
            resolver.noteNonLocalWrite()
        }
    }
}
