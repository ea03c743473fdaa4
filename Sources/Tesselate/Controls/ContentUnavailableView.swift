import Foundation

/// A view for an empty state, as SwiftUI's `ContentUnavailableView` on iOS: centred in all the
/// space it is offered, the label's icon (48 points, secondary) above its title (`title2`, bold),
/// then the description (secondary) and the actions, in a centred `VStack` with 16 points of
/// padding. The icon size, fonts and padding are Tesselate's choices, not measured.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// An empty state with `label`, `description` and `actions`.
    @MainActor public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                label.labelStyle(UnavailableLabelStyle())
                description.foregroundStyle(.secondary).multilineTextAlignment(.center)
            }
            actions
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The icon above the title.
struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            configuration.icon.font(.system(size: 48)).foregroundStyle(.secondary)
            configuration.title.font(.title2.bold())
        }
    }
}

extension ContentUnavailableView where Label == Tesselate.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An empty state titled with a localized key, a system symbol and an optional description.
    @MainActor public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { Tesselate.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }

    /// An empty state titled `title`, a system symbol and an optional description.
    @_disfavoredOverload
    @MainActor public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { Tesselate.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }
}

extension ContentUnavailableView
where
    Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    /// The empty state of a search with no results, as SwiftUI's `search`: "No Results" and
    /// "Check the spelling or try a new search."
    @MainActor public static var search: ContentUnavailableView<Label, Description, Actions> { search(text: "") }

    /// The empty state of a search for `text` with no results: "No Results for “text”".
    @MainActor public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(
            label: { SearchUnavailableContent.Label(text: text) },
            description: { SearchUnavailableContent.Description() }, actions: { SearchUnavailableContent.Actions() })
    }
}

/// The parts of the search empty state, as SwiftUI's `SearchUnavailableContent`.
public struct SearchUnavailableContent {
    /// The magnifying glass and "No Results".
    public struct Label: View {
        let text: String
        public var body: some View {
            Tesselate.Label(text.isEmpty ? "No Results" : "No Results for “\(text)”", systemImage: "magnifyingglass")
        }
    }

    /// "Check the spelling or try a new search."
    public struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    /// No actions.
    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}
