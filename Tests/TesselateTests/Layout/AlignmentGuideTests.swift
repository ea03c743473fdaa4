import XCTest
@testable import Tesselate

/// A custom guide: a view's bottom edge unless it sets the guide explicitly.
private enum MidLine: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.bottom] }
}

extension VerticalAlignment {
    fileprivate static let midLine = VerticalAlignment(MidLine.self)
}

/// Alignment guides (research notes R1.6, R3.1, R6.1). Sources:
/// https://developer.apple.com/documentation/swiftui/alignmentid ;
/// https://developer.apple.com/documentation/swiftui/view/alignmentguide(_:computevalue:) ;
/// OpenSwiftUI StackLayout.swift `explicitAlignment` (children's explicit values merged by the
/// guide's `_combineExplicit`).
final class AlignmentGuideTests: XCTestCase {
    @MainActor private func host<V: View>(_ view: V, _ w: CGFloat = 100, _ h: CGFloat = 100) -> ViewHost<V> {
        ViewHost(view, size: CGSize(width: w, height: h), displayScale: 1)
    }

    private let ascender17 = 17 * 1950 / 2048.0  // body text's first baseline (TextMetrics, R8.2)
    private let ascender40 = 40 * 1950 / 2048.0

    // A custom AlignmentID set deep inside nested stacks reaches the outer HStack: the label's
    // default midLine (its bottom) meets the target's explicit midLine (its centre), two stacks
    // down. The inner HStack and the VStack pass the explicit value up, offset by the child's
    // position (target at y 30 + 5 = 35 in the column), so the column sits 15 above the label.
    @MainActor func testCustomGuideAcrossNestedStacks() async {
        let h = host(
            HStack(alignment: .midLine, spacing: 0) {
                box(20, 20).id("label")
                VStack(spacing: 0) {
                    box(20, 30)
                    HStack(spacing: 0) {
                        box(10, 10)
                        box(10, 10).alignmentGuide(.midLine) { d in d[VerticalAlignment.center] }.id("target")
                    }
                    box(20, 30)
                }.id("column")
            })
        assertFrame(h.frames(kind: .hStack).first, 30, 15, 40, 70)
        assertFrame(h.frame(id: "column"), 50, 15, 20, 70)
        assertFrame(h.frame(id: "label"), 30, 30, 20, 20)
        assertFrame(h.frame(id: "target"), 60, 45, 10, 10)
        XCTAssertEqual(h.frame(id: "label")?.maxY, h.frame(id: "target")?.midY)
        XCTAssertEqual(h.uncachedLayoutDifferences(), [])
    }

    // A guide computed from the view's own dimensions: the small box's top meets the big box's
    // centre.
    @MainActor func testGuideComputedFromDimensions() async {
        let h = host(
            HStack(spacing: 0) {
                box(20, 40).id("big")
                box(20, 20).alignmentGuide(VerticalAlignment.center) { d in d[.top] }.id("small")
            }, 40, 40)
        assertFrame(h.frame(id: "big"), 0, 0, 20, 40)
        assertFrame(h.frame(id: "small"), 20, 20, 20, 20)
    }

    // R3.1: a frame places its child by x = frameGuide − childGuide, explicit guides included: a
    // leading guide at the child's middle puts the child's centre on the frame's leading edge.
    @MainActor func testFrameAlignmentUsesExplicitGuide() async {
        let h = host(
            box(20, 20).alignmentGuide(.leading) { d in d.width / 2 }.id("child").frame(width: 100, alignment: .leading).id("f"), 100, 20)
        assertFrame(h.frame(id: "child"), -10, 0, 20, 20)
    }

    // firstTextBaseline: a VStack's value is the smallest (topmost) of its texts' baselines, so a
    // 40-pt text lines up with the first line of the column; the offset is the difference of the
    // two ascenders (38.09 − 16.19 = 21.90).
    @MainActor func testFirstTextBaselineMergesToTopmost() async {
        let h = host(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("Big").font(.system(size: 40)).id("big")
                VStack(alignment: .leading, spacing: 0) {
                    Text("one").id("one"); Text("two")
                }.id("column")
            }, 200, 100)
        guard let big = h.exactFrame(id: "big"), let one = h.exactFrame(id: "one"), let column = h.exactFrame(id: "column") else {
            return XCTFail("views not placed")
        }
        XCTAssertEqual(big.minY + ascender40, one.minY + ascender17, accuracy: 1e-9)
        XCTAssertEqual(column.minY - big.minY, ascender40 - ascender17, accuracy: 1e-9)
        XCTAssertEqual(column.height, 42)  // two 21-pt lines at 1x, not merged into the guide
    }

    // firstTextBaseline: a view without text uses its bottom edge, so a box sits on the baseline.
    @MainActor func testViewWithoutTextUsesBottomAsBaseline() async {
        let h = host(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                box(20, 20).id("b"); Text("x").id("t")
            }, 100, 100)
        guard let b = h.exactFrame(id: "b"), let t = h.exactFrame(id: "t") else { return XCTFail("views not placed") }
        XCTAssertEqual(b.maxY, t.minY + ascender17, accuracy: 1e-9)
    }

    // lastTextBaseline merges to the largest (bottommost): the box sits on the column's last line,
    // 21 (first line, 1x) + 16.19 below the column's top.
    @MainActor func testLastTextBaselineMergesToBottommost() async {
        let h = host(
            HStack(alignment: .lastTextBaseline, spacing: 0) {
                box(20, 20).id("b")
                VStack(spacing: 0) {
                    Text("one"); Text("two")
                }.id("column")
            }, 100, 100)
        guard let b = h.exactFrame(id: "b"), let column = h.exactFrame(id: "column") else { return XCTFail("views not placed") }
        XCTAssertEqual(b.maxY, column.minY + 21 + ascender17, accuracy: 1e-9)
    }

    // SwiftUI's own guides' defaults are computed by the key (without a call through the
    // metatype): they equal what each guide's `defaultValue(in:)` says, at every size, ∞ too; a
    // custom guide is still asked.
    func testBuiltInDefaultsComputedByTheKeyMatchTheirIDs() {
        let keys = [
            HorizontalAlignment.leading.key, HorizontalAlignment.center.key, HorizontalAlignment.trailing.key,
            VerticalAlignment.top.key, VerticalAlignment.center.key, VerticalAlignment.bottom.key,
            VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key,
        ]
        for key in keys {
            XCTAssertTrue(key.hasSizeOnlyDefault, "\(key)")
            for size in [
                CGSize(width: 0, height: 0), CGSize(width: 30, height: 7), CGSize(width: CGFloat.infinity, height: CGFloat.infinity),
            ] {
                let dimensions = ViewDimensions(size: size)
                XCTAssertEqual(key.defaultValue(in: dimensions), key.id.defaultValue(in: dimensions), "\(key) at \(size)")
            }
        }
        let custom = VerticalAlignment.midLine.key
        XCTAssertFalse(custom.hasSizeOnlyDefault)
        XCTAssertEqual(custom.defaultValue(in: ViewDimensions(size: CGSize(width: 4, height: 9))), 9)
    }
}
