import Foundation

extension View {
    /// Stops a person from dismissing the sheet this view is in by swiping it down, as SwiftUI's
    /// `interactiveDismissDisabled(_:)` (iOS 15); the sheet's `dismiss` action and its binding
    /// still dismiss it. In a host, ``ViewHost/swipeDownSheet()`` then refuses with a
    /// diagnostic. Outside a sheet it does nothing. The dump marks the presented layer
    /// `interactiveDismissDisabled`.
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modified(PresentationConfigModifier(detents: []) { if isDisabled { $0.interactiveDismissDisabled = true } })
    }
}
