import XCTest

@testable import Tesselate

/// A symbol name Tesselate has no drawing for is drawn as the neutral glyph and reported once a
/// name as a host diagnostic, worded as Tesselate's gap (the name may exist in SF Symbols).
@MainActor
final class UndrawnSymbolTests: XCTestCase {
    private let undrawn = "zz.tesselate.undrawn"

    func testAnUndrawnNameIsReportedOnceANameAndADrawnOneNever() async {
        XCTAssertNil(SymbolGlyphs.glyph(named: undrawn, in: CGRect(x: 0, y: 0, width: 16, height: 16), lineWidth: 1))
        let host = ViewHost(
            VStack {
                Image(systemName: undrawn)
                Image(systemName: "heart")
                Image(systemName: undrawn)
                Image(systemName: "zz.other.undrawn")
                Label("Saved", systemImage: undrawn)
            }, size: CGSize(width: 200, height: 300))
        let reports = host.diagnostics.filter { $0.message.contains("no drawing for symbol") }
        XCTAssertEqual(reports.count, 2, "one report a name: \(reports)")
        let first = reports.first { $0.message.contains("\"\(undrawn)\"") }
        XCTAssertEqual(first?.code, .invalidValue)
        XCTAssertEqual(first?.message.hasPrefix("Tesselate has no drawing for symbol"), true, first?.message ?? "")
        XCTAssertTrue(reports.contains { $0.message.contains("\"zz.other.undrawn\"") })
        XCTAssertTrue(first?.path.contains("Image") ?? false, "the first image with the name is named: \(first?.path ?? "")")
        XCTAssertFalse(host.diagnostics.contains { $0.message.contains("\"heart\"") }, "a drawn symbol is not reported")
    }

    func testAFilledVariantOfADrawnSymbolIsNotReported() async {
        let host = ViewHost(
            HStack {
                Image(systemName: "star.fill")
                Image(systemName: "xmark.circle.fill")
                Image(systemName: "chevron.forward")
            }, size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.diagnostics.filter { $0.message.contains("no drawing for symbol") }, [])
    }

    func testAnUndrawnSymbolIsDrawnAsTheNeutralGlyph() async throws {
        func picture(_ name: String) throws -> DecodedPNG {
            try DecodedPNG(ViewHost(Image(systemName: name).font(.system(size: 40)), size: CGSize(width: 60, height: 60)).png(scale: 1))
        }
        let one = try picture(undrawn), other = try picture("zz.other.undrawn"), heart = try picture("heart")
        XCTAssertEqual(one.pixels, other.pixels, "every undrawn name gets the same neutral glyph")
        XCTAssertNotEqual(one.pixels, heart.pixels, "a drawn symbol has its own drawing")
        let inked = stride(from: 0, to: one.pixels.count, by: one.channels).filter { one.pixels[$0] < 200 }
        XCTAssertGreaterThan(inked.count, 20, "the neutral glyph is drawn, not left out")
    }
}
