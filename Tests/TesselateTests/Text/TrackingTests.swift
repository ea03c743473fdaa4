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
        XCTAssertEqual(plain.width(of: "ab"), 2 * TextMetrics.monospacedAdvance * 17, accuracy: 1e-9)
    }

    // Pair kerning tightens pairs such as "AV" and "To"; it joins two characters of one run, so
    // it counts in a line's width but not at the start of a line.
    func testPairKerningTightensPairs() {
        let body = TextMetrics(font: .body)
        XCTAssertLessThan(body.kerning("A", "V"), 0)
        XCTAssertLessThan(body.width(of: "AV"), body.advance(of: "A") + body.advance(of: "V"))
        XCTAssertEqual(body.kerning("a", "日"), 0, "only Latin-1 pairs are kerned")
        // Latin-1's accented letters are kerned as SF Pro kerns them: "Té" as "Te" (−248 units
        // in Display Semibold), "Vá" as "Va".
        let title = TextMetrics(font: .largeTitle)
        XCTAssertLessThan(title.kerning("T", "é"), 0)
        XCTAssertEqual(title.kerning("T", "é"), title.kerning("T", "e"), accuracy: 1e-9)
        XCTAssertEqual(body.kerning("V", "á"), body.kerning("V", "a"), accuracy: 1e-9)
        let prepared = PreparedText(StyledText("AV", font: .body))
        XCTAssertEqual(prepared.width(0, 2), body.width(of: "AV"), accuracy: 1e-9)
        XCTAssertEqual(prepared.width(1, 2), body.advance(of: "V"), accuracy: 1e-9, "a line starting at V has no kerning before it")
    }

    // Each weight kerns with its own font's pairs: SF Pro Display Heavy's "re" is −27 units and
    // Bold's −35, and iOS 17 sets a 56-point heavy "Prefire" with Heavy's (BarredEwe/Prefire's
    // preview: every glyph within 0.35 points); "Tx" is kerned in Bold, not in Black.
    func testEachWeightKernsWithItsOwnPairs() {
        func kerning(_ weight: Font.Weight, _ pair: String) -> CGFloat {
            let characters = Array(pair)
            return TextMetrics(font: .system(size: 56, weight: weight)).kerning(characters[0], characters[1]) * 2048 / 56
        }
        XCTAssertEqual(kerning(.heavy, "re"), -27, accuracy: 1e-9)
        XCTAssertEqual(kerning(.bold, "re"), -35, accuracy: 1e-9)
        XCTAssertEqual(kerning(.bold, "Tx"), -130, accuracy: 1e-9)
        XCTAssertEqual(kerning(.black, "Tx"), 0)
        XCTAssertNotEqual(kerning(.medium, "Te"), kerning(.regular, "Te"))
    }

    // SF Pro Text's design up to 18.3 points, Display's from 25.2, the two mixed linearly between
    // (fitted to the fidelity corpus: `OpticalSize`); Display's letters are set tighter.
    func testOpticalSizeBlendsTextAndDisplayBetween18_3And25_2Points() {
        XCTAssertEqual(OpticalSize.displayBlend(pointSize: 17), 0)
        XCTAssertEqual(OpticalSize.displayBlend(pointSize: 18.3), 0)
        XCTAssertEqual(OpticalSize.displayBlend(pointSize: 21.75), 0.5, accuracy: 1e-12)
        XCTAssertEqual(OpticalSize.displayBlend(pointSize: 25.2), 1)
        let text = TextMetrics(font: .system(size: 17)).emAdvance(of: "e")
        let display = TextMetrics(font: .system(size: 28)).emAdvance(of: "e")
        XCTAssertLessThan(display, text)
        XCTAssertEqual(TextMetrics(font: .system(size: 21.75)).emAdvance(of: "e"), (text + display) / 2, accuracy: 1e-12)
        XCTAssertEqual(TextMetrics(font: .system(size: 12)).emAdvance(of: "e"), text)
        XCTAssertEqual(TextMetrics(font: .system(size: 40)).emAdvance(of: "e"), display)
        // Kerning is mixed as the advances are.
        let kernText = TextMetrics(font: .system(size: 17)).kerning("A", "V") / 17
        let kernDisplay = TextMetrics(font: .system(size: 28)).kerning("A", "V") / 28
        XCTAssertEqual(TextMetrics(font: .system(size: 21.75)).kerning("A", "V") / 21.75, (kernText + kernDisplay) / 2, accuracy: 1e-12)
    }

    // A bar's text enlarged at the accessibility sizes keeps the 17-point design.
    func testABarsTextKeepsItsDesignAtTheAccessibilitySizes() {
        let font = NavigationMetrics.barFont(.accessibility5, weight: .semibold)
        XCTAssertEqual(font.size, 61.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(TextMetrics(font: font).displayBlend, 0)
        XCTAssertNil(NavigationMetrics.barFont(.large, weight: .regular).opticalPointSize)
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
