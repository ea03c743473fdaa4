import XCTest

@testable import Tesselate

/// `ViewHost.png(scale:)` draws the window: views where the layout put them, in their colours,
/// through their effects; the same bytes every time; never a NaN, never unbounded.
@MainActor
final class PixelRendererTests: XCTestCase {
    private func picture<V: View>(_ view: V, size: CGSize = CGSize(width: 20, height: 20), scale: CGFloat = 2) throws -> DecodedPNG {
        try DecodedPNG(ViewHost(view, size: size).png(scale: scale))
    }

    func testAViewIsPaintedWhereItIsPlacedInItsColour() async throws {
        // A 10×10 red square centred in a 20×20 window: points 5…15, pixels 10…30 at 2x.
        let image = try picture(Color.red.frame(width: 10, height: 10))
        XCTAssertEqual([image.width, image.height], [40, 40])
        XCTAssertEqual(image.pixel(10, 10), [255, 59, 48], "systemRed")
        XCTAssertEqual(image.pixel(29, 29), [255, 59, 48])
        XCTAssertEqual(image.pixel(9, 20), [255, 255, 255], "the window's white")
        XCTAssertEqual(image.pixel(30, 20), [255, 255, 255])
    }

    /// A picture is never unbounded: at most 16 777 216 pixels, and at most 65 536 on a side (a
    /// window a billion points wide is drawn small, not as a strip of millions of pixels by one).
    func testLargeWindowsAreDrawnSmaller() async throws {
        let strip = try picture(Color.red, size: CGSize(width: 1e9, height: 300), scale: 2)
        XCTAssertEqual([strip.width, strip.height], [65_536, 1])
    }

    func testAHalfPixelEdgeIsAntiAliased() async throws {
        // A path's rect from x 5.5 at 1x: pixel 5 is half covered, half black on white.
        let image = try picture(Path(CGRect(x: 5.5, y: 5, width: 9, height: 10)).fill(.black), scale: 1)
        XCTAssertEqual(Double(image.pixel(5, 10)[0]), 127.5, accuracy: 1)
        XCTAssertEqual(image.pixel(6, 10)[0], 0)
        XCTAssertEqual(Double(image.pixel(14, 10)[0]), 127.5, accuracy: 1)
    }

    func testAStrokeIsAsWideInPointsAtEveryScale() async throws {
        // A 4-point horizontal line through y = 10: 4 points of ink at 1x, 12 pixels at 3x, and
        // its dashes (6 on, 6 off from x 2) scale with it.
        let line = Path { path in
            path.move(to: CGPoint(x: 2, y: 10))
            path.addLine(to: CGPoint(x: 18, y: 10))
        }
        for scale in [1.0, 3.0] {
            let image = try picture(line.stroke(.black, style: StrokeStyle(lineWidth: 4, dash: [6, 6])), scale: scale)
            let column = Int(4 * scale)
            let inked = (0..<image.height).filter { image.pixel(column, $0)[0] < 128 }
            XCTAssertEqual(inked.count, Int(4 * scale), "at \(scale)x")
            XCTAssertEqual(image.pixel(Int(10 * scale), Int(10 * scale)), [255, 255, 255], "the gap from 8 to 14 at \(scale)x")
        }
    }

