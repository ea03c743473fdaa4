import SwiftUI
import UIKit
import XCTest

/// An image context records its size and scale; its image has them, and ending it leaves none.
final class UIGraphicsImageContextTests: XCTestCase {
    @MainActor func testTheImageHasTheContextsSizeAndScale() async throws {
        XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext(), "no context begun")
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 30, height: 20), true, 2)
        let image = try XCTUnwrap(UIGraphicsGetImageFromCurrentImageContext())
        XCTAssertEqual(image.size, CGSize(width: 30, height: 20))
        XCTAssertEqual(image.scale, 2)
        UIGraphicsEndImageContext()
        XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext())
    }

    @MainActor func testContextsNestAndScaleZeroIsTheScreens() async throws {
        UIGraphicsBeginImageContext(CGSize(width: 10, height: 10))
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 5, height: 5), false, 0)
        XCTAssertEqual(UIGraphicsGetImageFromCurrentImageContext()?.scale, UIScreen.main.scale)
        UIGraphicsEndImageContext()
        XCTAssertEqual(UIGraphicsGetImageFromCurrentImageContext()?.size, CGSize(width: 10, height: 10))
        XCTAssertEqual(UIGraphicsGetImageFromCurrentImageContext()?.scale, 1)
        UIGraphicsEndImageContext()
        UIGraphicsEndImageContext()  // one too many does nothing
        XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext())
    }

    @MainActor func testDrawHierarchyHasNoImageData() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertFalse(view.drawHierarchy(in: view.bounds, afterScreenUpdates: true))
    }
}
