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

    /// In a grouped list's header (before iOS 26) the texts are the footnote, but a Button's
    /// symbol keeps the size of the font the header was given, body by default, and the header is
    /// as tall as it (iOS 17.0.1 and 18.1, bitwarden/authenticator-ios's debug menu: an
    /// arrow.clockwise 14 × 17 points of ink at the medium size). A bare symbol, and a font set
    /// inside the button, follow the environment's font.
    @MainActor func testAHeaderButtonsSymbolKeepsTheBodySize() async {
        func symbolHeight(_ header: some View, os: OSVersion = .iOS18) -> CGFloat {
            let host = ViewHost(
                List {
                    Section {
                        Text("Row")
                    } header: {
                        header
                    }
                }, size: CGSize(width: 390, height: 400))
            host.os = os
            return host.frame(of: host.nodes(kind: .image)[0])!.height
        }
        func symbolHeight(font: Font) -> CGFloat {
            let host = ViewHost(Image(systemName: "arrow.clockwise").font(font), size: CGSize(width: 390, height: 400))
            return host.frame(of: host.nodes(kind: .image)[0])!.height
        }
        let body = symbolHeight(font: .body), footnote = symbolHeight(font: .footnote)
        XCTAssertGreaterThan(body, footnote + 3)
        XCTAssertEqual(
            symbolHeight(
                Button {
                } label: {
                    Image(systemName: "arrow.clockwise")
                }), body, accuracy: 0.01)
        XCTAssertEqual(symbolHeight(Image(systemName: "arrow.clockwise")), footnote, accuracy: 0.01, "a bare symbol: the header's font")
        XCTAssertEqual(
            symbolHeight(
                Button {
                } label: {
                    Image(systemName: "arrow.clockwise").font(.footnote)
                }), footnote, accuracy: 0.01,
            "a font set inside")
        XCTAssertEqual(
            symbolHeight(
                Button {
                } label: {
                    Image(systemName: "arrow.clockwise")
                }, os: .iOS26), symbolHeight(font: .headline),
            accuracy: 0.01, "iOS 26's header font (not measured with a symbol)")
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
