import SwiftUI
import TesselateTesting
import XCTest

/// `UIScreen.main` and `UIDevice.current` answer for the running host's device; outside every
/// host, for the default device (an iPhone 16).
final class UIScreenDeviceTests: XCTestCase {
    struct Probe: Equatable {
        var bounds: CGRect
        var scale: CGFloat
        var nativeBounds: CGRect
        var idiom: UIUserInterfaceIdiom
        var model: String
        var version: String
        var orientation: UIDeviceOrientation
        var style: UIUserInterfaceStyle
        var sizeClass: UIUserInterfaceSizeClass

        @MainActor static var now: Probe {
            Probe(
                bounds: UIScreen.main.bounds, scale: UIScreen.main.scale, nativeBounds: UIScreen.main.nativeBounds,
                idiom: UIDevice.current.userInterfaceIdiom, model: UIDevice.current.model, version: UIDevice.current.systemVersion,
                orientation: UIDevice.current.orientation, style: UITraitCollection.current.userInterfaceStyle,
                sizeClass: UITraitCollection.current.horizontalSizeClass)
        }
    }

    struct Reader: View {
        let onRead: (Probe) -> Void
        var body: some View {
            let _ = onRead(.now)
            Text("\(Int(UIScreen.main.bounds.width)) wide").frame(width: UIScreen.main.bounds.width / 2).id("half")
        }
    }

    @MainActor func testAnswersTheRunningHostsDevice() async {
        var probe: Probe?
        let host = ViewHost(Reader { probe = $0 }, device: .iPhoneSE3)
        XCTAssertEqual(probe?.bounds, CGRect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertEqual(probe?.scale, 2)
        XCTAssertEqual(probe?.nativeBounds, CGRect(x: 0, y: 0, width: 750, height: 1334))
        XCTAssertEqual(probe?.idiom, .phone)
        XCTAssertEqual(probe?.model, "iPhone")
        XCTAssertEqual(probe?.orientation, .portrait)
        XCTAssertEqual(host.find(.id("half"))?.frame().width, 187.5, "views size themselves from the screen")

        host.device = .iPhoneSE3.landscape
        XCTAssertEqual(probe?.bounds, CGRect(x: 0, y: 0, width: 667, height: 375), "bounds follow the orientation")
        XCTAssertEqual(probe?.nativeBounds, CGRect(x: 0, y: 0, width: 750, height: 1334), "native bounds stay in portrait")
        XCTAssertEqual(probe?.orientation, .landscapeLeft)

        let pad = ViewHost(Reader { probe = $0 }, device: .iPadAir11, os: .iOS26)
        XCTAssertEqual(probe?.idiom, .pad)
        XCTAssertEqual(probe?.model, "iPad")
        XCTAssertEqual(probe?.version, "26.0")
        XCTAssertEqual(probe?.sizeClass, .regular)
        pad.colorScheme = .dark
        XCTAssertEqual(probe?.style, .dark, "the traits are the host's")
    }

    @MainActor func testAHostWithoutADeviceAnswersItsWindow() async {
        var probe: Probe?
        _ = ViewHost(Reader { probe = $0 }, size: CGSize(width: 500, height: 300), displayScale: 2)
        XCTAssertEqual(probe?.bounds, CGRect(x: 0, y: 0, width: 500, height: 300))
        XCTAssertEqual(probe?.scale, 2)
        XCTAssertEqual(probe?.orientation, .landscapeLeft)
        XCTAssertEqual(probe?.idiom, .phone)
    }

    @MainActor func testOutsideAHostTheDefaultDevice() async {
        let probe = Probe.now
        XCTAssertEqual(probe.bounds, CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(probe.scale, 3)
        XCTAssertEqual(probe.nativeBounds.size, CGSize(width: 1179, height: 2556))
        XCTAssertEqual(UIScreen.main.nativeScale, 3)
        XCTAssertEqual(probe.version, "18.0")
        XCTAssertEqual(UIDevice.current.systemName, "iOS")
        XCTAssertEqual(UIDevice.current.name, "iPhone")
        XCTAssertEqual(probe.style, .light)
    }

    @MainActor func testTurningTheDevicePostsTheOrientationNotification() async {
        struct Rotating: View {
            @State private var turns = 0
            var body: some View {
                Text("turns \(turns)")
                    .onReceive(NotificationCenter.default.publisher(for: UIDevice.orientationDidChangeNotification)) { _ in turns += 1 }
            }
        }
        let host = ViewHost(Rotating(), device: .iPhone16)
        XCTAssertNotNil(host.find(.text("turns 0")))
        host.device = .iPhone16.landscape
        XCTAssertNotNil(host.find(.text("turns 1")))
        host.device = .iPhone16.landscape
        XCTAssertNotNil(host.find(.text("turns 1")), "no turn, no notification")
    }
}
