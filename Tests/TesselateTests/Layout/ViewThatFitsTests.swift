import XCTest
import Tesselate

/// `ViewThatFits` shows its first child whose ideal size fits, else its last (Apple's
/// documentation of `ViewThatFits`).
final class ViewThatFitsTests: XCTestCase {
    @MainActor private func chosen(width: CGFloat) -> [String] {
        let view = ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 150, height: 10).id("wide")
            Color.red.frame(width: 80, height: 10).id("narrow")
            Color.red.frame(width: 60, height: 10).id("last")
        }.frame(width: width)
        let host = ViewHost(view, size: CGSize(width: 400, height: 100), displayScale: 1)
        return ["wide", "narrow", "last"].filter { host.frame(id: $0) != nil }
    }

    @MainActor func testChoosesTheFirstThatFits() async {
        XCTAssertEqual(chosen(width: 200), ["wide"])
        XCTAssertEqual(chosen(width: 100), ["narrow"])
        XCTAssertEqual(chosen(width: 80), ["narrow"], "exactly fitting fits")
        XCTAssertEqual(chosen(width: 50), ["last"], "nothing fits: the last child")
    }

    /// The seed 003 fix: the title keeps the longest text that fits.
    @MainActor func testLongTitleFallsBackToShortOne() async {
        let view = HStack {
            Color.blue.frame(maxWidth: .infinity)
            ViewThatFits {
                Text("長い長いタイトル"); Text("タイトル")
            }.lineLimit(1).layoutPriority(1)
            Color.blue.frame(width: 200)
        }
        let host = ViewHost(view, size: CGSize(width: 300, height: 50), displayScale: 1)
        let placed = host.frames(kind: .text)
        XCTAssertEqual(placed.count, 1)
        let lines = host.dump(proposals: false).split(separator: "\n")
        XCTAssertTrue(lines.contains { $0.contains("長い長いタイトル") && $0.contains("(not placed)") }, host.dump())
    }
}
