import Foundation
import Tesselate
import TesselateTesting
import XCTest

/// Containers with rules of their own explain them with their numbers: a navigation stack's bars,
/// a list's gaps, card margins and row insets, and grids' columns.
final class ExplainContainersTests: XCTestCase {
    /// An iPhone 16 (iOS 18): the 96-point bar rises 5.333 into the safe area (59 − 53.667); an
    /// inset-grouped card 20 from each side; a 44-point least row height around a 20.333 line.
    @MainActor func testAListRowInANavigationStack() async throws {
        let host = ViewHost(
            NavigationStack {
                List {
                    Section("Account") { Text("Name").id("row") }
                }
                .navigationTitle("Settings")
            }, device: .iPhone16)
        let steps = try XCTUnwrap(host.explain(.id("row"))).steps
        XCTAssertEqual(steps.map(\.rule), [.navigationStack, .passesThrough, .scrollView, .list, .list, .list, .text])
        XCTAssertTrue(steps[0].detail.contains("navigation bar, 96 tall"), steps[0].detail)
        XCTAssertTrue(steps[0].detail.contains("rising 5.333"), steps[0].detail)
        XCTAssertTrue(steps[0].detail.contains("the page is offered what is left, 393×668.333"), steps[0].detail)
        XCTAssertTrue(steps[3].detail.contains("the first 17 below the top"), "a header's gap: \(steps[3].detail)")
        XCTAssertTrue(steps[4].detail.contains("393 − 2 × 20 = 353"), steps[4].detail)
        XCTAssertTrue(steps[5].detail.contains("20.333 + 11 + 11 = 42.333"), steps[5].detail)
        XCTAssertTrue(steps[5].detail.contains("least row height, 44"), steps[5].detail)
    }

    /// Columns as wide as their widest cells ("Wider one", "Long cell") and 8 points apart.
    @MainActor func testAGridSaysItsColumns() async throws {
        let host = ViewHost(
            Grid(horizontalSpacing: 8) {
                GridRow {
                    Text("A")
                    Text("Long cell").id("cell")
                }
                GridRow {
                    Text("Wider one")
                    Text("B")
                }
            }, size: CGSize(width: 300, height: 200))
        let steps = try XCTUnwrap(host.explain(.id("cell"))).steps
        XCTAssertEqual(steps.map(\.rule), [.grid, .grid, .text])
        let wider = try XCTUnwrap(host.find(.text("Wider one"))).size.width
        let long = try XCTUnwrap(host.find(.text("Long cell"))).size.width
        XCTAssertTrue(steps[0].detail.contains("columns \(formatNumber(wider)) + \(formatNumber(long)) and 8 of spacing"), steps[0].detail)
        XCTAssertTrue(steps[1].detail.contains("\(formatNumber(long))×20.333"), steps[1].detail)
    }

    @MainActor func testALazyGridNamesItsItems() async throws {
        let host = ViewHost(
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.fixed(80)), GridItem(.adaptive(minimum: 40, maximum: 60))]) {
                Text("A")
                Text("B").id("b")
                Text("C")
            }, size: CGSize(width: 300, height: 200))
        let grid = try XCTUnwrap(host.explain(.id("b"))?.steps.first)
        XCTAssertEqual(grid.rule, .grid)
        XCTAssertTrue(grid.detail.contains("(flexible(10…∞), fixed(80), adaptive(40…60))"), grid.detail)
        XCTAssertTrue(grid.detail.hasSuffix("It offered Text 80×nil."), grid.detail)
    }
}
