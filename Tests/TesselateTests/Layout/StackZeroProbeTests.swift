import XCTest

@testable import Tesselate

/// An `HStack` does not ask a child its minimum width when the child answers 0 wide to 0 wide
/// whatever its height (a text, a `VStack` of texts aligned on one of SwiftUI's guides:
/// `StackAlgorithm.acrossWhenZero`); the frames are those of the engine that asks everything.
final class StackZeroProbeTests: XCTestCase {
    private enum Custom: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
    }

    private func row<Column: View>(_ column: Column) -> some View {
        HStack {
            column
            Spacer()
            Text("12:00").font(.caption)
        }
    }

    /// A column of texts is not asked for its minimum, nor its texts.
    @MainActor func testAColumnOfTextsIsNotAskedItsMinimum() async {
        let host = ViewHost(
            row(VStack(alignment: .trailing, spacing: 4) { Text("Title").font(.headline); Text("A subtitle") }),
            size: CGSize(width: 393, height: 852), displayScale: 3)
        let engine = host.engine
        let column = host.nodes(kind: .vStack)[0]
        XCTAssertNotNil(engine.acrossWhenZero(column, along: .horizontal))
        XCTAssertNil(engine.acrossWhenZero(column, along: .vertical))
        XCTAssertEqual(engine.answers(of: column).filter { $0.proposal.width == 0 }.count, 0)
        for text in host.nodes(kind: .text) {
            XCTAssertEqual(engine.answers(of: text).filter { $0.proposal.width == 0 }.count, 0)
        }
        XCTAssertEqual(host.uncachedLayoutDifferences(), [])
    }

    /// A column whose guide is not one of SwiftUI's, or that holds a view that is not 0 wide at
    /// 0, or whose texts overlap (negative spacing), is asked as before.
    @MainActor func testOtherColumnsAreAsked() async {
        let columns: [AnyView] = [
            AnyView(VStack(alignment: HorizontalAlignment(Custom.self)) { Text("Title"); Text("A subtitle") }),
            AnyView(VStack { Text("Title"); Color.red.frame(width: 10, height: 10) }),
            AnyView(VStack { Text("Title"); Text("A subtitle").padding(4) }),
            AnyView(VStack(spacing: -30) { Text("Title"); Text("A subtitle") }),
            AnyView(VStack { Text("Title").alignmentGuide(.leading) { $0.height } }),
        ]
        for column in columns {
            let host = ViewHost(row(column), size: CGSize(width: 393, height: 852), displayScale: 3)
            let node = host.nodes(kind: .vStack)[0]
            XCTAssertNil(host.engine.acrossWhenZero(node, along: .horizontal))
            XCTAssertGreaterThan(host.engine.answers(of: node).filter { $0.proposal.width == 0 }.count, 0)
            XCTAssertEqual(host.uncachedLayoutDifferences(), [])
        }
    }
}
