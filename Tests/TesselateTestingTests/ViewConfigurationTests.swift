import Tesselate
import TesselateTesting
import XCTest

/// A configuration hosts a view on its device, with its text size, direction, appearance and
/// iOS release, and is named after what differs from a host's defaults.
final class ViewConfigurationTests: XCTestCase {
    func testNamesListTheDeviceThenWhatIsNotTheDefault() {
        XCTAssertEqual(
            [ViewConfiguration].standard.map(\.name),
            [
                "iPhone16", "iPhone16-landscape", "iPhoneSE", "iPhone16-accessibility3", "iPhone16-rightToLeft", "iPhone16-dark",
                "iPhone16-iOS26",
            ])
        let all = ViewConfiguration(
            device: .iPadAir11.landscape, dynamicTypeSize: .xSmall, layoutDirection: .rightToLeft, colorScheme: .dark, os: .iOS26)
        XCTAssertEqual(all.name, "iPadAir11-inch-landscape-xSmall-rightToLeft-dark-iOS26")
        XCTAssertEqual("\(all)", all.name)
    }

    @MainActor func testAHostTakesEverySetting() async {
        let configuration = ViewConfiguration(
            device: .iPhoneSE3.landscape, dynamicTypeSize: .accessibility2, layoutDirection: .rightToLeft, colorScheme: .dark, os: .iOS26)
        let host = ViewHost(
            HStack {
                Text("A"); Spacer(); Text("B")
            }, configuration: configuration)
        XCTAssertEqual(host.device, .iPhoneSE3.landscape)
        XCTAssertEqual(host.size, Device.iPhoneSE3.landscape.windowSize)
        XCTAssertEqual(host.dynamicTypeSize, .accessibility2)
        XCTAssertEqual(host.colorScheme, .dark)
        XCTAssertEqual(host.os, .iOS26)
        let a = host.find(.text("A"))?.frame().minX ?? 0, b = host.find(.text("B"))?.frame().minX ?? 0
        XCTAssertGreaterThan(a, b, "right to left: the first text is on the right")
        let standard = ViewHost(Text("A"), configuration: ViewConfiguration())
        XCTAssertGreaterThan(
            host.find(.text("A"))?.frame().height ?? 0, (standard.find(.text("A"))?.frame().height ?? 0) * 1.5,
            "the layout uses the text size, not only the host's setting")
    }

    @MainActor func testForEachConfigurationHostsTheViewInEachInOrder() async {
        var seen: [String] = []
        forEachConfiguration(of: Text("Hello")) { host, configuration in
            seen.append(configuration.name)
            XCTAssertEqual(host.device, configuration.device)
        }
        XCTAssertEqual(seen, [ViewConfiguration].standard.map(\.name))
    }
}
