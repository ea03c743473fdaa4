import Foundation

extension View {
    /// Fills the area behind this view with the default background (iOS's `systemBackground`,
    /// white in the light appearance), extending into the container safe area on `edges`, as
    /// SwiftUI's `background(ignoresSafeAreaEdges:)`.
    nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(ListMetrics.cellBackground, ignoresSafeAreaEdges: edges)
    }
}
