import Foundation

// SwiftUI's deprecated navigation bar modifiers, still common in code being ported: each is
// written in terms of its replacement.
extension View {
    /// Sets the title, as SwiftUI's deprecated `navigationBarTitle(_:)` (`navigationTitle(_:)`).
    nonisolated public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

    /// Sets the title from a localized key, as SwiftUI's deprecated `navigationBarTitle(_:)`.
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }

    /// Sets the title from a string, as SwiftUI's deprecated `navigationBarTitle(_:)`.
    @_disfavoredOverload
    nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }

    /// Sets the title and its display mode, as SwiftUI's deprecated
    /// `navigationBarTitle(_:displayMode:)`.
    nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets a localized title and its display mode.
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View
    {
        navigationBarTitle(Text(titleKey), displayMode: displayMode)
    }

    /// Sets a string title and its display mode.
    @_disfavoredOverload
    nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View
    {
        navigationBarTitle(Text(title), displayMode: displayMode)
    }

    /// Hides or shows the navigation bar, as SwiftUI's deprecated `navigationBarHidden(_:)`
    /// (`toolbar(_:for:)` with `.navigationBar`).
    nonisolated public func navigationBarHidden(_ hidden: Bool) -> some View {
        modified(NavigationPageModifier { $0.navigationBarVisibility = hidden ? .hidden : .visible })
    }

    /// Adds views to both sides of the bar, as SwiftUI's deprecated
    /// `navigationBarItems(leading:trailing:)`; the leading one goes after the back button.
    nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        modified(
            NavigationPageModifier(items: [
                ToolbarEntry(placement: .navigationBarLeading, content: AnyView(leading)),
                ToolbarEntry(placement: .navigationBarTrailing, content: AnyView(trailing)),
            ]))
    }

    /// Adds a view to the leading side of the bar, as SwiftUI's deprecated `navigationBarItems(leading:)`.
    nonisolated public func navigationBarItems<L: View>(leading: L) -> some View {
        modified(NavigationPageModifier(items: [ToolbarEntry(placement: .navigationBarLeading, content: AnyView(leading))]))
    }

    /// Adds a view to the trailing side of the bar, as SwiftUI's deprecated `navigationBarItems(trailing:)`.
    nonisolated public func navigationBarItems<T: View>(trailing: T) -> some View {
        modified(NavigationPageModifier(items: [ToolbarEntry(placement: .navigationBarTrailing, content: AnyView(trailing))]))
    }
}
