import Foundation
import Tesselate

/// A scroll view whose position starts at, and is then sent to, fuzzed points and anchors.
struct ScrollPositionProbe: View {
    enum Start { case id, point, xy }
    enum Move { case id, point, x, y, xy }
    var v: FuzzNumber
    var move: Move
    @State private var position: ScrollPosition

    init(v: FuzzNumber, start: Start, move: Move) {
        self.v = v
        self.move = move
        switch start {
        case .id: _position = State(initialValue: ScrollPosition(id: 5, anchor: v.unit))
        case .point: _position = State(initialValue: ScrollPosition(point: v.point))
        case .xy: _position = State(initialValue: ScrollPosition(x: v.f, y: v.g))
        }
    }

    var body: some View {
        ScrollView { LazyVStack { ForEach(0..<40) { Text("row \($0)").id($0) } }.scrollTargetLayout() }
            .scrollPosition($position, anchor: v.unit)
            .onAppear {
                switch move {
                case .id: position.scrollTo(id: 30, anchor: v.unit)
                case .point: position.scrollTo(point: v.point)
                case .x: position.scrollTo(x: v.f)
                case .y: position.scrollTo(y: v.g)
                case .xy: position.scrollTo(x: v.f, y: v.g)
                }
            }
    }
}

/// A scroll view scrolled by a `ScrollViewReader`'s proxy, with a fuzzed anchor, and one that
/// reports the row at a fuzzed anchor through `scrollPosition(id:anchor:)`.
struct ScrollProxyProbe: View {
    var anchor: UnitPoint
    @State private var row: Int? = 10
    var body: some View {
        VStack {
            ScrollViewReader { proxy in
                ScrollView { VStack { ForEach(0..<40) { Text("line \($0)").id($0) } } }.onAppear { proxy.scrollTo(20, anchor: anchor) }
            }
            ScrollView { LazyVStack { ForEach(0..<40) { Text("entry \($0)").id($0) } }.scrollTargetLayout() }.scrollPosition(
                id: $row, anchor: anchor)
        }
    }
}

extension NumberFuzzCases {
    /// Scroll positions, proxies and anchors.
    static let scrolling: [NumberCase] = [
        .view("ScrollPosition.init(id:anchor:)", "ScrollPosition.scrollTo(id:anchor:)", "View.scrollPosition(_:anchor:)") { v in
            ScrollPositionProbe(v: v, start: .id, move: .id)
        },
        .view("ScrollPosition.init(point:)", "ScrollPosition.scrollTo(point:)") { v in
            ScrollPositionProbe(v: v, start: .point, move: .point)
        },
        .view("ScrollPosition.init(x:y:)", "ScrollPosition.scrollTo(x:)") { v in ScrollPositionProbe(v: v, start: .xy, move: .x) },
        .view("ScrollPosition.scrollTo(y:)") { v in ScrollPositionProbe(v: v, start: .id, move: .y) },
        .view("ScrollPosition.scrollTo(x:y:)") { v in ScrollPositionProbe(v: v, start: .point, move: .xy) },
        .view("ScrollViewProxy.scrollTo(_:anchor:)", "View.scrollPosition(id:anchor:)") { v in ScrollProxyProbe(anchor: v.unit) },
        .acting(
            "View.contentMargins(_: Edge.Set, _: CGFloat?, for: ContentMarginPlacement)",
            "View.contentMargins(_: Edge.Set, _: EdgeInsets, for: ContentMarginPlacement)", "View.contentMargins(_:for:)"
        ) { v in
            ScrollView {
                VStack { ForEach(0..<8, id: \.self) { Text("Row \($0)").frame(height: 60) } }
            }
            .contentMargins(.horizontal, v.f).contentMargins(.top, v.insets, for: .scrollContent).contentMargins(v.g)
        } act: { host, _ in
            host.scroll(to: CGPoint(x: 0, y: 10_000))
        },
        .acting("ScrollTarget.init(rect:anchor:)") { v in
            ScrollView {
                VStack { ForEach(0..<8, id: \.self) { Text("Row \($0)").frame(height: 60) } }
            }
            .scrollTargetBehavior(FuzzedScrollTarget(rect: v.rect, anchor: v.unit))
        } act: { host, _ in
            host.scroll(by: CGSize(width: 0, height: 100))
        },
    ]
}

/// A scroll target behavior that ends every scroll at the fuzzed rectangle and anchor.
private struct FuzzedScrollTarget: ScrollTargetBehavior {
    let rect: CGRect
    let anchor: UnitPoint

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        target = ScrollTarget(rect: rect, anchor: anchor)
    }
}
