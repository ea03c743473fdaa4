import Foundation
import Tesselate
import TesselateTesting
import XCTest

/// The previews the command and server tests use: a card and a crowded corner.
@MainActor
enum CommandFixtures {
    struct Card: View {
        var body: some View {
            VStack(spacing: 12) {
                Text("Title").font(.headline).id("title")
                Text("Subtitle")
                Button("Go") {}
                    .frame(width: 20, height: 20)
            }
            .padding(16)
        }
    }

    static var previews: [Preview] {
        [
            Preview("Card", traits: .fixedLayout(width: 300, height: 200)) { Card() },
            Preview("Twins", traits: .sizeThatFitsLayout) {
                HStack {
                    Text("Same"); Text("Same")
                }
            },
        ]
    }

    static func host(_ name: String) -> ViewHost<AnyView> {
        ViewHost(preview: previews.first { $0.name == name }!)
    }
}

/// `PreviewCommand` is the command line of a package's previews: list, dump, explain, audit, PNG.
final class PreviewCommandTests: XCTestCase {
    @MainActor private func run(_ arguments: [String]) -> (status: Int32, output: String) {
        var lines: [String] = []
        let status = PreviewCommand(previews: CommandFixtures.previews).run(arguments) { lines.append($0) }
        return (status, lines.joined(separator: "\n"))
    }

    @MainActor func testTheListNamesEachPreviewAsTextAndAsJSON() async throws {
        let text = run(["--list"])
        XCTAssertEqual(text.status, 0)
        XCTAssertEqual(text.output.split(separator: "\n").map { String($0.split(separator: ":")[0]) }, CommandFixtures.previews.map(\.name))
        let json = run(["--list", "--json"])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        XCTAssertEqual(object["schema"] as? String, "tesselate.previews/1")
        let entries = try XCTUnwrap(object["previews"] as? [[String: Any]])
        XCTAssertEqual(entries.compactMap { $0["name"] as? String }, CommandFixtures.previews.map(\.name))
        XCTAssertEqual(entries.first?["layout"] as? String, "fixed")
        XCTAssertEqual(entries.first?["size"] as? [Double], [300, 200])
    }

    @MainActor func testExplainPrintsTheHostsExplanationOfTheNamedView() async throws {
        let host = CommandFixtures.host("Card")
        let title = try XCTUnwrap(host.find(.id("title")))
        XCTAssertEqual(run(["--explain", "Card", "--view", "title"]).output, host.explain(title).description)
        XCTAssertEqual(run(["--explain", "Card", "--view", "id:title", "--json"]).output, host.explain(title).json)
        XCTAssertEqual(run(["--explain", "Card", "--view", title.path]).output, host.explain(title).description)
        let subtitle = try XCTUnwrap(host.find(.text("Subtitle")))
        XCTAssertEqual(run(["--explain", "Card", "--view", "Subtitle"]).output, host.explain(subtitle).description)
    }

    @MainActor func testAViewNamedAmbiguouslyOrNotAtAllIsAnErrorThatSaysSo() async {
        let twins = run(["--explain", "Twins", "--view", "Same"])
        XCTAssertEqual(twins.status, 1)
        XCTAssertTrue(twins.output.hasPrefix("error: 2 views have the text \"Same\"; name one by its path:"), twins.output)
        let missing = run(["--explain", "Card", "--view", "Nothing"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.output.hasPrefix("error: no view has"), missing.output)
    }

    @MainActor func testAuditListsTheHostsFindings() async throws {
        let findings = CommandFixtures.host("Card").audit()
        XCTAssertFalse(findings.isEmpty, "the 20×20 button is a small tap target")
        XCTAssertEqual(run(["--audit", "Card"]).output, findings.map(\.description).joined(separator: "\n"))
        let json = run(["--audit", "Card", "--json"])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        XCTAssertEqual(object["schema"] as? String, "tesselate.audit/1")
        let entries = try XCTUnwrap(object["findings"] as? [[String: Any]])
        XCTAssertEqual(entries.compactMap { $0["kind"] as? String }, findings.map(\.kind.rawValue))
        XCTAssertEqual(entries.compactMap { $0["path"] as? String }, findings.map(\.path))
    }

    @MainActor func testDumpsAreTheHostsDumpAsTextOrJSON() async {
        let host = CommandFixtures.host("Card")
        XCTAssertEqual(run(["Card", "--json"]).output, host.jsonDump())
        XCTAssertTrue(run(["Card"]).output.hasSuffix(host.dump(proposals: false)))
        XCTAssertEqual(run(["--json"]).status, 1, "a JSON dump is of one preview")
    }

    @MainActor func testPNGFilesAreWrittenForTheNamedPreviews() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("preview-command-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = run(["--png", directory.path, "Card"])
        XCTAssertEqual(result.status, 0, result.output)
        let data = try Data(contentsOf: directory.appendingPathComponent("Card.png"))
        XCTAssertEqual(data, CommandFixtures.host("Card").png())
    }

    @MainActor func testBadArgumentsAreUsageErrorsAndUnknownPreviewsAreNamed() async {
        XCTAssertEqual(run(["--frobnicate"]).status, 2)
        XCTAssertEqual(run(["--explain", "Card"]).status, 2, "--explain needs --view")
        XCTAssertEqual(run(["--explain", "Card", "--view"]).status, 2)
        XCTAssertEqual(run(["--png", "/tmp/x", "--scale", "nan"]).status, 2)
        XCTAssertEqual(run(["--audit", "Card", "--list"]).status, 2)
        let unknown = run(["--audit", "Missing"])
        XCTAssertEqual(unknown.status, 1)
        XCTAssertEqual(unknown.output, "error: no preview named \"Missing\"; the previews are \"Card\", \"Twins\"")
    }
}
