import Foundation

/// A view that shows a root view and the views pushed on top of it, as SwiftUI's
/// `NavigationStack`: the page on top fills the stack below a navigation bar (see
/// `NavigationStackNode` for the layout).
///
/// The path is the `path:` binding when there is one (a ``NavigationPath`` or a collection of
/// `Hashable` values), otherwise the stack's own. Values are pushed by
/// ``NavigationLink/init(value:label:)`` and shown by the nearest
/// `navigationDestination(for:destination:)` of their type; views pushed by a destination link
/// (`NavigationLink(destination:label:)`) are kept by the stack on top of the path, as
/// SwiftUI keeps them. `ViewHost.goBack()` or tapping the back button pops.
///
/// Every page is resolved in each update, root first, so each keeps its `@State` while covered
/// and registers its destinations before the next page needs them; only the page on top is in the
/// host's tree (laid out, drawn, dumped, found by the testing library). A covered page's views
/// disappear (`onDisappear` runs, tasks are cancelled) and appear again when it is back on top, as
/// in SwiftUI. Differs from SwiftUI: problems in covered pages are not reported.
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let path: Binding<[AnyHashable]>?
    @State private var ownPath: [AnyHashable] = []
    @State private var pushedViews: [PushedPage] = []
    @State private var model = NavigationModel()

    /// A stack that keeps its own path.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        path = nil
    }

    /// A stack whose path is `path`.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = Binding(get: { path.wrappedValue.elements }, set: { path.wrappedValue = NavigationPath(erased: $0) })
    }

    /// A stack whose path is a collection of values of one type. A value of another type pushed
    /// onto it is dropped (SwiftUI logs it).
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = Binding(
            get: { path.wrappedValue.map { AnyHashable($0) } },
            set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
    }

    public var body: some View {
        NavigationStackContent(root: root, values: path ?? $ownPath, pushedViews: $pushedViews, model: model)
    }
}
