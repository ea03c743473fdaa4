import TesselateTesting
import XCTest

@testable import Tesselate

/// A `Canvas` lays out as SwiftUI's (the space it is offered) and its renderer's commands are
/// drawn where, and as, the context's state says: transforms, clips, opacity, layers, text,
/// images and symbols.
@MainActor
final class CanvasTests: XCTestCase {
    private func picture<V: View>(_ view: V, size: CGSize = CGSize(width: 20, height: 20), scale: CGFloat = 2) throws -> DecodedPNG {
        try DecodedPNG(ViewHost(view, size: size).png(scale: scale))
    }

    func testACanvasTakesTheSpaceItIsOfferedAndGivesItToItsRenderer() async throws {
        var seen: CGSize?
        let host = ViewHost(
            VStack(spacing: 0) {
                Text("Title")
                Canvas { _, size in seen = size }
            }, size: CGSize(width: 200, height: 300))
        let canvas = try XCTUnwrap(host.frames(kind: ViewKind("Canvas")).first)
        let title = try XCTUnwrap(host.frames(kind: .text).first)
        XCTAssertEqual(canvas.width, 200)
        XCTAssertEqual(canvas.height, 300 - title.height, accuracy: 0.5, "it takes what the text leaves")
        _ = host.svg()
        XCTAssertEqual(seen, canvas.size)
        // Offered nothing along an axis (a horizontal scroll view's width), it is 10 points, as a shape.
        let scrolled = ViewHost(ScrollView(.horizontal) { Canvas { _, _ in } }, size: CGSize(width: 100, height: 50))
        XCTAssertEqual(scrolled.frames(kind: ViewKind("Canvas")).first?.width, 10)
    }

