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
}
