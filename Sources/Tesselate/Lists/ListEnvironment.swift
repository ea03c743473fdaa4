import Foundation

struct ListStyleKindKey: EnvironmentKey { static let defaultValue: ListStyleKind? = nil }
struct AutomaticListStyleKey: EnvironmentKey { static let defaultValue = ListStyleKind.insetGrouped }
struct DefaultMinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = 44 }
struct DefaultMinListHeaderHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
struct ListSectionSpacingKey: EnvironmentKey { static let defaultValue: ListSectionSpacing? = nil }
struct IsListRowKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The minimum height of a list row, as SwiftUI's `defaultMinListRowHeight`: 44 points on iOS.
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    /// The minimum height of a list section header, as SwiftUI's `defaultMinListHeaderHeight`
    /// (`nil`: the style's).
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }

    /// The list style set with `listStyle(_:)`, or the automatic style where none was (or
    /// `.automatic` was).
    var listStyleKind: ListStyleKind { self[ListStyleKindKey.self] ?? automaticListStyle }

    /// The style `.automatic` means here: inset grouped, as on iOS; `.sidebar` in a split view's
    /// sidebar (SwiftUI gives a sidebar's lists the sidebar look).
    var automaticListStyle: ListStyleKind {
        get { self[AutomaticListStyleKey.self] }
        set { self[AutomaticListStyleKey.self] = newValue }
    }

    /// `listStyle(_:)`: a style, or `nil` for `.automatic`.
    var requestedListStyle: ListStyleKind? {
        get { self[ListStyleKindKey.self] }
        set { self[ListStyleKindKey.self] = newValue }
    }

    /// Whether the scroll view's own background (a list's ground) is shown.
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }

    /// The list-wide `listSectionSpacing(_:)`.
    var listSectionSpacing: ListSectionSpacing? {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }

    /// Whether the view is (in) a list row: controls lay out as in a row (a switch overflows its
    /// row's line instead of making it taller).
    var isListRow: Bool {
        get { self[IsListRowKey.self] }
        set { self[IsListRowKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the background of scrollable views in this view (a list's or a form's
    /// ground), as SwiftUI's `scrollContentBackground(_:)`. With `.hidden`, what is behind the
    /// list shows through it; a grouped list's cards stay.
    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }
}
