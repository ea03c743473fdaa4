import Foundation

extension View {
    /// Shows this view in the large content viewer, as SwiftUI's
    /// `accessibilityShowsLargeContentViewer()`: with an accessibility text size, a long press on
    /// it shows its label enlarged in the middle of the screen. A host draws no viewer: the
    /// accessibility element records what it would show (its own label), which the testing
    /// library reads as `accessibilityLargeContentLabel` and the accessibility dump shows as
    /// `largeContent:`. Layout is unchanged.
    nonisolated public func accessibilityShowsLargeContentViewer() -> some View {
        modified(LargeContentViewerModifier(content: nil as EmptyView?))
    }

    /// Shows `largeContentView` in the large content viewer for this view, as SwiftUI's
    /// `accessibilityShowsLargeContentViewer(_:)`: recorded as its texts joined with ", " (see
    /// `accessibilityShowsLargeContentViewer()`).
    nonisolated public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View {
        modified(LargeContentViewerModifier(content: largeContentView()))
    }
}

/// `accessibilityShowsLargeContentViewer`: sets what the viewer shows on the nodes of its content;
/// makes no node. The modifier nearest the view wins, as for a label.
struct LargeContentViewerModifier<V: View> {
    var content: V?
}

// The conformances in an extension, so the memberwise initialiser stays nonisolated (the
// modifiers that make this value are nonisolated, as SwiftUI declares them).
extension LargeContentViewerModifier: PrimitiveModifier {
    func resolve<Content: View>(content view: Content, in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let start = nodes.count
        resolver.resolve(view, context, into: &nodes)
        let shown = content.map { resolver.accessibilityText(of: $0, context) ?? "" } ?? ""
        for node in nodes[start...] {
            var properties = resolver.tree[node].accessibility ?? AccessibilityProperties()
            if properties.largeContent == nil { properties.largeContent = shown }
            resolver.tree[node].accessibility = properties
        }
    }
}

struct LargeContentViewerEnabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the large content viewer is on, as SwiftUI's
    /// `accessibilityLargeContentViewerEnabled`: `false` in a host, which shows no viewer;
    /// read-only, as in SwiftUI.
    public internal(set) var accessibilityLargeContentViewerEnabled: Bool {
        get { self[LargeContentViewerEnabledKey.self] }
        set { self[LargeContentViewerEnabledKey.self] = newValue }
    }
}
