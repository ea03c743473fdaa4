import Foundation
import UIKit
import XCTest

/// UIKit's attribute names on Foundation's `NSAttributedString.Key`, with UIKit's raw values
/// (`NSForegroundColorAttributeName` is "NSColor"), and `NSLineBreakMode`'s raw values.
/// Source: <https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor>.
final class NSAttributedStringKeysTests: XCTestCase {
    func testTheKeysHaveUIKitsRawValues() {
        XCTAssertEqual(NSAttributedString.Key.foregroundColor.rawValue, "NSColor")
        XCTAssertEqual(NSAttributedString.Key.backgroundColor.rawValue, "NSBackgroundColor")
        XCTAssertEqual(NSAttributedString.Key.font.rawValue, "NSFont")
        XCTAssertEqual(NSAttributedString.Key.kern.rawValue, "NSKern")
        XCTAssertEqual(NSAttributedString.Key.link.rawValue, "NSLink")
        XCTAssertEqual(NSAttributedString.Key.underlineStyle.rawValue, "NSUnderline")
        XCTAssertEqual(NSAttributedString.Key.strikethroughStyle.rawValue, "NSStrikethrough")
        XCTAssertEqual(NSAttributedString.Key.strikethroughColor.rawValue, "NSStrikethroughColor")
        XCTAssertEqual(NSAttributedString.Key.underlineColor.rawValue, "NSUnderlineColor")
        XCTAssertEqual(NSAttributedString.Key.baselineOffset.rawValue, "NSBaselineOffset")
    }

    /// An attributed string keeps a value under a key, as code that reads UIKit attributes expects.
    func testAnAttributedStringKeepsAValueUnderAKey() {
        let string = NSAttributedString(string: "Ride", attributes: [.kern: 2.0, .link: "https://example.org"])
        let attributes = string.attributes(at: 0, effectiveRange: nil)
        XCTAssertEqual(attributes[.kern] as? Double, 2.0)
        XCTAssertEqual(attributes[.link] as? String, "https://example.org")
    }

    func testLineBreakModesHaveUIKitsRawValues() {
        XCTAssertEqual(NSLineBreakMode.byWordWrapping.rawValue, 0)
        XCTAssertEqual(NSLineBreakMode.byTruncatingTail.rawValue, 4)
        XCTAssertEqual(NSLineBreakMode(rawValue: 5), .byTruncatingMiddle)
    }
}
