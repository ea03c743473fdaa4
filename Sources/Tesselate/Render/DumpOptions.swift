import Foundation

/// What a dump shows: which properties of each view, how deep, and from which view.
///
/// The default shows what `dump()` shows. The text form and the JSON form
/// (``ViewHost/jsonDump(_:form:)``) carry the same content.
///
/// Dumps of any size can be streamed: ``ViewHost/dump(_:to:)`` and ``ViewHost/jsonDump(_:form:to:)``
/// write to a `TextOutputStream` line by line, ``ViewHost/writeDump(_:to:)`` and
/// ``ViewHost/writeJSONDump(_:form:to:)`` to a file. Deep trees stay linear in size: the text form
/// restarts its indentation every ``indentationBand`` levels behind a marker line
/// (`┆ depth 32 · indentation restarts (lines marked ┆32)`, then lines `┆32 └─ …`), and the
/// JSON form indents at most ``indentationBand`` views deep (JSON's whitespace is not
/// significant; the nesting itself is kept).
public struct DumpOptions: Hashable {
    /// The properties shown for each view.
    public struct Properties: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The view's parameters, layout priority, explicit id and accessibility identifier:
        /// `Text("Hi", font: .title)`.
        public static let attributes = Properties(rawValue: 1 << 0)
        /// The user's view types whose bodies made the view: `ContentView ▸`.
        public static let userTypes = Properties(rawValue: 1 << 1)
        /// The frame in window coordinates: `(x, y, w×h)`.
        public static let frames = Properties(rawValue: 1 << 2)
        /// Every proposal answered in the last layout pass and the size chosen: `393×nil→68×20*`.
        public static let proposals = Properties(rawValue: 1 << 3)
        /// How many times the view's size was computed in the last layout pass.
        public static let measureCounts = Properties(rawValue: 1 << 4)
        /// The diagnostics after the tree (in a subtree dump, those about the subtree).
        public static let diagnostics = Properties(rawValue: 1 << 5)
        /// The accessibility elements, as VoiceOver reads them: `⟨"Send", .isButton⟩` after the
        /// view's kind and parameters. Not in `standard`.
        public static let accessibility = Properties(rawValue: 1 << 6)

        /// What `dump()` shows.
        public static let standard: Properties = [.attributes, .userTypes, .frames, .proposals, .diagnostics]
        /// The structure and the frames only: the most stable form for snapshots.
        public static let layout: Properties = [.attributes, .userTypes, .frames, .diagnostics]
    }

    /// How many levels of views a dump indents before its indentation restarts (text) or stops
    /// growing (JSON): 32. Chosen: deeper than any screen people read in a dump, shallow enough
    /// that a line's prefix stays under about 100 characters.
    public static let indentationBand = 32

    /// The properties shown for each view.
    public var properties: Properties
    /// How many levels below the first view are shown (`0`: the first view alone); deeper views
    /// are summarised as `… n more views`. `nil` shows everything.
    public var maxDepth: Int?
    /// Dumps only the subtree of the (first) view with this explicit `.id(_:)`. An id no view
    /// has gives a dump that says so.
    public var subtreeID: AnyHashable?

    /// Options showing `properties`, at most `maxDepth` levels deep, from the view with
    /// `subtreeID` (the root when `nil`).
    public init(properties: Properties = .standard, maxDepth: Int? = nil, subtreeID: AnyHashable? = nil) {
        self.properties = properties
        self.maxDepth = maxDepth
        self.subtreeID = subtreeID
    }
}

// `AnyHashable` is not `Sendable`; ids are values the test wrote, read on the main actor.
extension DumpOptions: @unchecked Sendable {}

extension LayoutSnapshot {
    /// The first line of every dump, which versions the format.
    package var dumpHeader: String {
        var header =
            "Tesselate dump v1 · window \(formatNumber(windowSize.width))×\(formatNumber(windowSize.height)) @\(formatNumber(displayScale))x"
        if let safeArea = engine.windowSafeArea {
            let i = safeArea.containerInsets
            if !i.isZero {
                header += " · safe area (\([i.top, i.leading, i.bottom, i.trailing].map(formatNumber).joined(separator: ", ")))"
            }
            if safeArea.keyboardInsets.bottom > 0 { header += " · keyboard \(formatNumber(safeArea.keyboardInsets.bottom))" }
        }
        return header
    }

    /// The node an options' `subtreeID` picks, the root when it has none, `nil` when no view has
    /// that id.
    package func startNode(_ options: DumpOptions) -> Int?? {
        guard let id = options.subtreeID else { return .some(root) }
        let found = preorder().first { hasExplicitID($0, id) }
        return found.map { .some($0) } ?? .none
    }

    /// The diagnostics about the subtree of `node` (all of them for the root).
    package func diagnostics(under node: Int?) -> [Diagnostic] {
        guard let node, node != root else { return diagnostics }
        let subtree = Set(preorder(from: node).map(id(of:)))
        return diagnostics.filter { $0.node.map(subtree.contains) ?? false }
    }

    /// The parameters of a node as the dump shows them: the behavior's, then priority, id and
    /// accessibility identifier.
    package func dumpAttributes(of node: Int) -> [DumpAttribute] {
        var attributes = self.attributes(of: node)
        if let priority = explicitPriority(of: node) { attributes.append(DumpAttribute("layoutPriority", formatNumber(priority))) }
        if let id = explicitID(of: node) { attributes.append(DumpAttribute("id", describeID(id))) }
        if let identifier = accessibilityIdentifier(of: node) {
            attributes.append(DumpAttribute("accessibilityIdentifier", quoted(identifier)))
        }
        if let extension_ = engine.safeAreaExtensions[node]?.value {
            attributes.append(DumpAttribute("ignoresSafeArea", extension_.nonZeroDescription))
        }
        return attributes + placedDetails(of: node)
    }

    /// One line of the dump for `node`.
    package func describe(_ node: Int, _ properties: DumpOptions.Properties) -> String {
        var line = properties.contains(.userTypes) ? userTypes(of: node).map { "\($0) ▸ " }.joined() : ""
        line += kind(of: node)
        if properties.contains(.attributes) {
            let attributes = dumpAttributes(of: node)
            if !attributes.isEmpty { line += "(" + attributes.map(\.description).joined(separator: ", ") + ")" }
        }
        if properties.contains(.accessibility), let element = accessibilityElement(of: node) { line += " " + element.summary }
        if properties.contains(.frames) {
            line += frame(of: node).map { "  " + formatFrame($0) } ?? "  (not placed)"
        }
        if properties.contains(.proposals) {
            let placed = placedProposal(of: node)
            let answers = answers(of: node).map { entry in
                "\(entry.proposal)→\(formatNumber(entry.size.width))×\(formatNumber(entry.size.height))\(entry.proposal == placed ? "*" : "")"
            }
            if !answers.isEmpty { line += "  " + answers.joined(separator: " ") }
        }
        if properties.contains(.measureCounts) { line += "  measured \(measureCount(of: node))×" }
        return line
    }

    /// An id as dumps show it (``dumpValue(_:)``): strings quoted.
    package func describeID(_ id: AnyHashable) -> String { dumpValue(id) }
}

/// `(x, y, w×h)`, as dumps show a frame.
package func formatFrame(_ frame: CGRect) -> String {
    "(\(formatNumber(frame.minX)), \(formatNumber(frame.minY)), \(formatNumber(frame.width))×\(formatNumber(frame.height)))"
}

/// A number as dumps show it: at most three decimals, `∞` for infinity.
package func formatDumpNumber(_ value: CGFloat) -> String { formatNumber(value) }
