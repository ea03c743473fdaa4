import UIKit.UIColor
import UIKit.UIImage
import UIKit.UIInterface
import XCTest

/// `import UIKit.UIColor` (a UIKit header's submodule, as apps write it) brings the UIKit stand-in,
/// as importing a submodule of UIKit brings UIKit's Swift overlay on iOS.
final class UIKitSubmodulesTests: XCTestCase {
    func testASubmoduleImportFindsTheSwiftModulesTypes() {
        let color = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        XCTAssertTrue(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        XCTAssertEqual([red, green, blue, alpha], [1, 0.5, 0, 1])
        XCTAssertTrue(UIColor.self == UIKit.UIColor.self)
    }
}
