import XCTest
@testable import Tesselate

/// Filling and stroking shapes (`fill`, `stroke`, `strokeBorder`, `StrokeStyle`), in layout and in
/// both pictures. SwiftUI's rules: a shape view takes the space it is offered whatever its paint;
/// `stroke` is centred on the outline (half outside the frame); `strokeBorder` insets the shape by
/// half the line width first, so it stays inside (Apple: "equivalent to insetting self by
/// lineWidth / 2 and stroking the resulting shape"); `StrokeStyle` defaults to CoreGraphics' (1
/// point, butt caps, miter joins, miter limit 10). Pictures at 1 point a cell, 1x.
final class ShapeStrokeTests: XCTestCase {
    @MainActor private func host<V: View>(_ view: V, _ w: CGFloat = 20, _ h: CGFloat = 16) -> ViewHost<V> {
        ViewHost(view, size: CGSize(width: w, height: h), displayScale: 1)
    }

    @MainActor private func picture<V: View>(_ view: V, _ w: CGFloat = 20, _ h: CGFloat = 16) -> [String] {
        host(view, w, h).render(RasterOptions(pointsPerCell: CGSize(width: 1, height: 1), border: false)).components(separatedBy: "\n")
    }

    @MainActor func testStrokeLayoutIsTheShapes() async {
        let h = host(Circle().stroke(Color.red, lineWidth: 6).frame(width: 12, height: 8).id("ring"))
        assertFrame(h.exactFrame(id: "ring"), 4, 4, 12, 8)
        let bare = host(Capsule().strokeBorder(Color.red, lineWidth: 3).id("chip"))
        assertFrame(bare.exactFrame(id: "chip"), 0, 0, 20, 16, "a stroked shape is greedy, as a filled one")
        XCTAssertTrue(bare.diagnostics.isEmpty, "\(bare.diagnostics)")
    }

    @MainActor func testStrokeIsCentredOnTheOutline() async {
        // A 12×8 rect at (4, 4) stroked 4 wide covers 2…18 × 2…14 less its 8×4 middle.
        let rows = picture(Rectangle().stroke(Color.black, lineWidth: 4).frame(width: 12, height: 8))
        XCTAssertEqual(rows[1], "                    ")
        XCTAssertEqual(rows[2], "  @@@@@@@@@@@@@@@@  ")
        XCTAssertEqual(rows[6], "  @@@@        @@@@  ")
        XCTAssertEqual(rows[13], "  @@@@@@@@@@@@@@@@  ")
        XCTAssertEqual(rows[14], "                    ")
    }

    @MainActor func testStrokeBorderStaysInsideTheFrame() async {
        let rows = picture(Rectangle().strokeBorder(Color.black, lineWidth: 2).frame(width: 12, height: 8))
        XCTAssertEqual(rows[3], "                    ")
        XCTAssertEqual(rows[4], "    @@@@@@@@@@@@    ")
        XCTAssertEqual(rows[6], "    @@        @@    ")
        XCTAssertEqual(rows[11], "    @@@@@@@@@@@@    ")
        XCTAssertEqual(rows[12], "                    ")
        let svg = host(Rectangle().strokeBorder(Color.black, lineWidth: 2).frame(width: 12, height: 8)).svg()
        XCTAssertTrue(
            svg.contains(
                "<rect x=\"5\" y=\"5\" width=\"10\" height=\"6\" fill=\"none\" stroke=\"#000000\" stroke-width=\"2\" "
                    + "stroke-miterlimit=\"10\"/>"), svg)
    }

