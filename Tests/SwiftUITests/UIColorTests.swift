import SwiftUI
import TesselateTesting
import XCTest

/// UIColor's system colours resolve as SwiftUI's `Color` equivalents do, light and dark; fixed
/// colours have UIKit's documented components; the bridges keep a colour's appearances.
final class UIColorTests: XCTestCase {
    static let light = UITraitCollection(userInterfaceStyle: .light)
    static let dark = UITraitCollection(userInterfaceStyle: .dark)

    /// Each UIKit system colour that SwiftUI has too, with the `Color` a SwiftUI view uses for it.
    static let equivalents: [(UIColor, Color)] = [
        (.systemRed, .red), (.systemOrange, .orange), (.systemYellow, .yellow), (.systemGreen, .green), (.systemMint, .mint),
        (.systemTeal, .teal), (.systemCyan, .cyan), (.systemBlue, .blue), (.systemIndigo, .indigo), (.systemPurple, .purple),
        (.systemPink, .pink), (.systemBrown, .brown), (.systemGray, .gray), (.label, .primary), (.secondaryLabel, .secondary),
        (.tintColor, .accentColor), (.black, .black), (.white, .white), (.clear, .clear),
    ]

    @MainActor func testSystemColorsAreSwiftUIsColors() async {
        for (uiColor, color) in Self.equivalents {
            XCTAssertEqual(Color(uiColor: uiColor), color, "\(uiColor)")
            XCTAssertEqual(Color(uiColor), color, "\(uiColor)")
        }
        XCTAssertEqual(Color(.systemGray), .gray, "Color(.systemGray) reads as in SwiftUI")
    }

    @MainActor func testSystemColorsResolveAsColorDrawsThemLightAndDark() async {
        for (uiColor, color) in Self.equivalents where uiColor != .clear {
            for dark in [false, true] {
                let drawn = drawnColor(of: color, dark: dark)
                XCTAssertEqual(drawnColor(of: Color(uiColor: uiColor), dark: dark), drawn, "\(uiColor) \(dark ? "dark" : "light")")
                // The resolved components, over the window's background (white, or black in the
                // dark), are what the window shows; a resolved colour no longer adapts.
                let resolved = uiColor.resolvedColor(with: dark ? Self.dark : Self.light)
                let parts = components(resolved), background: Double = dark ? 0 : 255
                let over = parts[0..<3].map { Int(($0 * parts[3] + background * (1 - parts[3])).rounded()) }
                for (expected, actual) in zip(over, drawn) {
                    XCTAssertEqual(Double(expected), Double(actual), accuracy: 1, "\(uiColor) \(dark ? "dark" : "light")")
                }
                if parts[3] == 1 {
                    XCTAssertEqual(drawnColor(of: Color(uiColor: resolved), dark: !dark), drawn, "\(uiColor) resolved stays")
                }
            }
        }
    }

    @MainActor func testColorsSwiftUILacksCarryTheirDarkValues() async {
        let cases: [(UIColor, light: [Double], dark: [Double])] = [
            (.systemGray2, [174, 174, 178, 1], [99, 99, 102, 1]), (.systemGray4, [209, 209, 214, 1], [58, 58, 60, 1]),
            (.systemGray6, [242, 242, 247, 1], [28, 28, 30, 1]), (.secondarySystemBackground, [242, 242, 247, 1], [28, 28, 30, 1]),
            (.tertiarySystemBackground, [255, 255, 255, 1], [44, 44, 46, 1]), (.link, [0, 122, 255, 1], [9, 132, 255, 1]),
            (.systemFill, [120, 120, 128, 0.2], [120, 120, 128, 0.36]), (.opaqueSeparator, [198, 198, 200, 1], [56, 56, 58, 1]),
            (.systemBackground, [255, 255, 255, 1], [0, 0, 0, 1]), (.systemGroupedBackground, [242, 242, 247, 1], [0, 0, 0, 1]),
            (.tertiaryLabel, [60, 60, 67, 0.3], [235, 235, 245, 0.3]), (.separator, [60, 60, 67, 0.29], [84, 84, 88, 0.6]),
        ]
        for (color, light, dark) in cases {
            XCTAssertEqual(components(color.resolvedColor(with: Self.light)), light, "\(color) light")
            XCTAssertEqual(components(color.resolvedColor(with: Self.dark)), dark, "\(color) dark")
        }
        // Shown by SwiftUI, they adapt with the window.
        XCTAssertEqual(drawnColor(of: Color(.systemGray4)), [209, 209, 214])
        XCTAssertEqual(drawnColor(of: Color(.systemGray4), dark: true), [58, 58, 60])
        XCTAssertEqual(drawnColor(of: Color(.secondarySystemBackground), dark: true), [28, 28, 30])
    }

