import Foundation
import XCTest

@testable import Tesselate

/// Dumps of very deep and very wide trees: linear in the number of views, and streamed to files
/// without being built as one string (issue 16, item 4).
final class DumpScalingTests: XCTestCase {
    /// Every 32 levels the text dump's indentation restarts behind a marker line, and the lines
    /// of the restarted levels say where they start (`┆32 `): a 5,000-link chain (three views a
    /// link) gives a dump whose size per view is bounded, where indenting every level in full
    /// gave 37 MB for 5,000 nested views.
    @MainActor func testADeepChainsDumpIsLinearInItsViews() async {
        let host = ViewHost(DeepChain(depth: 3_000), displayScale: 1)
        let views = host.resolvedNodeCount
        XCTAssertGreaterThan(views, 6_000, "a padding and a VStack a link, each one level deeper")
        let dump = host.dump(DumpOptions(properties: .layout))
        let bytesPerView = dump.utf8.count / views
        // A line is its prefix (at most a band's glyphs, 3 × 32, and `┆NNNNN `) and the view's
        // description (about 60 bytes here): never more than 250 bytes, whatever the depth.
        XCTAssertLessThan(bytesPerView, 250, "\(dump.utf8.count) bytes for \(views) views")
        XCTAssertLessThan(dump.split(separator: "\n").map(\.utf8.count).max() ?? 0, 250, "no line grows with the depth")
        XCTAssertTrue(dump.contains("┆ depth 32 · indentation restarts (lines marked ┆32)"), String(dump.prefix(8_000)))
        XCTAssertTrue(dump.contains("\n┆4992 └─ "), "the lines of a restarted band start with its depth")
        XCTAssertEqual(host.diagnostics.count, 0, "not cut off by the resolver's depth limit")
    }

