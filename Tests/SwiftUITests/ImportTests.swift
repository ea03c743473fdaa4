import SwiftUI
import XCTest

/// `import SwiftUI` compiles SwiftUI code as written, module-qualified names included.
final class ImportTests: XCTestCase {
    func testModuleQualifiedNamesResolve() {
        let text: SwiftUI.Text = SwiftUI.Text("Hello")
        XCTAssertNotNil(text as SwiftUI.Text?)
    }
}
