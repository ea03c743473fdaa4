import SwiftUI
import TesselateTesting
import XCTest

/// UIKit's types as a SwiftUI app's views reach them: what a device would do is recorded on the
/// host the code runs for, and the screen is the host's device.
final class UIKitTests: XCTestCase {
    private struct ShareRow: View {
        var body: some View {
            Button("Share") {
                UIPasteboard.general.string = "copied"
                UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
                UINotificationFeedbackGenerator().notificationOccurred(.success)
                UIApplication.shared.open(URL(string: "https://example.com")!)
            }
        }
    }

    /// A tap's UIKit calls are recorded on the host whose view ran them, in order.
    @MainActor func testActionsAreRecordedOnTheHost() async {
        let host = ViewHost(ShareRow())
        XCTAssertEqual(host.find(.button("Share"))?.tap(), true)
        XCTAssertEqual(host.pasteboard.string, "copied")
        XCTAssertEqual(host.haptics, [.impact(.heavy, intensity: 1), .notification(.success)])
        XCTAssertEqual(host.openedURLs, [URL(string: "https://example.com")!])
        let other = ViewHost(ShareRow())
        XCTAssertNil(other.pasteboard.string, "each host has its own records")
        XCTAssertEqual(other.haptics, [])
    }

    private struct ScreenWidth: View {
        var body: some View { Text(verbatim: "\(Int(UIScreen.main.bounds.width))×\(Int(UIScreen.main.bounds.height))") }
    }

    /// `UIScreen.main` is the device of the host whose body reads it.
    @MainActor func testScreenIsTheHostsDevice() async {
        XCTAssertTrue(ViewHost(ScreenWidth(), device: .iPhone16).exists(.text("393×852")))
        XCTAssertTrue(ViewHost(ScreenWidth(), device: .iPhone16.landscape).exists(.text("852×393")))
    }

    /// A UIKit system colour is SwiftUI's colour of the same name, light and dark.
    @MainActor func testSystemColoursAreSwiftUIsColours() async {
        for scheme in [ColorScheme.light, .dark] {
            let uiKit = ViewHost(Color(.systemRed).frame(width: 10, height: 10), size: CGSize(width: 10, height: 10))
            let swiftUI = ViewHost(Color.red.frame(width: 10, height: 10), size: CGSize(width: 10, height: 10))
            uiKit.colorScheme = scheme
            swiftUI.colorScheme = scheme
            XCTAssertEqual(uiKit.svg(), swiftUI.svg(), "\(scheme)")
        }
        XCTAssertEqual(Color(uiColor: .systemBlue), Color(.systemBlue))
    }
}
