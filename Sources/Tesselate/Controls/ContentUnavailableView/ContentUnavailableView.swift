import Foundation

/// A view for an empty state, as SwiftUI's `ContentUnavailableView` on iOS: centred in all the
/// space it is offered, the label's icon (secondary, its size following Dynamic Type) above its
/// title (`title2`, bold), then the description (`subheadline`, secondary) and the actions, in a
/// centred `VStack` with 16 points of padding. The icon's size, the fonts and the gaps between
/// them are measured on iOS 26 (see `UnavailableMetrics`); the padding and the actions' gap are
/// Tesselate's choices (no recording shows them).
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
            VStack(spacing: UnavailableMetrics.descriptionGap) {
                label.labelStyle(UnavailableLabelStyle())
                description.font(.subheadline).foregroundStyle(.secondary).multilineTextAlignment(.center)
            }
            .frame(maxWidth: UnavailableMetrics.textWidth)
            actions
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The icon above the title.
struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        UnavailableLabel(icon: configuration.icon, title: configuration.title)
    }
}

/// The icon at its Dynamic Type size above the bold title.
private struct UnavailableLabel<Icon: View, Title: View>: View {
    let icon: Icon
    let title: Title
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        VStack(spacing: UnavailableMetrics.titleGap) {
            icon.font(.system(size: UnavailableMetrics.iconSize(dynamicTypeSize))).foregroundStyle(.secondary)
            title.font(.title2.bold()).multilineTextAlignment(.center)
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
