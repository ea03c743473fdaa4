// Layout benchmarks for Tesselate.
//
//     swift run -c release benchmarks            # full suite: N = 1k, 10k, 100k; D = 100, 1000
//     swift run -c release benchmarks --quick    # smallest sizes only
//     swift run -c release benchmarks --chain D  # one ad-hoc deep chain of depth D (not in the suite)
//     swift run -c release benchmarks --chain-struct D  # the same chain as a recursive struct view
//     swift run -c release benchmarks --only nested-grid --n 100000  # one case, e.g. under perf
//     shapes: flat-row, nested-grid, flexible-row, deep-chain, app-screen (rows of text in a
//     scroll view), alternating-text (HStack/VStack alternating with a wrapping text at each level),
//     lazy-list (a LazyVStack of 50,000 rows in a scroll view: creation, memory, scrolling far)
//
// One JSON line per case:
//     {"shape":"flat-row","nodes":20001,"seconds":…,"layout_seconds":…,"measurements":…,"n":10000,"diagnostics":0}
// `seconds` is a full update from a fresh host (`ViewHost.init`: bodies, resolve and layout);
// `layout_seconds` is one layout pass alone over the already-resolved tree with a fresh engine
// (no cached measurements); `measurements` is the number of size computations (cache misses) in
// that pass. Each time is the median of several runs. `n` is the case's N (leaves) or D (depth);
// `diagnostics` the number of diagnostics the host reported (a deep chain cut off by the
// resolver's depth limit reports one).

import Foundation
import Tesselate

// MARK: Shapes

/// The leaf of every shape: a fixed 10×10 view.
@MainActor func leaf() -> some View { Color.red.frame(width: 10, height: 10) }

/// `flat-row`: an HStack of `count` fixed 10×10 views.
@MainActor func flatRow(_ count: Int) -> some View {
    HStack { ForEach(0..<count) { _ in leaf() } }
}

/// `flexible-row`: an HStack of `count` views that take any width.
@MainActor func flexibleRow(_ count: Int) -> some View {
    HStack { ForEach(0..<count) { _ in leaf().frame(maxWidth: .infinity) } }
}

/// `nested-grid`: stacks alternating HStack/VStack with fan-out 10, `levels` deep (10^levels leaves).
struct NestedGrid: View {
    let levels: Int
    let horizontal: Bool

    var body: some View {
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
@MainActor func deepChain(_ depth: Int) -> AnyView {
    var view = AnyView(leaf())
    for _ in 0..<depth { view = AnyView(VStack { view }.padding(1)) }
    return view
}

/// The same chain as a recursive struct view (4 resolver levels per link: the struct, the
/// `if`/`else`, padding, VStack). Ad-hoc runs only.
struct ChainLink: View {
    let depth: Int
    var body: some View {
        if depth == 0 { leaf() } else { VStack { ChainLink(depth: depth - 1) }.padding(1) }
    }
}

/// `app-screen`: a realistic list screen, `rows` rows of text in a scroll view — each row a
/// 40-point circle, a headline over a one-line subheadline, a spacer and a caption, padded, with
/// a divider between rows (the shape issue 16 measured).
struct AppScreen: View {
    let rows: Int
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<rows, id: \.self) { row in
                    HStack(spacing: 12) {
                        Circle().fill(Color.blue).frame(width: 40, height: 40)
                        VStack(alignment: .leading, spacing: 2) {
                            Text("Contact number \(row)").font(.headline)
                            Text("Last message in the conversation, cut to one line").font(.subheadline).lineLimit(1)
                        }
                        Spacer()
                        Text("\(row % 12 + 1):\(row % 60 < 10 ? "0" : "")\(row % 60)").font(.caption)
                    }
                    .padding(.horizontal, 16)
                    .padding(.vertical, 8)
                    Divider()
                }
            }
        }
    }
}

/// `alternating-text`: HStack/VStack alternating `depth` levels, a wrapping text at each level.
struct AlternatingText: View {
    let depth: Int
    let horizontal: Bool
    var body: some View {
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

/// `lazy-list`: `ScrollView { LazyVStack { ForEach(0..<rows) { row } } }` with the app-screen
/// row (issue 16): a fresh host, its resident memory, and scrolling to row `rows * 4 / 5` with
/// `ScrollViewProxy.scrollTo` and with the host's `scroll(to:)`. Prints one JSON line per step.
@MainActor func lazyList(_ rows: Int, size: CGSize) {
    final class ProxyBox { var proxy: ScrollViewProxy? }
    struct LazyList: View {
        let rows: Int
        let box: ProxyBox
        var body: some View {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<rows, id: \.self) { row in
                            HStack(spacing: 12) {
                                Circle().fill(Color.blue).frame(width: 40, height: 40)
                                VStack(alignment: .leading, spacing: 2) {
                                    Text("Contact number \(row)").font(.headline)
                                    Text("Last message in the conversation, cut to one line").font(.subheadline).lineLimit(1)
                                }
                                Spacer()
                                Text("\(row % 12 + 1):\(row % 60 < 10 ? "0" : "")\(row % 60)").font(.caption)
                            }
                            .padding(.horizontal, 16)
                            .padding(.vertical, 8)
                        }
                    }
                }
                .onAppear { box.proxy = proxy }
            }
        }
    }
    func residentMB() -> Double {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
            let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
        else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }
    let clock = ContinuousClock()
    let target = rows * 4 / 5
    var creations: [Double] = [], proxyScrolls: [Double] = [], hostScrolls: [Double] = []
    var resident = 0.0, nodes = 0, problems = 0
    for _ in 0..<5 {
        let box = ProxyBox()
        var start = clock.now
        let host = ViewHost(LazyList(rows: rows, box: box), size: size)
        creations.append(seconds(clock.now - start))
        resident = residentMB()
        nodes = host.resolvedNodeCount
        start = clock.now
        box.proxy?.scrollTo(target, anchor: .top)
        host.settle()
        proxyScrolls.append(seconds(clock.now - start))
        host.scroll(to: .zero)
        start = clock.now
        host.scroll(to: CGPoint(x: 0, y: CGFloat(target) * 60))
        host.settle()
        hostScrolls.append(seconds(clock.now - start))
        problems = host.diagnostics.count
    }
    for (step, values) in [("create", creations), ("scrollTo", proxyScrolls), ("host-scroll", hostScrolls)] {
        print(
            "{\"shape\":\"lazy-list\",\"step\":\"\(step)\",\"n\":\(rows),\"nodes\":\(nodes),\"seconds\":\(format(median(values))),"
                + "\"resident_mb\":\(String(format: "%.1f", resident)),\"diagnostics\":\(problems)}")
    }
}

