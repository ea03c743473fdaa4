import Foundation

extension ViewHost {
    /// The text dump of the window: one line per view, indented as the tree.
    ///
    /// Each line shows the view's kind and parameters, the custom view types whose bodies made it
    /// (`ContentView ▸`), its frame in window coordinates `(x, y, w×h)`, and, with `proposals`,
    /// every proposal the view answered in the last layout pass with the size it chose
    /// (`393×nil→68×20.333`), the one it was placed with marked `*`. With `measureCounts`, how
    /// many times its size was computed. Values views hold (a preference, an `onChange` value, a
    /// tag) print the same on every run: dictionaries and sets sorted by key, numbers to three
    /// decimals, long collections cut after eight elements. Diagnostics follow the tree. The format is versioned by
    /// its first line. ``dump(_:)`` takes ``DumpOptions`` (depth, subtree, properties);
    /// ``jsonDump(_:form:)`` gives the same content as JSON.
    ///
    /// Deep trees stay linear in size: every ``DumpOptions/indentationBand`` (32) levels the
    /// indentation restarts. A marker line `┆ depth 32 · indentation restarts (lines marked ┆32)`
    /// stands where the next level would be indented, and each line below it that belongs to the
    /// restarted levels starts with `┆32 ` followed by the tree glyphs counted from there (a line
    /// `┆32 │  └─ Text` is at depth 32 + 1). Trees less than 32 levels deep are not affected.
    public func dump(proposals: Bool = true, measureCounts: Bool = false) -> String {
        var properties = DumpOptions.Properties.standard
        if !proposals { properties.remove(.proposals) }
        if measureCounts { properties.insert(.measureCounts) }
        return dump(DumpOptions(properties: properties))
    }

    /// The text dump of the window with `options`: one line per view, indented as the tree.
    /// See ``dump(proposals:measureCounts:)`` for the format.
    public func dump(_ options: DumpOptions) -> String {
        layoutSnapshot.dump(options)
    }

    /// Writes the text dump with `options` to `stream` line by line (each line with its
    /// newline), without building it as one string first: the same text as ``dump(_:)``.
    public func dump<Target: TextOutputStream>(_ options: DumpOptions = DumpOptions(), to stream: inout Target) {
        layoutSnapshot.dump(options) { line in
            stream.write(line)
            stream.write("\n")
        }
    }

    /// Writes the text dump with `options` to the file at `url` (replacing it), line by line,
    /// without building it as one string first (for very large trees).
    public func writeDump(_ options: DumpOptions = DumpOptions(), to url: URL) throws {
        var file = try DumpFileStream(url)
        dump(options, to: &file)
        try file.close()
    }
}

extension LayoutSnapshot {
    /// The text dump with `options`, from `start` when given (else from `options.subtreeID`, else
    /// the root), with `marks` appended to the lines of some nodes (`◀︎ here`).
    package func dump(_ options: DumpOptions, from start: Int? = nil, marks: [Int: String] = [:]) -> String {
        var text = ""
        dump(options, from: start, marks: marks) { line in
            text += line
            text += "\n"
        }
        return text
    }

    /// The dump's lines, one at a time, to `emit` (so a large dump can go to a file without
    /// being built as one string).
    package func dump(_ options: DumpOptions, from start: Int? = nil, marks: [Int: String] = [:], emit: (String) -> Void) {
        var header = dumpHeader
        let first: Int?
        if let start {
            first = start
        } else if let picked = startNode(options) {
            first = picked
        } else {
            emit(header)
            emit("no view has the id \(describeID(options.subtreeID!))")
            return
        }
        if let first, first != root { header += " · subtree \(path(to: first))" }
        emit(header)
        if let first { dumpTree(from: first, options, marks, emit) }
        let shownDiagnostics = diagnostics(under: first)
        if options.properties.contains(.diagnostics) && !shownDiagnostics.isEmpty {
            emit("diagnostics:")
            for diagnostic in shownDiagnostics { emit("  \(diagnostic)") }
        }
    }

    /// The tree's lines, depth first, with an explicit stack (a tree thousands of levels deep
    /// does not recurse). Every `indentationBand` levels the indentation restarts after a marker
    /// line, so no line's prefix is longer than one band's glyphs and the dump stays linear in
    /// the number of views.
    private func dumpTree(from first: Int, _ options: DumpOptions, _ marks: [Int: String], _ emit: (String) -> Void) {
        let band = DumpOptions.indentationBand
        var stack: [(node: Int, depth: Int, prefix: String, childPrefix: String)] = [(first, 0, "", "")]
        while let (node, depth, prefix, childPrefix) = stack.popLast() {
            var line = prefix + describe(node, options.properties)
            if let mark = marks[node] { line += "  " + mark }
            emit(line)
            let children = self.children(of: node)
            guard !children.isEmpty else { continue }
            if let maxDepth = options.maxDepth, depth >= maxDepth {
                let hidden = preorder(from: node).count - 1
                emit(childPrefix + "└─ … \(hidden) more view\(hidden == 1 ? "" : "s")")
                continue
            }
            var base = childPrefix
            if (depth + 1) % band == 0 {
                emit(childPrefix + "┆ depth \(depth + 1) · indentation restarts (lines marked ┆\(depth + 1))")
                base = "┆\(depth + 1) "
            }
            for (position, child) in children.enumerated().reversed() {
                let last = position == children.count - 1
                stack.append((child, depth + 1, base + (last ? "└─ " : "├─ "), base + (last ? "   " : "│  ")))
            }
        }
    }
}
