import XCTest
@testable import Tesselate

/// `Image` layout. Sources: swiftui-web `Docs/elements/Image.md` (measured on macOS 26: a named
/// image is rigid at its point size; `resizable()` takes the proposal and its point size along
/// unspecified dimensions; a missing name is 0×0), `Docs/elements/iOS.md` (star 22 × 20 at iOS
/// body), <https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)>.
final class ImageTests: XCTestCase {
    override func setUp() {
        ImageAssets.register("image-tests.photo", size: CGSize(width: 64, height: 40))
    }

    @MainActor private func host<V: View>(_ view: V, _ w: CGFloat = 200, _ h: CGFloat = 200) -> ViewHost<V> {
        ViewHost(view, size: CGSize(width: w, height: h), displayScale: 1)
    }

    // A non-resizable image has its natural size whatever it is proposed: a 64×40 image in a
    // 20×20 frame overflows it, centred (−2 = (20 − 64) / 2 + 90 on a 200 window).
    @MainActor func testFixedImageKeepsItsSize() async {
        let h = host(Image("image-tests.photo").id("i").frame(width: 20, height: 20))
        assertFrame(h.frame(id: "i"), 68, 80, 64, 40)
        XCTAssertEqual(h.answer(id: "i", to: ProposedViewSize(width: 20, height: 20)), CGSize(width: 64, height: 40))
        XCTAssertTrue(h.diagnostics.isEmpty, "\(h.diagnostics)")
    }

    // resizable(): the proposal, the natural size along nil.
    @MainActor func testResizableTakesTheProposal() async {
        let h = host(Image("image-tests.photo").resizable().id("i").frame(width: 30, height: 90))
        assertFrame(h.frame(id: "i"), 85, 55, 30, 90)
        let ideal = host(Image("image-tests.photo").resizable().id("i").fixedSize())
        assertFrame(ideal.frame(id: "i"), 68, 80, 64, 40)
        let heightOnly = host(Image("image-tests.photo").resizable().id("i").frame(height: 30).fixedSize(horizontal: true, vertical: false))
        assertFrame(heightOnly.frame(id: "i"), 68, 85, 64, 30)
    }

    // A name no asset has: reported, 0×0 (SwiftUI: "No image named … found").
    @MainActor func testMissingAssetIsReportedAndEmpty() async {
        let h = host(Image("image-tests.nothing").id("i"))
        XCTAssertEqual(h.exactFrame(id: "i")?.size, .zero)
        XCTAssertEqual(h.diagnostics.map(\.code), [.invalidValue])
        XCTAssertTrue(h.diagnostics.first?.message.contains("image-tests.nothing") ?? false)
    }

    // Decorative images lay out as named ones.
    @MainActor func testDecorativeImage() async {
        let h = host(Image(decorative: "image-tests.photo").id("i"))
        XCTAssertEqual(h.exactFrame(id: "i")?.size, CGSize(width: 64, height: 40))
    }

    // Symbols follow the font: SF Pro's glyph at the font's size, as wide as its advance and as
    // tall as its ink and 0.08 em above and below; the image scale multiplies by the font's own
    // factors (small 0.7906, large 1.2784). On the 1-point grid: star 22 × 20 at body (swiftui-web
    // measured 22 × 20), 28 × 26 at title2 (22 points); at 13 points, within half a point of
    // swiftui-web's small 13.5 × 13, medium 16.5 × 16 and large 21.5 × 20.5.
    @MainActor func testSymbolsFollowTheFontAndScale() async {
        XCTAssertEqual(host(Image(systemName: "star").id("i")).exactFrame(id: "i")?.size, CGSize(width: 22, height: 20))
        XCTAssertEqual(host(Image(systemName: "star").font(.title2).id("i")).exactFrame(id: "i")?.size, CGSize(width: 28, height: 26))
        for (scale, measured) in [
            (Image.Scale.small, CGSize(width: 13.5, height: 13)), (.medium, CGSize(width: 16.5, height: 16)),
            (.large, CGSize(width: 21.5, height: 20.5)),
        ] {
            let size = SymbolMetrics.layout(of: "star", pointSize: 13, scale: scale, displayScale: 2).size
            XCTAssertEqual(size.width, measured.width, accuracy: 0.5, "\(scale)")
            XCTAssertEqual(size.height, measured.height, accuracy: 0.5, "\(scale)")
        }
        // chevron.right at small body: 0.7266 em × 0.7906 × 17 = 9.77 → 10 wide; its ink 0.848 em
        // and the padding, 1.008 em × 0.7906 × 17 = 13.5 → 14 tall.
        let small = host(Image(systemName: "chevron.right").imageScale(.small).id("i")).exactFrame(id: "i")?.size
        XCTAssertEqual(small, CGSize(width: 10, height: 14))
    }

