import Foundation

extension ToolbarContent {
    /// Shows or hides the glass an item shares with the items beside it in a bar, as SwiftUI's
    /// `sharedBackgroundVisibility(_:)` (iOS 26).
    ///
    /// On iOS 26 each item of a navigation bar stands in glass: its text is inset 16 points in a
    /// capsule, and an item that shows no text (a symbol) is centred in a 44-point circle.
    /// `.hidden` takes the item out of the glass, so it is as wide as its content, as a plain
    /// view would be. Before iOS 26 bars have no glass and the modifier changes nothing, as in
    /// SwiftUI. `.automatic` and `.visible` keep the glass.
    public func sharedBackgroundVisibility(_ visibility: Visibility) -> some ToolbarContent {
        SharedBackgroundToolbarContent(content: self, sharesBackground: visibility != .hidden)
    }
}

/// Toolbar content whose items share the bar's glass, or not.
struct SharedBackgroundToolbarContent<Content: ToolbarContent>: ToolbarContent, PrimitiveToolbarContent {
    typealias Body = Never
    let content: Content
    let sharesBackground: Bool

    func toolbarEntries() -> [ToolbarEntry] {
        content.entries().map { entry in
            var entry = entry
            entry.sharesBackground = sharesBackground
            return entry
        }
    }
}