// MARK: Measuring

func seconds(_ duration: Duration) -> Double {
    let (s, atto) = duration.components
    return Double(s) + Double(atto) * 1e-18
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func format(_ value: Double) -> String { String(format: "%.6f", value) }

struct Result {
    var shape: String
    var n: Int
    var nodes: Int
    var seconds: Double
    var layoutSeconds: Double
    var measurements: Int
    var diagnostics: [String]

    var json: String {
        "{\"shape\":\"\(shape)\",\"nodes\":\(nodes),\"seconds\":\(format(seconds)),\"layout_seconds\":\(format(layoutSeconds)),"
            + "\"measurements\":\(measurements),\"n\":\(n),\"diagnostics\":\(diagnostics.count)}"
    }
}

/// Times a full update from a fresh host and a layout pass alone, `runs` times each; medians.
@MainActor func measure<V: View>(_ shape: String, n: Int, runs: Int, size: CGSize, _ view: V) -> Result {
    let clock = ContinuousClock()
    var updates: [Double] = []
    var host: ViewHost<V>?
    for _ in 0..<runs {
        host = nil  // free the previous tree before the next run
        let start = clock.now
        let fresh = ViewHost(view, size: size)
        updates.append(seconds(clock.now - start))
        host = fresh
    }
    let last = host!
    var layouts: [Double] = []
    var measurements = 0
    for _ in 0..<runs {
        let start = clock.now
        measurements = last.relayoutFromScratch()
        layouts.append(seconds(clock.now - start))
    }
    return Result(
        shape: shape, n: n, nodes: last.resolvedNodeCount, seconds: median(updates), layoutSeconds: median(layouts),
        measurements: measurements, diagnostics: last.diagnostics.map { "\($0)" })
}

@MainActor func runs(for n: Int) -> Int { n >= 100_000 ? 3 : 5 }

// MARK: Main

@MainActor func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let window = CGSize(width: 1_000, height: 1_000)

    if let flag = arguments.firstIndex(where: { $0 == "--chain" || $0 == "--chain-struct" }), flag + 1 < arguments.count,
        let depth = Int(arguments[flag + 1])
    {
        // Ad-hoc deep chain: one run, with the host's diagnostics.
        let result =
            arguments[flag] == "--chain"
            ? measure("deep-chain", n: depth, runs: 1, size: window, deepChain(depth))
            : measure("deep-chain-struct", n: depth, runs: 1, size: window, ChainLink(depth: depth))
        print(result.json)
        for diagnostic in result.diagnostics { FileHandle.standardError.write(Data("diagnostic: \(diagnostic)\n".utf8)) }
        return
    }

    let quick = arguments.contains("--quick")
    func value(_ name: String) -> String? {
        arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
    }
    // `--only SHAPE` runs one shape; `--n N` one size (N or D), e.g. for profiling.
    let only = value("--only")
    let fixed = value("--n").flatMap { Int($0) }
    let sizes = fixed.map { [$0] } ?? (quick ? [1_000] : [1_000, 10_000, 100_000])
    let depths = fixed.map { [$0] } ?? (quick ? [100] : [100, 1_000])
    func wanted(_ shape: String) -> Bool { only == nil || only == shape }

    // Warm up (type metadata, allocator) so the first case is not penalised.
    _ = ViewHost(flatRow(100), size: window)

    for n in sizes where wanted("flat-row") {
        print(measure("flat-row", n: n, runs: runs(for: n), size: window, flatRow(n)).json)
    }
    for n in sizes where wanted("nested-grid") {
        var levels = 0
        var leaves = 1
        while leaves < n { leaves *= 10; levels += 1 }
        print(measure("nested-grid", n: n, runs: runs(for: n), size: window, NestedGrid(levels: levels, horizontal: true)).json)
    }
    for n in sizes where wanted("flexible-row") {
        print(measure("flexible-row", n: n, runs: runs(for: n), size: window, flexibleRow(n)).json)
    }
    for depth in depths where wanted("deep-chain") {
        print(measure("deep-chain", n: depth, runs: 5, size: window, deepChain(depth)).json)
    }
    let phone = CGSize(width: 393, height: 852)
    for rows in (fixed.map { [$0] } ?? (quick ? [100] : [100, 1_000, 10_000])) where wanted("app-screen") {
        print(measure("app-screen", n: rows, runs: rows >= 10_000 ? 3 : 5, size: phone, AppScreen(rows: rows)).json)
    }
    for depth in (fixed.map { [$0] } ?? (quick ? [10] : [10, 20])) where wanted("alternating-text") {
        print(measure("alternating-text", n: depth, runs: 3, size: phone, AlternatingText(depth: depth, horizontal: true)).json)
    }
    for rows in (fixed.map { [$0] } ?? [50_000]) where wanted("lazy-list") { lazyList(rows, size: phone) }
}

MainActor.assumeIsolated { main() }
