import Tesselate
import XCTest

/// `presentationCornerRadius(_:)` and `presentationBackground(_:)`: how a sheet is drawn (its
/// layout does not change). A large sheet's card on an iPhone 16 spans 0…393 from y 69.
@MainActor
final class PresentationAppearanceTests: XCTestCase {
    private func sheetPicture<Content: View>(_ content: Content) throws -> (DecodedPNG, ViewHost<some View>) {
        let host = ViewHost(Color.white.sheet(isPresented: .constant(true)) { content }, device: .iPhone16)
        return (try DecodedPNG(host.png(scale: 1)), host)
    }

    func testTheCornerRadiusRoundsTheSheetsTopCorners() async throws {
        // (4, 73) is inside a 10-point corner's curve and well outside a 30-point one.
        let (system, _) = try sheetPicture(Color.red.ignoresSafeArea())
        XCTAssertEqual(system.pixel(4, 73), [255, 59, 48], "the system's 10-point corner")
        let (rounder, _) = try sheetPicture(Color.red.ignoresSafeArea().presentationCornerRadius(30))
        XCTAssertEqual(rounder.pixel(4, 73), [224, 224, 224], "the dimmed window outside a 30-point corner")
        XCTAssertEqual(rounder.pixel(30, 80), [255, 59, 48])
        let (square, _) = try sheetPicture(Color.red.ignoresSafeArea().presentationCornerRadius(0))
        XCTAssertEqual(square.pixel(0, 69), [255, 59, 48], "no rounding at all")
    }

    func testAnUnusableRadiusIsReportedAndTheSystemsIsUsed() async throws {
        let (picture, host) = try sheetPicture(Color.red.ignoresSafeArea().presentationCornerRadius(-4))
        XCTAssertEqual(picture.pixel(4, 73), [255, 59, 48], "the system's 10-point corner")
        XCTAssertEqual(host.diagnostics.map(\.code), [.invalidValue])
        XCTAssertTrue(host.diagnostics.first?.message.contains("presentationCornerRadius: -4") == true)
        // A radius larger than the card is limited by the card, as a rounded rectangle's is.
        let (huge, _) = try sheetPicture(Color.red.ignoresSafeArea().presentationCornerRadius(1e300))
        XCTAssertEqual(huge.pixel(196, 500), [255, 59, 48], "the card's middle is drawn")
    }

    func testTheBackgroundFillsTheCardBehindTheContent() async throws {
        let (picture, host) = try sheetPicture(Text("Hello").presentationBackground(Color.blue))
        XCTAssertEqual(picture.pixel(20, 200), [0, 122, 255], "systemBlue where the card was white")
        XCTAssertEqual(picture.pixel(20, 40), [224, 224, 224], "the window above the card is dimmed")
        XCTAssertEqual(host.diagnostics, [])
    }

    // iOS 26 floats a sheet below the large detent: 8 in from the window's sides, 7.5 above its
    // bottom, every corner rounded by 36, the window dimmed as behind an alert (iOS 26,
    // teufelaudio/HostedSnapshotHelper's medium sheet: 8…382 × 414.667…836.5 in a 390 × 844 window).
    func testOnIOS26AMediumSheetFloats() async throws {
        let host = ViewHost(
            Color.white.sheet(isPresented: .constant(true)) { Color.red.id("card").presentationDetents([.medium]) }, device: .iPhone16)
        host.os = .iOS26
        let card = try XCTUnwrap(host.frame(id: "card"))
        XCTAssertEqual(card.minX, 8)
        XCTAssertEqual(card.width, 393 - 16)
        XCTAssertEqual(card.maxY, 852 - 7.5, accuracy: 0.34)
        XCTAssertEqual(card.height, 426, accuracy: 0.34, "half the window")
        let picture = try DecodedPNG(host.png(scale: 1))
        XCTAssertEqual(picture.pixel(4, 600), [204, 204, 204], "the window beside the card, dimmed by 20%")
        XCTAssertEqual(picture.pixel(10, Int(card.maxY) - 3), [204, 204, 204], "outside the rounded bottom corner")
        host.os = .iOS18
        XCTAssertEqual(host.frame(id: "card")?.minX, 0, "before iOS 26 the card spans the window")
    }
}
