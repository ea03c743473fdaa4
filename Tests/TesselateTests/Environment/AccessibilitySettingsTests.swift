import XCTest
@testable import Tesselate

/// The environment's accessibility settings (developer.apple.com/documentation/swiftui/environmentvalues,
/// "Accessibility"): read-only for views, `false` in a host, as on a device where the user turned
/// none of them on; a view that reads them lays out with what they say.
final class AccessibilitySettingsTests: XCTestCase {
    struct Motion: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
        var body: some View {
            Color.red.frame(width: reduceMotion ? 20 : 10, height: reduceTransparency ? 20 : 10).id("bar")
        }
    }

    @MainActor func testAHostHasEverySettingOff() async {
        let values = EnvironmentValues()
        XCTAssertFalse(values.accessibilityReduceMotion)
        XCTAssertFalse(values.accessibilityReduceTransparency)
        XCTAssertFalse(values.accessibilityDifferentiateWithoutColor)
        XCTAssertFalse(values.accessibilityInvertColors)
        XCTAssertFalse(values.accessibilityShowButtonShapes)
        XCTAssertFalse(values.accessibilityVoiceOverEnabled)
        XCTAssertFalse(values.accessibilitySwitchControlEnabled)
        XCTAssertEqual(ViewHost(Motion(), displayScale: 1).frame(id: "bar")?.size, CGSize(width: 10, height: 10))
    }

    @MainActor func testAViewReadsTheSettings() async {
        var settings = AccessibilitySettings()
        settings.reduceMotion = true
        settings.reduceTransparency = true
        let host = ViewHost(Motion().environment(\.accessibilitySettings, settings), displayScale: 1)
        XCTAssertEqual(host.frame(id: "bar")?.size, CGSize(width: 20, height: 20))
    }
}
