import Foundation

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`. On iPhone every placement puts
/// the field in the navigation bar, below the title (SwiftUI may not honour a request either);
/// Tesselate keeps the placement and lays every one out as `.navigationBarDrawer`.
public struct SearchFieldPlacement: Sendable, Hashable {
    enum Kind: Hashable, Sendable { case automatic, navigationBarDrawer, sidebar, toolbar, toolbarPrincipal }
    let kind: Kind
    let displayMode: NavigationBarDrawerDisplayMode

    /// When a search field in the navigation bar shows, as SwiftUI's
    /// `SearchFieldPlacement.NavigationBarDrawerDisplayMode`: `.automatic` scrolls it away with
    /// the content (UIKit's `hidesSearchBarWhenScrolling`), `.always` keeps it.
    public struct NavigationBarDrawerDisplayMode: Sendable, Hashable {
        let always: Bool
        /// The field may hide when the content scrolls.
        public static let automatic = NavigationBarDrawerDisplayMode(always: false)
        /// The field always shows.
        public static let always = NavigationBarDrawerDisplayMode(always: true)
    }

    /// SwiftUI chooses: the navigation bar on iPhone.
    public static let automatic = SearchFieldPlacement(kind: .automatic, displayMode: .automatic)
    /// The navigation bar, below the title.
    public static let navigationBarDrawer = SearchFieldPlacement(kind: .navigationBarDrawer, displayMode: .automatic)
    /// The sidebar of a split view (on iPhone, the navigation bar).
    public static let sidebar = SearchFieldPlacement(kind: .sidebar, displayMode: .automatic)
    /// The toolbar (on iPhone, the navigation bar).
    public static let toolbar = SearchFieldPlacement(kind: .toolbar, displayMode: .automatic)
    /// The toolbar's principal place (on iPhone, the navigation bar).
    public static let toolbarPrincipal = SearchFieldPlacement(kind: .toolbarPrincipal, displayMode: .automatic)

    /// The navigation bar, below the title, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(kind: .navigationBarDrawer, displayMode: displayMode)
    }
}

/// An action that ends the current search, as SwiftUI's `DismissSearchAction`, read as
/// `@Environment(\.dismissSearch)`: as the field's Cancel button, it empties the text and makes
/// `isSearching` false. Outside a searchable view it does nothing.
public struct DismissSearchAction: @unchecked Sendable {
    // Called only on the main actor, by the host that made it.
    let action: @MainActor () -> Void

    /// Ends the search.
    @MainActor @preconcurrency public func callAsFunction() { action() }
}

struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }
struct DismissSearchKey: EnvironmentKey { static let defaultValue = DismissSearchAction {} }
struct SearchFieldOutsideStackKey: EnvironmentKey { static var defaultValue: SearchField? { nil } }
struct SubmitTriggerKey: EnvironmentKey { static let defaultValue = SubmitTriggers.text }

extension EnvironmentValues {
    /// Whether a person is searching in the search field of the nearest `searchable` around the
    /// view, as SwiftUI's `isSearching`: true once the field is used (typed into, or
    /// ``ViewHost/search(_:)``), false again after its Cancel button or `dismissSearch`.
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search of the nearest `searchable` around the view, as SwiftUI's `dismissSearch`.
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }

    /// A search field set around a navigation stack, for the stack's root page.
    var searchFieldOutsideStack: SearchField? {
        get { self[SearchFieldOutsideStackKey.self] }
        set { self[SearchFieldOutsideStackKey.self] = newValue }
    }

    /// What Return in the text inputs of this subtree submits: `.text`, or `.search` in a search
    /// field.
    var submitTrigger: SubmitTriggers {
        get { self[SubmitTriggerKey.self] }
        set { self[SubmitTriggerKey.self] = newValue }
    }
}

/// A page's search field: its text, prompt, and what it does.
struct SearchField {
    var text: Binding<String>
    var prompt: Text
    var placement: SearchFieldPlacement
    var isSearching: Bool
    /// The `onSubmit(of: .search)` actions around the `searchable`, outermost first.
    var submitActions: [SubmitAction]
    var activate: @MainActor () -> Void
    var cancel: @MainActor () -> Void
    var suggestions: AnyView?
}

extension View {
    /// Adds a search field, as SwiftUI's `searchable(text:placement:prompt:)`. In a
    /// ``NavigationStack`` (set on a page, or on the stack for its root page) the field is drawn
    /// in the navigation bar below the title, in a row that adds to the bar's height
    /// (LayoutRules.md, "Navigation bars"); while searching a Cancel button follows it. The
    /// content sees `isSearching` and `dismissSearch`. Return in the field runs the
    /// `onSubmit(of: .search)` actions set around the `searchable`. A host types with
    /// ``ViewHost/search(_:)`` or ``TextInputTarget/searchField``.
    ///
    /// While searching, the bar is the field's row alone: the title, the large title and the
    /// items slide away and the field moves to the top (UIKit's search controller hides the
    /// navigation bar while searching by default). With the `.automatic` drawer mode the field
    /// scrolls away first as the content scrolls, then the large title collapses; scrolling back
    /// to the top reveals it (LayoutRules.md, "Navigation bars").
    ///
    /// Differs from SwiftUI: outside a navigation stack the field is not shown; a field scrolled
    /// away is gone, not shrinking and fading.
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil)
        -> some View
    {
        modifier(SearchableModifier(text: text, placement: placement, prompt: prompt))
    }

    /// Adds a search field whose prompt is a localized key.
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey)
        -> some View
    {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Adds a search field whose prompt is a string shown as it is.
    @_disfavoredOverload
    nonisolated public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S)
        -> some View
    {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Sets the suggestions the search field of the enclosing `searchable` offers, as SwiftUI's
    /// `searchSuggestions(_:)`. Tesselate keeps them with the field and does not show them.
    nonisolated public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        let view = AnyView(suggestions())
        return modified(NavigationPageModifier { $0.search?.suggestions = view })
    }
}

/// `searchable`: keeps whether a search is under way, and gives the page (or, around a stack, the
/// stack's root page) its search field.
struct SearchableModifier {
    var text: Binding<String>
    var placement: SearchFieldPlacement
    var prompt: Text?
    @State private var isSearching = false
    @Environment(\.submitActions) private var submitActions
    @Environment(\.navigation) private var navigation
}

// The conformances in an extension, so the memberwise initialiser stays nonisolated (the
// modifiers that make this value are nonisolated, as SwiftUI declares them).
extension SearchableModifier: ViewModifier {
    func body(content: Content) -> some View {
        let searching = $isSearching, text = self.text
        let field = SearchField(
            text: Binding(
                get: { text.wrappedValue },
                set: {
                    text.wrappedValue = $0
                    if !searching.wrappedValue { searching.wrappedValue = true }
                }),
            prompt: prompt ?? Text(verbatim: "Search"), placement: placement, isSearching: isSearching,
            submitActions: submitActions.filter { $0.triggers.contains(.search) },
            activate: { if !searching.wrappedValue { searching.wrappedValue = true } },
            cancel: {
                text.wrappedValue = ""
                searching.wrappedValue = false
            })
        return
            content
            .environment(\.isSearching, isSearching)
            .environment(\.dismissSearch, DismissSearchAction(action: field.cancel))
            .environment(\.searchFieldOutsideStack, navigation == nil ? field : nil)
            // Announced to the content too: a list under the field's row starts right below it.
            .modified(NavigationPageModifier(announcesToContent: true) { $0.search = field })
    }
}

/// The search field in a navigation bar: a rounded field 34.333 tall at the medium size
/// (``NavigationMetrics/searchFieldHeight(_:)``) with a magnifying glass and
/// the prompt, and a Cancel button while searching. The glass's frame is 6 inside the field (its
/// ink 7.667 inside, the prompt's 30.667: iOS 18.0, lunij/netbob's `test_listView`); 6 between
/// the glass and the prompt is not measured. While the field is empty, iOS 18 shows a dictation
/// microphone (`mic.fill` in the field's font, as grey as the glass) at its trailing end, its
/// frame 8 inside the field (its ink 11.333 × 16.667, 10.333 inside: netbob's `test_listView`,
/// iOS 18.0 at 3x; 11 × 16.5, 11 inside: element-hq/compound-ios's searchable list, iOS 18.4 at
/// 2x; both at Dynamic Type medium). Not measured on iOS 26, which draws none here.
struct SearchFieldView: View {
    var field: SearchField
    @Environment(\.osVersion) private var os
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        let cancel = field.cancel
        // The Cancel button 8 after the field (chosen: not measured).
        HStack(spacing: 8) {
            HStack(spacing: 6) {
                Image(systemName: "magnifyingglass").foregroundStyle(Color.gray)
                TextField("", text: field.text, prompt: field.prompt)
                if field.text.wrappedValue.isEmpty && os < .iOS26 {
                    Image(systemName: "mic.fill").foregroundStyle(Color.gray)
                }
            }
            .padding(.leading, 6)
            .padding(.trailing, 8)
            .frame(height: NavigationMetrics.searchFieldHeight(dynamicTypeSize))
            .background(RoundedRectangle(cornerRadius: 10).fill(Color.gray.opacity(0.12)))
            if field.isSearching {
                Button("Cancel", action: cancel)
            }
        }
        .environment(\.submitActions, field.submitActions)
        .environment(\.submitTrigger, .search)
        .modified(SearchFieldMarker(activate: field.activate))
    }
}

/// Marks the search field in the tree, for the host to find it (``ViewHost/search(_:)``).
struct SearchFieldMarker: WrappingModifier, WrapperBehavior {
    var activate: @MainActor () -> Void

    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior { self }
    var kindName: String { "SearchField" }
}
