import XCTest
@testable import Tesselate

/// Colours and styles: hierarchical levels, tint, materials, gradients, colour initialisers and
/// named colours. Sources: <https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle>,
/// <https://developer.apple.com/documentation/swiftui/tintshapestyle>,
/// <https://developer.apple.com/documentation/swiftui/material>,
/// <https://developer.apple.com/documentation/swiftui/color/init(hue:saturation:brightness:opacity:)>;
/// iOS label colours (secondary (60, 60, 67) at 60%, tertiary 30%, quaternary 18%).
final class StyleTests: XCTestCase {
    /// The fill of the first shape of the host.
    @MainActor private func fill<V: View>(_ view: V) -> Fill? {
        let h = ViewHost(view, size: CGSize(width: 50, height: 50))
        for node in 0..<h.tree.count { if let shape = h.tree[node].behavior as? ShapeNode { return shape.fill } }
        return nil
    }

    @MainActor private func color<V: View>(_ view: V) -> Color? { fill(view)?.representativeColor }

    @MainActor func testHierarchicalLevels() async {
        XCTAssertEqual(color(Rectangle().foregroundStyle(.secondary)), Color.secondary)
        XCTAssertEqual(color(Rectangle().foregroundStyle(.tertiary))?.alpha, 0.3)
        XCTAssertEqual(color(Rectangle().foregroundStyle(.quaternary))?.alpha, 0.18)
        XCTAssertEqual(color(Rectangle().foregroundStyle(.primary)), .primary)
        // Under a colour, a level is that colour with less opacity; levels do not compound.
        let red = color(Rectangle().foregroundStyle(.secondary).foregroundStyle(.secondary).foregroundStyle(.red))
        XCTAssertEqual(red?.red, Color.red.red)
        XCTAssertEqual(red?.alpha ?? 0, 0.6, accuracy: 1e-9)
    }

    // `foregroundStyle(_:_:)` sets the levels one by one: `.secondary` is the second style, and
    // the levels below fade the last; a plain `foregroundStyle` inside sets one style again.
    @MainActor func testLevelsSetOneByOne() async {
        XCTAssertEqual(color(Rectangle().foregroundStyle(.primary).foregroundStyle(.white, .blue)), .white)
        XCTAssertEqual(color(Rectangle().foregroundStyle(.secondary).foregroundStyle(.white, .blue)), .blue)
        let tertiary = color(Rectangle().foregroundStyle(.tertiary).foregroundStyle(.white, .blue))
        XCTAssertEqual(tertiary?.blue, Color.blue.blue)
        XCTAssertEqual(tertiary?.alpha ?? 0, 0.5, accuracy: 1e-9, "0.3 / 0.6 of the secondary style")
        XCTAssertEqual(color(Rectangle().foregroundStyle(.tertiary).foregroundStyle(.red, .green, .orange)), .orange)
        XCTAssertEqual(
            color(Rectangle().foregroundStyle(.secondary).foregroundStyle(.red).foregroundStyle(.white, .blue))?.alpha ?? 0, 0.6,
            accuracy: 1e-9, "the inner single style wins: levels fade it")
    }

    @MainActor func testTint() async {
        XCTAssertEqual(color(Rectangle().foregroundStyle(.tint)), .accentColor)
        XCTAssertEqual(color(Rectangle().foregroundStyle(.tint).tint(.green)), .green)
        XCTAssertEqual(color(Rectangle().foregroundStyle(.tint).tint(nil)), .accentColor)
        // A bordered button is drawn in the tint.
        let h = ViewHost(Button("Go") {}.buttonStyle(.borderedProminent).tint(.red))
        XCTAssertTrue(h.svg().contains(svgColor(.red)), "the prominent button is filled red")
    }

    private func svgColor(_ color: Color) -> String {
        "fill=\"#" + [color.red, color.green, color.blue].map { String(format: "%02x", Int(($0 * 255).rounded())) }.joined() + "\""
    }

    @MainActor func testGradientsAsForegroundStyle() async {
        guard
            case .linear(let gradient)? = fill(
                Circle().foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)))
        else {
            return XCTFail("a shape is filled with the gradient")
        }
        XCTAssertEqual(gradient.gradient.stops.map(\.color), [.red, .blue])
        guard case .linear(let any)? = fill(Rectangle().fill(Color.blue.gradient)) else { return XCTFail("Color.gradient is linear") }
        XCTAssertEqual(any.startPoint, .top)
        XCTAssertEqual(any.gradient.stops.last?.color, .blue)
    }

    @MainActor func testMaterialsAreTranslucentFills() async {
        let alphas = [Material.ultraThin, .thin, .regular, .thick, .ultraThick].map(\.representativeColor.alpha)
        XCTAssertEqual(alphas, alphas.sorted())
        XCTAssertTrue(alphas.allSatisfy { $0 > 0 && $0 < 1 })
        let h = ViewHost(Text("Bar").background(.regularMaterial).background(.bar))
        XCTAssertTrue(h.dump().contains("regularMaterial"), h.dump())
    }

    @MainActor func testColorInitialisers() async {
        let red = Color(hue: 0, saturation: 1, brightness: 1)
        XCTAssertEqual([red.red, red.green, red.blue], [1, 0, 0])
        let cyan = Color(hue: 0.5, saturation: 1, brightness: 1, opacity: 0.5)
        XCTAssertEqual([cyan.red, cyan.green, cyan.blue, cyan.alpha], [0, 1, 1, 0.5])
        XCTAssertEqual(Color(white: 0.5, opacity: 0.2).green, 0.5)
        XCTAssertEqual(Color(.sRGB, red: 0.1, green: 0.2, blue: 0.3).blue, 0.3)
        XCTAssertEqual(Color(.sRGBLinear, red: 1, green: 0, blue: 0.5).blue, 0.7354, accuracy: 0.0001)
    }

    @MainActor func testNamedColours() async {
        ColorAssets.register("style-tests.Brand", color: Color(red: 0.9, green: 0.3, blue: 0.2))
        XCTAssertEqual(Color("style-tests.Brand").red, 0.9)
        let h = ViewHost(Color("style-tests.Brand").frame(width: 10, height: 10))
        XCTAssertTrue(h.diagnostics.isEmpty)
        let missing = ViewHost(Color("style-tests.Nothing").frame(width: 10, height: 10))
        XCTAssertEqual(missing.diagnostics.map(\.code), [.invalidValue])
        XCTAssertEqual(Color("style-tests.Nothing").alpha, 0)
    }
}
