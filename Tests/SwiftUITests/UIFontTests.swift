import SwiftUI
import TesselateTesting
import XCTest

/// UIFont measures with Tesselate's SF Pro metrics, answers the host's text size for a text
/// style, and SwiftUI's `Font(_:)` takes it as a font of fixed size.
final class UIFontTests: XCTestCase {
    func testSystemFonts() {
        let font = UIFont.systemFont(ofSize: 17)
        XCTAssertEqual(font.pointSize, 17)
        XCTAssertEqual(font.lineHeight, 17 * (1950.0 + 494) / 2048, accuracy: 1e-9)
        XCTAssertEqual(font.ascender, 17 * 1950.0 / 2048, accuracy: 1e-9)
        XCTAssertEqual(font.descender, -17 * 494.0 / 2048, accuracy: 1e-9)
        XCTAssertEqual(font.leading, 0)
        XCTAssertEqual(font.familyName, ".AppleSystemUIFont")
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 12).fontName, ".SFUI-Bold")
        XCTAssertEqual(font.withSize(20).pointSize, 20)
        XCTAssertEqual(UIFont(name: "Avenir-Heavy", size: 14)?.fontName, "Avenir-Heavy")
        XCTAssertEqual(UIFont.Weight.semibold.rawValue, 0.3)
        XCTAssertEqual(UIFont.systemFontSize, 14)
    }

    @MainActor func testALineIsAsTallAsTheFontsLineHeight() async {
        let font = UIFont.systemFont(ofSize: 20)
        let host = ViewHost(Text("Hello").font(Font(font)), size: CGSize(width: 300, height: 100))
        let height = host.find(.text("Hello"))?.frame().height ?? 0
        XCTAssertEqual(height, (font.lineHeight * 3).rounded() / 3, accuracy: 1.0 / 3)
    }

    func testFontOfAUIFontIsAFixedSystemFont() {
        XCTAssertEqual(Font(UIFont.systemFont(ofSize: 20, weight: .bold)), .system(size: 20, weight: .bold))
        XCTAssertEqual(Font(UIFont.systemFont(ofSize: 13, weight: .medium)), .system(size: 13, weight: .medium))
        XCTAssertEqual(Font(UIFont.systemFont(ofSize: 13, weight: UIFont.Weight(0.25))), .system(size: 13, weight: .medium))
        XCTAssertEqual(Font(UIFont.italicSystemFont(ofSize: 15)), .system(size: 15).italic())
        XCTAssertEqual(Font(UIFont.monospacedSystemFont(ofSize: 15, weight: .regular)), .system(size: 15).monospaced())
        XCTAssertEqual(Font(UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .regular)), .system(size: 15).monospacedDigit())
        XCTAssertEqual(Font(UIFont(name: "Avenir", size: 18)!), .custom("Avenir", fixedSize: 18))
        XCTAssertEqual(Font(UIFont.preferredFont(forTextStyle: .headline)), .system(size: 17, weight: .semibold))
    }

    /// A descriptor derives fonts as apps write it (the rounded system font: descriptor,
    /// `withDesign(.rounded)`, `UIFont(descriptor:size:)`): they keep their weight and draw as
    /// SwiftUI's font of that design; traits replace bold and italics; a named font has no
    /// rounded design.
    func testFontDescriptorsDeriveFonts() throws {
        let bold = UIFont.systemFont(ofSize: 20, weight: .bold)
        let rounded = try XCTUnwrap(bold.fontDescriptor.withDesign(.rounded))
        XCTAssertEqual(Font(UIFont(descriptor: rounded, size: 24)), .system(size: 24, weight: .bold, design: .rounded))
        XCTAssertEqual(UIFont(descriptor: rounded, size: 0).pointSize, 20, "size 0 keeps the descriptor's")
        XCTAssertEqual(bold.fontDescriptor.symbolicTraits, .traitBold)
        let italic = try XCTUnwrap(bold.fontDescriptor.withSymbolicTraits(.traitItalic))
        XCTAssertEqual(Font(UIFont(descriptor: italic, size: 15)), .system(size: 15).italic())
        XCTAssertEqual(italic.symbolicTraits, .traitItalic)
        XCTAssertNil(UIFont(name: "Avenir", size: 18)!.fontDescriptor.withDesign(.rounded))
        XCTAssertEqual(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).pointSize, 17)
    }

    @MainActor func testPreferredFontsFollowTheHostsTextSize() async {
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17, "large outside a host")
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize, 34)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .caption1).pointSize, 12)
        XCTAssertEqual(
            UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall))
                .pointSize,
            14)
        var seen: CGFloat = 0
        struct Reader: View {
            let onRead: (CGFloat) -> Void
            var body: some View {
                let _ = onRead(UIFont.preferredFont(forTextStyle: .body).pointSize)
                Text("Body")
            }
        }
        let host = ViewHost(Reader { seen = $0 }, size: CGSize(width: 300, height: 100))
        XCTAssertEqual(seen, 17)
        host.dynamicTypeSize = .xxxLarge
        XCTAssertEqual(seen, 23)
        XCTAssertEqual(seen, Font.TextStyle.body.size + 6, "the HIG's xxxLarge body size")
    }
}
