import Foundation
import Tesselate
import TesselateTesting
import XCTest

/// A match's parameters read as typed values through key paths (`match.attribute(\.lineLimit)`),
/// as the dump shows them; a view without the parameter reads `nil`.
final class ViewAttributesTests: XCTestCase {
    @MainActor func testParametersReadAsTypedValues() async {
        let host = ViewHost(
            VStack(spacing: 6) {
                Text("Title").lineLimit(2).frame(minWidth: 10, maxWidth: 80)
                Image(systemName: "quote \"mark\"").renderingMode(.template)
                Toggle("Wi-Fi", isOn: .constant(true))
                Button("Delete", role: .destructive) {}.disabled(true)
            }, size: CGSize(width: 300, height: 300))
        let title = host.find(.text("Title"))
        XCTAssertEqual(title?.attribute(\.lineLimit), 2)
        XCTAssertEqual(title?.parent?.attribute(\.minWidth), 10)
        XCTAssertEqual(title?.parent?.attribute(\.maxWidth), 80)
        XCTAssertEqual(host.find(.kind(.vStack))?.attribute(\.spacing), 6)
        let image = host.find(.kind(.image))
        XCTAssertEqual(image?.attribute(\.systemName), "quote \"mark\"", "unquoted, escapes read")
        XCTAssertEqual(image?.attribute(\.renderingMode), .template)
        XCTAssertEqual(host.find(.toggle("Wi-Fi"))?.attribute(\.isOn), true)
        let delete = host.find(.button("Delete"))
        XCTAssertEqual(delete?.attribute(\.isDisabled), true)
        XCTAssertEqual(delete?.attribute(\.role), ".destructive")
        XCTAssertNil(title?.attribute(\.spacing), "a text has no spacing")
        XCTAssertNil(host.find(.toggle("Wi-Fi"))?.attribute(\.isDisabled), "an enabled control has no disabled parameter")
    }
}
