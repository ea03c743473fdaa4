import XCTest
@testable import Tesselate

/// Tracking, kerning and optical sizes: what iOS adds to and takes from a string's advances
/// (SystemTracking, OpticalSize, `tracking(_:)`, `kerning(_:)`).
final class TrackingTests: XCTestCase {
    @MainActor private func width<V: View>(_ view: V) -> CGFloat {
        let h = ViewHost(view, size: CGSize(width: 1000, height: 200), displayScale: 3)
        return h.frames(kind: .text).first?.width ?? -1
    }

    /// `width` rounded up to the 3x pixel grid, as a Text reports it.
    private func rounded(_ width: CGFloat) -> CGFloat { ceilToPixel(width, 3) }

    // HIG, Typography → Tracking values (iOS): 17 pt −0.43, 28 pt +0.38; between rows linear, as a
    // `trak` table is read; outside the table the end rows.
    func testSystemTrackingFollowsTheHIGTable() {
        XCTAssertEqual(SystemTracking.points(atSize: 17), -0.43)
        XCTAssertEqual(SystemTracking.points(atSize: 28), 0.38)
        XCTAssertEqual(SystemTracking.points(atSize: 17.5), -0.435, accuracy: 1e-9)
        XCTAssertEqual(SystemTracking.points(atSize: 55), 0.31, accuracy: 1e-9, "between 54 (0.32) and 56 (0.30)")
        XCTAssertEqual(SystemTracking.points(atSize: 4), 0.24)
        XCTAssertEqual(SystemTracking.points(atSize: 120), 0)
        XCTAssertEqual(TextMetrics(font: .body).tracking, -0.43)
        XCTAssertEqual(TextMetrics(font: .body.monospaced()).tracking, 0, "SF Mono is not in the SF Pro table")
        XCTAssertEqual(TextMetrics(font: .system(size: 17, design: .serif)).tracking, 0, "New York has its own table")
    }

    // Every character gets the tracking, the last included; wide (CJK) characters come from
    // another font and get none: 取消 at 17 points is 34 wide on iOS.
    func testTrackingIsPerCharacterExceptWideOnes() {
        let body = TextMetrics(font: .body), plain = TextMetrics(font: .body.monospaced())
        XCTAssertEqual(body.advance(of: "a"), 17 * body.emAdvance(of: "a") - 0.43, accuracy: 1e-9)
        XCTAssertEqual(body.width(of: "取消"), 34)
        XCTAssertEqual(plain.width(of: "ab"), 2 * 0.6 * 17, accuracy: 1e-9)
    }

    // Pair kerning tightens pairs such as "AV" and "To"; it joins two characters of one run, so
    // it counts in a line's width but not at the start of a line.
    func testPairKerningTightensPairs() {
        let body = TextMetrics(font: .body)
        XCTAssertLessThan(body.kerning("A", "V"), 0)
        XCTAssertLessThan(body.width(of: "AV"), body.advance(of: "A") + body.advance(of: "V"))
        XCTAssertEqual(body.kerning("a", "日"), 0, "only ASCII pairs are kerned")
        let prepared = PreparedText(StyledText("AV", font: .body))
        XCTAssertEqual(prepared.width(0, 2), body.width(of: "AV"), accuracy: 1e-9)
        XCTAssertEqual(prepared.width(1, 2), body.advance(of: "V"), accuracy: 1e-9, "a line starting at V has no kerning before it")
    }

    // The Display design from 20 points, the Text design below (HIG: SF Pro Display for 20 points
    // or larger); Display's letters are set tighter.
    func testOpticalSizeSwitchesAtTwentyPoints() {
        XCTAssertEqual(OpticalSize(pointSize: 19.9), .text)
        XCTAssertEqual(OpticalSize(pointSize: 20), .display)
        XCTAssertLessThan(
            TextMetrics(font: .system(size: 20)).emAdvance(of: "e"), TextMetrics(font: .system(size: 19.9)).emAdvance(of: "e"))
    }

    // `tracking(_:)` and `kerning(_:)` add their points after each character, on top of the
    // system's; on a view they reach the text inside, and a Text's own value wins.
    @MainActor func testTrackingAndKerningModifiersAddPoints() async {
        let base = TextMetrics(font: .body).width(of: "ABCDEF")
        XCTAssertEqual(width(Text("ABCDEF").tracking(3)), rounded(base + 18), accuracy: 1e-6)
        XCTAssertEqual(width(Text("ABCDEF").kerning(-1)), rounded(base - 6), accuracy: 1e-6)
        XCTAssertEqual(width(Text("ABCDEF").tracking(3).kerning(1)), rounded(base + 24), accuracy: 1e-6, "they add")
        XCTAssertEqual(width(VStack { Text("ABCDEF") }.tracking(3)), rounded(base + 18), accuracy: 1e-6)
        XCTAssertEqual(width(VStack { Text("ABCDEF").tracking(1) }.tracking(3)), rounded(base + 6), accuracy: 1e-6)
        XCTAssertEqual(width(Text("ABCDEF").tracking(.nan)), rounded(base), accuracy: 1e-6, "a value that is not finite is ignored")
    }
}