    @MainActor func testAThinStrokePaintsTheCellsItCrosses() async {
        // A 1-point border at the default 8×16 cells: thinner than a cell, still drawn, at half
        // its opacity (black at 0.5 is `+`), so what is under it shows through.
        let view = Color.clear.frame(width: 64, height: 48).border(Color.black)
        let text = ViewHost(view, size: CGSize(width: 80, height: 64), displayScale: 1).render(RasterOptions(border: false))
        XCTAssertEqual(
            text.components(separatedBy: "\n"),
            [
                " ++++++++ ",
                " +      + ",
                " +      + ",
                " ++++++++ ",
            ])
        let labelled = Text("ok").frame(width: 64, height: 48).border(Color.black)
        let rows = ViewHost(labelled, size: CGSize(width: 80, height: 64), displayScale: 1).render(RasterOptions(border: false))
        XCTAssertTrue(rows.contains("ok"), "a hairline does not hide text: \(rows)")
    }

    @MainActor func testFillThenStrokePaintsBothInOrder() async {
        let h = host(Circle().fill(Color.yellow).stroke(Color.black, lineWidth: 2).frame(width: 14, height: 14))
        let svg = h.svg()
        let fill = svg.range(of: "<circle cx=\"10\" cy=\"8\" r=\"7\" fill=\"#ffcc00\"/>")
        let stroke = svg.range(
            of: "<circle cx=\"10\" cy=\"8\" r=\"7\" fill=\"none\" stroke=\"#000000\" stroke-width=\"2\" stroke-miterlimit=\"10\"/>")
        XCTAssertNotNil(fill, svg)
        XCTAssertNotNil(stroke, svg)
        if let fill, let stroke { XCTAssertLessThan(fill.lowerBound, stroke.lowerBound, "the fill is under the stroke") }
        XCTAssertTrue(h.dump().contains("Circle(fill: yellow, stroke: black, lineWidth: 2)"), h.dump())
        let rows = picture(Circle().fill(Color.yellow).stroke(Color.black, lineWidth: 2).frame(width: 14, height: 14))
        XCTAssertEqual(rows[8], "  @@::::::::::::@@  ", "the stroke over the fill, half of it outside")
    }