    @MainActor func testDynamicProviderColors() async {
        let brand = UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) : UIColor(white: 0.2, alpha: 1)
        }
        XCTAssertEqual(components(brand.resolvedColor(with: Self.dark)), [255, 127.5, 0, 1])
        XCTAssertEqual(components(brand.resolvedColor(with: Self.light)), [51, 51, 51, 1])
        XCTAssertEqual(drawnColor(of: Color(uiColor: brand)), [51, 51, 51])
        XCTAssertEqual(drawnColor(of: Color(uiColor: brand), dark: true), [255, 128, 0])
        // A dynamic colour's components are those of the running host's appearance.
        var seen: [Double] = []
        struct Reader: View {
            let color: UIColor
            let onRead: ([Double]) -> Void
            var body: some View {
                let _ = onRead(components(color))
                Color.clear
            }
        }
        let host = ViewHost(Reader(color: brand) { seen = $0 }, size: CGSize(width: 10, height: 10))
        XCTAssertEqual(seen, [51, 51, 51, 1])
        host.colorScheme = .dark
        XCTAssertEqual(seen, [255, 127.5, 0, 1])
    }

    func testFixedColorsHaveUIKitsComponents() {
        XCTAssertEqual(components(.red), [255, 0, 0, 1], "UIKit's red is pure red, not systemRed")
        XCTAssertEqual(components(.gray), [127.5, 127.5, 127.5, 1], "UIKit's gray is white 0.5, not systemGray")
        XCTAssertEqual(components(.darkGray), [85, 85, 85, 1])
        XCTAssertEqual(components(.orange), [255, 127.5, 0, 1])
        XCTAssertEqual(components(.brown), [153, 102, 51, 1])
        XCTAssertEqual(components(.clear), [0, 0, 0, 0])
        XCTAssertEqual(components(.lightText), [255, 255, 255, 0.6])
    }

    func testInitializersAndComponents() {
        XCTAssertEqual(components(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 2)), [51, 102, 153, 1], "alpha is clamped")
        XCTAssertEqual(components(UIColor(white: 0.5, alpha: 0.5)), [127.5, 127.5, 127.5, 0.5])
        XCTAssertEqual(components(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)), [0, 255, 0, 1])
        XCTAssertEqual(components(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)), [255, 0, 0, 1])
        XCTAssertEqual(components(UIColor(red: 1.2, green: -0.1, blue: 0, alpha: 1)), [306, -25.5, 0, 1], "extended sRGB is kept")

        var white: CGFloat = 0, alpha: CGFloat = 0
        XCTAssertTrue(UIColor.gray.getWhite(&white, alpha: &alpha))
        XCTAssertEqual(white, 0.5)
        XCTAssertFalse(UIColor.red.getWhite(&white, alpha: &alpha), "red is not a grey")

        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0
        XCTAssertTrue(
            UIColor(red: 0, green: 0, blue: 1, alpha: 1).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        XCTAssertEqual(hue, 2.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(saturation, 1)
        XCTAssertEqual(brightness, 1)
    }

    @MainActor func testWithAlphaComponentKeepsAdapting() async {
        let faded = UIColor.systemRed.withAlphaComponent(0.5)
        XCTAssertEqual(components(faded.resolvedColor(with: Self.light)), [255, 59, 48, 0.5])
        XCTAssertEqual(components(faded.resolvedColor(with: Self.dark)), [255, 69, 58, 0.5])
        XCTAssertEqual(components(UIColor.secondaryLabel.withAlphaComponent(1).resolvedColor(with: Self.dark)), [235, 235, 245, 1])
        XCTAssertEqual(components(UIColor.red.withAlphaComponent(0.25)), [255, 0, 0, 0.25])
        // Black at 50% over the white window, then over the black one.
        XCTAssertEqual(drawnColor(of: Color(UIColor.label.withAlphaComponent(0.5))), [128, 128, 128])
        XCTAssertEqual(drawnColor(of: Color(UIColor.label.withAlphaComponent(0.5)), dark: true), [128, 128, 128])
    }

    @MainActor func testSwiftUIColorsAsUIColors() async {
        let red = UIColor(Color.red)
        XCTAssertEqual(components(red.resolvedColor(with: Self.light)), [255, 59, 48, 1])
        XCTAssertEqual(components(red.resolvedColor(with: Self.dark)), [255, 69, 58, 1])
        XCTAssertEqual(components(UIColor(Color(red: 0.2, green: 0.4, blue: 0.6))), [51, 102, 153, 1])
        XCTAssertEqual(Color(uiColor: UIColor(Color.blue)), .blue, "a round trip keeps the colour")
    }

    func testNamedColorsComeFromTheAssets() {
        ColorAssets.register("UIColorTestsBrand", color: Color(red: 0.1, green: 0.2, blue: 0.3))
        defer { ColorAssets.unregister("UIColorTestsBrand") }
        XCTAssertEqual(components(UIColor(named: "UIColorTestsBrand")!), [25.5, 51, 76.5, 1])
        XCTAssertNil(UIColor(named: "UIColorTestsMissing"), "a name no asset has is nil, as in UIKit")
    }

    func testEqualityAndDescription() {
        XCTAssertEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor.red)
        XCTAssertNotEqual(UIColor.red, UIColor.systemRed)
        XCTAssertEqual(UIColor.systemRed, UIColor.systemRed)
        XCTAssertEqual(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count, 1)
        XCTAssertEqual(UIColor.red.description, "UIExtendedSRGBColorSpace 1 0 0 1")
        XCTAssertEqual(UIColor.systemRed.description, "<UIDynamicSystemColor: name = systemRedColor>")
    }
}

extension UIColor {
    /// An app's palette as apps write it: `Self` made from components and from a provider.
    fileprivate static var testBackground: Self {
        Self { traits in traits.userInterfaceStyle == .dark ? Self(white: 0.1, alpha: 1) : Self(red: 1, green: 1, blue: 1, alpha: 1) }
    }
}

extension UIColorTests {
    /// Extensions make colours with `Self(…)` (UIKit's initializers are Objective-C's, which Swift
    /// lets a metatype call): the colour is the dynamic one the extension describes.
    @MainActor func testAnExtensionMakesSelfFromTheInitializers() async {
        var white: CGFloat = 0, alpha: CGFloat = 0
        XCTAssertTrue(UIColor.testBackground.resolvedColor(with: Self.dark).getWhite(&white, alpha: &alpha))
        XCTAssertEqual(white, 0.1, accuracy: 1e-6)
        XCTAssertTrue(UIColor.testBackground.resolvedColor(with: Self.light).getWhite(&white, alpha: &alpha))
        XCTAssertEqual(white, 1, accuracy: 1e-6)
    }
}
