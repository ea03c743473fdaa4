import Foundation

/// What a split view keeps across updates: the views of its columns after the sidebar as of its
/// latest body, how to clear the selection that pushed each column (compact width), and what a
/// link in a leading column showed in the next (regular width).
@MainActor
final class NavigationSplitModel {
    /// The content column (three columns) and the detail, as of the latest body.
    var columns: [AnyView] = []
    /// Clears the selection of the list in the column at each index (0 the sidebar).
    var clearSelection: [Int: @MainActor () -> Void] = [:]
    /// `preferredCompactColumn`, as of the latest body.
    var preferredColumn: Binding<NavigationSplitViewColumn>?
    /// Regular width: the view a link in the column before showed in each column (by index, 1 the
    /// content column, 2 the detail), instead of the column's own view.
    var linked: [Int: AnyView] = [:]
    /// Whether each column's list had a selection in the last update (to pop the next column when
    /// code clears it).
    var hadSelection: [Int: Bool] = [:]
    /// The pushed column pages' keys, unique to this split view.
    var keyBase: Int { ObjectIdentifier(self).hashValue & 0x3fff_ffff }

    /// The place among the columns after the sidebar (1…) of a preferred column, in a split view
    /// with `count` of them: a two-column view shows its detail for `.content` and `.detail`.
    func place(of column: NavigationSplitViewColumn) -> Int { min(column.index, columns.count) }
}

/// What the views in one column of a split view see of it: in compact width a selection in a list
/// there shows the next column.
struct NavigationSplitColumnContext {
    var model: NavigationSplitModel
    /// The column (0 the sidebar).
    var column: Int
    /// Whether the split view is collapsed to a stack (compact width).
    var collapsed = true

    /// `selection` that also pushes the next column after a selection, and that the split view
    /// clears when the next column is popped. A selection already made (in code, or before the
    /// view appeared) pushes the next column too, and clearing it in code pops it: Apple's
    /// documentation of `NavigationSplitView`, "programmatic changes that you make to the
    /// selection property also affect … the presented detail view".
    @MainActor func wrap(_ selection: ListSelection, navigation: NavigationContext) -> ListSelection {
        guard collapsed else { return selection }
        let model = self.model, column = self.column
        model.clearSelection[column] = selection.clear
        var wrapped = selection
        wrapped.select = { value in
            selection.select(value)
            NavigationSplitColumnContext.push(column + 1, of: model, navigation)
        }
        let hasValue = selection.hasValue()
        if hasValue {
            NavigationSplitColumnContext.push(column + 1, of: model, navigation)
        } else if model.hadSelection[column] == true {
            // A selection cleared in code pops the column it showed.
            navigation.popPage(model.keyBase + column + 1)
        }
        model.hadSelection[column] = hasValue
        return wrapped
    }

    /// Pushes column `next` (1 the column after the sidebar) on a collapsed split view's stack,
    /// unless it is there already or there is no such column. Popping it clears the selection
    /// that pushed it and makes the column below the preferred one.
    @MainActor static func push(_ next: Int, of model: NavigationSplitModel, _ navigation: NavigationContext) {
        guard next <= model.columns.count else { return }
        let key = model.keyBase + next
        guard !navigation.isPushed(key) else { return }
        navigation.pushView(
            PushedPage(
                view: AnyView(NavigationSplitColumnPage(model: model, column: next)), key: key, isPresented: nil,
                onPop: {
                    model.clearSelection[next - 1]?()
                    if let preferred = model.preferredColumn, model.place(of: preferred.wrappedValue) >= next {
                        let below = next - 1
                        preferred.wrappedValue = below == 0 ? .sidebar : below == model.columns.count ? .detail : .content
                    }
                }))
    }
}

struct NavigationSplitColumnKey: EnvironmentKey { static let defaultValue: NavigationSplitColumnContext? = nil }

extension EnvironmentValues {
    /// The column of a split view the view is in, if any.
    var navigationSplitColumn: NavigationSplitColumnContext? {
        get { self[NavigationSplitColumnKey.self] }
        set { self[NavigationSplitColumnKey.self] = newValue }
    }
}

/// A collapsed split view: a stack whose root is the sidebar.
struct NavigationSplitCollapsed: View {
    var sidebar: AnyView
    var columns: [AnyView]
    var model: NavigationSplitModel
    var preferredColumn: Binding<NavigationSplitViewColumn>?

    var body: some View {
        model.columns = columns
        model.preferredColumn = preferredColumn
        return NavigationStack { NavigationSplitSidebarPage(sidebar: sidebar, model: model) }
    }
}

/// The root page of a collapsed split view: pushes the columns up to the preferred one, then
/// shows the sidebar, whose lists take the sidebar style.
struct NavigationSplitSidebarPage {
    var sidebar: AnyView
    var model: NavigationSplitModel
    typealias Body = Never

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        if let navigation = context.environment.navigation, let preferred = model.preferredColumn?.wrappedValue {
            let top = model.place(of: preferred)
            if top >= 1 {
                for column in 1...top { NavigationSplitColumnContext.push(column, of: model, navigation) }
            }
        }
        var sidebarContext = context
        sidebarContext.environment.navigationSplitColumn = NavigationSplitColumnContext(model: model, column: 0)
        sidebarContext.environment.automaticListStyle = .sidebar
        resolver.resolve(sidebar, sidebarContext, into: &nodes)
    }
}

extension NavigationSplitSidebarPage: View, PrimitiveView {}

/// A column after the sidebar pushed on a collapsed split view: shows the column's latest view.
struct NavigationSplitColumnPage {
    var model: NavigationSplitModel
    var column: Int
    typealias Body = Never

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        guard model.columns.indices.contains(column - 1) else { return }
        var columnContext = context
        columnContext.environment.navigationSplitColumn = NavigationSplitColumnContext(model: model, column: column)
        resolver.resolve(model.columns[column - 1], columnContext, into: &nodes)
    }
}

extension NavigationSplitColumnPage: View, PrimitiveView {}
