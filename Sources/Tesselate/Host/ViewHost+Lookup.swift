import Foundation

/// Internal look-ups for the library's own tests (`@testable import`); users query with `TesselateTesting`.
extension ViewHost {
    /// The node of the view given the explicit id `id` (the first in tree order), if any.
    func node<ID: Hashable>(id: ID) -> NodeIndex? {
        let wanted = TraitID(AnyHashable(id))
        return firstNode { $0.hasExplicitID(wanted) }
    }

    /// The node of the view given `identifier` with `accessibilityIdentifier(_:)`, if any.
    func node(accessibilityIdentifier identifier: String) -> NodeIndex? {
        firstNode { $0.accessibilityIdentifier == identifier }
    }

    /// The first node in tree order (pre-order) for which `test` is true.
    private func firstNode(where test: (ResolvedNode) -> Bool) -> NodeIndex? {
        tree.root >= 0 ? tree.firstNode(under: tree.root, where: test) : nil
    }

    /// The nodes of a kind (`.text`, `.hStack`, …) in tree order.
    func nodes(kind: ViewKind) -> [NodeIndex] {
        var result: [NodeIndex] = []
        func visit(_ node: NodeIndex) {
            if tree[node].behavior.kindName == kind.name { result.append(node) }
            tree[node].children.forEach(visit)
        }
        if tree.root >= 0 { visit(tree.root) }
        return result
    }

    /// The frame of the view of `node`.
    func frame(of node: NodeIndex) -> CGRect? { engine.frames[node] }
}
