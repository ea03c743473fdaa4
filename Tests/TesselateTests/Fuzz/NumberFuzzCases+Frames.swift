import Foundation
import Tesselate

/// The number fuzzer's cases, grouped by area: each case names the public APIs it passes the
/// value to (``NumberFuzzTests/testEveryPublicNumberAPIHasACase`` checks that every public API
/// taking a number is named by one).
enum NumberFuzzCases {
    static var all: [NumberCase] {
        frames + spacing + customLayouts + drawing + effects + text + controls + shapes + paths + scrolling + animations + hosts
            + interactions + canvas
    }
}

extension NumberFuzzCases {
    /// Frames, paddings, offsets and positions: SwiftUI logs "Invalid frame dimension" for a NaN,
    /// infinite or negative frame size; Tesselate also reports NaN paddings, offsets and positions.
    static let frames: [NumberCase] = [
        .view("View.frame(width:height:alignment:)", warns: warnsForBadLength, names: "Color") { v in
            VStack {
                Color.red.frame(width: v.f, height: v.g); Text("below")
            }
        },
        // A negative minimum is taken as 0 without a word (as SwiftUI); NaN and ∞ are reported.
        .view(
            "View.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)",
            warns: { !$0.d.isFinite || !$0.g.isFinite }, names: "Color"
        ) { v in
            VStack {
                Color.red.frame(minWidth: v.f, idealWidth: v.f, maxWidth: v.f, minHeight: v.g, idealHeight: v.g, maxHeight: v.g);
                Text("below")
            }
        },
        .view("flexible frame, max only") { v in
            HStack {
                Text("a").frame(maxWidth: v.f, maxHeight: v.g); Text("b").frame(idealWidth: v.f).fixedSize()
            }
        },
        .view("View.padding(_: CGFloat)", warns: warnsForFirstNaN, names: "Color") { v in
            VStack {
                Color.red.padding(v.f); Text("below")
            }
        },
        .view("View.padding(_: EdgeInsets)", "EdgeInsets.init(top:leading:bottom:trailing:)", warns: warnsForNaN, names: "Color") { v in
            VStack {
                Color.red.padding(v.insets); Text("below")
            }
        },
        .view("View.padding(_:_:)", warns: warnsForFirstNaN, names: "Color") { v in
            VStack {
                Color.red.padding(.horizontal, v.f); Text("below")
            }
        },
        .view("View.offset(x:y:)", warns: warnsForNaN, names: "Color") { v in
            VStack {
                Color.red.offset(x: v.f, y: v.g); Text("below")
            }
        },
        .view("View.offset(_:)", warns: warnsForNaN, names: "Color") { v in
            VStack {
                Color.red.offset(v.size); Text("below")
            }
        },
        .view("View.position(x:y:)", warns: warnsForNaN, names: "Color") { v in
            VStack {
                Color.red.position(x: v.f, y: v.g); Text("below")
            }
        },
        .view("View.position(_:)", warns: warnsForNaN, names: "Color") { v in
            VStack {
                Color.red.position(v.point); Text("below")
            }
        },
        .view("View.safeAreaPadding(_: CGFloat)", "View.safeAreaPadding(_: EdgeInsets)", "View.safeAreaPadding(_:_:)") { v in
            VStack {
                Color.red.safeAreaPadding(v.f); Color.blue.safeAreaPadding(v.insets); Color.green.safeAreaPadding(.top, v.f)
            }
        },
        .view("View.aspectRatio(_: CGFloat?, contentMode: ContentMode)", "View.aspectRatio(_: CGSize, contentMode: ContentMode)") { v in
            VStack {
                Color.red.aspectRatio(v.f, contentMode: .fit); Color.blue.aspectRatio(v.size, contentMode: .fill)
            }
        },
        .view("View.layoutPriority(_:)", "View.zIndex(_:)") { v in
            HStack {
                Text("first text").layoutPriority(v.d); Text("second text").zIndex(v.d)
            }.frame(width: 80)
        },
        .view(
            "View.alignmentGuide(_: HorizontalAlignment, computeValue: (ViewDimensions) -> CGFloat)",
            "View.alignmentGuide(_: VerticalAlignment, computeValue: (ViewDimensions) -> CGFloat)"
        ) { v in
            VStack(alignment: .leading) {
                Color.red.frame(width: 20, height: 20).alignmentGuide(.leading) { _ in v.f }
                HStack(alignment: .top) {
                    Color.blue.frame(width: 20, height: 20).alignmentGuide(.top) { $0.height * v.g }; Text("t")
                }
            }
        },
        .view("View.containerRelativeFrame(_:alignment:_:)", "View.containerRelativeFrame(_:count:span:spacing:alignment:)") { v in
            ScrollView(.horizontal) {
                HStack {
                    Color.red.containerRelativeFrame(.horizontal) { length, _ in length * v.f }
                    Color.blue.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: v.f)
                }
            }
        },
        .view("containerRelativeFrame counts", kind: .int) { v in
            ScrollView { Color.red.containerRelativeFrame(.vertical, count: v.i, span: v.i, spacing: 4) }
        },
        .view("View.navigationSplitViewColumnWidth(_:)", "View.navigationSplitViewColumnWidth(min:ideal:max:)") { v in
            NavigationSplitView {
                Text("side").navigationSplitViewColumnWidth(v.f)
            } detail: {
                Text("detail").navigationSplitViewColumnWidth(min: v.f, ideal: v.g, max: v.f)
            }
        },
        .view("View.defaultScrollAnchor(_:)") { v in
            ScrollView { VStack { ForEach(0..<30) { Text("row \($0)") } } }.defaultScrollAnchor(v.unit)
        },
        .view("TableColumn.width(_:)", "TableColumn.width(min:ideal:max:)") { v in
            Table([FuzzTableRow(id: 1, name: "a")]) {
                TableColumn("A", value: \.name).width(v.f)
                TableColumn("B", value: \.name).width(min: v.f, ideal: v.g, max: v.f)
            }
            .environment(\.horizontalSizeClass, .regular)
        },
        .view("View.listRowInsets(_:)", "View.listSectionSpacing(_:)", "ListSectionSpacing.custom(_:)") { v in
            List {
                Section { Text("a").listRowInsets(v.insets) }.listSectionSpacing(v.f)
                Section { Text("b") }.listSectionSpacing(.custom(v.g))
            }
        },
    ]
}

/// A row of the table the column-width case lays out.
struct FuzzTableRow: Identifiable {
    let id: Int
    let name: String
}
