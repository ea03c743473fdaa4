import Foundation

/// A scrolling column of rows in sections, as SwiftUI's `List`.
///
/// A list is a vertical ``ScrollView`` (host scrolling, `ScrollViewReader` and scroll positions
/// work on it) over its sections, drawn in the list style's look (`listStyle(_:)`, inset grouped
/// by default, as on iOS): each view of the content is a row, each `Section` a group of rows
/// with its header and footer, and rows outside sections form sections of their own. The numbers
/// are in LayoutRules.md, "Lists and forms". As in SwiftUI, a list is lazy: its `ForEach`es make
/// only the rows near the visible region (LayoutRules.md, "Lazy containers in scroll views").
///
/// `selection` is kept for the rows to read; ``ViewHost/selectListRow(id:)`` selects as a tap
/// would. Selected rows are not drawn highlighted.
public struct List<SelectionValue: Hashable, Content: View> {
    let content: Content
    let single: Binding<SelectionValue?>?
    let multiple: Binding<Set<SelectionValue>>?
    public typealias Body = Never

    /// A list with a single selection.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        single = selection
        multiple = nil
    }

    /// A list with a multiple selection.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        single = nil
        multiple = selection
    }

    /// The selection, erased.
    @MainActor private var selection: ListSelection? {
        if let binding = single {
            return ListSelection(
                select: { binding.wrappedValue = $0.base as? SelectionValue },
                describe: { binding.wrappedValue.map { dumpValue($0) } ?? "nil" },
                clear: { binding.wrappedValue = nil }, hasValue: { binding.wrappedValue != nil })
        }
        if let binding = multiple {
            return ListSelection(
                select: { id in
                    guard let value = id.base as? SelectionValue else { return }
                    if binding.wrappedValue.contains(value) {
                        binding.wrappedValue.remove(value)
                    } else {
                        binding.wrappedValue.insert(value)
                    }
                }, describe: { dumpValue(binding.wrappedValue) }, clear: { binding.wrappedValue = [] },
                hasValue: { !binding.wrappedValue.isEmpty })
        }
        return nil
    }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        resolver.resolveList(content, style: context.environment.listStyleKind, selection: selection, context, into: &nodes)
    }
}

/// A list's selection, erased: selecting a row's id, the selection as the dump shows it,
/// clearing it, and whether anything is selected.
struct ListSelection {
    var select: @MainActor (AnyHashable) -> Void
    var describe: @MainActor () -> String
    var clear: @MainActor () -> Void
    var hasValue: @MainActor () -> Bool = { false }
}

struct ListSelectionKey: EnvironmentKey { static let defaultValue: ListSelection? = nil }

extension EnvironmentValues {
    /// The selection of the list the view is a row of, if it has one.
    var listSelection: ListSelection? {
        get { self[ListSelectionKey.self] }
        set { self[ListSelectionKey.self] = newValue }
    }
}

extension List where SelectionValue == Never {
    /// A list of the views `content` makes.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        single = nil
        multiple = nil
    }

    /// A list with a row for each `Identifiable` element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A list with a row for each element of `data`, identified by the key path `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// A list with a row for each number of a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }
}

extension List {
    /// A list with a row for each `Identifiable` element of `data` and a single selection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A list with a row for each `Identifiable` element of `data` and a multiple selection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A list with a row for each element of `data`, identified by `id`, and a multiple selection.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A list with a row for each number of a constant range and a single selection.
    public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    )
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A list with a row for each element of `data`, identified by `id`, and a single selection.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }
}

