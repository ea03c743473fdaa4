import Foundation

/// Views that stand for a list of views rather than one (a page of a tab view is one of the views
/// they list).
protocol ViewListContent {}

extension TupleView: ViewListContent {}
extension ForEach: ViewListContent {}
extension Group: ViewListContent {}
extension _ConditionalContent: ViewListContent {}
extension Optional: ViewListContent {}
extension AnyView: ViewListContent {}
extension EmptyView: ViewListContent {}

extension Resolver {
    /// A page of a tab view told apart by position: the selected one is resolved here; another is
    /// resolved into a throwaway tree, so that it keeps its state but is not in the host's tree.
    func resolvePage<V: View>(_ view: V, _ context: ResolveContext, _ filter: TabFilter, into nodes: inout [NodeIndex]) {
        var inner = context
        inner.pageFilter = nil
        guard filter.next() == filter.selected else {
            var unused: [NodeIndex] = []
            inner.environment.tabBarRequest = nil
            Resolver(host: host).resolve(view, inner, into: &unused)
            return
        }
        resolve(view, inner, into: &nodes)
    }
}