    // iOS 18.0 draws square.and.arrow.up's ink 0.0425 em below the middle of its frame (netbob's
    // 20-point bar items, their ink centres 0.85 below info.circle's): the frame keeps its size.
    func testSomeSymbolsInkSitsLowerInTheirFrame() {
        let up = SymbolMetrics.layout(of: "square.and.arrow.up", pointSize: 20, scale: .medium)
        let glyph = SymbolMetrics.glyph(of: "square.and.arrow.up")
        XCTAssertEqual(up.ink.minY, (SymbolMetrics.padding + 0.0425) * 20, accuracy: 1e-9)
        XCTAssertEqual(up.size.height, ((glyph.maxY - glyph.minY + 2 * SymbolMetrics.padding) * 20 * 3).rounded() / 3)
        XCTAssertEqual(up.ink.midY - up.size.height / 2, 0.0425 * 20, accuracy: 0.17, "within the frame's pixel rounding")
        let circle = SymbolMetrics.layout(of: "info.circle", pointSize: 20, scale: .medium)
        XCTAssertEqual(circle.ink.minY, SymbolMetrics.padding * 20, accuracy: 1e-9)
    }

    // A symbol SF Pro 16 lacks takes its glyph from MeasuredSymbols: iOS 26 draws a resizable
    // network.slash fitted to 50 points of width in a frame about 50.75 tall, 45 × 44.3 of ink
    // (its ink and the slash's margins set the ratio).
    @MainActor func testMeasuredSymbolFitsAsOnIOS() async {
        let h = ViewHost(
            Image(systemName: "network.slash").resizable().scaledToFit().frame(width: 50).id("i"),
            size: CGSize(width: 200, height: 200), displayScale: 3)
        let frame = h.exactFrame(id: "i")!
        XCTAssertEqual(frame.height, 50.75, accuracy: 0.5)
        let layout = SymbolMetrics.resizableLayout(of: "network.slash", pointSize: 17, scale: .medium)
        XCTAssertEqual(layout.ink.width / layout.size.width * 50, 45, accuracy: 0.5)
    }

    // A resizable symbol stretches its ink, not its text frame, to the frame: iOS 26.2 fits
    // plus to 18 × 18 with 17.667 points of ink, and a circle's ring touches its frame's edges
    // (stadiamaps/ferrostar, nadvitek/gitlabourer). Unresizable, plus at 17 points is 17.667 wide
    // with 13.7 of ink.
    @MainActor func testResizableSymbolFillsItsFrameWithInk() async {
        for name in ["plus", "circle"] {
            let layout = SymbolMetrics.resizableLayout(of: name, pointSize: 17, scale: .medium)
            XCTAssertEqual(layout.ink, CGRect(origin: .zero, size: layout.size), name)
        }
        let h = host(Image(systemName: "circle").resizable().scaledToFit().id("i").frame(width: 36, height: 50))
        XCTAssertEqual(h.exactFrame(id: "i")?.size, CGSize(width: 36, height: 36))
        let fixed = SymbolMetrics.layout(of: "plus", pointSize: 17, scale: .medium)
        XCTAssertLessThan(fixed.ink.width, fixed.size.width - 3)
    }

    // A symbol's frame reaches its padding below its ink: 3.58 under the baseline at 17 points
    // for the star (measured 3.5), so it sits on a text's baseline in a firstTextBaseline row.
    @MainActor func testSymbolSitsOnTheBaseline() async {
        let h = host(
            HStack(alignment: .firstTextBaseline) {
                Image(systemName: "star").id("i"); Text("Hi").id("t")
            })
        let text = h.exactFrame(id: "t")!, image = h.exactFrame(id: "i")!
        XCTAssertEqual(image.maxY - (text.minY + 17 * 1950 / 2048), 3.5, accuracy: 0.1)
    }

    // Modifiers that only change drawing are recorded and change no frame.
    @MainActor func testDrawingModifiersAreRecorded() async {
        let image = Image(systemName: "heart.fill").renderingMode(.original).symbolRenderingMode(.hierarchical)
            .interpolation(.none).antialiased(false)
        let h = host(image.id("i"))
        let line = h.dump().split(separator: "\n").first { $0.contains("Image") }.map(String.init) ?? ""
        for part in [
            "systemName: \"heart.fill\"", "renderingMode: .original", "symbolRenderingMode: .hierarchical", "interpolation: .none",
            "antialiased: false",
        ] {
            XCTAssertTrue(line.contains(part), line)
        }
        XCTAssertEqual(h.exactFrame(id: "i")?.size, CGSize(width: 21, height: 18))  // heart.fill's own glyph
    }

