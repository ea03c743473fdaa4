import SwiftUI
import TesselateTesting
import XCTest

/// The AssetCatalogSymbols plugin applied to this target's Assets.xcassets: the symbols Xcode 15
/// generates exist under Xcode's names, the colour sets resolve per colour scheme, and the image
/// sets lay out at their pictures' sizes.
///
/// The catalog: `BrandOrange` (sRGB floats; light, dark and a high-contrast entry), `Ink Color`
/// (Display P3 in 8-bit integer and hex components), `DSWarning` (a reference to systemRed),
/// `Brand/Accent` (a namespace; grey light and dark with opacity), `Logo` (a 48×32 PNG at 2x),
/// `hero_image` (a 100×50 SVG), `Icons/Badge` (a 20×20 PNG in a folder that is no namespace),
/// `10_back_arm` (an image set with no picture), `backgroundColor`, `Default` (linear sRGB),
/// `custom.star` (a symbol set), `Frame 74` (a GIF), `bear_no_background` (a JPEG's header),
/// `Initial-Image` (a PDF's media box) and empty image sets named to exercise the naming rule.
final class GeneratedAssetSymbolsTests: XCTestCase {
    // Xcode's names: lower camel case, a final "Color"/"Image" word dropped, leading capitals
    // lowered; the resource is the asset's full name.
    func testSymbolsHaveXcodesNames() {
        let main = Bundle.main
        XCTAssertEqual(ColorResource.brandOrange, ColorResource(name: "BrandOrange", bundle: main))
        XCTAssertEqual(ColorResource.ink, ColorResource(name: "Ink Color", bundle: main))
        XCTAssertEqual(ColorResource.dsWarning, ColorResource(name: "DSWarning", bundle: main))
        XCTAssertEqual(ColorResource.Brand.accent, ColorResource(name: "Brand/Accent", bundle: main))
        XCTAssertEqual(ImageResource.logo, ImageResource(name: "Logo", bundle: main))
        XCTAssertEqual(ImageResource.hero, ImageResource(name: "hero_image", bundle: main))
        XCTAssertEqual(ImageResource.badge, ImageResource(name: "Badge", bundle: main))
        XCTAssertEqual(ImageResource.customStar, ImageResource(name: "custom.star", bundle: main))
        XCTAssertNotEqual(ColorResource.brandOrange, ColorResource(name: "BrandOrange ", bundle: main))
        // Names whose symbols Xcode's generated files show: a camel-case "Color" ending, a "Color"
        // or "Image" word, none at a word boundary, a leading digit, spaces and underscores.
        let xcodeNames: [(ImageResource, String)] = [
            (.frame74, "Frame 74"), (.bearNoBackground, "bear_no_background"), (.initial, "Initial-Image"),
            (.welcomeVCimage, "welcomeVCimage"), (.joker3Multicolor, "joker_3_multicolor"), (.bg, "bg_color"),
            (._10BackArm, "10_back_arm"),
        ]
        for (resource, name) in xcodeNames {
            XCTAssertEqual(resource, ImageResource(name: name, bundle: main))
        }
        XCTAssertEqual(ColorResource.background, ColorResource(name: "backgroundColor", bundle: main))
        // Chosen: a keyword is backquoted, all capitals are lowered.
        XCTAssertEqual(ColorResource.default, ColorResource(name: "Default", bundle: main))
        XCTAssertEqual(ImageResource.url, ImageResource(name: "URL", bundle: main))
    }

    // A colour set's "Any" appearance is drawn in the light scheme, its "Dark" one in the dark;
    // the high-contrast entry is not used.
    @MainActor func testColorSetResolvesPerColorScheme() async {
        XCTAssertEqual(drawn(Color(.brandOrange)), [255, 149, 0])
        XCTAssertEqual(drawn(Color(.brandOrange), dark: true), [255, 171, 64])
        // The generated `ShapeStyle` and `Color` members, as a foreground style.
        XCTAssertEqual(drawn(Rectangle().foregroundStyle(.brandOrange)), [255, 149, 0])
        XCTAssertEqual(drawn(Rectangle().fill(Color.brandOrange), dark: true), [255, 171, 64])
        // By name too, once registered.
        XCTAssertEqual(drawn(Color("BrandOrange"), dark: true), [255, 171, 64])
    }

    // 8-bit integer ("34") and hex ("0x44") components are n/255; Display P3 is drawn as sRGB.
    // A colour set with one appearance is the same in the dark.
    @MainActor func testIntegerAndHexComponents() async {
        XCTAssertEqual(drawn(Color(.ink)), [34, 68, 102])
        XCTAssertEqual(drawn(Color(.ink), dark: true), [34, 68, 102])
    }

    // Linear sRGB components are gamma-encoded: linear 0.214 is sRGB 0.5.
    @MainActor func testLinearComponents() async {
        for component in drawn(Color(.default)) {
            XCTAssertEqual(Double(component), 127.5, accuracy: 1)
        }
    }

