import XCTest
@testable import Tesselate

/// The deprecated `accentColor(_:)` and `colorScheme(_:)` still compile and do what their
/// replacements do. Sources: <https://developer.apple.com/documentation/swiftui/view/accentcolor(_:)>
/// ("Sets the accent color for this view and the views it contains"; deprecated for `tint(_:)`),
/// <https://developer.apple.com/documentation/swiftui/view/colorscheme(_:)> ("Sets this view's
/// color scheme"; deprecated for `preferredColorScheme(_:)`).
final class DeprecatedEnvironmentModifiersTests: XCTestCase {
    @MainActor private func firstFill<V: View>(_ view: V) -> Color? {
        let host = ViewHost(view, size: CGSize(width: 60, height: 60))
        for node in 0..<host.tree.count { if let shape = host.tree[node].behavior as? ShapeNode { return shape.fill.representativeColor } }
        return nil
    }

    /// A `.tint` style and a prominent button under `accentColor(.orange)` are orange, as under
    /// `tint(.orange)`; `nil` gives the system accent colour back.
    @MainActor func testAccentColorSetsTheTint() async {
        XCTAssertEqual(firstFill(Rectangle().foregroundStyle(.tint).accentColor(.orange)), .orange)
        XCTAssertEqual(firstFill(Rectangle().foregroundStyle(.tint).accentColor(nil)), .accentColor)
        XCTAssertEqual(
            firstFill(Rectangle().foregroundStyle(.tint).accentColor(.orange).accentColor(.green)), .orange,
            "the innermost wins, as for environment values")
        let host = ViewHost(Button("Save") {}.buttonStyle(.borderedProminent).accentColor(.purple), size: CGSize(width: 200, height: 80))
        XCTAssertEqual(
            host.drawnShapes().first?.color, .purple, "the prominent button's capsule is filled with the accent colour")
    }

    final class Seen { var schemes: [String: ColorScheme] = [:] }

    struct Reader: View {
        let name: String
        let seen: Seen
        @Environment(\.colorScheme) private var scheme
        var body: some View {
            let _ = seen.schemes[name] = scheme
            Color.gray.frame(width: 10, height: 10)
        }
    }

    /// `colorScheme(.dark)` is the environment value for its subtree only: the sibling keeps the
    /// window's light scheme (where `preferredColorScheme` would change the whole window).
    @MainActor func testColorSchemeSetsTheSubtreeOnly() async {
        let seen = Seen()
        let host = ViewHost(
            VStack {
                Reader(name: "sibling", seen: seen)
                VStack { Reader(name: "inner", seen: seen) }.colorScheme(.dark)
            })
        XCTAssertEqual(seen.schemes, ["sibling": .light, "inner": .dark])
        XCTAssertEqual(host.colorScheme, .light, "the window's scheme is not asked for")
        XCTAssertTrue(host.diagnostics.isEmpty)
    }
}
