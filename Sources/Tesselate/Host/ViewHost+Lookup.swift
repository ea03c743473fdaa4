import Foundation

/// Internal look-ups for the library's own tests (`@testable import`); users query with `TesselateTesting`.
extension ViewHost {
    /// The outermost node carrying the explicit id `id`, if any.
    func node<ID: Hashable>(id: ID) -> NodeIndex? {
        let wanted = AnyHashable(id)
        return (0..<tree.count).first { tree[$0].explicitID == wanted && tree.isOutermostWithID($0) }
    }

    /// The frame, in window coordinates, of the outermost view with the explicit id `id`.
    func frame<ID: Hashable>(id: ID) -> CGRect? {
        node(id: id).flatMap { engine.frames[$0] }
    }

    /// The nodes of a kind (`"Text"`, `"HStack"`, …) in tree order.
    func nodes(kind: String) -> [NodeIndex] {
        var result: [NodeIndex] = []
        func visit(_ node: NodeIndex) {
            if tree[node].behavior.kindName == kind { result.append(node) }
            tree[node].children.forEach(visit)
        }
        if tree.root >= 0 { visit(tree.root) }
        return result
    }

    /// The frames of the views of a kind, in tree order.
    func frames(kind: String) -> [CGRect] {
        nodes(kind: kind).compactMap { engine.frames[$0] }
    }

    /// The frame of the view of `node`.
    func frame(of node: NodeIndex) -> CGRect? { engine.frames[node] }
}
