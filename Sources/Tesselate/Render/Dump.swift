import Foundation

extension ViewHost {
    /// The text dump of the window: one line per view, indented as the tree.
    ///
    /// Each line shows the view's kind and parameters, the custom view types whose bodies made it
    /// (`ContentView ▸`), its frame in window coordinates `(x, y, w×h)`, and, with `proposals`,
    /// every proposal the view answered in the last layout pass with the size it chose
    /// (`393×nil→68×20.333`), the one it was placed with marked `*`. With `measureCounts`, how
    /// many times its size was computed. Diagnostics follow the tree. The format is versioned by
    /// its first line.
    public func dump(proposals: Bool = true, measureCounts: Bool = false) -> String {
        var lines = ["Tesselate dump v1 · window \(formatNumber(size.width))×\(formatNumber(size.height)) @\(formatNumber(engine.rounding.scale))x"]
        if tree.root >= 0 {
            dumpNode(tree.root, prefix: "", childPrefix: "", proposals: proposals, measureCounts: measureCounts, into: &lines)
        }
        if !diagnostics.isEmpty {
            lines.append("diagnostics:")
            lines += diagnostics.map { "  \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func dumpNode(_ node: NodeIndex, prefix: String, childPrefix: String, proposals: Bool, measureCounts: Bool,
                          into lines: inout [String]) {
        lines.append(prefix + describe(node, proposals: proposals, measureCounts: measureCounts))
        let children = tree[node].children
        for (position, child) in children.enumerated() {
            let last = position == children.count - 1
            dumpNode(child, prefix: childPrefix + (last ? "└─ " : "├─ "), childPrefix: childPrefix + (last ? "   " : "│  "),
                     proposals: proposals, measureCounts: measureCounts, into: &lines)
        }
    }

    func describe(_ node: NodeIndex, proposals: Bool, measureCounts: Bool) -> String {
        let resolved = tree[node]
        var line = resolved.userTypes.map { "\($0) ▸ " }.joined()
        line += resolved.behavior.kindName
        var attributes = resolved.behavior.dumpAttributes
        if resolved.hasExplicitPriority { attributes.append("layoutPriority: \(formatNumber(resolved.layoutPriority))") }
        if let id = resolved.explicitID, tree[node].parent < 0 || tree[tree[node].parent].explicitID != id {
            attributes.append("id: \(id.base is String ? quoted(String(describing: id.base)) : String(describing: id.base))")
        }
        if let placed = engine.placedProposals[node] { attributes += resolved.behavior.placedDetails(placed) }
        if !attributes.isEmpty { line += "(" + attributes.joined(separator: ", ") + ")" }
        if let frame = engine.frames[node] {
            line += "  (\(formatNumber(frame.minX)), \(formatNumber(frame.minY)), \(formatNumber(frame.width))×\(formatNumber(frame.height)))"
        } else {
            line += "  (not placed)"
        }
        if proposals {
            let placed = engine.placedProposals[node]
            let answers = engine.answers(of: node).map { entry in
                "\(entry.proposal)→\(formatNumber(entry.size.width))×\(formatNumber(entry.size.height))\(entry.proposal == placed ? "*" : "")"
            }
            if !answers.isEmpty { line += "  " + answers.joined(separator: " ") }
        }
        if measureCounts { line += "  measured \(engine.measureCounts[node])×" }
        return line
    }
}