    func testFilledPathsAreDrawnInTheCanvasCoordinatesThroughTheTransform() async throws {
        let image = try picture(
            Canvas { context, size in
                context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red))
                context.translateBy(x: 10, y: 10)
                context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.blue))
            })
        XCTAssertEqual(image.pixel(4, 4), [255, 59, 48], "red at the canvas's top-leading corner")
        XCTAssertEqual(image.pixel(24, 24), [0, 122, 255], "blue moved by 10 points")
        XCTAssertEqual(image.pixel(14, 14), [255, 255, 255], "nothing between")
    }

    func testScaleRotateClipAndOpacityApplyToLaterCommands() async throws {
        let image = try picture(
            Canvas { context, size in
                var scaled = context
                scaled.scaleBy(x: 2, y: 2)
                scaled.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 2)), with: .color(.black))
                var clipped = context
                clipped.clip(to: Path(CGRect(x: 10, y: 0, width: 5, height: 20)))
                clipped.fill(Path(CGRect(x: 0, y: 10, width: 20, height: 10)), with: .color(.black))
                var faded = context
                faded.opacity = 0.5
                faded.fill(Path(CGRect(x: 0, y: 15, width: 5, height: 5)), with: .color(.black))
                var rotated = context
                rotated.translateBy(x: 18, y: 2)
                rotated.rotate(by: .degrees(90))
                rotated.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 1)), with: .color(.black))
            })
        XCTAssertEqual(image.pixel(7, 7), [0, 0, 0], "a 2-point square scaled to 4 points covers point 3.5")
        XCTAssertEqual(image.pixel(9, 9), [255, 255, 255], "and not point 4.5")
        XCTAssertEqual(image.pixel(24, 24), [0, 0, 0], "inside the clip")
        XCTAssertEqual(image.pixel(34, 24), [255, 255, 255], "outside the clip")
        XCTAssertEqual(Double(image.pixel(4, 36)[0]), 127.5, accuracy: 2, "half opacity")
        XCTAssertEqual(image.pixel(35, 10), [0, 0, 0], "a bar turned upright: x 17…18, y 2…6")
        XCTAssertEqual(image.pixel(39, 10), [255, 255, 255])
    }

    func testStrokesAndGradientsUseTheUserSpace() async throws {
        let image = try picture(
            Canvas { context, size in
                context.stroke(Path(ellipseIn: CGRect(x: 2, y: 2, width: 16, height: 16)), with: .color(.black), lineWidth: 2)
            })
        XCTAssertEqual(image.pixel(20, 4), [0, 0, 0], "the ring's top at y 2")
        XCTAssertEqual(image.pixel(20, 20), [255, 255, 255], "the inside is not filled")
        let gradient = try picture(
            Canvas { context, size in
                context.fill(
                    Path(CGRect(origin: .zero, size: size)),
                    with: .linearGradient(Gradient(colors: [.black, .white]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
            })
        XCTAssertLessThan(gradient.pixel(0, 20)[0], 8)
        XCTAssertEqual(Double(gradient.pixel(20, 20)[0]), 127.5, accuracy: 6)
        XCTAssertGreaterThan(gradient.pixel(39, 20)[0], 247)
    }

    func testALayerIsCompositedAsOneWithTheContextsOpacity() async throws {
        let image = try picture(
            Canvas { context, size in
                context.opacity = 0.5
                context.drawLayer { layer in
                    layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black))
                    layer.fill(Path(CGRect(x: 5, y: 0, width: 10, height: 10)), with: .color(.black))
                }
            })
        // Overlapping commands in one layer do not darken each other: the layer is faded once.
        XCTAssertEqual(Double(image.pixel(4, 4)[0]), 127.5, accuracy: 2)
        XCTAssertEqual(Double(image.pixel(14, 4)[0]), 127.5, accuracy: 2)
    }

    func testATapOnWhatACanvasDrawsReachesItsGesture() async throws {
        final class Taps { var count = 0 }
        let taps = Taps()
        let host = ViewHost(
            VStack {
                Text("Sketch")
                Canvas { context, size in context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.yellow)) }
                    .frame(width: 100, height: 100)
                    .onTapGesture { taps.count += 1 }
            }, size: CGSize(width: 300, height: 300))
        XCTAssertTrue(host.find(.kind(ViewKind("Canvas")))?.tap() == true)
        XCTAssertEqual(taps.count, 1)
    }

    func testTheBlendModeAppliesToLaterCommands() async throws {
        let image = try picture(
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
                context.blendMode = GraphicsContext.BlendMode.multiply
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
            })
        XCTAssertEqual(image.pixel(20, 20), [0, 28, 48], "red multiplied over blue, as a view's blendMode(.multiply)")
    }

    func testTextIsLaidOutAsATextViewAndDrawnAtItsAnchor() async throws {
        var measured = CGSize.zero
        let host = ViewHost(
            Canvas { context, size in
                let text = context.resolve(Text("Hello").font(.body))
                measured = text.measure(in: size)
                context.draw(text, at: CGPoint(x: size.width / 2, y: size.height / 2))
            }, size: CGSize(width: 200, height: 100))
        let drawn = texts(in: DrawListBuilder(tree: host.tree, engine: host.engine).build())
        XCTAssertEqual(drawn.map(\.lines), [["Hello"]])
        XCTAssertEqual(measured, TextMeasurement("Hello", font: .body).size, "a canvas measures as a Text")
        XCTAssertEqual(drawn.first?.frame.size, measured)
    }

    func testTheForegroundShadingIsTheEnvironmentsStyle() async throws {
        let image = try picture(
            Canvas { context, size in context.fill(Path(CGRect(origin: .zero, size: size)), with: .foreground) }
                .foregroundStyle(.blue))
        XCTAssertEqual(image.pixel(20, 20), [0, 122, 255])
    }

    func testSymbolsAreDrawnWhereTheRendererPutsThem() async throws {
        let image = try picture(
            Canvas { context, size in
                if let dot = context.resolveSymbol(id: "dot") {
                    XCTAssertEqual(dot.size, CGSize(width: 4, height: 4))
                    context.draw(dot, at: CGPoint(x: 15, y: 15), anchor: .center)
                }
            } symbols: {
                Color.red.frame(width: 4, height: 4).tag("dot")
            })
        XCTAssertEqual(image.pixel(30, 30), [255, 59, 48], "the symbol around (15, 15)")
        XCTAssertEqual(image.pixel(2, 2), [255, 255, 255], "not where the layout put it")
    }

    func testNonFiniteGeometryIsReportedAndNotDrawn() async throws {
        let host = ViewHost(
            Canvas { context, size in
                context.fill(Path(CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5)), with: .color(.red))
                context.stroke(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red), lineWidth: -1)
            }, size: CGSize(width: 20, height: 20))
        XCTAssertEqual(host.diagnostics.map(\.code), [.invalidValue, .invalidValue])
        XCTAssertTrue(host.diagnostics.allSatisfy { $0.message.hasPrefix("Canvas: ") })
    }

    private func texts(in items: [DrawItem]) -> [(lines: [String], frame: CGRect)] {
        items.flatMap { item -> [(lines: [String], frame: CGRect)] in
            switch item {
            case .text(let text, let frame): [(text.lines, frame)]
            case .group(let group): texts(in: group.items)
            default: []
            }
        }
    }
}
