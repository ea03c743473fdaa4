import Observation
import XCTest

import Tesselate

/// A lazy container that a scroll makes choose other rows is resolved again alone, keeping the
/// rows it made and makes again (issue 36, item 3): with lazy containers nested in its rows, rows
/// whose bodies ran again since they were made, and inner scroll views scrolled, every scroll
/// lays out as in a host that reads every body in every update.
final class ScrollPassRowReuseTests: XCTestCase {
    @Observable final class Model: @unchecked Sendable {
        var highlighted = -1
    }

    @MainActor struct Item: View {
        let number: Int
        let model: Model

        var body: some View {
            Text(model.highlighted == number ? "Item \(number) ★" : "Item \(number)").padding(4)
        }
    }

    /// Groups of items, each with a lazy stack of items and a horizontal lazy stack in a scroll
    /// view of its own, in a lazy stack.
    @MainActor private func screen(_ model: Model) -> some View {
        ScrollView {
            LazyVStack {
                ForEach(0..<200, id: \.self) { group in
                    VStack {
                        Text("Group \(group)")
                        LazyVStack { ForEach(0..<4, id: \.self) { Item(number: group * 10 + $0, model: model) } }
                        ScrollView(.horizontal) {
                            LazyHStack { ForEach(0..<40, id: \.self) { Text("Cell \(group).\($0)").frame(width: 80) } }
                        }
                        .id("cells \(group)")
                    }
                }
            }
        }
        .id("groups")
    }

    @MainActor func testScrollsOfNestedAndChangedRowsLayOutAsUpdatesOfTheWholeTree() async {
        let (model, wholeModel) = (Model(), Model())
        let host = ViewHost(screen(model))
        let whole = ViewHost(screen(wholeModel))
        whole.updatesIncrementally = false
        var partial = 0
        func check(_ step: String) {
            host.settle()
            whole.settle()
            partial += host.partialPassCount > 0 ? 1 : 0
            XCTAssertEqual(host.dump(), whole.dump(), step)
        }
        for (step, distance) in [CGFloat(852), 300, 700, -900].enumerated() {
            host.scroll(by: CGSize(width: 0, height: distance), in: "groups")
            whole.scroll(by: CGSize(width: 0, height: distance), in: "groups")
            check("scroll \(step)")
            let group = Int(((host.scrollOffset(in: "groups")?.y ?? 0) / 250).rounded(.down)) + 1
            model.highlighted = group * 10 + 1
            wholeModel.highlighted = group * 10 + 1
            check("highlight \(step)")
            host.scroll(by: CGSize(width: 500, height: 0), in: "cells \(group)")
            whole.scroll(by: CGSize(width: 500, height: 0), in: "cells \(group)")
            check("cells \(step)")
        }
        XCTAssertGreaterThan(partial, 4)
    }

    /// A row that counts its appearances in its state.
    @MainActor struct Counting: View {
        let number: Int
        @State private var appearances = 0

        var body: some View {
            Text("\(number) appeared \(appearances)").onAppear { appearances += 1 }
        }
    }

    /// Scrolls `host` and `whole` (a host that reads every body in every update) by screens,
    /// down and back, checking their layouts match after each.
    @MainActor private func assertScrollsByScreens<V: View>(
        _ host: ViewHost<V>, _ whole: ViewHost<V>, file: StaticString = #filePath, line: UInt = #line
    ) {
        whole.updatesIncrementally = false
        var partial = 0
        for (step, distance) in [CGFloat(852), 600, 852, -500, -852, 1_200].enumerated() {
            host.scroll(by: CGSize(width: 0, height: distance))
            whole.scroll(by: CGSize(width: 0, height: distance))
            partial += host.partialPassCount > 0 ? 1 : 0
            XCTAssertEqual(host.dump(), whole.dump(), "step \(step)", file: file, line: line)
        }
        XCTAssertGreaterThan(partial, 3, file: file, line: line)
    }

    /// The rows kept keep their state; the rows dropped lose it, and start again when made again.
    @MainActor func testRowsKeptByAScrollKeepTheirState() async {
        func screen() -> some View {
            List { ForEach(0..<500, id: \.self) { Counting(number: $0) } }
        }
        let host = ViewHost(screen())
        assertScrollsByScreens(host, ViewHost(screen()))
        XCTAssertTrue(host.dump().contains("appeared 1"), host.dump())
        XCTAssertFalse(host.dump().contains("appeared 0"), host.dump())
    }

