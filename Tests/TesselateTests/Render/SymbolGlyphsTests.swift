import XCTest

@testable import Tesselate

/// `SymbolGlyphs` draws common SF Symbols as outlines of their subjects in the symbol's ink
/// rectangle: a name's `.fill` fills it, `.circle.fill` cuts the inner glyph out of a disc, and
/// a name with no drawing gets a neutral rounded square.
@MainActor
final class SymbolGlyphsTests: XCTestCase {
    private let ink = CGRect(x: 10, y: 20, width: 18, height: 18)

    func testAGlyphStaysInItsInkRectangle() async {
        for name in ["chevron.right", "plus", "heart", "star", "gear", "magnifyingglass", "person", "trash", "bell", "house"] {
            guard let glyph = SymbolGlyphs.glyph(named: name, in: ink, lineWidth: 2) else { return XCTFail("no drawing for \(name)") }
            var drawn = glyph.stroke.strokedPath(SymbolGlyphs.roundStyle(2))
            drawn.addPath(glyph.fill)
            let bounds = drawn.boundingRect
            XCTAssertTrue(ink.insetBy(dx: -0.5, dy: -0.5).contains(bounds), "\(name): \(bounds)")
            XCTAssertGreaterThan(bounds.width * bounds.height, ink.width * ink.height * 0.2, "\(name) fills a fair share of its ink")
        }
    }

    /// Every drawing is well formed (each command has its numbers, inside the unit square) and
    /// draws inside its ink; every other name leads to a drawing.
    func testEveryDrawingAndAliasDraws() async {
        let all = SymbolGlyphs.drawings.merging(SymbolGlyphs.commonDrawings) { first, _ in first }
        XCTAssertEqual(all.count, SymbolGlyphs.drawings.count + SymbolGlyphs.commonDrawings.count, "no name is drawn twice")
        for (name, drawing) in all {
            for command in drawing.split(separator: ";") {
                let numbers = command.split(separator: " ").dropFirst().compactMap { Double($0) }
                XCTAssertEqual(numbers.count, command.split(separator: " ").count - 1, "\(name): \(command)")
                let counts: [Character: (Int) -> Bool] = [
                    "l": { $0 >= 4 && $0 % 2 == 0 }, "p": { $0 >= 6 && $0 % 2 == 0 }, "c": { $0 == 3 }, "r": { $0 == 5 },
                    "b": { $0 >= 8 && ($0 - 2) % 6 == 0 }, "a": { $0 == 5 },
                ]
                let head = Character(command.prefix(1).lowercased())
                XCTAssertTrue(counts[head]?(numbers.count) ?? false, "\(name): \(command)")
            }
            // In the symbol's own ink rectangle at 17 points (a wide one for `wifi`).
            let ink = SymbolMetrics.layout(of: name, pointSize: 17, scale: .medium).ink
            guard let glyph = SymbolGlyphs.glyph(named: name, in: ink, lineWidth: 1.5) else { XCTFail("\(name)"); continue }
            var drawn = glyph.stroke.strokedPath(SymbolGlyphs.roundStyle(1.5))
            drawn.addPath(glyph.fill)
            XCTAssertTrue(ink.insetBy(dx: -1, dy: -1).contains(drawn.boundingRect), "\(name): \(drawn.boundingRect) in \(ink)")
        }
        for name in Array(SymbolGlyphs.aliases.keys) + Array(SymbolGlyphs.commonAliases.keys) {
            XCTAssertNotNil(SymbolGlyphs.glyph(named: name, in: ink, lineWidth: 2), "\(name) leads to no drawing")
        }
        XCTAssertNotEqual(
            SymbolGlyphs.glyph(named: "forward.fill", in: ink, lineWidth: 2)?.fill,
            SymbolGlyphs.glyph(named: "chevron.right", in: ink, lineWidth: 2)?.fill, "the media symbol keeps its own drawing")
    }

    func testVariantsFillAndContain() async throws {
        let outline = try XCTUnwrap(SymbolGlyphs.glyph(named: "heart", in: ink, lineWidth: 2))
        let filled = try XCTUnwrap(SymbolGlyphs.glyph(named: "heart.fill", in: ink, lineWidth: 2))
        XCTAssertTrue(outline.fill.isEmpty)
        XCTAssertFalse(filled.fill.isEmpty)
        let circled = try XCTUnwrap(SymbolGlyphs.glyph(named: "xmark.circle.fill", in: ink, lineWidth: 2))
        XCTAssertEqual(circled.fill.boundingRect.width, ink.width - 2, accuracy: 0.01, "a disc in the ink, inset by half the line")
        XCTAssertFalse(circled.knockout.isEmpty, "the xmark is cut out of it")
        // `xmark.octagon.fill`: a stop sign, flat at the top, the xmark cut out of it.
        let octagon = try XCTUnwrap(SymbolGlyphs.glyph(named: "xmark.octagon.fill", in: ink, lineWidth: 2))
        XCTAssertEqual(octagon.fill.boundingRect.width, ink.width - 2, accuracy: 0.01)
        XCTAssertFalse(octagon.fill.contains(CGPoint(x: ink.minX + 1.5, y: ink.minY + 1.5)), "its corners are cut")
        XCTAssertTrue(octagon.fill.contains(CGPoint(x: ink.midX, y: ink.minY + 1.5)), "its top is flat")
        XCTAssertFalse(octagon.knockout.isEmpty)
        XCTAssertEqual(
            SymbolGlyphs.glyph(named: "chevron.forward", in: ink, lineWidth: 2)?.stroke,
            SymbolGlyphs.glyph(named: "chevron.right", in: ink, lineWidth: 2)?.stroke)
        XCTAssertNil(SymbolGlyphs.glyph(named: "no.such.symbol", in: ink, lineWidth: 2))
    }

    func testAPictureShowsTheGlyphAndItsCutOut() async throws {
        let host = ViewHost(
            Image(systemName: "xmark.circle.fill").font(.system(size: 40)).foregroundStyle(.black), size: CGSize(width: 60, height: 60))
        let image = try DecodedPNG(host.png(scale: 2))
        let frame = try XCTUnwrap(host.frames(kind: .image).first)
        // The disc's edge is black; its centre, where the xmark's arms cross, is cut out (white).
        XCTAssertEqual(image.pixel(Int(frame.midX * 2), Int(frame.midY * 2)), [255, 255, 255])
        let row = (Int(frame.minX * 2)..<Int(frame.midX * 2)).map { image.pixel($0, Int(frame.midY * 2))[0] }
        XCTAssertTrue(row.contains(0), "the disc is drawn left of the cut-out centre")
        XCTAssertTrue(host.svg().contains("<mask"), "the SVG cuts it out with a mask")
    }
}