    // The picture is a labelled placeholder in both renderers.
    @MainActor func testPlaceholderIsDrawn() async {
        let h = host(Image("image-tests.photo").resizable().frame(width: 120, height: 60))
        XCTAssertTrue(h.svg().contains("image-tests.photo"))
        XCTAssertFalse(h.render().isEmpty)
    }
}

/// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()`. Sources: OpenSwiftUI
/// `Layout/Modifier/AspectRatioLayout.swift` (the child is proposed the ratio's rect that fits or
/// fills the proposal; a nil ratio is the child's ideal size's); swiftui-web `Docs/elements/Image.md`
/// (measured: 64 × 40 fit in 100 × 40 → 64 × 40; in 40 × 100 → 40 × 25; fill in 40 × 60 → 96 × 60;
/// `aspectRatio(1, .fit)` in 60 × 40 → 40 × 40; CGSize(1, 3) fill in 30 × 30 → 30 × 90; width 100
/// only → 100 × 62.5; a rigid image is unchanged).
final class AspectRatioTests: XCTestCase {
    override func setUp() {
        ImageAssets.register("aspect-tests.photo", size: CGSize(width: 64, height: 40))
    }

    @MainActor private func size<V: View>(_ view: V, in proposal: CGSize) -> CGSize? {
        let h = ViewHost(
            view.id("v").frame(width: proposal.width, height: proposal.height), size: CGSize(width: 300, height: 300), displayScale: 2)
        return h.exactFrame(id: "v")?.size
    }

    @MainActor private var photo: some View { Image("aspect-tests.photo").resizable() }

    @MainActor func testFitAndFillTheImagesRatio() async {
        XCTAssertEqual(size(photo.scaledToFit(), in: CGSize(width: 100, height: 40)), CGSize(width: 64, height: 40))
        XCTAssertEqual(size(photo.scaledToFit(), in: CGSize(width: 40, height: 100)), CGSize(width: 40, height: 25))
        XCTAssertEqual(size(photo.scaledToFill(), in: CGSize(width: 40, height: 60)), CGSize(width: 96, height: 60))
        XCTAssertEqual(size(photo.aspectRatio(contentMode: .fill), in: CGSize(width: 100, height: 40)), CGSize(width: 100, height: 62.5))
    }

    @MainActor func testExplicitRatios() async {
        XCTAssertEqual(size(photo.aspectRatio(1, contentMode: .fit), in: CGSize(width: 60, height: 40)), CGSize(width: 40, height: 40))
        XCTAssertEqual(
            size(photo.aspectRatio(CGSize(width: 1, height: 3), contentMode: .fill), in: CGSize(width: 30, height: 30)),
            CGSize(width: 30, height: 90))
        XCTAssertEqual(
            size(Color.red.aspectRatio(2, contentMode: .fit), in: CGSize(width: 100, height: 100)), CGSize(width: 100, height: 50))
    }

    // One proposed dimension gives the other; a rigid image is unchanged.
    @MainActor func testOneDimensionAndRigidViews() async {
        let h = ViewHost(photo.scaledToFit().id("v").frame(width: 100), size: CGSize(width: 300, height: 300), displayScale: 2)
        XCTAssertEqual(h.exactFrame(id: "v")?.size, CGSize(width: 100, height: 62.5))
        XCTAssertEqual(size(Image("aspect-tests.photo").scaledToFit(), in: CGSize(width: 100, height: 40)), CGSize(width: 64, height: 40))
    }

    // A nil proposal passes through: the ideal size.
    @MainActor func testNilProposalIsTheIdealSize() async {
        let h = ViewHost(photo.scaledToFill().id("v").fixedSize(), size: CGSize(width: 300, height: 300))
        XCTAssertEqual(h.exactFrame(id: "v")?.size, CGSize(width: 64, height: 40))
    }

    // A ratio that is not positive and finite is reported and ignored.
    @MainActor func testInvalidRatioIsReported() async {
        let h = ViewHost(photo.aspectRatio(-1, contentMode: .fit).frame(width: 100, height: 40), size: CGSize(width: 300, height: 300))
        XCTAssertEqual(h.diagnostics.map(\.code), [.invalidValue])
        XCTAssertEqual(h.nodes(kind: .image).first.flatMap { h.engine.exactFrames[$0]?.size }, CGSize(width: 64, height: 40))
    }
}
