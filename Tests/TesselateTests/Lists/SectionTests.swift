import XCTest
@testable import Tesselate

/// `Section` outside a list shows its header, content and footer one after the other, as a
/// group (SwiftUI's documentation: a section adds hierarchy "within certain views").
final class SectionTests: XCTestCase {
    @MainActor func testOutsideAListASectionIsAGroup() async {
        let host = ViewHost(
            VStack(spacing: 0) {
                Section {
                    Text("Body").id("body")
                } header: {
                    Text("Head").id("head")
                } footer: {
                    Text("Foot").id("foot")
                }
            }, size: CGSize(width: 200, height: 200))
        let head = host.exactFrame(id: "head")!, body = host.exactFrame(id: "body")!, foot = host.exactFrame(id: "foot")!
        XCTAssertEqual(body.minY, head.maxY, accuracy: 0.001)
        XCTAssertEqual(foot.minY, body.maxY, accuracy: 0.001)
        XCTAssertTrue(host.nodes(kind: .section).isEmpty)
    }

    /// Every initialiser compiles, the deprecated ones included.
    @MainActor func testInitialisers() async {
        let title = "Title"
        let host = ViewHost(
            List {
                Section("Key") { Text("a") }
                Section(title) { Text("b") }
                Section { Text("c") }
                Section {
                    Text("d")
                } header: {
                    Text("H")
                }
                Section {
                    Text("e")
                } footer: {
                    Text("F")
                }
                Section(header: Text("H2")) { Text("f") }
                Section(footer: Text("F2")) { Text("g") }
                Section(header: Text("H3"), footer: Text("F3")) { Text("h") }
            }, device: .iPhone16)
        XCTAssertEqual(host.nodes(kind: .section).count, 8)
        XCTAssertEqual(host.nodes(kind: .listRow).count, 8)
    }

    /// `textCase`: grouped headers are uppercased through the environment; `textCase(nil)` keeps
    /// the header as written.
    @MainActor func testTextCase() async {
        let host = ViewHost(
            List {
                Section {
                    Text("a")
                } header: {
                    Text("Mixed").textCase(nil)
                }
            }, device: .iPhone16)
        XCTAssertEqual((host.tree[host.nodes(kind: .text)[0]].behavior as? TextNode)?.content, "Mixed")
        let lower = ViewHost(Text("LOUD").textCase(.lowercase), size: CGSize(width: 100, height: 50))
        XCTAssertEqual((lower.tree[lower.nodes(kind: .text)[0]].behavior as? TextNode)?.content, "loud")
    }
}
