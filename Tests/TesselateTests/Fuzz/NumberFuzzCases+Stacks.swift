import Foundation
import Tesselate

extension NumberFuzzCases {
    /// Stacks, grids, spacers and lists: a NaN spacing is reported naming the stack.
    static let spacing: [NumberCase] = [
        .view("VStack.init(alignment:spacing:content:)", warns: warnsForFirstNaN, names: "VStack") { v in
            VStack(spacing: v.f) {
                Color.red; Text("v")
            }
        },
        .view("HStack.init(alignment:spacing:content:)", warns: warnsForFirstNaN, names: "HStack") { v in
            HStack(spacing: v.f) {
                Color.red; Text("h")
            }
        },
        .view("LazyVStack.init(alignment:spacing:pinnedViews:content:)", warns: warnsForFirstNaN, names: "LazyVStack") { v in
            ScrollView { LazyVStack(spacing: v.f) { ForEach(0..<20) { Text("row \($0)") } } }
        },
        .view("LazyHStack.init(alignment:spacing:pinnedViews:content:)", warns: warnsForFirstNaN, names: "LazyHStack") { v in
            ScrollView(.horizontal) { LazyHStack(spacing: v.f) { ForEach(0..<20) { Text("col \($0)") } } }
        },
        .view("LazyVGrid.init(columns:alignment:spacing:pinnedViews:content:)", "GridItem.init(_:spacing:alignment:)") { v in
            ScrollView {
                LazyVGrid(
                    columns: [
                        GridItem(.fixed(v.f), spacing: v.g), GridItem(.flexible(minimum: v.f, maximum: v.g)),
                        GridItem(.adaptive(minimum: v.f)),
                    ], spacing: v.f
                ) {
                    ForEach(0..<9) { Text("cell \($0)") }
                }
            }
        },
        .view("LazyHGrid.init(rows:alignment:spacing:pinnedViews:content:)") { v in
            ScrollView(.horizontal) {
                LazyHGrid(rows: [GridItem(.fixed(v.f)), GridItem(.adaptive(minimum: 10, maximum: v.g))], spacing: v.f) {
                    ForEach(0..<9) { Text("cell \($0)") }
                }
            }
        },
        .view(
            "Grid.init(alignment:horizontalSpacing:verticalSpacing:content:)", "View.gridCellAnchor(_:)", warns: warnsForNaN, names: "Grid"
        ) { v in
            Grid(horizontalSpacing: v.f, verticalSpacing: v.g) {
                GridRow {
                    Color.red.frame(width: 5, height: 5).gridCellAnchor(v.unit); Text("b")
                }
                GridRow { Text("wide").gridCellColumns(2) }
            }
        },
        .view("View.gridCellColumns(_:)", kind: .int) { v in
            Grid {
                GridRow {
                    Text("a"); Text("b")
                }; GridRow { Text("span").gridCellColumns(v.i) }
            }
        },
        .view("Spacer.init(minLength:)", warns: warnsForFirstNaN, names: "Spacer") { v in
            HStack {
                Text("a"); Spacer(minLength: v.f); Text("b")
            }
        },
        .view(
            "View.safeAreaInset(edge: VerticalEdge, alignment: HorizontalAlignment, spacing: CGFloat?, content: () -> V)",
            "View.safeAreaInset(edge: HorizontalEdge, alignment: VerticalAlignment, spacing: CGFloat?, content: () -> V)"
        ) { v in
            Color.red.safeAreaInset(edge: .bottom, spacing: v.f) { Text("bar") }.safeAreaInset(edge: .leading, spacing: v.g) {
                Text("side")
            }
        },
        .view("ForEach.init(_:content:)", "List.init(_:rowContent:)", "List.init(_:selection:rowContent:)", kind: .int) { v in
            // A range of huge length: SwiftUI makes the rows lazily in a List; a VStack's ForEach
            // of a huge range is not a number case but a size one, so it is kept small here.
            VStack {
                ForEach(max(-3, min(v.i, 3))..<4) { Text("row \($0)") }
                List(0..<(v.i == .max ? Int.max : 3)) { Text("item \($0)") }
                List(0..<3, selection: .constant(Int?.none)) { Text("pick \($0)") }
            }
        },
        .view("View.badge(_:)", kind: .int) { v in
            TabView { Text("tab").tabItem { Text("T") }.badge(v.i) }
        },
    ]
}
