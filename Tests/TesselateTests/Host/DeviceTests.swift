import XCTest
import Tesselate
import TesselateTesting

/// `ViewHost(view, device:)`: the window, scale and safe area of a device (LayoutRules.md,
/// "Devices and safe areas", for each number's source). The root is proposed the safe area and
/// centred in it, as a hosting controller pads its root by the safe-area insets.
final class DeviceTests: XCTestCase {
    /// iPhone 16 in portrait: 393×852 at 3x, 59 above and 34 below: a greedy root fills
    /// (0, 59, 393×759).
    @MainActor func testAGreedyRootFillsTheSafeArea() async {
        let host = ViewHost(Color.red.id("root"), device: .iPhone16)
        XCTAssertEqual(host.size, CGSize(width: 393, height: 852))
        XCTAssertEqual(host.displayScale, 3)
        assertFrame(host.find(.id("root"))?.frame(), 0, 59, 393, 759)
        XCTAssertTrue(host.dump().hasPrefix("Tesselate dump v1 · window 393×852 @3x · safe area (59, 0, 34, 0)"), host.dump())
    }

    /// A small root is centred in the safe area, not in the window: 50 tall in 759 starting at 59.
    @MainActor func testASmallRootIsCentredInTheSafeArea() async {
        let host = ViewHost(Color.red.frame(width: 50, height: 50).id("root"), device: .iPhone16)
        assertFrame(host.exactFrame(id: "root"), 171.5, 59 + (759 - 50) / 2, 50, 50)
    }

    /// Each device's window and safe area as held.
    @MainActor func testEveryDeviceInBothOrientations() async {
        let expected: [(Device, CGRect, CGFloat)] = [
            (.iPhone16, CGRect(x: 0, y: 59, width: 393, height: 759), 3),
            (.iPhone16.landscape, CGRect(x: 59, y: 0, width: 734, height: 372), 3),
            (.iPhone16Pro, CGRect(x: 0, y: 62, width: 402, height: 778), 3),
            (.iPhone16Pro.landscape, CGRect(x: 62, y: 0, width: 750, height: 382), 3),
            (.iPhone16ProMax, CGRect(x: 0, y: 62, width: 440, height: 860), 3),
            (.iPhone16ProMax.landscape, CGRect(x: 62, y: 0, width: 832, height: 420), 3),
            (.iPhoneSE3, CGRect(x: 0, y: 20, width: 375, height: 647), 2),
            (.iPhoneSE3.landscape, CGRect(x: 0, y: 0, width: 667, height: 375), 2),
            (.iPadAir11, CGRect(x: 0, y: 24, width: 820, height: 1136), 2),
            (.iPadAir11.landscape, CGRect(x: 0, y: 24, width: 1180, height: 776), 2),
        ]
        for (device, safe, scale) in expected {
            let host = ViewHost(Color.red.id("root"), device: device)
            XCTAssertEqual(host.find(.id("root"))?.frame(), safe, "\(device)")
            XCTAssertEqual(host.displayScale, scale, "\(device)")
        }
    }

    /// Turning the device sets the window, scale and safe area in one update.
    @MainActor func testTurningTheDevice() async {
        let host = ViewHost(Color.red.id("root"), device: .iPhone16)
        host.device = .iPhone16.landscape
        XCTAssertEqual(host.size, CGSize(width: 852, height: 393))
        XCTAssertEqual(host.safeAreaInsets, EdgeInsets(leading: 59, bottom: 21, trailing: 59))
        assertFrame(host.find(.id("root"))?.frame(), 59, 0, 734, 372)
        XCTAssertEqual(host.lastPassCount, 1)
    }

    /// `ViewHost(view, size:)` has no safe area, and setting insets on it works as a device's.
    @MainActor func testASizedHostHasNoSafeAreaUntilGivenOne() async {
        let host = ViewHost(Color.red.id("root"), size: CGSize(width: 100, height: 200))
        XCTAssertEqual(host.safeAreaInsets, EdgeInsets())
        assertFrame(host.find(.id("root"))?.frame(), 0, 0, 100, 200)
        XCTAssertEqual(host.dump().components(separatedBy: "\n")[0], "Tesselate dump v1 · window 100×200 @3x")
        host.safeAreaInsets = EdgeInsets(top: 10, leading: 5)
        assertFrame(host.find(.id("root"))?.frame(), 5, 10, 95, 190)
    }

    /// A negative or NaN inset is reported and taken as 0.
    @MainActor func testBadInsetsAreReported() async {
        let host = ViewHost(Color.red.id("root"), size: CGSize(width: 100, height: 200))
        host.safeAreaInsets = EdgeInsets(top: -10, bottom: .nan)
        assertFrame(host.find(.id("root"))?.frame(), 0, 0, 100, 200)
        XCTAssertEqual(host.diagnostics.map(\.code), [.invalidWindow, .invalidWindow])
    }
}
