import Tesselate
import TesselateTesting
import XCTest

/// `ContentSizeCategory` and `\.sizeCategory`: the iOS 13 names of the Dynamic Type sizes, read
/// and written through the same environment value.
final class ContentSizeCategoryTests: XCTestCase {
    private struct Reader: View {
        @Environment(\.sizeCategory) var sizeCategory
        var body: some View { Text("\(sizeCategory)") }
    }

    /// A view reads the host's Dynamic Type size under its old name.
    @MainActor func testReadingNamesTheDynamicTypeSize() async {
        let host = ViewHost(Reader().dynamicTypeSize(.accessibility3), size: CGSize(width: 300, height: 200))
        XCTAssertTrue(host.exists(.text("accessibilityExtraLarge")))
        XCTAssertTrue(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        XCTAssertFalse(ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        XCTAssertLessThan(ContentSizeCategory.large, .extraLarge)
    }

    /// Setting the category sets the Dynamic Type size: a body text grows to xxxLarge's 23
    /// points, as with `dynamicTypeSize(.xxxLarge)`.
    @MainActor func testSettingScalesText() async throws {
        let old = ViewHost(Text("Hello").environment(\.sizeCategory, .extraExtraExtraLarge), size: CGSize(width: 300, height: 200))
        let new = ViewHost(Text("Hello").dynamicTypeSize(.xxxLarge), size: CGSize(width: 300, height: 200))
        let large = ViewHost(Text("Hello"), size: CGSize(width: 300, height: 200))
        let oldFrame = try XCTUnwrap(old.find(.text("Hello"))).frame()
        XCTAssertEqual(oldFrame, try XCTUnwrap(new.find(.text("Hello"))).frame())
        XCTAssertGreaterThan(oldFrame.height, try XCTUnwrap(large.find(.text("Hello"))).frame().height)
    }
}
