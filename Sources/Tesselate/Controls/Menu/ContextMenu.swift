import Foundation

extension View {
    /// Adds a context menu to this view, as SwiftUI's `contextMenu(menuItems:)`: a long press
    /// shows `menuItems`. The view itself is unchanged (layout, drawing); the dump shows a
    /// `ContextMenu` line (and the presentation's `contextMenu` line) around it. The testing
    /// library opens it with `openContextMenu()`, or `longPress()` where no long-press gesture
    /// claims the press, as iOS does: the items are then presented over the whole window (which
    /// is dimmed, black at 10%) on a material card 8 points below the view, from its leading
    /// edge, or above it when there is no room below (the layer is drawn over everything and
    /// covers the window for touches, as iOS's menu does); tapping an item runs it and closes
    /// the menu. **Differs:** iOS lifts the view, blurs the window and lays its items out as menu
    /// rows; the card here stacks the items as they are.
    nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        ContextMenuContainer(content: self, items: menuItems(), preview: nil as EmptyView?)
    }

    /// Adds a context menu with a custom preview, as SwiftUI's `contextMenu(menuItems:preview:)`
    /// (iOS 16): while the menu is open, `preview` is shown above the items on its card, where iOS
    /// shows it in place of the lifted view.
    nonisolated public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        ContextMenuContainer(content: self, items: menuItems(), preview: preview())
    }

    /// Adds the context menu `contextMenu`, as SwiftUI's deprecated `contextMenu(_:)`; `nil` adds
    /// none.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use contextMenu(menuItems:) instead.")
    nonisolated public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        ContextMenuContainer(content: self, items: contextMenu?.items, preview: nil as EmptyView?)
    }
}

/// A context menu's items, as SwiftUI's deprecated `ContextMenu` (for `contextMenu(_:)`).
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use contextMenu(menuItems:) instead.")
public struct ContextMenu<MenuItems: View> {
    let items: MenuItems

    /// A context menu of `menuItems`.
    public init(@ViewBuilder menuItems: () -> MenuItems) { items = menuItems() }
}

/// The view with its context menu, and whether the menu is open (its own state).
struct ContextMenuContainer<Content: View, Items: View, Preview: View> {
    let content: Content
    /// `nil`: no menu (`contextMenu(nil)`).
    let items: Items?
    let preview: Preview?
    @State private var isOpen = false
}

// The conformances in an extension, so the memberwise initialiser stays nonisolated (the
// modifiers that make this value are nonisolated, as SwiftUI declares them).
extension ContextMenuContainer: View {
    var body: some View {
        if let items {
            ContextMenuControl(content: content, items: items, preview: preview, isOpen: $isOpen)
        } else {
            content
        }
    }
}

/// The context menu's control node: the view and, when open, the preview and items.
struct ContextMenuControl<Content: View, Items: View, Preview: View>: View, PrimitiveView {
    let content: Content
    let items: Items
    let preview: Preview?
    let isOpen: Binding<Bool>
    typealias Body = Never

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let isOpen = self.isOpen
        let card = VStack(alignment: .leading, spacing: 12) {
            if let preview { preview }
            items
        }
        .padding(12)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: PresentationMetrics.contextMenuCornerRadius))
        let shown = content.modified(
            PresentationModifier(
                kind: .contextMenu, isPresented: isOpen.wrappedValue, dismiss: { isOpen.wrappedValue = false },
                content: { AnyView(card) }))
        resolver.resolveControl(
            kind: .contextMenu, attributes: [DumpAttribute("isOpen", "\(isOpen.wrappedValue)")],
            action: .open { isOpen.wrappedValue = true },
            content: shown, context, into: &nodes)
    }
}
