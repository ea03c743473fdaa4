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

    // iOS 26 floats a sheet below the large detent: it is laid out as a sheet across the window
    // (0.56 of the window less both safe areas, with the home indicator's 34 under it: 459 on an
    // iPhone 16) and drawn scaled to the window's width less 8 on each side, 7.5 above its bottom,
    // every corner rounded by 36, the window dimmed as behind an alert (iOS 26.1's presented frame
    // on an iPhone 16: 8, 403.687, 377 × 440.313, Vercantez/openuikit's fixtures;
    // teufelaudio/HostedSnapshotHelper's medium sheet: 8…382 × 414.667…836.5 in a 390 × 844 window).
    func testOnIOS26AMediumSheetFloats() async throws {
        let host = ViewHost(
            Color.white.sheet(isPresented: .constant(true)) { Color.red.id("card").presentationDetents([.medium]) }, device: .iPhone16)
        host.os = .iOS26
        XCTAssertEqual(host.frame(id: "card"), CGRect(x: 0, y: 852 - 459, width: 393, height: 459 - 34), "laid out across the window")
        let picture = try DecodedPNG(host.png(scale: 1))
        let dimmed: [UInt8] = [204, 204, 204]
        XCTAssertEqual(picture.pixel(4, 600), dimmed, "the window beside the drawn card, dimmed by 20%")
        XCTAssertEqual(picture.pixel(200, 400), dimmed, "above the drawn card's top, 852 − 7.5 − 459 × 377/393 = 404.2")
        XCTAssertNotEqual(picture.pixel(200, 408), dimmed, "the card")
        XCTAssertNotEqual(picture.pixel(200, 842), dimmed, "the card's bottom edge, 844.5")
        XCTAssertEqual(picture.pixel(10, 841), dimmed, "outside the rounded bottom corner")
        host.os = .iOS18
        XCTAssertEqual(host.frame(id: "card")?.minX, 0, "before iOS 26 the card spans the window")
    }
}
