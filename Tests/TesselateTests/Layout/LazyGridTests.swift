import XCTest
import Tesselate

/// `LazyVGrid`/`LazyHGrid` share their width (height) between `GridItem`s as SwiftUI does,
/// reproducing the measured examples of objc.io, "SwiftUI's Grid Views" (2020), and the
/// documentation of `GridItem.Size`.
final class LazyGridTests: XCTestCase {
    @MainActor private func widths(_ columns: [GridItem], in width: CGFloat, cells: Int) -> [CGFloat] {
        let host = ViewHost(
            LazyVGrid(columns: columns) {
                ForEach(0..<cells, id: \.self) { Color.red.frame(height: 20).id($0) }
            }.frame(width: width), size: CGSize(width: 500, height: 500), displayScale: 1000)
        return (0..<cells).compactMap { host.exactFrame(id: $0)?.width }
    }

    /// Quiz 1: a fixed column is exactly its width; the adaptive column takes the 122 points
    /// left (200 − 70 − 8) and fits two 40-point columns: (122 − 8) / 2 = 57 each.
    @MainActor func testFixedAndAdaptiveColumns() async {
        XCTAssertEqual(widths([GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], in: 200, cells: 3), [70, 57, 57])
    }

    /// Two flexible columns with minimums 100 and 180 at 300: the first is offered 146 and takes
    /// it, the second 146 and takes its 180 (the grid is 334 wide); placing shares the grid's
    /// 334 again: 163 and 180, so the grid overflows its frame, as SwiftUI's does.
    @MainActor func testFlexibleColumnsShareTwice() async {
        let host = ViewHost(
            LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]) {
                Color.red.frame(height: 20).id("a")
                Color.blue.frame(height: 20).id("b")
            }.id("grid").frame(width: 300).id("frame"), size: CGSize(width: 500, height: 100), displayScale: 1000)
        XCTAssertEqual(host.exactFrame(id: "grid")?.width ?? 0, 334, accuracy: 0.001)
        XCTAssertEqual(host.exactFrame(id: "a")?.width ?? 0, 163, accuracy: 0.001)
        XCTAssertEqual(host.exactFrame(id: "b")?.width ?? 0, 180, accuracy: 0.001)
        XCTAssertEqual((host.exactFrame(id: "b")?.minX ?? 0) - (host.exactFrame(id: "a")?.maxX ?? 0), 8, accuracy: 0.001)
    }

    /// An adaptive column fits as many items of its minimum as it can: 300 wide, minimum 50 →
    /// five columns of (300 − 4 × 8) / 5 = 53.6.
    @MainActor func testAdaptiveColumnFitsAsManyAsItCan() async {
        XCTAssertEqual(
            widths([GridItem(.adaptive(minimum: 50, maximum: 100))], in: 300, cells: 5).map { ($0 * 10).rounded() / 10 },
            [53.6, 53.6, 53.6, 53.6, 53.6])
    }

    /// Cells fill rows in order; a row is as tall as its tallest cell and rows are 8 apart; a
    /// cell is centred in its cell.
    @MainActor func testRowsAreAsTallAsTheirTallestCell() async {
        let host = ViewHost(
            ScrollView {
                LazyVGrid(columns: [GridItem(), GridItem()], spacing: 10) {
                    Color.red.frame(width: 20, height: 40).id(0)
                    Color.red.frame(height: 10).id(1)
                    Color.red.frame(height: 30).id(2)
                }
            }, size: CGSize(width: 208, height: 400), displayScale: 1)
        XCTAssertEqual(host.frame(id: 0), CGRect(x: 40, y: 0, width: 20, height: 40), "centred in its 100-wide column")
        XCTAssertEqual(host.frame(id: 1), CGRect(x: 108, y: 15, width: 100, height: 10))
        XCTAssertEqual(host.frame(id: 2), CGRect(x: 0, y: 50, width: 100, height: 30), "the second row, 10 below the first")
        XCTAssertEqual(host.frames(kind: .lazyVGrid).first?.height, 80)
    }

    /// A horizontal grid shares its height between rows and fills them column by column.
    @MainActor func testLazyHGridFillsRowsColumnByColumn() async {
        let host = ViewHost(
            LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 4) {
                ForEach(0..<3, id: \.self) { Color.red.frame(width: 10 + CGFloat($0) * 10).id($0) }
            }, size: CGSize(width: 200, height: 68), displayScale: 1)
        let first = host.frame(id: 0)!, second = host.frame(id: 1)!, third = host.frame(id: 2)!
        XCTAssertEqual(second.minY - first.minY, 38, "the next row, 30 + 8 below")
        XCTAssertEqual(third.minX - second.minX, 24, "the next column: the widest of the first (20) + 4")
        XCTAssertEqual(first.minX - second.minX, 5, "the narrower cell centred in its column")
        XCTAssertEqual(host.diagnostics, [])
    }

    @MainActor func testBadGridItemsAreReported() async {
        let host = ViewHost(
            LazyVGrid(columns: [GridItem(.fixed(.nan)), GridItem(.adaptive(minimum: -5)), GridItem(spacing: .infinity)]) {
                Color.red
            }, displayScale: 1)
        XCTAssertEqual(host.diagnostics.map(\.code), [.invalidValue, .invalidValue, .invalidValue])
    }
}
