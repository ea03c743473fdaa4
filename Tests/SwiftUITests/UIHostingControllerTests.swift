import SwiftUI
import TesselateTesting
import XCTest

/// A hosting controller keeps the SwiftUI view it manages, which a test shows in a `ViewHost`;
/// it is a view controller like any other.
final class UIHostingControllerTests: XCTestCase {
    @MainActor func testHostingControllerKeepsAndReplacesItsRootView() async {
        let controller = UIHostingController(rootView: Text("One"))
        XCTAssertTrue(ViewHost(controller.rootView).exists(.text("One")))
        controller.rootView = Text("Two")
        XCTAssertTrue(ViewHost(controller.rootView).exists(.text("Two")))
        XCTAssertNotNil(controller.view, "its view loads as any view controller's")
        let parent = UIViewController()
        parent.addChild(controller)
        XCTAssertTrue(controller.parent === parent)
    }

    @MainActor func testSizeThatFitsIsTheRootViewsSizeForTheOffer() async {
        let fixed = UIHostingController(rootView: Color.red.frame(width: 40, height: 30))
        XCTAssertEqual(fixed.sizeThatFits(in: CGSize(width: 300, height: 300)), CGSize(width: 40, height: 30))
        let flexible = UIHostingController(rootView: Color.red)
        XCTAssertEqual(flexible.sizeThatFits(in: CGSize(width: 120, height: 80)), CGSize(width: 120, height: 80))
        XCTAssertEqual(flexible.sizeThatFits(in: CGSize(width: CGFloat.infinity, height: 80)).height, 80)
    }
}
