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
    /// ``jsonDump(_:)`` gives the same content as JSON.
    public func dump(proposals: Bool = true, measureCounts: Bool = false) -> String {
        var properties = DumpOptions.Properties.standard
        if !proposals { properties.remove(.proposals) }
        if measureCounts { properties.insert(.measureCounts) }
        return dump(DumpOptions(properties: properties))
    }
}
