import XCTest

import Tesselate

/// Hover modifiers change no layout, show in the dump, and never fire: a host has no pointer.
final class HoverTests: XCTestCase {
    @MainActor func testHoverEffectIsInTheDumpAndChangesNoLayout() async {
        let plain = ViewHost(Text("Hi").padding(4), size: CGSize(width: 100, height: 100))
        let hovered = ViewHost(Text("Hi").padding(4).hoverEffect(.lift), size: CGSize(width: 100, height: 100))
        XCTAssertTrue(hovered.dump().contains("hoverEffect(lift)"), hovered.dump())
        XCTAssertEqual(
            hovered.layoutSnapshot.root.flatMap { hovered.layoutSnapshot.frame(of: $0) },
            plain.layoutSnapshot.root.flatMap { plain.layoutSnapshot.frame(of: $0) })
        let disabled = ViewHost(Text("Hi").hoverEffect(isEnabled: false), size: CGSize(width: 100, height: 100))
        XCTAssertTrue(disabled.dump().contains("hoverEffect(automatic, isEnabled: false)"), disabled.dump())
        XCTAssertEqual([HoverEffect.automatic, .highlight, .lift].map(\.description), ["automatic", "highlight", "lift"])
    }

    @MainActor func testOnHoverIsNeverCalled() async {
        var calls = 0
        let host = ViewHost(Color.red.frame(width: 20, height: 20).onHover { _ in calls += 1 }, size: CGSize(width: 100, height: 100))
        XCTAssertTrue(host.dump().contains("onHover"), host.dump())
        XCTAssertEqual(calls, 0)
    }
}
