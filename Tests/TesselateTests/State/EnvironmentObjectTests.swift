import XCTest
import Tesselate

/// `@EnvironmentObject` and `environmentObject(_:)`; a missing object is a diagnostic and the view
/// is left out, where SwiftUI stops with a fatal error.
final class EnvironmentObjectTests: XCTestCase {
    final class Settings: ObservableObject {
        @Published var width: CGFloat = 20
    }

    private struct Reader: View {
        @EnvironmentObject var settings: Settings
        var body: some View { Color.red.frame(width: settings.width, height: 5).id("bar") }
    }

    @MainActor func testADescendantReadsTheObjectAndUpdatesWithIt() async {
        let settings = Settings()
        let host = ViewHost(VStack { Reader() }.environmentObject(settings), displayScale: 1)
        XCTAssertEqual(host.frame(id: "bar")?.width, 20)
        settings.width = 30
        XCTAssertEqual(host.frame(id: "bar")?.width, 30)
    }

    @MainActor func testTheNearestAncestorsObjectWins() async {
        let outer = Settings(), inner = Settings()
        inner.width = 50
        let host = ViewHost(VStack { Reader().environmentObject(inner) }.environmentObject(outer), displayScale: 1)
        XCTAssertEqual(host.frame(id: "bar")?.width, 50)
    }

    @MainActor func testAMissingObjectLeavesTheViewOutWithADiagnostic() async {
        let host = ViewHost(
            VStack(spacing: 0) {
                Color.blue.frame(width: 10, height: 10).id("before")
                Reader()
            }, displayScale: 1)
        XCTAssertNil(host.frame(id: "bar"))
        XCTAssertEqual(host.frame(id: "before")?.height, 10)
        XCTAssertEqual(host.diagnostics.map(\.code), [.missingEnvironmentObject])
        XCTAssertEqual(host.diagnostics.first?.severity, .error)
        XCTAssertTrue(host.diagnostics.first?.message.contains("No ObservableObject of type Settings found") == true, "\(host.diagnostics)")
    }

    @MainActor func testTheProjectedValueMakesBindings() async {
        struct Editor: View {
            @EnvironmentObject var settings: Settings
            var onMake: (Binding<CGFloat>) -> Void
            var body: some View {
                let _ = onMake($settings.width)
                Color.red.frame(width: settings.width, height: 5).id("bar")
            }
        }
        var binding: Binding<CGFloat>?
        let host = ViewHost(Editor(onMake: { binding = $0 }).environmentObject(Settings()), displayScale: 1)
        binding?.wrappedValue = 8
        XCTAssertEqual(host.frame(id: "bar")?.width, 8)
    }

    /// A view modifier's environment object is found as a view's.
    @MainActor func testAModifierReadsTheObject() async {
        struct Widen: ViewModifier {
            @EnvironmentObject var settings: Settings
            func body(content: Content) -> some View { content.frame(width: settings.width).id("frame") }
        }
        let host = ViewHost(Color.red.frame(height: 5).modifier(Widen()).environmentObject(Settings()), displayScale: 1)
        XCTAssertEqual(host.frame(id: "frame")?.width, 20)
        let missing = ViewHost(Color.red.frame(height: 5).modifier(Widen()), displayScale: 1)
        XCTAssertEqual(missing.diagnostics.map(\.code), [.missingEnvironmentObject])
    }
}