    /// A lazy grid's rows of cells are kept as a stack's rows.
    @MainActor func testScrollingALazyGridByScreensLaysOutAsUpdatesOfTheWholeTree() async {
        func screen() -> some View {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 90))]) {
                    ForEach(0..<3_000, id: \.self) { Text("Cell \($0)").frame(height: 40 + CGFloat($0 % 3) * 10) }
                }
            }
        }
        assertScrollsByScreens(ViewHost(screen()), ViewHost(screen()))
    }

    /// A lazy grid under a header in a lazy stack's content (not in a `ForEach` element), or in a
    /// list's: it shares the outer container's content and cannot be resolved again alone, so a
    /// scroll that makes it choose other cells resolves the outer container in its place, which
    /// keeps the cells the grid made and makes again. Every scroll is a scroll pass (each was a
    /// full one: 158 views made and 158 sizes computed in the stack, against 45 to 101).
    @MainActor func testAScrollOfALazyGridInAnotherContainersContentResolvesTheOuterOne() async {
        @ViewBuilder func grid() -> some View {
            Text("Photos").font(.title)
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 90))]) {
                ForEach(0..<3_000, id: \.self) { Text("Photo \($0)").frame(height: 90) }
            }
        }
        func stack() -> some View { ScrollView { LazyVStack { grid() } } }
        func list() -> some View { List { grid() } }
        assertEveryScrollIsAScrollPass(ViewHost(stack()), ViewHost(stack()))
        assertEveryScrollIsAScrollPass(ViewHost(list()), ViewHost(list()))
    }

    /// Scrolls `host` and `whole` (a host that reads every body in every update) by screens,
    /// down and back: each update of `host` is made of scroll passes and lays out as `whole`.
    @MainActor private func assertEveryScrollIsAScrollPass<V: View>(
        _ host: ViewHost<V>, _ whole: ViewHost<V>, file: StaticString = #filePath, line: UInt = #line
    ) {
        whole.updatesIncrementally = false
        for (step, distance) in [CGFloat(852), 600, 852, -500, -852, 1_200].enumerated() {
            host.scroll(by: CGSize(width: 0, height: distance))
            whole.scroll(by: CGSize(width: 0, height: distance))
            XCTAssertEqual(host.dump(), whole.dump(), "step \(step)", file: file, line: line)
            XCTAssertEqual(
                host.partialPassCount, host.lastUpdateWork.passes, "step \(step): \(host.lastUpdateWork)", file: file, line: line)
        }
    }

    /// Rows that are scroll views of their own, one scrolled sideways, then the list scrolled by
    /// screens: the scrolled row keeps its offset.
    @MainActor func testRowsThatAreScrolledScrollViewsKeepTheirOffsets() async {
        func screen() -> some View {
            ScrollView {
                LazyVStack {
                    ForEach(0..<300, id: \.self) { row in
                        ScrollView(.horizontal) { LazyHStack { ForEach(0..<30, id: \.self) { Text("\(row).\($0)").frame(width: 90) } } }
                            .id("row \(row)")
                    }
                }
            }
            .id("rows")
        }
        let host = ViewHost(screen())
        let whole = ViewHost(screen())
        whole.updatesIncrementally = false
        for (step, distance) in [CGFloat(100), 852, 600, -700].enumerated() {
            let row = step * 6 + 3
            host.scroll(by: CGSize(width: 40, height: 0), in: "row \(row)")
            whole.scroll(by: CGSize(width: 40, height: 0), in: "row \(row)")
            XCTAssertEqual(host.dump(), whole.dump(), "sideways \(step)")
            host.scroll(by: CGSize(width: 0, height: distance), in: "rows")
            whole.scroll(by: CGSize(width: 0, height: distance), in: "rows")
            XCTAssertEqual(host.dump(), whole.dump(), "down \(step)")
        }
    }

    /// A scroll past the content's end builds the scroll view at the offset asked, which the
    /// layout clamps; a change elsewhere then builds it at the clamped offset in a pass of the
    /// whole tree, and moves it there in a pass that runs only the changed body.
    @MainActor func testAChangeAfterAScrollPastTheEndBuildsTheScrollViewAtItsClampedOffset() async {
        func screen(_ model: Model) -> some View {
            VStack {
                Item(number: 0, model: model)
                ScrollView { VStack { ForEach(0..<30, id: \.self) { Text("Line \($0)") } } }.frame(height: 200).id("lines")
            }
        }
        let (model, wholeModel) = (Model(), Model())
        let host = ViewHost(screen(model))
        let whole = ViewHost(screen(wholeModel))
        whole.updatesIncrementally = false
        for scrolled in [host, whole] { scrolled.scroll(by: CGSize(width: 0, height: 100_000), in: "lines") }
        XCTAssertEqual(host.dump(), whole.dump())
        model.highlighted = 0
        wholeModel.highlighted = 0
        XCTAssertEqual(host.dump(), whole.dump())
        XCTAssertEqual(host.partialPassCount, 1)
        XCTAssertFalse(host.dump().contains("offset: (0, 100000)"), host.dump())
    }

    /// A stack aligned by first baselines asks a scroll view for its content's first baseline,
    /// which moves with the offset: a scroll measures the views above the scroll view again.
    @MainActor func testAScrollMovesTheBaselineAStackAlignsBy() async {
        func screen() -> some View {
            HStack(alignment: .firstTextBaseline) {
                Text("Label")
                ScrollView { VStack { ForEach(0..<30, id: \.self) { Text("Line \($0)") } } }.frame(height: 200).id("lines")
            }
        }
        let host = ViewHost(screen())
        let whole = ViewHost(screen())
        whole.updatesIncrementally = false
        for distance: CGFloat in [100, 57, -30] {
            for scrolled in [host, whole] { scrolled.scroll(by: CGSize(width: 0, height: distance), in: "lines") }
            XCTAssertEqual(host.dump(), whole.dump(), "\(distance)")
            XCTAssertEqual(host.partialPassCount, 1)
        }
    }

    /// A navigation bar collapses by its page's offset as built: after a scroll past the end, a
    /// change elsewhere builds the bar again with the clamped offset, as a pass of the whole tree does.
    @MainActor func testAChangeAfterAScrollPastTheEndOfAPageBuildsItsBarAgain() async {
        func screen(_ model: Model) -> some View {
            VStack {
                Item(number: 0, model: model)
                NavigationStack { ScrollView { Text("Short") }.navigationTitle("Page") }
            }
        }
        let (model, wholeModel) = (Model(), Model())
        let host = ViewHost(screen(model))
        let whole = ViewHost(screen(wholeModel))
        whole.updatesIncrementally = false
        for scrolled in [host, whole] { scrolled.scroll(by: CGSize(width: 0, height: 52)) }
        XCTAssertEqual(host.dump(), whole.dump())
        model.highlighted = 0
        wholeModel.highlighted = 0
        XCTAssertEqual(host.dump(), whole.dump())
        XCTAssertFalse(host.dump().contains("collapsed"), host.dump())
    }
}