extension Resolver {
    /// Resolves a list (or a form) of `style`: a list node over a vertical scroll view over the
    /// sections.
    func resolveList<V: View>(
        _ content: V, style: ListStyleKind, selection: ListSelection?, _ context: ResolveContext,
        into nodes: inout [NodeIndex]
    ) {
        var selection = selection
        // In a column of a collapsed split view, a selection also pushes the next column.
        if let base = selection, let column = context.environment.navigationSplitColumn, let navigation = context.environment.navigation {
            selection = column.wrap(base, navigation: navigation)
        }
        var context = context
        context.environment.listSelection = selection
        let environment = context.environment
        var metrics = ListMetrics(
            style: style, windowWidth: host.window.width, minRowHeight: environment.defaultMinListRowHeight,
            os: environment.osVersion, bodyLineHeight: TextMetrics(font: Font.body.scaled(for: environment.dynamicTypeSize)).lineHeight,
            scale: environment.displayScale)
        metrics.isUnderIOS26LargeTitle = environment.navigation?.showsIOS26LargeTitle(environment) ?? false
        metrics.isUnderSearchRow = environment.navigation?.showsSearchRow ?? false
        metrics.isRegularWidth = environment.horizontalSizeClass == .regular
        let showsGround = context.environment.scrollContentBackground != .hidden
        let list = makeNode(ListNode(metrics: metrics, showsGround: showsGround, selection: selection), context)
        let listSpacing = context.environment.listSectionSpacing
        let scroll = resolveSingle(
            ScrollView(.vertical) { ListContent(content: content, metrics: metrics, spacing: listSpacing) }
                // A list dismisses the keyboard as soon as it scrolls, unless told otherwise.
                .transformEnvironment(\.scrollDismissesKeyboardMode) { if $0 == .automatic { $0 = .immediately } },
            context.content(of: list), implicitStack: EmptyNode())
        attach([scroll], to: list)
        nodes.append(list)
    }
}

/// The scroll view's content in a list: its sections, stacked.
struct ListContent<Content: View> {
    var content: Content
    var metrics: ListMetrics
    var spacing: ListSectionSpacing?
    typealias Body = Never

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let view = LazyContainerBody { [self] resolver, context, nodes in resolve(in: resolver, context, into: &nodes) }
        resolver.recordingRerunnable(view, context, into: &nodes) { nodes in resolveContent(in: resolver, context, into: &nodes) }
    }

    /// Resolves the list's content: its node, and its sections.
    @MainActor private func resolveContent(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let stack = resolver.makeNode(ListContentNode(metrics: metrics, spacing: spacing), context)
        var contentContext = context.content(of: stack)
        contentContext.listMetrics = metrics
        contentContext.environment.isListRow = true
        // A list is lazy, as SwiftUI's: its `ForEach`es make only the rows near the visible region.
        contentContext.lazyContainer = LazyContainerContext.make(
            NodeID(rawValue: context.identity), axis: .vertical, perLine: 1, contentContext, resolver.host)
        var top: [NodeIndex] = []
        resolver.resolve(content, contentContext, into: &top)
        // Sections stay; runs of loose rows become sections of their own.
        var sections: [NodeIndex] = []
        var loose: [NodeIndex] = []
        func closeLooseRows() {
            guard !loose.isEmpty else { return }
            let section = resolver.makeNode(ListSectionNode(metrics: metrics, hasHeader: false, hasFooter: false), contentContext)
            resolver.tree[section].identity = ResolveContext.derived(
                from: resolver.tree[loose[0]].identity, .type(ObjectIdentifier(ListSectionNode.self)))
            resolver.attach(loose.map { resolver.makeListRow($0, metrics: metrics, contentContext) }, to: section)
            sections.append(section)
            loose = []
        }
        for node in top {
            if resolver.tree[node].behavior is ListSectionNode {
                closeLooseRows()
                sections.append(node)
            } else {
                loose.append(node)
            }
        }
        closeLooseRows()
        if let last = sections.last, var behavior = resolver.tree[last].behavior as? ListSectionNode {
            behavior.isLast = true
            resolver.tree[last].behavior = behavior
        }
        if let first = sections.first, var behavior = resolver.tree[first].behavior as? ListSectionNode {
            behavior.isFirst = true
            resolver.tree[first].behavior = behavior
        }
        resolver.attach(sections, to: stack)
        if let scrollKey = contentContext.scrollContainer, let lazy = contentContext.lazyContainer {
            resolver.tree[stack].behavior = ListContentNode(
                metrics: metrics, spacing: spacing,
                lazy: resolver.lazySummary(of: resolver.tree.lazyRows(of: stack), scrollKey: scrollKey, choices: lazy.choices.choices))
        }
        nodes.append(stack)
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension List: View, PrimitiveView {}
extension ListContent: View, PrimitiveView {}
