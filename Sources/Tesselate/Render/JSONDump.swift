import Foundation

extension ViewHost {
    /// The dump as JSON, with the same content as the text form for the same `options`: a
    /// `format` version, the `window`, the `root` view (each with `kind`, and as chosen
    /// `userTypes`, `attributes`, `frame` `[x, y, w, h]`, `proposals` `[{proposal, size, placed}]`,
    /// `measured`, `children`, and `hiddenDescendants` where the depth limit cut the tree), and the
    /// `diagnostics`. Keys are sorted, so equal layouts give equal text. Views deeper than
    /// ``DumpOptions/indentationBand`` are not indented further (the nesting is kept).
    ///
    /// `form: .flat` lists the views instead of nesting them (see ``JSONDumpForm``), for trees
    /// deeper than JSON readers take.
    public func jsonDump(_ options: DumpOptions = DumpOptions(), form: JSONDumpForm = .nested) -> String {
        layoutSnapshot.jsonDump(options, form: form)
    }

    /// Writes the JSON dump with `options` to `stream` a piece at a time, without building it as
    /// one string or one object first: the same text as ``jsonDump(_:form:)``.
    public func jsonDump<Target: TextOutputStream>(
        _ options: DumpOptions = DumpOptions(), form: JSONDumpForm = .nested, to stream: inout Target
    ) {
        layoutSnapshot.jsonDump(options, form: form) { stream.write($0) }
    }

    /// Writes the JSON dump with `options` to the file at `url` (replacing it), a piece at a
    /// time (for very large trees).
    public func writeJSONDump(_ options: DumpOptions = DumpOptions(), form: JSONDumpForm = .nested, to url: URL) throws {
        var file = try DumpFileStream(url)
        jsonDump(options, form: form, to: &file)
        try file.close()
    }
}

/// How the JSON dump holds its views.
public enum JSONDumpForm: Sendable {
    /// Each view's `children` inside it, under `root`: as deep as the tree. Some readers refuse
    /// deep nesting (Foundation's `JSONSerialization` past about 500 levels, Python's `json` past
    /// about 1,000), so a tree thousands of views deep needs the flat form.
    case nested
    /// The views in `nodes`, depth first (a view before its children, children in order), each
    /// with the members of the nested form but `children`, plus `parent`, the index in `nodes`
    /// of its parent (`null` for the first), and `depth`. Never more than four levels deep,
    /// whatever the tree. The format is `tesselate-dump-json-flat v1`.
    case flat
}

extension LayoutSnapshot {
    /// The JSON dump with `options`, from `start` when given.
    package func jsonDump(_ options: DumpOptions, form: JSONDumpForm = .nested, from start: Int? = nil) -> String {
        var text = ""
        jsonDump(options, form: form, from: start) { text += $0 }
        return text
    }

    /// The JSON dump's text, a piece at a time, to `write`.
    package func jsonDump(_ options: DumpOptions, form: JSONDumpForm = .nested, from start: Int? = nil, write: (String) -> Void) {
        let first: Int?
        var error: String?
        if let start {
            first = start
        } else if let picked = startNode(options) {
            first = picked
        } else {
            error = "no view has the id \(describeID(options.subtreeID!))"
            first = nil
        }
        // Views sit two JSON levels apart (the object and its `children`), under the root's key.
        var writer = JSONDumpWriter(maximumLevel: 2 + 2 * DumpOptions.indentationBand)
        writer.open("{")
        var firstMember = true
        func member(_ key: String, _ value: JSONDumpValue) {
            writer.key(key, first: firstMember)
            writer.value(value)
            firstMember = false
        }
        // Members in sorted order: diagnostics, error, format, root, subtree, window.
        if options.properties.contains(.diagnostics) {
            member(
                "diagnostics",
                .array(
                    diagnostics(under: first).map {
                        .object([("message", .string($0.message)), ("path", .string($0.path)), ("severity", .string($0.severity.rawValue))])
                    }))
        }
        if let error { member("error", .string(error)) }
        member("format", .string(form == .flat ? "tesselate-dump-json-flat v1" : "tesselate-dump-json v1"))
        if let first, form == .flat {
            writer.key("nodes", first: firstMember)
            firstMember = false
            writeNodes(from: first, options, &writer, write)
        }
        if let first {
            if form == .nested {
                writer.key("root", first: firstMember)
                firstMember = false
                writeTree(from: first, options, &writer, write)
            }
            if first != root { member("subtree", .string(path(to: first))) }
        }
        member(
            "window",
            .object([
                ("height", .coordinate(windowSize.height)), ("scale", .coordinate(displayScale)), ("width", .coordinate(windowSize.width)),
            ]))
        writer.close("}")
        write(writer.output + "\n")
    }

