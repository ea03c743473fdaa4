import XCTest

import Tesselate
import TesselateTesting

/// `ScrollViewProxy.scrollTo` and `ScrollPosition` move a scroll view after a layout; with
/// nothing else changed, the passes that build it at the new offset are scroll passes, as after a
/// test's scroll (issue 36, item 3): no body runs but the rows the lazy stack had not made, and
/// the rows it made and makes again are kept. Every update lays out as in a host that reads every
/// body in every update.
final class ScrollPassRequestTests: XCTestCase {
    typealias BodyCounter = ScrollPassTests.BodyCounter

    /// Whether every partial update is checked against a full one, which reads every body again
    /// (`TESSELATE_VERIFY_PARTIAL_UPDATES=1`): the counters then count those reads too.
    private let verifying = ProcessInfo.processInfo.environment["TESSELATE_VERIFY_PARTIAL_UPDATES"] == "1"

    /// 10,000 rows in a lazy stack, and a button that scrolls to row 5,000.
    @MainActor struct Jump: View {
        let counter: BodyCounter

        var body: some View {
            ScrollViewReader { proxy in
                VStack {
                    Button("Jump") { proxy.scrollTo(5_000, anchor: .top) }
                    ScrollView {
                        LazyVStack { ForEach(0..<10_000, id: \.self) { ScrollPassTests.Row(number: $0, counter: counter).id($0) } }
                    }
                }
            }
        }
    }

    /// The button's `scrollTo` is applied after a pass that reads nothing, then each pass builds
    /// the stack at the offset (the row is first placed by estimate, then aimed at again as rows
    /// are made): every pass a scroll pass, and only rows near 5,000 read. With full passes the
    /// update read 113 bodies and computed 1,280 sizes in 3 passes (the stack's first rows again
    /// in the first); it reads the 38 rows 4,990 to 5,027 and computes 476.
    @MainActor func testScrollToFromAButtonBuildsTheNewOffsetWithScrollPasses() async {
        let counter = BodyCounter()
        let host = ViewHost(Jump(counter: counter))
        let whole = ViewHost(Jump(counter: BodyCounter()))
        whole.updatesIncrementally = false
        host.settle()
        (counter.reads, counter.rows) = (0, [])
        host.find(.button("Jump"))?.tap()
        whole.find(.button("Jump"))?.tap()
        let work = host.lastUpdateWork
        XCTAssertEqual(host.dump(), whole.dump())
        XCTAssertEqual(host.frame(id: 5_000)?.minY, whole.frame(id: 5_000)?.minY)
        XCTAssertEqual(work.partialPasses, work.passes, "\(work)")
        if verifying { return }
        XCTAssertEqual(counter.reads, work.bodiesRun, "\(work)")
        XCTAssertTrue(counter.rows.allSatisfy { (4_980...5_040).contains($0) }, "\(counter.rows.sorted())")
        XCTAssertLessThanOrEqual(work.bodiesRun, 40, "\(work)")
        XCTAssertLessThan(work.sizesComputed, whole.lastUpdateWork.sizesComputed / 2, "\(work) against \(whole.lastUpdateWork)")
    }

    /// A lazy stack scrolled by its `ScrollPosition`: the view holding the position runs again
    /// (its body makes the scroll view, and the rows at the old offset), then the pass at the new
    /// offset is a scroll pass (it was a full one; every row there is new, so it reads as many).
    @MainActor func testAScrollPositionMovedBuildsTheNewOffsetWithScrollPasses() async {
        struct Positioned: View {
            @State var position = ScrollPosition(edge: .top)
            let counter: BodyCounter
            var onMake: (Binding<ScrollPosition>) -> Void
            var body: some View {
                let _ = onMake($position)
                ScrollView {
                    LazyVStack { ForEach(0..<10_000, id: \.self) { ScrollPassTests.Row(number: $0, counter: counter).id($0) } }
                }
                .scrollPosition($position)
            }
        }
        let counter = BodyCounter()
        var binding: Binding<ScrollPosition>?, wholeBinding: Binding<ScrollPosition>?
        // The first binding made, the host's own (a verifying host's full resolution makes others).
        let host = ViewHost(Positioned(counter: counter) { binding = binding ?? $0 })
        let whole = ViewHost(Positioned(counter: BodyCounter()) { wholeBinding = wholeBinding ?? $0 })
        whole.updatesIncrementally = false
        host.settle()
        whole.settle()
        binding?.wrappedValue.scrollTo(y: 30_000)
        wholeBinding?.wrappedValue.scrollTo(y: 30_000)
        let work = host.lastUpdateWork
        XCTAssertEqual(host.dump(), whole.dump())
        XCTAssertEqual(host.scrollOffset(), CGPoint(x: 0, y: 30_000))
        XCTAssertGreaterThan(work.passes, 1)
        XCTAssertEqual(work.partialPasses, work.passes, "\(work)")
    }
}