    /// A tree thousands of views deep nests its JSON deeper than readers take (Foundation's
    /// `JSONSerialization` refuses it); the flat form lists the views with their parents' indices,
    /// four levels deep whatever the tree, and keeps the structure.
    @MainActor func testTheFlatJSONFormReadsAtAnyDepth() async throws {
        let host = ViewHost(DeepChain(depth: 2_500), displayScale: 1)
        XCTAssertThrowsError(try JSONSerialization.jsonObject(with: Data(host.jsonDump().utf8)), "the nested form is too deep")
        let flat = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(host.jsonDump(form: .flat).utf8)) as? [String: Any])
        XCTAssertEqual(flat["format"] as? String, "tesselate-dump-json-flat v1")
        let nodes = try XCTUnwrap(flat["nodes"] as? [[String: Any]])
        XCTAssertEqual(nodes.count, host.resolvedNodeCount)
        XCTAssertTrue(nodes[0]["parent"] is NSNull)
        for (index, node) in nodes.enumerated().dropFirst() {
            let parent = try XCTUnwrap(node["parent"] as? Int)
            XCTAssertLessThan(parent, index, "a parent comes before its children")
            XCTAssertEqual(node["depth"] as? Int, (nodes[parent]["depth"] as? Int).map { $0 + 1 })
        }
        XCTAssertEqual(nodes.last?["kind"] as? String, "Color")
        XCTAssertEqual(nodes.last?["depth"] as? Int, nodes.count - 1, "a chain: each view inside the one before")
    }

    /// The flat form has the nested form's views and members, in depth-first order.
    @MainActor func testTheFlatFormListsTheNestedFormsViews() async throws {
        let host = ViewHost(
            HStack {
                Text("a");
                VStack {
                    Color.red; Text("b")
                }
            }, size: CGSize(width: 200, height: 100))
        let nested = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(host.jsonDump().utf8)) as? [String: Any])
        var expected: [[String: Any]] = []
        func walk(_ view: [String: Any]) {
            var members = view
            members["children"] = nil
            expected.append(members)
            for child in view["children"] as? [[String: Any]] ?? [] { walk(child) }
        }
        walk(try XCTUnwrap(nested["root"] as? [String: Any]))
        let flat = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(host.jsonDump(form: .flat).utf8)) as? [String: Any])
        let nodes = try XCTUnwrap(flat["nodes"] as? [[String: Any]])
        XCTAssertEqual(nodes.map { $0["kind"] as? String }, expected.map { $0["kind"] as? String })
        XCTAssertEqual(nodes.map { $0["parent"] as? Int }, [nil, 0, 0, 2, 2])
        for (node, view) in zip(nodes, expected) {
            XCTAssertEqual(
                NSDictionary(dictionary: node.filter { $0.key != "parent" && $0.key != "depth" }), NSDictionary(dictionary: view))
        }
    }

    /// The levels above the first band are indented exactly as before (the snapshots of real
    /// screens do not change); the first restarted level hangs under the marker line, and later
    /// siblings of shallower views come back at their full indentation.
    @MainActor func testTheIndentationRestartsBehindAMarker() async {
        struct Chain: View {
            let depth: Int
            var body: some View {
                if depth == 0 {
                    Color.red.frame(width: 10, height: 10)
                } else {
                    AnyView(VStack(spacing: 0) { Chain(depth: depth - 1) })
                }
            }
        }
        let host = ViewHost(
            HStack(spacing: 0) {
                Chain(depth: 40); Color.blue.frame(width: 5, height: 5)
            }, displayScale: 1)
        let lines = host.dump(DumpOptions(properties: [.attributes])).split(separator: "\n").map(String.init)
        // depth 0 the HStack, depth 1 the chain's first VStack, …: the view at depth 31 is indented
        // 31 times, then the marker, then the view at depth 32 under it.
        guard let marker = lines.firstIndex(where: { $0.contains("┆ depth 32") }) else { return XCTFail(lines.joined(separator: "\n")) }
        XCTAssertEqual(lines[marker - 1], "│  " + String(repeating: "   ", count: 29) + "└─ VStack(spacing: 0)", "depth 31")
        XCTAssertEqual(lines[marker], "│  " + String(repeating: "   ", count: 30) + "┆ depth 32 · indentation restarts (lines marked ┆32)")
        XCTAssertEqual(lines[marker + 1], "┆32 └─ VStack(spacing: 0)", "depth 32")
        XCTAssertEqual(lines[marker + 2], "┆32    └─ VStack(spacing: 0)", "depth 33")
        XCTAssertEqual(lines.suffix(2), ["└─ frame(width: 5, height: 5)", "   └─ Color(blue)"], "the HStack's second child, at depth 1")
    }

    /// `writeDump(to:)` streams the dump line by line: a 50,000-row list gives a file with one
    /// line per view (plus the header), the same text `dump(_:)` builds, and `dump(_:to:)`
    /// writes the same text to any `TextOutputStream`.
    @MainActor func testAFiftyThousandRowDumpStreamsToAFile() async throws {
        let host = ViewHost(VStack(spacing: 0) { ForEach(0..<50_000) { _ in Color.red } }, displayScale: 1)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tesselate-dump-\(UUID()).txt")
        defer { try? FileManager.default.removeItem(at: url) }
        let options = DumpOptions(properties: .layout)
        try host.writeDump(options, to: url)
        let written = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(written.split(separator: "\n", omittingEmptySubsequences: false).count - 1, 1 + host.resolvedNodeCount)
        XCTAssertGreaterThanOrEqual(host.resolvedNodeCount, 50_001)
        XCTAssertEqual(written, host.dump(options))
        var streamed = ""
        host.dump(options, to: &streamed)
        XCTAssertEqual(streamed, written)
    }

    /// The JSON dump is streamed with the bytes `JSONSerialization` writes (pretty, sorted keys,
    /// slashes unescaped): reading it back and writing it with `JSONSerialization` gives the same text.
    @MainActor func testTheStreamedJSONIsWhatJSONSerializationWrites() async throws {
        let host = ViewHost(
            VStack(spacing: 8) {
                Text("Tab\tand \"quotes\" / slash").font(.headline)
                HStack {
                    Color.red.frame(width: 20.3333, height: 10); Spacer()
                }.id("row")
                Color.blue.frame(width: -1)
            }, displayScale: 1)
        for options in [
            DumpOptions(), DumpOptions(properties: [.attributes, .frames, .proposals, .measureCounts, .diagnostics, .userTypes]),
            DumpOptions(maxDepth: 1), DumpOptions(subtreeID: "row"), DumpOptions(subtreeID: "missing"),
        ] {
            let json = host.jsonDump(options)
            let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
            let again = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            XCTAssertEqual(json, String(decoding: again, as: UTF8.self) + "\n", "\(options)")
        }
    }

    /// A deep chain's JSON dump is streamed to a file and stays linear: indentation stops growing
    /// 32 views deep, the nesting is kept.
    @MainActor func testADeepChainsJSONDumpIsLinearAndStreams() async throws {
        let host = ViewHost(DeepChain(depth: 1_000), displayScale: 1)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tesselate-dump-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let options = DumpOptions(properties: .layout)
        try host.writeJSONDump(options, to: url)
        let written = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(written, host.jsonDump(options))
        XCTAssertLessThan(written.utf8.count / host.resolvedNodeCount, 2_000, "\(written.utf8.count) bytes")
        XCTAssertLessThanOrEqual(
            written.split(separator: "\n").map { (line: Substring) in line.prefix { $0 == " " }.count }.max() ?? 0, 2 * (2 + 2 * 32))
        XCTAssertEqual(written.components(separatedBy: "\"kind\" : \"VStack\"").count - 1, 1_000, "every view is there")
    }
}

extension DumpScalingTests {
    /// The layout explorer builds each view's path from its parent's (linear in the views, where
    /// walking up from every view was quadratic for a deep chain or a long list) and gives the
    /// same paths diagnostics use: a deep path keeps its first and last six steps.
    @MainActor func testTheExplorersPathsAreTheDiagnosticsPaths() async {
        let host = ViewHost(
            HStack {
                DeepChain(depth: 12)
                VStack { ForEach(0..<3) { _ in Color.red.frame(width: -1, height: 2) } }
            }, displayScale: 1)
        let snapshot = host.layoutSnapshot
        let nodes = snapshot.explorerNodes()
        let order = snapshot.preorder()
        XCTAssertEqual(nodes.count, order.count)
        for (object, node) in zip(nodes, order) { XCTAssertEqual(object["path"] as? String, snapshot.path(to: node)) }
        XCTAssertTrue(nodes.contains { ($0["path"] as? String)?.contains("levels)…") ?? false }, "a path deeper than 16 steps is shortened")
        XCTAssertEqual(nodes.compactMap { ($0["diagnostics"] as? [String])?.count }.reduce(0, +), host.diagnostics.count)
    }
}
