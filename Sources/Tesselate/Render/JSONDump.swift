import Foundation

extension ViewHost {
    /// The dump as JSON, with the same content as the text form for the same `options`: a
    /// `format` version, the `window`, the `root` view (each with `kind`, and as chosen
    /// `userTypes`, `attributes`, `frame` `[x, y, w, h]`, `proposals` `[{proposal, size, placed}]`,
    /// `measured`, `children`, and `hiddenDescendants` where the depth limit cut the tree), and the
    /// `diagnostics`. Keys are sorted, so equal layouts give equal text.
    public func jsonDump(_ options: DumpOptions = DumpOptions()) -> String {
        layoutSnapshot.jsonDump(options)
    }
}

extension LayoutSnapshot {
    /// The JSON dump with `options`, from `start` when given.
    package func jsonDump(_ options: DumpOptions, from start: Int? = nil) -> String {
        var object: [String: Any] = [
            "format": "tesselate-dump-json v1",
            "window": ["width": number(windowSize.width), "height": number(windowSize.height), "scale": number(displayScale)],
        ]
        let first: Int?
        if let start {
            first = start
        } else if let picked = startNode(options) {
            first = picked
        } else {
            object["error"] = "no view has the id \(describeID(options.subtreeID!))"
            first = nil
        }
        if let first {
            if first != root { object["subtree"] = path(to: first) }
            object["root"] = jsonNode(first, depth: 0, options)
        }
        if options.properties.contains(.diagnostics) {
            object["diagnostics"] = diagnostics(under: first).map {
                ["severity": $0.severity.rawValue, "path": $0.path, "message": $0.message]
            }
        }
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]),
            let text = String(data: data, encoding: .utf8)
        else { return "{}\n" }
        return text + "\n"
    }

    private func jsonNode(_ node: Int, depth: Int, _ options: DumpOptions) -> [String: Any] {
        let properties = options.properties
        var object: [String: Any] = ["kind": kind(of: node)]
        if properties.contains(.userTypes), !userTypes(of: node).isEmpty {
            object["userTypes"] = userTypes(of: node).map { String(describing: $0) }
        }
        if properties.contains(.attributes) {
            let attributes = dumpAttributes(of: node)
            if !attributes.isEmpty { object["attributes"] = attributes.map(\.description) }
            if let text = text(of: node) { object["text"] = text }
        }
        if properties.contains(.frames) {
            object["frame"] = frame(of: node).map { [number($0.minX), number($0.minY), number($0.width), number($0.height)] } ?? NSNull()
        }
        if properties.contains(.proposals) {
            let placed = placedProposal(of: node)
            let answers: [[String: Any]] = answers(of: node).map { entry in
                [
                    "proposal": entry.proposal.description,
                    "size": [number(entry.size.width), number(entry.size.height)],
                    "placed": entry.proposal == placed,
                ]
            }
            if !answers.isEmpty { object["proposals"] = answers }
        }
        if properties.contains(.measureCounts) { object["measured"] = measureCount(of: node) }
        let children = self.children(of: node)
        if !children.isEmpty {
            if let maxDepth = options.maxDepth, depth >= maxDepth {
                object["hiddenDescendants"] = preorder(from: node).count - 1
            } else {
                object["children"] = children.map { jsonNode($0, depth: depth + 1, options) }
            }
        }
        return object
    }

    /// A coordinate as JSON: the dump's rounding (three decimals), infinity as a string.
    private func number(_ value: CGFloat) -> Any {
        guard value.isFinite else { return formatNumber(value) }
        return Double(formatNumber(value)) ?? 0
    }
}
