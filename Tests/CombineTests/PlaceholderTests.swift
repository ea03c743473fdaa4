import Combine
import XCTest

final class PlaceholderTests: XCTestCase {
    func testModuleBuilds() {}
}
