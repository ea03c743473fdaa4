import XCTest
@testable import Tesselate

/// The text dump: one line per view with its kind, parameters, frame in window coordinates and
/// the proposals it answered; stable and diff friendly.
final class DumpTests: XCTestCase {
    private struct Card: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                Text("Title")
                HStack {
                    Color.red.frame(width: 20, height: 20)
                    Spacer()
                }
            }
            .padding(8)
            .background(Color.gray)
        }
    }

    /// 100×100 window at 1x: the card is 45 + 2×8 = 61 high, centred (y = 20); "Title" is
    /// 35.4 points wide in the text model, rounded up to 36; the Spacer takes the rest of the row.
    @MainActor func testDumpOfACard() async {
        let host = ViewHost(Card(), size: CGSize(width: 100, height: 100), displayScale: 1)
        XCTAssertEqual(host.dump(proposals: false), """
            Tesselate dump v1 · window 100×100 @1x
            Card ▸ background  (0, 20, 100×61)
            ├─ padding(8)  (0, 20, 100×61)
            │  └─ VStack(alignment: leading, spacing: 4)  (8, 28, 84×45)
            │     ├─ Text("Title")  (8, 28, 36×21)
            │     └─ HStack  (8, 53, 84×20)
            │        ├─ frame(width: 20, height: 20)  (8, 53, 20×20)
            │        │  └─ Color(red)  (8, 53, 20×20)
            │        └─ Spacer  (28, 63, 64×0)
            └─ Rectangle(fill: gray)  (0, 20, 100×61)

            """)
    }

    /// Each proposal is shown with the size chosen for it, in the order asked; `*` marks the one
    /// the view was placed with.
    @MainActor func testDumpShowsProposalsAndMeasureCounts() async {
        let host = ViewHost(HStack(spacing: 0) { Color.red; Color.blue.frame(width: 10) },
                            size: CGSize(width: 50, height: 20), displayScale: 1)
        let lines = host.dump(measureCounts: true).split(separator: "\n")
        XCTAssertEqual(lines[1], "HStack(spacing: 0)  (0, 0, 50×20)  50×20→50×20*  measured 1×")
        XCTAssertEqual(lines[2], "├─ Color(red)  (0, 0, 40×20)  0×20→0×20 ∞×20→∞×20 40×20→40×20*  measured 3×")
    }

    @MainActor func testDumpListsDiagnostics() async {
        let host = ViewHost(Color.red.frame(width: -1), displayScale: 1)
        XCTAssertTrue(host.dump().contains("diagnostics:\n  warning: frame/Color: Invalid frame dimension"), host.dump())
    }

    @MainActor func testDumpShowsTruncatedText() async {
        let host = ViewHost(Text("Hello, world").lineLimit(1).frame(width: 50), displayScale: 1)
        XCTAssertTrue(host.dump().contains(#"shows: "Hell…""#), host.dump())
    }

    func testNumbersAreCompact() {
        XCTAssertEqual(formatNumber(20), "20")
        XCTAssertEqual(formatNumber(20.333333), "20.333")
        XCTAssertEqual(formatNumber(0.5), "0.5")
        XCTAssertEqual(formatNumber(-0.0001), "0")
        XCTAssertEqual(formatNumber(.infinity), "∞")
    }

    private struct Total: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    /// The dump shows preference values where a view sets them and where a view reads them.
    @MainActor func testDumpShowsPreferenceValues() async {
        let view = VStack {
            Color.red.preference(key: Total.self, value: 2)
            Color.blue.preference(key: Total.self, value: 3)
        }.onPreferenceChange(Total.self) { _ in }
        let dump = ViewHost(view, displayScale: 1).dump(proposals: false)
        XCTAssertTrue(dump.contains("onPreferenceChange(Total, value: 5)"), dump)
        XCTAssertTrue(dump.contains("preference(Total: 2)"), dump)
    }
}
