import XCTest

@testable import Tesselate

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Whatever a `Text` holds, the SVG is well-formed XML and the JSON dump parses: XML 1.0 forbids
/// the C0 controls but tab, line feed and carriage return, and U+FFFE and U+FFFF (a text with
/// U+FFFE made `svg()` malformed); those become U+FFFD. JSON escapes controls, quotes,
/// backslashes and U+2028/U+2029.
final class OutputEscapingTests: XCTestCase {
    /// The errors an XML parser reports on `text` (none for a well-formed document).
    static func xmlErrors(_ text: String) -> [String] {
        final class Collector: NSObject, XMLParserDelegate {
            var errors: [String] = []
            func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { errors.append("\(parseError)") }
        }
        let parser = XMLParser(data: Data(text.utf8)), collector = Collector()
        parser.delegate = collector
        if !parser.parse() && collector.errors.isEmpty { collector.errors.append("\(parser.parserError.map { "\($0)" } ?? "failed")") }
        return collector.errors
    }

    static let hostile = [
        "a\u{FFFE}b\u{FFFF}c", "nul\u{0}bell\u{7}esc\u{1B}", "tab\tcr\rlf", "<&>\"'", "line\u{2028}para\u{2029}",
        "bidi \u{202E}olleh\u{202C} \u{2067}x\u{2069}", "e\u{301}\u{301}\u{301}", "👩‍👩‍👧‍👦🇫🇷",
        String(String.UnicodeScalarView([0xFDD0, 0xE000, 0x10FFFF].compactMap(Unicode.Scalar.init))),
        String(decoding: [0xD800, 0x41] as [UInt16], as: UTF16.self), "\u{85}\u{9F}",
    ]

    @MainActor func testHostileTextKeepsEveryOutputValid() async throws {
        for text in Self.hostile {
            let host = ViewHost(
                VStack {
                    Text(verbatim: text); Text(verbatim: text).accessibilityLabel(text)
                }, size: CGSize(width: 300, height: 200))
            let svg = host.svg()
            XCTAssertEqual(Self.xmlErrors(svg), [], "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            XCTAssertFalse(svg.unicodeScalars.contains { $0 == "\u{FFFE}" || $0 == "\u{FFFF}" || $0 == "\u{0}" })
            let json = host.jsonDump()
            let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
            XCTAssertTrue(object is [String: Any])
            XCTAssertFalse(json.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" } || json.contains("\u{2028}"))
        }
    }

    func testXMLEscapingReplacesWhatXMLForbids() {
        XCTAssertEqual(xmlEscaped("a\u{FFFE}<\u{1}>\u{FFFF}&\""), "a\u{FFFD}&lt;\u{FFFD}&gt;\u{FFFD}&amp;&quot;")
        XCTAssertEqual(xmlEscaped("tab\tok 😀"), "tab\tok 😀")
        XCTAssertEqual(JSONDumpWriter.quoted("x\u{2028}\u{1}\""), "\"x\\u2028\\u0001\\\"\"")
    }
}