    @MainActor func testStrokeStyleAttributesInTheSVG() async {
        let style = StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel, dash: [6, 2, 1], dashPhase: 1)
        let svg = host(Capsule().stroke(Color.blue.opacity(0.5), style: style).frame(width: 16, height: 8)).svg()
        XCTAssertTrue(
            svg.contains(
                "<rect x=\"2\" y=\"4\" width=\"16\" height=\"8\" rx=\"4\" ry=\"4\" fill=\"none\" stroke=\"#007aff\" "
                    + "stroke-opacity=\"0.5\" stroke-width=\"3\" stroke-linecap=\"round\" stroke-linejoin=\"bevel\" "
                    + "stroke-dasharray=\"6 2 1 6 2 1\" stroke-dashoffset=\"1\"/>"), svg)
        XCTAssertEqual(StrokeStyle(), StrokeStyle(lineWidth: 1, lineCap: .butt, lineJoin: .miter, miterLimit: 10, dash: [], dashPhase: 0))
    }

    @MainActor func testGradientStrokeUsesTheGradientAsItsPaint() async {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let svg = host(Circle().stroke(gradient, lineWidth: 2)).svg()
        XCTAssertTrue(svg.contains("fill=\"none\" stroke=\"url(#gradient1)\" stroke-width=\"2\""), svg)
    }

    @MainActor func testStrokeAsAShapeTakesTheForegroundColour() async {
        // `stroke(lineWidth:)` is a shape (the stroke's area), filled like any shape.
        let h = host(Circle().stroke(lineWidth: 2).foregroundColor(.red).frame(width: 10, height: 10))
        XCTAssertTrue(h.svg().contains("<circle cx=\"10\" cy=\"8\" r=\"5\" fill=\"none\" stroke=\"#ff3b30\" stroke-width=\"2\""), h.svg())
        XCTAssertTrue(h.dump().contains("Circle(stroke: lineWidth: 2, fill: red)"), h.dump())
        let border = host(RoundedRectangle(cornerRadius: 4).strokeBorder(lineWidth: 2).frame(width: 12, height: 8))
        XCTAssertTrue(
            border.svg().contains("<rect x=\"5\" y=\"5\" width=\"10\" height=\"6\" rx=\"3\" ry=\"3\" fill=\"none\" stroke=\"#000000\""),
            "inset by 1: the radius shrinks by 1 too. \(border.svg())")
        XCTAssertTrue(host(Circle().fill()).svg().contains("<circle cx=\"10\" cy=\"8\" r=\"8\" fill=\"#000000\"/>"))
    }

    @MainActor func testEvenOddFill() async {
        let ring = Path { p in
            p.addEllipse(in: CGRect(x: 2, y: 0, width: 16, height: 16))
            p.addEllipse(in: CGRect(x: 6, y: 4, width: 8, height: 8))
        }
        XCTAssertEqual(picture(ring.fill(Color.black, style: FillStyle(eoFill: true)))[8], "  @@@@        @@@@  ")
        XCTAssertEqual(picture(ring.fill(Color.black))[8], "  @@@@@@@@@@@@@@@@  ")
        XCTAssertTrue(host(ring.fill(Color.black, style: FillStyle(eoFill: true))).svg().contains("fill-rule=\"evenodd\""))
    }

    @MainActor func testBadStrokeValuesAreReported() async {
        let h = host(
            VStack {
                Circle().stroke(Color.red, lineWidth: -2)
                Circle().stroke(Color.red, style: StrokeStyle(lineWidth: .nan, dash: [4, -1]))
                RoundedRectangle(cornerRadius: -3)
            })
        let messages = h.diagnostics.map(\.message)
        XCTAssertTrue(h.diagnostics.allSatisfy { $0.code == .invalidValue }, "\(h.diagnostics)")
        XCTAssertTrue(messages.contains("stroke: lineWidth -2 is taken as 0"), "\(messages)")
        XCTAssertTrue(messages.contains("stroke: lineWidth nan is taken as 0"), "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("dash") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("RoundedRectangle(cornerSize: -3×-3)") }, "\(messages)")
        XCTAssertFalse(h.svg().contains("stroke=\"#ff3b30\""), "a stroke of width 0 draws nothing")
    }

    /// Extreme paths and effects draw in bounded time and never crash: huge or NaN coordinates,
    /// tiny dashes, a thousand-turn arc, a huge shadow.
    @MainActor func testExtremeValuesDrawWithoutHanging() async {
        let wild = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addLine(to: CGPoint(x: 1e12, y: 5))
            p.addLine(to: CGPoint(x: CGFloat.nan, y: 3))
            p.addRelativeArc(center: CGPoint(x: 10, y: 8), radius: 5, startAngle: .zero, delta: .degrees(360_000))
            p.addCurve(to: CGPoint(x: 1e300, y: -1e300), control1: .zero, control2: CGPoint(x: CGFloat.infinity, y: 0))
        }
        let view = ZStack {
            wild.stroke(Color.black, style: StrokeStyle(lineWidth: 2, dash: [0.001, 0.001]))
            wild.stroke(Color.black, style: StrokeStyle(lineWidth: 1e9, lineJoin: .round))
            Circle().trim(from: 0.2, to: 0.3).stroke(Color.red, lineWidth: 3)
            Color.white.frame(width: 4, height: 4).shadow(radius: 1e9, x: 1e9)
        }
        let h = host(view)
        XCTAssertEqual(
            Set(h.diagnostics.map(\.message)), ["Path: a point or rect is not finite; the pictures leave out what they cannot place"],
            "the NaN point is reported (once per view); huge values are valid")
        XCTAssertEqual(h.diagnostics.map(\.code), [.invalidValue, .invalidValue])
        XCTAssertFalse(h.render(RasterOptions(pointsPerCell: CGSize(width: 1, height: 1))).isEmpty)
        XCTAssertFalse(h.svg().isEmpty)
        var arc = Path()
        arc.addRelativeArc(center: .zero, radius: 1, startAngle: .zero, delta: .degrees(360_000))
        XCTAssertEqual(arc.parts.count, 5, "a move and one whole turn of four quarters")
    }
}
