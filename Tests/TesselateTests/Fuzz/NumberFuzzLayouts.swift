import Foundation
import Tesselate

/// Custom layouts that pass the fuzzed value through the `Layout` protocol: as their own answer
/// (`sizeThatFits`), as a placement (`place(at:anchor:proposal:)`), and as the bounds they give
/// the built-in layouts' `placeSubviews` and `explicitAlignment`.
struct AnsweringLayout: Layout {
    var answer: CGSize
    var position: CGPoint
    var anchor: UnitPoint
    var proposal: ProposedViewSize

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { answer }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: position, anchor: anchor, proposal: self.proposal) }
    }
}

/// Places its subviews with a built-in layout (`HStackLayout`, `VStackLayout`, `ZStackLayout`,
/// or any of them through `AnyLayout`) in `bounds`, whatever bounds it is given, and asks for
/// their explicit alignments in those bounds.
struct DelegatingLayout: Layout {
    enum Inner { case hStack, vStack, zStack, any }
    var inner: Inner
    var bounds: CGRect
    var proposal: ProposedViewSize

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 100)
    }

    func placeSubviews(in _: CGRect, proposal _: ProposedViewSize, subviews: Subviews, cache _: inout ()) {
        switch inner {
        case .hStack:
            let layout = HStackLayout(spacing: 2)
            var cache = layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            _ = layout.explicitAlignment(of: HorizontalAlignment.leading, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            _ = layout.explicitAlignment(of: VerticalAlignment.top, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        case .vStack:
            let layout = VStackLayout(spacing: 2)
            var cache = layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        case .zStack:
            let layout = ZStackLayout()
            var cache: Void = ()
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        case .any:
            let layout = AnyLayout(VStackLayout())
            var cache = layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            _ = layout.explicitAlignment(of: HorizontalAlignment.center, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            _ = layout.explicitAlignment(of: VerticalAlignment.center, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }
}

extension NumberFuzzCases {
    static let customLayouts: [NumberCase] = [
        .view("LayoutSubview.place(at:anchor:proposal:)", "ProposedViewSize.init(width:height:)") { v in
            AnsweringLayout(
                answer: CGSize(width: 50, height: 50), position: v.point, anchor: v.unit,
                proposal: ProposedViewSize(width: v.f, height: v.g)
            ) {
                Color.red; Text("placed")
            }
        },
        .view("ProposedViewSize.init(_:)", "ProposedViewSize.replacingUnspecifiedDimensions(by:)") { v in
            AnsweringLayout(
                answer: ProposedViewSize(width: nil, height: 5).replacingUnspecifiedDimensions(by: v.size), position: .zero,
                anchor: .topLeading,
                proposal: ProposedViewSize(v.size)
            ) { Text("proposed") }
        },
        // A layout answering a size: SwiftUI logs nothing for a huge answer, but a NaN or
        // negative one is reported ("A view chose a NaN, negative or infinite size").
        NumberCase.view("AnsweringLayout.sizeThatFits", warns: { !$0.d.isFinite || $0.d < 0 || $0.g < 0 }, names: "AnsweringLayout") { v in
            VStack {
                AnsweringLayout(answer: v.size, position: .zero, anchor: .topLeading, proposal: .unspecified) { Color.red }
                Text("below")
            }
        },
        .view(
            "HStackLayout.placeSubviews(in:proposal:subviews:cache:)",
            "Layout.explicitAlignment(of: HorizontalAlignment, in: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: Cache)",
            "Layout.explicitAlignment(of: VerticalAlignment, in: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: Cache)"
        ) { v in
            DelegatingLayout(inner: .hStack, bounds: v.rect, proposal: ProposedViewSize(v.size)) {
                Color.red; Text("h")
            }
        },
        .view("VStackLayout.placeSubviews(in:proposal:subviews:cache:)") { v in
            DelegatingLayout(inner: .vStack, bounds: v.rect, proposal: ProposedViewSize(v.size)) {
                Color.red; Text("v")
            }
        },
        .view("ZStackLayout.placeSubviews(in:proposal:subviews:cache:)") { v in
            DelegatingLayout(inner: .zStack, bounds: v.rect, proposal: ProposedViewSize(v.size)) {
                Color.red; Text("z")
            }
        },
        .view(
            "AnyLayout.placeSubviews(in:proposal:subviews:cache:)",
            "AnyLayout.explicitAlignment(of: HorizontalAlignment, in: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: Cache)",
            "AnyLayout.explicitAlignment(of: VerticalAlignment, in: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: Cache)"
        ) { v in
            DelegatingLayout(inner: .any, bounds: v.rect, proposal: ProposedViewSize(v.size)) {
                Color.red; Text("any")
            }
        },
        .view("HStackLayout.init(alignment:spacing:)", "VStackLayout.init(alignment:spacing:)", warns: warnsForFirstNaN, names: "HStack") {
            v in
            HStackLayout(spacing: v.f) {
                Color.red;
                VStackLayout(spacing: v.g) {
                    Color.blue; Text("s")
                }
            }
        },
    ]
}
