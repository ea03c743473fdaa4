import XCTest
import Tesselate

/// `\.colorSchemeContrast`: standard in a host (no Increase Contrast setting), increased where a
/// test sets `\._colorSchemeContrast` for a subtree, as SwiftUI's previews do.
final class ColorSchemeContrastTests: XCTestCase {
    struct Contrasted: View {
        @Environment(\.colorSchemeContrast) private var contrast
        var body: some View {
            Color.red.frame(width: contrast == .increased ? 20 : 10, height: 10).id("bar")
        }
    }

    @MainActor func testAHostReadsStandardContrast() async {
        XCTAssertEqual(EnvironmentValues().colorSchemeContrast, .standard)
        XCTAssertEqual(ViewHost(Contrasted(), displayScale: 1).frame(id: "bar")?.size.width, 10)
    }

    @MainActor func testASubtreeCanBeGivenIncreasedContrast() async {
        let host = ViewHost(Contrasted().environment(\._colorSchemeContrast, .increased), displayScale: 1)
        XCTAssertEqual(host.frame(id: "bar")?.size.width, 20)
        XCTAssertEqual(ColorSchemeContrast.allCases, [.standard, .increased])
    }
}
