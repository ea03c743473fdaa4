import XCTest

@testable import Tesselate

/// Shape styles of one's own (iOS 17): `resolve(in:)` makes the style to draw from the
/// environment where the style is drawn (developer.apple.com/documentation/swiftui/shapestyle/resolve(in:)).
@MainActor
final class CustomShapeStyleTests: XCTestCase {
    /// Black in light appearance, white in dark, at an opacity.
    struct Ink: ShapeStyle {
        var opacity: Double
        func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
            (environment.colorScheme == .dark ? Color.white : Color.black).opacity(opacity)
        }
    }

    /// A style that resolves to another style of one's own, blended (Apple's Backyard Birds
    /// sample writes its vibrant styles so).
    struct Vibrant: ShapeStyle {
        func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
            Blended(base: AnyShapeStyle(Ink(opacity: 0.5)))
        }
    }

    struct Blended: ShapeStyle {
        var base: AnyShapeStyle
        func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
            base.blendMode(environment.colorScheme == .dark ? .plusLighter : .plusDarker)
        }
    }

    /// A style that resolves to itself never settles: it draws clear instead of hanging.
    struct Endless: ShapeStyle {
        func resolve(in environment: EnvironmentValues) -> some ShapeStyle { Endless() }
    }

    private func dump(_ view: some View, scheme: ColorScheme = .light) -> String {
        ViewHost(view.environment(\.colorScheme, scheme), size: CGSize(width: 100, height: 100)).dump()
    }

    func testAStyleResolvesInTheEnvironmentWhereItIsDrawn() async {
        XCTAssertTrue(dump(Rectangle().fill(Ink(opacity: 1))).contains("fill: black"), dump(Rectangle().fill(Ink(opacity: 1))))
        XCTAssertTrue(dump(Rectangle().fill(Ink(opacity: 1)), scheme: .dark).contains("fill: white"))
        XCTAssertTrue(dump(Circle().stroke(Ink(opacity: 1), lineWidth: 2), scheme: .dark).contains("stroke: white"))
    }

    func testAForegroundStyleOfOnesOwnColoursShapesInIt() async {
        let light = dump(Circle().foregroundStyle(Ink(opacity: 1)))
        let dark = dump(Circle().foregroundStyle(Ink(opacity: 1)), scheme: .dark)
        XCTAssertTrue(light.contains("fill: black"), light)
        XCTAssertTrue(dark.contains("fill: white"), dark)
    }

    func testStylesResolveUntilABuiltInStyleAndKeepItsBlendMode() async {
        let light = dump(Capsule().fill(Vibrant()))
        XCTAssertTrue(light.contains("blendMode: plusDarker"), light)
        XCTAssertTrue(dump(Capsule().fill(Vibrant()), scheme: .dark).contains("blendMode: plusLighter"))
        let svg = ViewHost(Capsule().fill(Vibrant()), size: CGSize(width: 100, height: 100)).svg()
        XCTAssertTrue(svg.contains("mix-blend-mode:plus-darker"), "the SVG blends the paint")
    }

    func testAStyleThatNeverSettlesDrawsClear() async {
        XCTAssertTrue(dump(Rectangle().fill(Endless())).contains("fill: clear"), dump(Rectangle().fill(Endless())))
    }

    func testTheRepresentativeColourIsTheStyleInABareEnvironment() async {
        XCTAssertEqual(Ink(opacity: 0.5).representativeColor, Color.black.opacity(0.5))
        XCTAssertEqual(Color.red.representativeColor, .red, "a built-in style draws itself")
    }
}
