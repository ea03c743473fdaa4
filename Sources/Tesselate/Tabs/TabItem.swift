import Foundation

extension View {
    /// Sets the label of this view's tab in a ``TabView``, as SwiftUI's `tabItem(_:)`: usually a
    /// `Label` (its symbol above its title in the tab bar) or a `Text`. Outside a tab view it has
    /// no effect on layout (it shows as `tabItem` in dumps).
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modified(TabItemModifier(label: AnyView(label())))
    }

    /// Shows a count on this view's tab item, as SwiftUI's `badge(_:)`; 0 shows none.
    /// Differs from SwiftUI: a badge on a list row is not drawn.
    nonisolated public func badge(_ count: Int) -> some View {
        modified(BadgeModifier(text: count == 0 ? nil : Text(verbatim: "\(count)")))
    }

    /// Shows `label` on this view's tab item, as SwiftUI's `badge(_:)`; `nil` shows none.
    nonisolated public func badge(_ label: Text?) -> some View {
        modified(BadgeModifier(text: label))
    }

    /// Shows a localized key on this view's tab item, as SwiftUI's `badge(_:)`.
    nonisolated public func badge(_ key: LocalizedStringKey?) -> some View {
        modified(BadgeModifier(text: key.map { Text($0) }))
    }

    /// Shows a string on this view's tab item, as SwiftUI's `badge(_:)`.
    @_disfavoredOverload
    nonisolated public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modified(BadgeModifier(text: label.map { Text($0) }))
    }
}

/// `tabItem`: in a tab view showing another tab, the view is resolved into a throwaway tree (it
/// keeps its state but is not in the host's tree); while the tab view reads its tabs, only the label is kept; otherwise each node of
/// its content is wrapped in a ``TabItemNode``.
struct TabItemModifier {
    var label: AnyView
}

// The conformances in an extension, so the memberwise initialiser stays nonisolated (the
// modifiers that make this value are nonisolated, as SwiftUI declares them).
extension TabItemModifier: PrimitiveModifier {
    func resolve<Content: View>(content: Content, in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        var context = context
        if let filter = context.environment.tabFilter, filter.labelsOnly {
            // Reading the tabs: the label is enough, the content is not resolved.
            let node = resolver.makeNode(TabItemNode(label: label), context)
            resolver.attach([resolver.makeNode(EmptyNode(), context.content(of: node))], to: node)
            nodes.append(node)
            return
        }
        if let filter = context.environment.tabFilter {
            let index = filter.next()
            context.environment.tabFilter = nil
            guard index == filter.selected else {
                // Another tab: resolved into a throwaway tree, so that it keeps its state.
                var unused: [NodeIndex] = []
                var hidden = context
                hidden.environment.tabBarRequest = nil
                Resolver(host: resolver.host).resolve(content, hidden, into: &unused)
                return
            }
        }
        let start = nodes.count
        resolver.resolve(content, context, into: &nodes)
        var own = Array(nodes[start...])
        resolver.wrapEach(&own, context) { _ in TabItemNode(label: label) }
        nodes.replaceSubrange(start..., with: own)
    }
}

/// The node of `tabItem`: lays its child out as itself and keeps the label for the tab bar.
struct TabItemNode: WrapperBehavior {
    var label: AnyView
    var kindName: String { "tabItem" }
}

struct BadgeModifier {
    var text: Text?
}

// Declared apart, so that making the modifier is not main-actor isolated (as SwiftUI's
// modifiers are `nonisolated`); resolving it is.
extension BadgeModifier: WrappingModifier {
    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior { BadgeNode(text: text) }
}

/// The node of `badge`: lays its child out as itself and keeps the badge for the tab bar.
struct BadgeNode: WrapperBehavior {
    var text: Text?
    var kindName: String { "badge" }
    var dumpAttributes: [DumpAttribute] { [DumpAttribute(text.map { dumpValue($0.content) } ?? "nil")] }
}

/// Which tab of a ``TabView`` is resolved: `tabItem` modifiers count themselves in order and
/// only the selected one resolves its content.
@MainActor
final class TabFilter {
    let selected: Int
    /// Whether the tabs are being read for their labels only.
    let labelsOnly: Bool
    private var count = 0
    init(selected: Int, labelsOnly: Bool = false) {
        self.selected = selected
        self.labelsOnly = labelsOnly
    }
    func next() -> Int {
        defer { count += 1 }
        return count
    }
}

/// Whether the selected tab asked to hide the tab bar (`toolbar(.hidden, for: .tabBar)`), written
/// while it is resolved.
@MainActor
final class TabBarRequest {
    var visibility: Visibility = .automatic
}

struct TabBarRequestKey: EnvironmentKey {
    static var defaultValue: TabBarRequest? { nil }
}

struct TabFilterKey: EnvironmentKey {
    static var defaultValue: TabFilter? { nil }
}

extension EnvironmentValues {
    var tabBarRequest: TabBarRequest? {
        get { self[TabBarRequestKey.self] }
        set { self[TabBarRequestKey.self] = newValue }
    }

    var tabFilter: TabFilter? {
        get { self[TabFilterKey.self] }
        set { self[TabFilterKey.self] = newValue }
    }
}
