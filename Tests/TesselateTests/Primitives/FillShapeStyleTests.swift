import XCTest

@testable import Tesselate

/// `.fill` and its levels are iOS's system fills, `.separator` the separator colour, and a style's
/// levels (`.background.secondary`, `Color.red.tertiary`) resolve where they are drawn.
final class FillShapeStyleTests: XCTestCase {
    @MainActor private func color<V: View>(_ view: V) -> Color? {
        let host = ViewHost(view, size: CGSize(width: 50, height: 50))
        for node in 0..<host.tree.count { if let shape = host.tree[node].behavior as? ShapeNode { return shape.fill.representativeColor } }
        return nil
    }

    private func assertComponents(
        _ color: Color?, _ expected: (Double, Double, Double, Double), file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let color else { return XCTFail("no colour", file: file, line: line) }
        XCTAssertEqual(color.red * 255, expected.0, accuracy: 1e-6, file: file, line: line)
        XCTAssertEqual(color.green * 255, expected.1, accuracy: 1e-6, file: file, line: line)
        XCTAssertEqual(color.blue * 255, expected.2, accuracy: 1e-6, file: file, line: line)
        XCTAssertEqual(color.alpha, expected.3, accuracy: 1e-9, file: file, line: line)
    }

    @MainActor func testTheFillLevelsAreTheSystemFills() async {
        assertComponents(color(Rectangle().fill(.fill)), (120, 120, 128, 0.2))
        assertComponents(color(Rectangle().fill(.fill.secondary)), (120, 120, 128, 0.16))
        assertComponents(color(Rectangle().fill(.fill.tertiary)), (118, 118, 128, 0.12))
        assertComponents(color(Rectangle().fill(.fill.quaternary)), (116, 116, 128, 0.08))
        assertComponents(color(Rectangle().fill(.fill.quinary)), (116, 116, 128, 0.08))
    }

    @MainActor func testTheFillsAreDarkerInTheDark() async {
        assertComponents(DarkAppearance.color(FillShapeStyle().color), (120, 120, 128, 0.36))
        assertComponents(DarkAppearance.color(FillShapeStyle(level: 2).color), (118, 118, 128, 0.24))
        assertComponents(DarkAppearance.color(LeveledShapeStyle<BackgroundStyle>.secondaryBackground), (28, 28, 30, 1))
    }

    @MainActor func testSeparatorIsTheSeparatorColour() async {
        XCTAssertEqual(color(Rectangle().fill(.separator)), ListMetrics.separatorColor)
    }

    @MainActor func testBackgroundLevelsAreTheSystemBackgrounds() async {
        assertComponents(color(Rectangle().fill(.background.secondary)), (242, 242, 247, 1))
        assertComponents(color(Rectangle().fill(.background.tertiary)), (255, 255, 255, 1))
        // Under a background style, its levels fade it.
        assertComponents(color(Rectangle().fill(.background.secondary).backgroundStyle(Color(red: 1, green: 0, blue: 0))), (255, 0, 0, 0.6))
    }

    @MainActor func testOtherStylesFadeAsTheForegroundLevels() async {
        assertComponents(color(Rectangle().fill(Color(red: 0, green: 0, blue: 1).tertiary)), (0, 0, 255, 0.3))
        assertComponents(color(Rectangle().fill(.tint.secondary).tint(Color(red: 0, green: 1, blue: 0))), (0, 255, 0, 0.6))
    }
}