    /// The views from `first` down, depth first with an explicit stack (a tree thousands of
    /// levels deep does not recurse): each view's members before `children`, its children, then
    /// its members after `children`.
    private func writeTree(from first: Int, _ options: DumpOptions, _ writer: inout JSONDumpWriter, _ write: (String) -> Void) {
        enum Step {
            case open(node: Int, depth: Int, element: Bool, first: Bool)
            case close(after: [(String, JSONDumpValue)])
        }
        var steps: [Step] = [.open(node: first, depth: 0, element: false, first: true)]
        while let step = steps.popLast() {
            writer.flush(to: write)
            switch step {
            case .open(let node, let depth, let element, let firstElement):
                if element { writer.element(first: firstElement) }
                let children = self.children(of: node)
                let cut = !children.isEmpty && options.maxDepth.map { depth >= $0 } ?? false
                var members = jsonMembers(of: node, options.properties)
                if cut { members.append(("hiddenDescendants", .int(preorder(from: node).count - 1))) }
                members.sort { $0.0 < $1.0 }
                let before = members.filter { $0.0 < "children" }
                let after = members.filter { $0.0 > "children" }
                writer.open("{")
                for (position, member) in before.enumerated() {
                    writer.key(member.0, first: position == 0)
                    writer.value(member.1)
                }
                if children.isEmpty || cut {
                    for (position, member) in after.enumerated() {
                        writer.key(member.0, first: before.isEmpty && position == 0)
                        writer.value(member.1)
                    }
                    writer.close("}")
                } else {
                    writer.key("children", first: before.isEmpty)
                    writer.open("[")
                    steps.append(.close(after: after))
                    for (position, child) in children.enumerated().reversed() {
                        steps.append(.open(node: child, depth: depth + 1, element: true, first: position == 0))
                    }
                }
            case .close(let after):
                writer.close("]")
                for member in after {
                    writer.key(member.0, first: false)
                    writer.value(member.1)
                }
                writer.close("}")
            }
        }
    }

    /// The views from `first` down as the flat form lists them: depth first, each with `parent`
    /// and `depth`, none below a depth cut.
    private func writeNodes(from first: Int, _ options: DumpOptions, _ writer: inout JSONDumpWriter, _ write: (String) -> Void) {
        writer.open("[")
        var pending: [(node: Int, depth: Int, parent: Int?)] = [(first, 0, nil)]
        var index = 0
        while let (node, depth, parent) = pending.popLast() {
            writer.flush(to: write)
            let children = self.children(of: node)
            let cut = !children.isEmpty && options.maxDepth.map { depth >= $0 } ?? false
            var members = jsonMembers(of: node, options.properties)
            members.append(("depth", .int(depth)))
            members.append(("parent", parent.map { .int($0) } ?? .null))
            if cut { members.append(("hiddenDescendants", .int(preorder(from: node).count - 1))) }
            members.sort { $0.0 < $1.0 }
            writer.element(first: index == 0)
            writer.value(.object(members))
            if !cut { pending += children.reversed().map { ($0, depth + 1, index) } }
            index += 1
        }
        writer.close("]")
    }

    /// A view's members other than `children` (and `hiddenDescendants`), as `properties` choose.
    private func jsonMembers(of node: Int, _ properties: DumpOptions.Properties) -> [(String, JSONDumpValue)] {
        var members: [(String, JSONDumpValue)] = [("kind", .string(kind(of: node)))]
        if properties.contains(.userTypes), !userTypes(of: node).isEmpty {
            members.append(("userTypes", .array(userTypes(of: node).map { .string(String(describing: $0)) })))
        }
        if properties.contains(.attributes) {
            let attributes = dumpAttributes(of: node)
            if !attributes.isEmpty { members.append(("attributes", .array(attributes.map { .string($0.description) }))) }
            if let text = text(of: node) { members.append(("text", .string(text))) }
        }
        if properties.contains(.frames) {
            members.append(
                (
                    "frame",
                    frame(of: node).map {
                        .array([.coordinate($0.minX), .coordinate($0.minY), .coordinate($0.width), .coordinate($0.height)])
                    } ?? .null
                ))
        }
        if properties.contains(.proposals) {
            let placed = placedProposal(of: node)
            let answers: [JSONDumpValue] = answers(of: node).map { entry in
                .object([
                    ("placed", .bool(entry.proposal == placed)), ("proposal", .string(entry.proposal.description)),
                    ("size", .array([.coordinate(entry.size.width), .coordinate(entry.size.height)])),
                ])
            }
            if !answers.isEmpty { members.append(("proposals", .array(answers))) }
        }
        if properties.contains(.measureCounts) { members.append(("measured", .int(measureCount(of: node)))) }
        return members
    }
}
