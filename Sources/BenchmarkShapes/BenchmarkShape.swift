// The shapes of the layout benchmarks, shared by the `benchmarks` executable (times, memory) and
// the `BenchmarkTests` (algorithmic counts in `swift test`): one definition of each shape.

import Foundation
import Tesselate

/// One benchmark shape: a view tree of a size `n` (leaves, rows or depth), laid out in `window`.
package enum BenchmarkShape: String, CaseIterable, Sendable {
    /// An HStack of `n` fixed 10×10 views.
    case flatRow = "flat-row"
    /// Stacks alternating HStack/VStack with fan-out 10, deep enough for `n` leaves (10^levels).
    case nestedGrid = "nested-grid"
    /// An HStack of `n` views that take any width.
    case flexibleRow = "flexible-row"
    /// `n` nested VStacks, each padded by 1, with one leaf at the bottom.
    case deepChain = "deep-chain"
    /// A realistic list screen: `n` rows of text in a scroll view (the shape issue 16 measured).
    case appScreen = "app-screen"
    /// HStack/VStack alternating `n` levels deep, a wrapping text at each level.
    case alternatingText = "alternating-text"

    /// The window the shape is laid out in: 1000×1000 for the shapes without text, an iPhone's
    /// 393×852 for the screens of text.
    package var window: CGSize {
        switch self {
        case .appScreen, .alternatingText: CGSize(width: 393, height: 852)
        default: CGSize(width: 1_000, height: 1_000)
        }
    }

    /// The shape at size `n`, type-erased at its root (an `AnyView` adds no node to the tree).
    @MainActor package func view(_ n: Int) -> AnyView {
        switch self {
        case .flatRow: AnyView(BenchmarkShapes.flatRow(n))
        case .nestedGrid: AnyView(NestedGrid(levels: Self.gridLevels(forLeaves: n), horizontal: true))
        case .flexibleRow: AnyView(BenchmarkShapes.flexibleRow(n))
        case .deepChain: BenchmarkShapes.deepChain(n)
        case .appScreen: AnyView(AppScreen(rows: n))
        case .alternatingText: AnyView(AlternatingText(depth: n, horizontal: true))
        }
    }

    /// The levels of a nested grid with at least `leaves` leaves.
    package static func gridLevels(forLeaves leaves: Int) -> Int {
        var levels = 0
        var count = 1
        while count < leaves {
            count *= 10
            levels += 1
        }
        return levels
    }
}

/// The leaf of every shape without text: a fixed 10×10 view.
@MainActor package func leaf() -> some View { Color.red.frame(width: 10, height: 10) }

/// `flat-row`: an HStack of `count` fixed 10×10 views.
@MainActor package func flatRow(_ count: Int) -> some View {
    HStack { ForEach(0..<count) { _ in leaf() } }
}

/// `flexible-row`: an HStack of `count` views that take any width.
@MainActor package func flexibleRow(_ count: Int) -> some View {
    HStack { ForEach(0..<count) { _ in leaf().frame(maxWidth: .infinity) } }
}

/// `nested-grid`: stacks alternating HStack/VStack with fan-out 10, `levels` deep (10^levels leaves).
package struct NestedGrid: View {
    package let levels: Int
    package let horizontal: Bool

    package init(levels: Int, horizontal: Bool) {
        self.levels = levels
        self.horizontal = horizontal
    }

    package var body: some View {
        if levels == 0 {
            leaf()
        } else if horizontal {
            HStack { ForEach(0..<10) { _ in NestedGrid(levels: levels - 1, horizontal: false) } }
        } else {
            VStack { ForEach(0..<10) { _ in NestedGrid(levels: levels - 1, horizontal: true) } }
        }
    }
}

/// `deep-chain`: `depth` nested VStacks, each padded by 1, with one leaf at the bottom. Built with
/// `AnyView` so the nesting is real at run time (3 resolver levels per link: AnyView, padding, VStack).
@MainActor package func deepChain(_ depth: Int) -> AnyView {
    var view = AnyView(leaf())
    for _ in 0..<depth { view = AnyView(VStack { view }.padding(1)) }
    return view
}

/// The same chain as a recursive struct view (4 resolver levels per link: the struct, the
/// `if`/`else`, padding, VStack). Ad-hoc runs only.
package struct ChainLink: View {
    package let depth: Int
    package init(depth: Int) { self.depth = depth }
    package var body: some View {
        if depth == 0 { leaf() } else { VStack { ChainLink(depth: depth - 1) }.padding(1) }
    }
}

/// `app-screen`: a realistic list screen, `rows` rows of text in a scroll view, with a divider
/// between rows (the shape issue 16 measured).
package struct AppScreen: View {
    package let rows: Int
    package init(rows: Int) { self.rows = rows }
    package var body: some View { DividedRows(count: rows) { AppScreenRow(row: $0) } }
}

/// `count` rows made by `row`, with a divider after each, in a `VStack` in a scroll view: the
/// screens of `app-screen` and `toggle-rows`.
package struct DividedRows<Row: View>: View {
    package let count: Int
    package let row: (Int) -> Row
    package init(count: Int, row: @escaping (Int) -> Row) {
        self.count = count
        self.row = row
    }
    package var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { index in
                    row(index)
                    Divider()
                }
            }
        }
    }
}

/// A row of `app-screen` (and of the benchmarks' lazy list): a 40-point circle, a headline over a
/// one-line subheadline, a spacer and a caption, padded.
package struct AppScreenRow: View {
    package let row: Int
    package let preview: String
    /// The subheadline of every row of `app-screen`.
    package static let lastMessage = "Last message in the conversation, cut to one line"
    package init(row: Int, preview: String = lastMessage) {
        self.row = row
        self.preview = preview
    }
    package var body: some View {
        HStack(spacing: 12) {
            Circle().fill(Color.blue).frame(width: 40, height: 40)
            VStack(alignment: .leading, spacing: 2) {
                Text("Contact number \(row)").font(.headline)
                Text(preview).font(.subheadline).lineLimit(1)
            }
            Spacer()
            Text("\(row % 12 + 1):\(row % 60 < 10 ? "0" : "")\(row % 60)").font(.caption)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
    }
}

/// `alternating-text`: HStack/VStack alternating `depth` levels, a wrapping text at each level.
package struct AlternatingText: View {
    package let depth: Int
    package let horizontal: Bool
    package init(depth: Int, horizontal: Bool) {
        self.depth = depth
        self.horizontal = horizontal
    }
    package var body: some View {
        if depth == 0 {
            Text("The innermost text, long enough to wrap")
        } else if horizontal {
            HStack {
                Text("Level \(depth) wraps when it is narrow"); AlternatingText(depth: depth - 1, horizontal: false)
            }
        } else {
            VStack {
                Text("Level \(depth) wraps when it is narrow"); AlternatingText(depth: depth - 1, horizontal: true)
            }
        }
    }
}
