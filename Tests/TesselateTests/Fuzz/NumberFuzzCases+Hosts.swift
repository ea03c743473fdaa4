import Foundation
import Tesselate
@testable import TesselateTesting

/// A small screen of stacks, text, a list and a scroll view, for the host cases.
struct HostProbe: View {
    var body: some View {
        VStack {
            Text("title").font(.title)
            ScrollView { VStack { ForEach(0..<30) { Text("row \($0)").id($0) } } }.id("scroll")
            List { ForEach([1, 2, 3], id: \.self) { Text("item \($0)") }.onMove { _, _ in } }
        }
    }
}

/// Sets a preference from an anchor made of fuzzed numbers and places a mark at it.
struct AnchorProbe: View {
    struct Key: PreferenceKey {
        static let defaultValue: [Anchor<CGRect>] = []
        static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) { value += nextValue() }
    }
    struct PointKey: PreferenceKey {
        static let defaultValue: [Anchor<CGPoint>] = []
        static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) { value += nextValue() }
    }
    var v: FuzzNumber
    var body: some View {
        VStack {
            Color.red.frame(width: 20, height: 20).anchorPreference(key: Key.self, value: .rect(v.rect)) { [$0] }
            Color.blue.frame(width: 20, height: 20).anchorPreference(key: PointKey.self, value: .point(v.point)) { [$0] }
            Color.green.frame(width: 20, height: 20).anchorPreference(key: PointKey.self, value: .unitPoint(v.unit)) { [$0] }
        }
        .overlayPreferenceValue(Key.self) { anchors in
            GeometryReader { proxy in
                ForEach(0..<anchors.count, id: \.self) { Color.black.frame(width: proxy[anchors[$0]].width, height: 2) }
            }
        }
        .overlayPreferenceValue(PointKey.self) { anchors in
            GeometryReader { proxy in ForEach(0..<anchors.count, id: \.self) { Text("mark").position(proxy[anchors[$0]]) } }
        }
    }
}

enum NumberGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}

extension NumberFuzzCases {
    /// Windows, scales, devices and previews; the host's own numeric API (scrolling, the
    /// keyboard, list moves, rendering); values that only pass through (animatable arithmetic,
    /// option sets).
    static let hosts: [NumberCase] = [
        .host("ViewHost.init(_:size:displayScale:)") { v in ViewHost(AnyView(HostProbe()), size: v.size, displayScale: v.f) },
        .host("window size at scale 3") { v in ViewHost(AnyView(HostProbe()), size: v.size, displayScale: 3) },
        .host(
            "Device.init(name:portraitSize:displayScale:portraitSafeAreaInsets:landscapeSafeAreaInsets:orientation:portraitStatusBarHeight:)"
        ) { v in
            let device = Device(
                name: "fuzzed", portraitSize: v.size, displayScale: v.f, portraitSafeAreaInsets: v.insets,
                landscapeSafeAreaInsets: v.insets, orientation: v.d < 0 ? .landscape : .portrait, portraitStatusBarHeight: v.g)
            return ViewHost(AnyView(HostProbe()), device: device)
        },
        .host("Preview.init(_:traits:fileID:line:body:)", "PreviewTrait.fixedLayout(width:height:)") { v in
            ViewHost(
                preview: Preview(
                    "fuzzed", traits: .fixedLayout(width: v.f, height: v.g), line: Int(exactly: v.d.rounded(.towardZero)) ?? .min
                ) { HostProbe() })
        },
        .acting(
            "AsyncImage.init(url:scale:)", "AsyncImage.init(url:scale:content:placeholder:)",
            "AsyncImage.init(url:scale:transaction:content:)",
            "ViewHost.respondToImage(url:pixelSize:)"
        ) { v in
            let url = URL(string: "https://example.com/fuzz.png")
            VStack {
                AsyncImage(url: url, scale: v.f)
                AsyncImage(url: url, scale: v.f) {
                    $0.resizable()
                } placeholder: {
                    Color.red
                }
                AsyncImage(url: url, scale: v.f) { $0.image }
            }
        } act: { host, v in
            host.respondToImage(url: URL(string: "https://example.com/fuzz.png")!, pixelSize: v.size)
        },
        NumberCase(
            keys: [
                "ViewHost.scroll(to:in:)", "ViewHost.scroll(by:in:)", "ViewHost.showKeyboard(height:)", "ViewHost.render(pointsPerCell:)",
                "RasterOptions.init(pointsPerCell:shades:border:)", "ViewHost.html(widths:)",
            ],
            make: { _ in ViewHost(AnyView(HostProbe()), size: NumberCase.window, displayScale: 3) },
            act: { host, v in
                host.scroll(to: v.point, in: "scroll"); host.scroll(by: v.size, in: "scroll"); host.scroll(to: v.point)
                host.showKeyboard(height: v.f)
                _ = host.render(pointsPerCell: v.size); _ = host.render(RasterOptions(pointsPerCell: v.size))
                _ = host.html(widths: [v.f, 100])
            }),
        NumberCase(
            keys: ["ViewHost.png(scale:)", "SnapshotStrategy.png(scale:)"],
            make: { _ in ViewHost(AnyView(HostProbe()), size: CGSize(width: 24, height: 24), displayScale: 3) },
            act: { host, v in
                _ = host.png(scale: v.f)
                _ = SnapshotStrategy.png(scale: v.f).image?(host.layoutSnapshot)
            }),
        NumberCase(
            keys: ["ViewHost.moveListRow(id:toOffset:)", "DumpOptions.init(properties:maxDepth:subtreeID:)", "Properties.init(rawValue:)"],
            kind: .int,
            make: { _ in ViewHost(AnyView(HostProbe()), size: NumberCase.window, displayScale: 3) },
            act: { host, v in
                _ = host.moveListRow(id: 1, toOffset: v.i)
                _ = host.dump(DumpOptions(properties: DumpOptions.Properties(rawValue: v.i), maxDepth: v.i))
            }),
        .view("Anchor.Source.rect(_:)", "Anchor.Source.point(_:)", "Anchor.Source.unitPoint(_:)") { v in AnchorProbe(v: v) },
        .view(
            "AnimatablePair.scale(by:)", "CGFloat.scale(by:)", "Double.scale(by:)", "Float.scale(by:)", "EmptyAnimatableData.scale(by:)",
            "VectorArithmetic.scaled(by:)", "AlignmentID._combineExplicit(childValue:_:into:)"
        ) { v in
            let scaled: Bool = {
                var pair = AnimatablePair(CGFloat(1), 2.0)
                pair.scale(by: v.d)
                var float = Float(1), double = 1.0, cgFloat = CGFloat(1), empty = EmptyAnimatableData()
                float.scale(by: v.d); double.scale(by: v.d); cgFloat.scale(by: v.d); empty.scale(by: v.d)
                var combined: CGFloat? = nil
                NumberGuide._combineExplicit(childValue: v.f, 0, into: &combined)
                NumberGuide._combineExplicit(childValue: v.g, 1, into: &combined)
                return double.scaled(by: v.d) == cgFloat
            }()
            Text(scaled ? "same" : "different")
        },
        .view("alignment guide combining", kind: .int) { v in
            var combined: CGFloat? = 1
            let _: Void = NumberGuide._combineExplicit(childValue: 3, v.i, into: &combined)
            Text("combined")
        },
    ]
}