    // A reference to a system colour adapts as the system colour does; an explicit light entry and
    // a dark one with opacity (drawn over the window: white in the light, black in the dark).
    @MainActor func testSystemReferenceAndGreyAppearances() async {
        XCTAssertEqual(drawn(Color(.dsWarning)), drawn(Color.red))
        XCTAssertEqual(drawn(Color(.dsWarning), dark: true), drawn(Color.red, dark: true))
        XCTAssertNotEqual(drawn(Color.red), drawn(Color.red, dark: true))
        XCTAssertEqual(drawn(Color(.Brand.accent)), [51, 51, 51])
        XCTAssertEqual(drawn(Color(.Brand.accent), dark: true), [102, 102, 102])
    }

    // The UIKit side: `UIColor(resource:)` adapts; the generated `UIColor` member is the same.
    func testUIColorResource() {
        let dark = UITraitCollection(userInterfaceStyle: .dark), light = UITraitCollection(userInterfaceStyle: .light)
        XCTAssertEqual(components(UIColor(resource: .brandOrange).resolvedColor(with: light)), [255, 149, 0])
        XCTAssertEqual(components(UIColor.brandOrange.resolvedColor(with: dark)), [255, 171, 64])
        XCTAssertNotNil(UIColor(named: "BrandOrange"))
    }

    // An image set is its picture's pixel size over its scale: the 48×32 PNG at 2x is 24×16
    // points; an SVG is its own size in points.
    @MainActor func testImageSetsLayOutAtTheirPicturesSizes() async {
        let host = ViewHost(
            VStack(spacing: 0) {
                Image(.logo).id("logo")
                Image(.hero).id("hero")
                Image(.badge).id("badge")
            }, size: CGSize(width: 200, height: 200), displayScale: 1)
        XCTAssertEqual(host.find(.id("logo"))?.size, CGSize(width: 24, height: 16))
        XCTAssertEqual(host.find(.id("hero"))?.size, CGSize(width: 100, height: 50))
        XCTAssertEqual(host.find(.id("badge"))?.size, CGSize(width: 20, height: 20))
        XCTAssertTrue(host.diagnostics.isEmpty, "\(host.diagnostics)")
        XCTAssertEqual(UIImage(resource: .logo).size, CGSize(width: 24, height: 16))
        // A GIF's and a JPEG's pixel size, a PDF's media box in points.
        XCTAssertEqual(UIImage.frame74.size, CGSize(width: 40, height: 30))
        XCTAssertEqual(UIImage.bearNoBackground.size, CGSize(width: 34, height: 12))
        XCTAssertEqual(UIImage.initial.size, CGSize(width: 64.5, height: 32))
        XCTAssertEqual(UIImage(resource: ._10BackArm).size, .zero)
        XCTAssertEqual(UIImage.hero.size, CGSize(width: 100, height: 50))
    }

    // `Label`, `Button` and `Menu` take a resource as they take an image's name.
    @MainActor func testLabelsTakeImageResources() async {
        let host = ViewHost(
            VStack {
                Label("Logo", image: .logo).id("label")
                Button("Hero", image: .hero) {}.id("button")
                Menu("Badge", image: .badge) { Text("Item") }.id("menu")
            }, size: CGSize(width: 300, height: 300), displayScale: 1)
        let images = host.findAll(.kind(.image)).map(\.size)
        XCTAssertEqual(images, [CGSize(width: 24, height: 16), CGSize(width: 100, height: 50), CGSize(width: 20, height: 20)])
        XCTAssertNotNil(host.find(.text("Logo")))
    }

    // An image set with no picture is a missing image, as on iOS: 0×0 and reported.
    @MainActor func testImageSetWithoutPictureIsMissing() async {
        let host = ViewHost(Image(._10BackArm).id("arm"), size: CGSize(width: 100, height: 100), displayScale: 1)
        XCTAssertEqual(host.find(.id("arm"))?.size, .zero)
        XCTAssertEqual(host.diagnostics.map(\.code), [.invalidValue])
    }

    // A symbol set is a symbol: sized from the font as `Image(systemName:)` sizes one of its kind,
    // and a template.
    @MainActor func testSymbolSetIsASymbol() async {
        let host = ViewHost(
            VStack(spacing: 0) {
                Image(.customStar).font(.largeTitle).id("set")
                Image(systemName: "custom.star").font(.largeTitle).id("system")
            }, size: CGSize(width: 200, height: 200), displayScale: 1)
        let size = host.find(.id("set"))?.size
        XCTAssertEqual(size, host.find(.id("system"))?.size)
        XCTAssertGreaterThan(size?.width ?? 0, 0)
        XCTAssertTrue(UIImage(resource: .customStar).isSymbolImage)
    }

    /// The colour drawn at the centre of `view` filling a 10×10 window, as 0…255 components.
    @MainActor private func drawn<V: View>(_ view: V, dark: Bool = false) -> [Int] {
        let host = ViewHost(view, size: CGSize(width: 10, height: 10), displayScale: 1)
        if dark { host.colorScheme = .dark }
        guard let png = try? DecodedPNG(host.png(scale: 1)) else {
            XCTFail("the host's PNG does not decode")
            return []
        }
        let offset = ((png.height / 2) * png.width + png.width / 2) * png.channels
        return png.pixels[offset..<offset + 3].map { Int($0) }
    }

    /// A colour's red, green and blue components, 0…255 rounded.
    private func components(_ color: UIColor) -> [Int] {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        XCTAssertTrue(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        return [red, green, blue].map { Int(($0 * 255).rounded()) }
    }
}
