import XCTest

import Tesselate

/// A pager (`tabViewStyle(.page)`) keeps its pages inside its frame: a page has the part of the
/// safe area inside the pager and reaches no further (iOS 17.5/18, lunij/netbob's request
/// details: a `Form` on a page under an untitled bar leaves the window's white above the bar's
/// bottom, where a `Form` outside a pager fills up to the window's top).
@MainActor
final class TabViewNodeTests: XCTestCase {
    /// The colour of the window under the status bar, at its leading end.
    private func colourUnderTheStatusBar<V: View>(_ view: V) throws -> [UInt8] {
        let image = try DecodedPNG(ViewHost(view, device: .iPhone16).png(scale: 1))
        return image.pixel(2, 30)
    }

    func testAPageStaysInsideThePager() async throws {
        let paged = NavigationStack {
            TabView {
                Form { Text("Row") }
                Form { Text("Other") }
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
        }
        let plain = NavigationStack { Form { Text("Row") } }
        XCTAssertEqual(try colourUnderTheStatusBar(paged), [255, 255, 255], "the window's white above the pager")
        XCTAssertEqual(try colourUnderTheStatusBar(plain), [242, 242, 247], "the form's grey up to the window's top")
    }
}
