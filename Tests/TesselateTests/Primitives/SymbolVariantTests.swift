import XCTest
import Tesselate
import TesselateTesting

/// `symbolVariant(_:)` makes the symbols of a subtree show a variant, named as SF Symbols names
/// them. Sources: <https://developer.apple.com/documentation/swiftui/symbolvariants> (`"heart"`
/// with `.symbolVariant(.circle.fill)` shows as `"heart.circle.fill"`),
/// <https://developer.apple.com/documentation/swiftui/symbolvariants/none> (`.none` through
/// `symbolVariant` has no effect; `environment(\.symbolVariants, .none)` removes the variant).
final class SymbolVariantTests: XCTestCase {
    @MainActor private func names<V: View>(_ view: V) -> [String] {
        let host = ViewHost(view, size: CGSize(width: 300, height: 300))
        return host.findAll(.kind(.image)).compactMap { $0.attribute(\.systemName) }
    }

    /// Apple's example: one base name, four variants.
    @MainActor func testTheVariantIsAddedToTheName() async {
        let shown = names(
            VStack(alignment: .leading) {
                Label("Default", systemImage: "heart")
                Label("Fill", systemImage: "heart").symbolVariant(.fill)
                Label("Circle", systemImage: "heart").symbolVariant(.circle)
                Label("Circle Fill", systemImage: "heart").symbolVariant(.circle.fill)
            })
        XCTAssertEqual(shown, ["heart", "heart.fill", "heart.circle", "heart.circle.fill"])
    }

    /// Parts come in SF Symbols' order (slash, shape, fill) whatever order they are written in,
    /// a part the name has is not added twice, and modifiers add up from the outside in.
    @MainActor func testOrderAndCombination() async {
        XCTAssertEqual(names(Image(systemName: "bell").symbolVariant(.fill.slash.circle)), ["bell.slash.circle.fill"])
        XCTAssertEqual(names(Image(systemName: "heart.fill").symbolVariant(.fill)), ["heart.fill"])
        XCTAssertEqual(names(Image(systemName: "bell").symbolVariant(.fill).symbolVariant(.circle)), ["bell.circle.fill"])
        XCTAssertEqual(names(Image(systemName: "bell").symbolVariant(.none)), ["bell"], "none adds nothing")
        XCTAssertEqual(
            names(
                HStack {
                    Image(systemName: "heart"); Image(systemName: "heart").environment(\.symbolVariants, .none)
                }.symbolVariant(.fill)),
            ["heart.fill", "heart"], "setting .none directly shows the plain symbol")
    }

    /// A symbol with no such variant keeps the parts it has: `plus` has a `.rectangle.fill`
    /// variant, `gear` has no `.circle` one (SF Symbols 2), so it stays `gear`.
    @MainActor func testMissingVariantsFallBack() async {
        XCTAssertEqual(names(Image(systemName: "plus").symbolVariant(.fill.rectangle)), ["plus.rectangle.fill"])
        XCTAssertEqual(names(Image(systemName: "gear").symbolVariant(.circle)), ["gear"])
        XCTAssertEqual(
            names(Image(systemName: "heart").symbolVariant(.slash.square.fill)), ["heart.fill"],
            "no heart.slash.square.fill, heart.square.fill: the slash, then the square go")
    }

    /// The variant changes the picture: the middle of a filled heart is ink, the middle of the
    /// outline is not.
    @MainActor func testTheFilledVariantIsDrawnFilled() async throws {
        func middle(_ variant: SymbolVariants) throws -> UInt8 {
            let host = ViewHost(
                Image(systemName: "heart").symbolVariant(variant).font(.system(size: 40)).foregroundStyle(.black),
                size: CGSize(width: 60, height: 60))
            let image = try DecodedPNG(host.png(scale: 2))
            let frame = try XCTUnwrap(host.find(.kind(.image))?.frame())
            return image.pixel(Int(frame.midX * 2), Int(frame.midY * 2))[0]
        }
        XCTAssertLessThan(try middle(.fill), 64, "black")
        XCTAssertGreaterThan(try middle(.none), 192, "white")
    }

    @MainActor func testContainsAndDescription() async {
        XCTAssertTrue(SymbolVariants.circle.fill.contains(.fill))
        XCTAssertTrue(SymbolVariants.circle.fill.contains(.none))
        XCTAssertFalse(SymbolVariants.fill.contains(.circle))
        XCTAssertEqual(SymbolVariants.fill.circle, SymbolVariants.circle.fill)
        XCTAssertEqual(SymbolVariants.fill.slash.square.description, "slash.square.fill")
    }
}
