import Foundation

extension View {
    /// Fills the background of bars with `style`, as SwiftUI's `toolbarBackground(_:for:)`: for
    /// `.navigationBar`, the page's bar is drawn on `style` (extending up behind the status bar)
    /// when its background shows — always after `toolbarBackground(.visible, for:)`, as iOS only
    /// shows it by itself once content scrolls under the bar. Other bars: recorded, not drawn.
    nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        modified(ToolbarBackgroundModifier(style: AnyShapeStyle(style), visibility: Visibility?.none, bars: bars))
    }

    /// Shows or hides the background of bars, as SwiftUI's `toolbarBackground(_:for:)` with a
    /// `Visibility`: `.visible` draws the navigation bar's background (its style, else the bar
    /// material) whether or not content is under it; `.hidden` never; `.automatic` once a
    /// scroll view has moved content under the bar (its large title collapsing).
    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modified(ToolbarBackgroundModifier(style: AnyShapeStyle?.none, visibility: visibility, bars: bars))
    }

    /// Sets the colour scheme of the bars' contents, as SwiftUI's `toolbarColorScheme(_:for:)`:
    /// the navigation bar's items and title read `\.colorScheme` as `colorScheme`.
    nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        modified(ToolbarColorSchemeModifier(colorScheme: colorScheme, bars: bars))
    }
}

/// `toolbarBackground`: writes to the page's bar; makes no node.
struct ToolbarBackgroundModifier: PrimitiveModifier {
    var style: AnyShapeStyle?
    var visibility: Visibility?
    var bars: [ToolbarPlacement]

    func resolve<Content: View>(content: Content, in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        resolver.resolve(content, context, into: &nodes)
        guard bars.contains(.navigationBar) || bars.contains(.automatic), let page = context.environment.navigation?.page else { return }
        resolver.noteNonLocalWrite()
        if let style { page.backgroundStyle = style }
        if let visibility { page.backgroundVisibility = visibility }
    }
}

/// `toolbarColorScheme`: writes to the page's bar; makes no node.
struct ToolbarColorSchemeModifier: PrimitiveModifier {
    var colorScheme: ColorScheme?
    var bars: [ToolbarPlacement]

    func resolve<Content: View>(content: Content, in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        resolver.resolve(content, context, into: &nodes)
        guard bars.contains(.navigationBar) || bars.contains(.automatic), let page = context.environment.navigation?.page else { return }
        resolver.noteNonLocalWrite()
        page.barColorScheme = colorScheme
    }
}
