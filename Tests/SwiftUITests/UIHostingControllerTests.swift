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
}