    func testEffectsNestedBeyondThePicturesMemoryAreDrawnWithoutThemAndReported() async throws {
        // Five half-opacity groups, each covering the window, each holding a layer as large as
        // the picture. The budget is three pictures: the three outer groups get their layers,
        // the two inside are drawn straight onto the third and reported. Red at 12.5%, not 3%.
        let nested = Rectangle().fill(.red).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5)
        let host = ViewHost(nested, size: CGSize(width: 20, height: 20))
        let image = try DecodedPNG(host.png(scale: 1))
        XCTAssertEqual(Double(image.pixel(10, 10)[1]), 59 * 0.125 + 255 * 0.875, accuracy: 1, "three layers' opacity")
        let reports = host.diagnostics.filter { $0.code == .nestingTooDeep }.map(\.message)
        XCTAssertEqual(reports.count, 1)
        XCTAssertTrue(reports.first?.hasPrefix("png: 2 effect groups nested too deeply") == true, "\(reports)")
        let shallow = ViewHost(Rectangle().fill(.red).opacity(0.5).opacity(0.5).opacity(0.5), size: CGSize(width: 20, height: 20))
        _ = shallow.png(scale: 1)
        XCTAssertEqual(shallow.diagnostics, [], "three layers fit")
    }

    func testASheetIsDrawnWithRoundedTopCorners() async throws {
        // A large sheet's card spans 0…393 from y 69 to the window's bottom; its content fills
        // it. The top corners (10-point radius) show the dimmed window, the bottom ones do not.
        let host = ViewHost(Color.white.sheet(isPresented: .constant(true)) { Color.red.ignoresSafeArea() }, device: .iPhone16)
        let image = try DecodedPNG(host.png(scale: 1))
        XCTAssertEqual(image.pixel(0, 69), [224, 224, 224], "white under black at 12%")
        XCTAssertEqual(image.pixel(392, 69), [224, 224, 224])
        XCTAssertEqual(image.pixel(10, 80), [255, 59, 48], "inside the curve")
        XCTAssertEqual(image.pixel(0, 851), [255, 59, 48], "a square bottom corner")
    }

    func testOpacityClipsAndGradientsAreApplied() async throws {
        let faded = try picture(Color.black.frame(width: 20, height: 20).opacity(0.5))
        XCTAssertEqual(Double(faded.pixel(20, 20)[0]), 127.5, accuracy: 1)
        let circle = try picture(Color.blue.frame(width: 20, height: 20).clipShape(Circle()))
        XCTAssertEqual(circle.pixel(1, 1), [255, 255, 255], "the corner is outside the circle")
        XCTAssertEqual(circle.pixel(20, 20), [0, 122, 255], "systemBlue inside")
        let gradient = try picture(
            LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing).frame(width: 20, height: 20))
        XCTAssertLessThan(gradient.pixel(0, 20)[0], 5)
        XCTAssertEqual(Double(gradient.pixel(20, 20)[0]), 127.5, accuracy: 4)
        XCTAssertGreaterThan(gradient.pixel(39, 20)[0], 250)
    }

    func testBlendModesAndShadowsComposite() async throws {
        // Multiply: red over blue is black; screen: red over blue is magenta-ish.
        let multiply = try picture(
            ZStack {
                Color.blue; Color.red.blendMode(.multiply)
            }.frame(width: 20, height: 20))
        XCTAssertEqual(multiply.pixel(20, 20), [0, 28, 48], "255·0/255, 59·122/255, 48·255/255")
        let shadowed = try picture(
            Color.white.frame(width: 10, height: 10).shadow(color: .black, radius: 0, x: 3, y: 0), size: CGSize(width: 30, height: 20))
        XCTAssertEqual(shadowed.pixel(41, 20), [0, 0, 0], "the shadow shows 3 points right of the square")
        XCTAssertEqual(shadowed.pixel(30, 20), [255, 255, 255], "the square covers its own shadow")
    }

    func testTextIsDrawnAsGlyphsInItsFrame() async throws {
        let host = ViewHost(Text("H").font(.system(size: 20)), size: CGSize(width: 40, height: 40))
        let frame = try XCTUnwrap(host.frames(kind: .text).first)
        let image = try DecodedPNG(host.png(scale: 3))
        var ink = CGRect.null
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x, y)[0] < 128 {
                ink = ink.union(CGRect(x: CGFloat(x) / 3, y: CGFloat(y) / 3, width: 1.0 / 3, height: 1.0 / 3))
            }
        }
        // The H stands on the baseline, cap height tall (1443/2048 em), inside its advance.
        let lineHeight: CGFloat = 20 * 2444 / 2048, ascender: CGFloat = 20 * 1950 / 2048, capHeight: CGFloat = 20 * 1443 / 2048
        let baseline = frame.minY + (frame.height - lineHeight) / 2 + ascender
        XCTAssertEqual(ink.maxY, baseline, accuracy: 0.4)
        XCTAssertEqual(ink.height, capHeight, accuracy: 0.5)
        XCTAssertGreaterThanOrEqual(ink.minX, frame.minX)
        XCTAssertLessThanOrEqual(ink.maxX, frame.maxX)
    }

    func testTheSameHostGivesTheSameBytesAndTheDarkAppearanceIsBlack() async throws {
        let view = VStack {
            Text("Hello, world"); Circle().fill(.green).frame(width: 8, height: 8)
        }
        let first = ViewHost(view, size: CGSize(width: 100, height: 40)).png(),
            second = ViewHost(view, size: CGSize(width: 100, height: 40)).png()
        XCTAssertEqual(first, second)
        let dark = ViewHost(Color.clear.preferredColorScheme(.dark), size: CGSize(width: 4, height: 4))
        XCTAssertEqual(try DecodedPNG(dark.png(scale: 1)).pixel(0, 0), [0, 0, 0])
    }

    func testBadSizesGiveASmallValidPicture() async throws {
        let empty = try DecodedPNG(ViewHost(Color.red, size: .zero).png())
        XCTAssertEqual([empty.width, empty.height], [1, 1])
        let nan = try DecodedPNG(ViewHost(Color.red.frame(width: .nan, height: 10), size: CGSize(width: 10, height: 10)).png(scale: .nan))
        XCTAssertEqual([nan.width, nan.height], [10, 10], "a scale that is not a number draws at 1x")
        // A huge window is drawn at the scale that keeps the canvas within its bound.
        let huge = PixelRenderer(size: CGSize(width: 100_000, height: 50_000), scale: 3)
        XCTAssertLessThanOrEqual(CGFloat(huge.bounds.width * huge.bounds.height), PixelRenderer.maxPixels * 1.001)
        XCTAssertEqual(Double(huge.bounds.width), 2 * Double(huge.bounds.height), accuracy: 1)
    }

    func testADevicesWindowShowsTheStatusBarAndTheHomeIndicator() async throws {
        func ink(_ image: DecodedPNG, _ rect: CGRect) -> Int {
            var count = 0
            for y in Int(rect.minY)..<Int(rect.maxY) {
                for x in Int(rect.minX)..<Int(rect.maxX) where image.pixel(x, y)[0] < 128 { count += 1 }
            }
            return count
        }
        let phone = try DecodedPNG(ViewHost(Color.clear, device: .iPhone16).png(scale: 1))
        XCTAssertGreaterThan(ink(phone, CGRect(x: 40, y: 20, width: 50, height: 22)), 20, "9:41 left of the sensor housing")
        XCTAssertGreaterThan(ink(phone, CGRect(x: 300, y: 20, width: 70, height: 22)), 20, "bars, Wi-Fi and battery on the right")
        XCTAssertGreaterThan(ink(phone, CGRect(x: 130, y: 838, width: 133, height: 6)), 400, "the home indicator")
        let window = try DecodedPNG(ViewHost(Color.clear, size: CGSize(width: 393, height: 852)).png(scale: 1))
        XCTAssertEqual(ink(window, CGRect(x: 0, y: 0, width: 393, height: 852)), 0, "a plain window has no chrome")
        let landscape = try DecodedPNG(ViewHost(Color.clear, device: .iPhone16.landscape).png(scale: 1))
        XCTAssertEqual(ink(landscape, CGRect(x: 0, y: 0, width: 852, height: 60)), 0, "iPhones hide the status bar in landscape")
    }

    func testTheKeyboardIsDrawnWhileItIsUp() async throws {
        let host = ViewHost(Color.clear, device: .iPhone16)
        XCTAssertEqual(try DecodedPNG(host.png(scale: 1)).pixel(10, 600), [255, 255, 255])
        host.showKeyboard(height: 336)
        let image = try DecodedPNG(host.png(scale: 1))
        XCTAssertEqual(image.pixel(1, 852 - 336 + 20), [209, 211, 217], "the keyboard's grey panel")
        XCTAssertEqual(image.pixel(20, 852 - 336 + 44 + 8 + 30), [255, 255, 255], "the Q key, white")
        XCTAssertEqual(image.pixel(10, 852 - 336 - 20), [255, 255, 255], "the window above it")
    }
}
