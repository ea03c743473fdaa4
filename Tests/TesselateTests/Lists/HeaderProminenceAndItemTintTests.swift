import XCTest

@testable import Tesselate

/// `headerProminence(.increased)` makes a grouped list's section headers larger; `listItemTint`
/// colours a sidebar row's label icon.
@MainActor
final class HeaderProminenceAndItemTintTests: XCTestCase {
    private func headerFont<V: View>(_ list: V) -> Font? {
        let host = ViewHost(list, size: CGSize(width: 390, height: 600))
        return host.nodes(kind: .text).compactMap { host.tree[$0].behavior as? TextNode }.first { $0.content == "Header" }?.font
    }

    func testAnIncreasedProminenceHeaderIsTitle3Bold() async throws {
        let standard = headerFont(List { Section("Header") { Text("Row") } }.listStyle(.insetGrouped))
        let increased = headerFont(
            List {
                Section(header: Text("Header")) { Text("Row") }
                    .headerProminence(.increased)
            }
            .listStyle(.insetGrouped))
        XCTAssertEqual(increased, Font.title3.bold())
        XCTAssertNotEqual(standard, increased)
        let plain = headerFont(List { Section("Header") { Text("Row") } }.listStyle(.plain).headerProminence(.increased))
        XCTAssertEqual(plain, Font.headline, "a plain list's header does not change")
        XCTAssertEqual(EnvironmentValues().headerProminence, .standard)
    }

    private func iconColor<V: View>(_ list: V) -> Color? {
        let host = ViewHost(list, size: CGSize(width: 390, height: 600))
        return host.nodes(kind: ViewKind("Image")).compactMap { (host.tree[$0].behavior as? ImageNode)?.foreground }.first
    }

    func testASidebarTintsLabelIconsWithTheItemTintOrTheAccentColour() async throws {
        let tinted = iconColor(List { Label("Inbox", systemImage: "tray").listItemTint(.red) }.listStyle(.sidebar))
        XCTAssertEqual(tinted, .red)
        let fixed = iconColor(List { Label("Inbox", systemImage: "tray").listItemTint(.fixed(.green)) }.listStyle(.sidebar))
        XCTAssertEqual(fixed, .green)
        let accent = iconColor(List { Label("Inbox", systemImage: "tray") }.listStyle(.sidebar))
        XCTAssertEqual(accent, .accentColor)
        let grouped = iconColor(List { Label("Inbox", systemImage: "tray").listItemTint(.red) }.listStyle(.insetGrouped))
        XCTAssertNotEqual(grouped, .red, "other styles do not draw the tint")
    }
}
