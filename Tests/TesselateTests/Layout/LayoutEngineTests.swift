import XCTest
@testable import Tesselate

/// The engine measures each view once per distinct proposal in a pass, so layout stays linear in
/// the number of views however deeply stacks nest; and the cache never changes the result.
final class LayoutEngineTests: XCTestCase {
    @MainActor private func totalMeasurements<V: View>(_ view: V) -> (nodes: Int, measurements: Int) {
        let host = ViewHost(view, size: CGSize(width: 393, height: 852), displayScale: 3)
        return (host.tree.count, host.engine.measureCounts.reduce(0) { $0 + Int($1) })
    }

    /// 1,000 nested padded stacks: a constant number of measurements per view (a stack probes
    /// its child at 0, ∞ and its share: a handful of distinct proposals per level).
    @MainActor func testDeepNestingIsLinear() async {
        let small = totalMeasurements(DeepChain(depth: 100))
        let large = totalMeasurements(DeepChain(depth: 1_000))
        XCTAssertEqual(large.nodes, 2_002)
        let perNodeSmall = Double(small.measurements) / Double(small.nodes)
        let perNodeLarge = Double(large.measurements) / Double(large.nodes)
        // Ten times the depth costs at most ten times the measurements: no exponential growth.
        XCTAssertLessThan(perNodeLarge, 8)
        XCTAssertLessThanOrEqual(perNodeLarge, perNodeSmall + 0.1)
    }

    @MainActor func testNestedGridIsLinear() async {
        func grid(_ level: Int) -> AnyView {
            if level == 0 { return AnyView(Color.red.frame(width: 10, height: 10)) }
            return level % 2 == 0
                ? AnyView(HStack { ForEach(0..<4, id: \.self) { _ in grid(level - 1) } })
                : AnyView(VStack { ForEach(0..<4, id: \.self) { _ in grid(level - 1) } })
        }
        let small = totalMeasurements(grid(3))
        let large = totalMeasurements(grid(5))
        // 16 times the leaves: no more measurements per view than the small grid.
        XCTAssertLessThanOrEqual(Double(large.measurements) / Double(large.nodes), Double(small.measurements) / Double(small.nodes) + 0.5)
    }

    /// The debug check: laying out again without the cache gives the same frames.
    @MainActor func testCachedLayoutMatchesUncached() async {
        let view = VStack(alignment: .leading) {
            HStack(alignment: .firstTextBaseline) {
                Text("Title").font(.title)
                Spacer()
                Text("Detail that is rather long").lineLimit(1).layoutPriority(1)
            }
            HStack {
                Color.red.frame(minWidth: 20, maxWidth: 200)
                Color.blue.frame(width: 40).padding(4)
                Text("Wrapping text in a narrow column").frame(maxWidth: 80)
            }
            ZStack(alignment: .bottomTrailing) {
                Color.gray
                Text("Overlay").padding(2).background(Color.white)
            }.frame(height: 60)
        }
        let host = ViewHost(view, size: CGSize(width: 320, height: 400), displayScale: 3)
        XCTAssertEqual(host.uncachedLayoutDifferences(), [])
    }

    /// Each proposal a view answered is recorded in the order asked, with the placement proposal
    /// among them (a colour is not asked for ∞: a shape takes what it is offered).
    @MainActor func testAnswersAreRecorded() async {
        let host = ViewHost(
            HStack {
                Color.red; Color.blue.frame(width: 10)
            }, size: CGSize(width: 100, height: 50), displayScale: 1)
        let red = host.nodes(kind: .color)[0]
        let proposals = host.engine.answers(of: red).map(\.proposal)
        XCTAssertEqual(
            proposals,
            [
                ProposedViewSize(width: 0, height: 50), ProposedViewSize(width: 82, height: 50),
            ])
        XCTAssertEqual(host.engine.placedProposals[red], ProposedViewSize(width: 82, height: 50))
    }
}
