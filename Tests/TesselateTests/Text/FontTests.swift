import XCTest
@testable import Tesselate

/// Fonts: the text styles' sizes, the system font, weights, designs, and the view modifiers that
/// change the font of a subtree.
final class FontTests: XCTestCase {
    @MainActor private func host<V: View>(_ view: V) -> ViewHost<V> {
        ViewHost(view, size: CGSize(width: 400, height: 400), displayScale: 3)
    }

    // HIG "Typography", iOS Dynamic Type sizes at "Large": largeTitle 34 … caption2 11, headline
    // semibold (https://developer.apple.com/design/human-interface-guidelines/typography).
    @MainActor func testTextStylesHaveAppleDefaultSizes() async {
        let expected: [(Font, CGFloat, CGFloat)] = [
            (.largeTitle, 34, 41), (.title, 28, 34), (.title2, 22, 28), (.title3, 20, 25), (.headline, 17, 22),
            (.body, 17, 22), (.callout, 16, 21), (.subheadline, 15, 20), (.footnote, 13, 18), (.caption, 12, 16),
            (.caption2, 11, 13),
        ]
        for (font, size, leading) in expected {
            XCTAssertEqual(font.size, size, "\(font)")
            XCTAssertEqual(font.style?.leading, leading, "\(font)")
        }
        XCTAssertEqual(Font.headline.weight, .semibold)
        XCTAssertEqual(Font.body.weight, .regular)
    }

    // A line is SF Pro's ascender + descender, 2444/2048 em; SwiftUI's Text rounds its height up to
    // a pixel: body 20.287 → 20.333 at 3x, 20.5 at 2x, 21 at 1x (UIFont lineHeight 17.900391 for
    // 15 pt = 15 × 2444/2048, stackoverflow.com/questions/33278645).
    @MainActor func testLineHeightsFollowSFProAndRoundUpToPixels() async {
        XCTAssertEqual(TextMetrics(font: .system(size: 15)).lineHeight, 17.900390625, accuracy: 1e-9)
        for (scale, height) in [(3.0, 20.333333), (2.0, 20.5), (1.0, 21.0)] {
            let h = ViewHost(Text("Hello").id("t"), size: CGSize(width: 200, height: 100), displayScale: scale)
            XCTAssertEqual(h.exactFrame(id: "t")?.height ?? 0, height, accuracy: 1e-5)
        }
        let title = host(Text("Hello").font(.largeTitle).id("t"))
        XCTAssertEqual(title.exactFrame(id: "t")?.height ?? 0, 40.666667, accuracy: 1e-5)  // 34 × 2444/2048 = 40.574
    }

    // `Font.leading(_:)`: Apple documents 2 points less (`.tight`) or more (`.loose`) line spacing
    // for a text style's font; each line changes by that much and the first baseline stays. A
    // font of a size keeps its spacing (Tesselate's choice, as some fonts ignore the adjustment).
    @MainActor func testLeadingAdjustsEveryLineOfATextStyleByTwoPoints() async {
        let lines = "one two three four five six seven eight"
        func frame(_ font: Font) -> CGRect {
            host(Text(lines).font(font).frame(width: 60).id("t")).exactFrame(id: "t") ?? .null
        }
        let standard = frame(.body), tight = frame(.body.leading(.tight)), loose = frame(.body.leading(.loose))
        let count = (standard.height / 20.287).rounded(.down)
        XCTAssertGreaterThan(count, 2)
        XCTAssertEqual(loose.height - standard.height, 2 * count, accuracy: 0.34)
        XCTAssertEqual(standard.height - tight.height, 2 * count, accuracy: 0.34)
        XCTAssertEqual(frame(.system(size: 17).leading(.loose)).height, frame(.system(size: 17)).height)
        let row = host(
            HStack(alignment: .firstTextBaseline) {
                Text("Hi").font(.body.leading(.loose)).id("loose")
                Text("Hi").id("standard")
            })
        XCTAssertEqual(row.exactFrame(id: "loose")?.minY, row.exactFrame(id: "standard")?.minY)
        XCTAssertEqual(Font.body.leading(.loose).description, ".body.leading(.loose)")
    }

    // `.system(size:weight:design:)` and `.system(_:design:weight:)` build the same fonts as the
    // modifiers; bolder weights are wider (SF Pro's advances per weight).
    @MainActor func testSystemFontsAndWeights() async {
        XCTAssertEqual(Font.system(size: 17, weight: .bold), Font.system(size: 17).bold())
        XCTAssertEqual(Font.system(.title, design: .monospaced, weight: .bold), Font.title.bold().monospaced())
        let widths = Font.Weight.allCases.map { TextMetrics(font: .body.weight($0)).width(of: "Hello") }
        XCTAssertEqual(widths, widths.sorted(), "each weight at least as wide as the lighter one")
        XCTAssertGreaterThan(widths[Font.Weight.black.rawValue], widths[Font.Weight.regular.rawValue])
    }

    // `.monospaced()` gives every narrow character one advance (SF Mono's 0.62 em, measured on
    // iOS 16.4: 20 bold 12-point characters are 147 points of ink);
    // `.monospacedDigit()` gives every digit the advance of "0"; wide characters stay 1 em.
    @MainActor func testMonospacedDesignsAndDigits() async {
        let mono = TextMetrics(font: .body.monospaced())
        XCTAssertEqual(mono.width(of: "il"), mono.width(of: "WM"))
        XCTAssertEqual(mono.width(of: "il"), 2 * 0.62 * 17, accuracy: 1e-9)
        XCTAssertEqual(mono.width(of: "日"), 17)
        let digits = TextMetrics(font: .body.monospacedDigit())
        XCTAssertEqual(digits.width(of: "111"), digits.width(of: "000"))
        XCTAssertNotEqual(TextMetrics(font: .body).width(of: "111"), TextMetrics(font: .body).width(of: "000"))
    }

    // Graphemes: CJK takes 1 em, an emoji the point size and 6.3 up to 17 points, 4.2 from 24 and
    // at least 65/60 em (iOS 26: 23.0 at 17, 38.1 at 34; iOS 17: a 60-point 🔥 is 65 wide, and
    // 🛠 alone, a text-default emoji SF Pro has no glyph for, is an emoji), combining marks nothing
    // ("e" + U+0301 is one Character, as wide as "e").
    @MainActor func testAdvancesPerGrapheme() async {
        let body = TextMetrics(font: .body)
        XCTAssertEqual(body.width(of: "日本"), 34)
        XCTAssertEqual(body.width(of: "👍🏽"), 23.3, accuracy: 1e-9)
        XCTAssertEqual(body.width(of: "👨‍👩‍👧"), 23.3, accuracy: 1e-9)
        XCTAssertEqual(body.width(of: "🛠"), 23.3, accuracy: 1e-9)
        XCTAssertEqual(TextMetrics(font: .system(size: 34)).width(of: "🔥"), 38.2, accuracy: 1e-9)
        XCTAssertEqual(TextMetrics(font: .system(size: 60)).width(of: "🔥"), 65, accuracy: 1e-9)
        XCTAssertEqual(body.width(of: "e\u{301}"), body.width(of: "e"))
        XCTAssertLessThan(body.width(of: "ｱ"), 17)  // half-width katakana is narrow
    }

    // The modifiers on a view reach text inside it, even text that sets its own font (SwiftUI 4's
    // fontWeight/bold/italic/monospaced are environment values applied to the font).
    @MainActor func testModifiersAreInheritedThroughTheEnvironment() async {
        let h = host(
            VStack {
                Text("Hello").font(.title).id("a"); Text("Hello").id("b")
            }.bold().fontDesign(.monospaced))
        let fonts = h.nodes(kind: .text).compactMap { (h.tree[$0].behavior as? TextNode)?.font }
        XCTAssertEqual(fonts, [Font.title.bold().monospaced(), Font.body.bold().monospaced()])
        let italic = host(Text("x").italic().id("t"))
        XCTAssertEqual((italic.tree[italic.nodes(kind: .text)[0]].behavior as? TextNode)?.font.isItalic, true)
        let weighted = host(Text("x").fontWeight(.heavy).font(.caption))
        XCTAssertEqual((weighted.tree[weighted.nodes(kind: .text)[0]].behavior as? TextNode)?.font, Font.caption.weight(.heavy))
    }

    // iOS 26 sets bold text below 20 points 2.9% narrower than SF Pro's static fonts (two
    // recordings, LayoutRules "Text widths"); regular text, bold from 20 points and iOS 18 keep
    // the static widths.
    @MainActor func testIOS26SetsSmallBoldTextNarrower() async {
        func width(_ text: Text, _ os: OSVersion) -> CGFloat {
            let host = ViewHost(text.fixedSize().id("t"), size: CGSize(width: 400, height: 100), displayScale: 1000)
            host.os = os
            host.settle()
            return host.exactFrame(id: "t")?.width ?? 0
        }
        // An explicit weight: `bold()` would be callout's emphasized weight, semibold.
        let bold = Text("Sesame Street").font(.callout.weight(.bold))
        // The advances and kerning ×0.971; the tracking (−0.31 a character at 16 points) stays.
        XCTAssertEqual(width(bold, .iOS26) / width(bold, .iOS18), 0.970, accuracy: 0.002)
        XCTAssertEqual(width(Text("Sesame Street").font(.callout), .iOS26), width(Text("Sesame Street").font(.callout), .iOS18))
        XCTAssertEqual(width(Text("Sesame Street").font(.title.bold()), .iOS26), width(Text("Sesame Street").font(.title.bold()), .iOS18))
    }

    // Dynamic Type: text styles take the HIG's size for the environment's Dynamic Type size, and
    // lines grow with them. Heights of a UILabel in `.title1` at every content size category,
    // from swift-snapshot-testing's reference dumps (`testTraitsWithViewController.label-*.txt`,
    // pointfreeco/swift-snapshot-testing, 3x; the label is one line): 30, 31.333, … 69.333.
    @MainActor func testTextStylesFollowTheDynamicTypeSize() async {
        let heights: [CGFloat] = [
            30, 31.333333, 32.333333, 33.666667, 36, 38.333333, 40.666667,
            45.666667, 51.333333, 57.333333, 63.333333, 69.333333,
        ]
        for (size, height) in zip(DynamicTypeSize.allCases, heights) {
            let h = host(Text("What's the point?").font(.title).lineLimit(1).id("t").dynamicTypeSize(size))
            XCTAssertEqual(h.exactFrame(id: "t")?.height ?? 0, height, accuracy: 1e-5, "\(size)")
        }
        // The host's setting is the root's environment, as the Settings app's for an app.
        let h = host(Text("Hello").id("t"))
        h.dynamicTypeSize = .accessibility3
        XCTAssertEqual(h.exactFrame(id: "t")?.height ?? 0, (40 * 2444 / 2048 * 3).rounded(.up) / 3, accuracy: 1e-5, "body is 40 pt")
        XCTAssertEqual((h.tree[h.nodes(kind: .text)[0]].behavior as? TextNode)?.font.size, 40)
    }

    // `custom(_:size:)` scales as body, `custom(_:size:relativeTo:)` as its style, and
    // `custom(_:fixedSize:)` and `system(size:)` keep their size (SwiftUI's `Font` documentation).
    @MainActor func testCustomFontsScaleRelativeToTheirStyle() async {
        let h = host(
            VStack {
                Text("a").font(.custom("Avenir", size: 20))
                Text("b").font(.custom("Avenir", size: 20, relativeTo: .largeTitle))
                Text("c").font(.custom("Avenir", fixedSize: 20))
                Text("d").font(.system(size: 20))
            }.dynamicTypeSize(.xxxLarge))
        let sizes = h.nodes(kind: .text).compactMap { (h.tree[$0].behavior as? TextNode)?.font.size }
        XCTAssertEqual(sizes, [27.06, 23.53, 20, 20], "body 17 → 23, large title 34 → 40")
        XCTAssertEqual(Font.title.scaled(for: .large), Font.title, "at the default size a style is itself")
        XCTAssertEqual(Font.custom("A", size: 9).scaled(for: .xLarge).scaled(for: .xLarge).size, 10.06, "scaling is idempotent")
    }

    // Bad input: a font size that is zero, negative or not finite is reported and the body size
    // used; no crash.
    @MainActor func testInvalidFontSizeIsADiagnostic() async {
        for size in [0, -4, CGFloat.nan, .infinity] {
            let h = host(Text("Hi").font(.system(size: size)).id("t"))
            XCTAssertEqual(h.diagnostics.count, 1, "\(size)")
            XCTAssertTrue(h.diagnostics.first?.message.contains("invalid font size") == true)
            XCTAssertEqual(h.exactFrame(id: "t")?.height ?? 0, 20.333333, accuracy: 1e-5)
        }
        XCTAssertEqual(TextMeasurement("Hi", font: .system(size: -1)).size, TextMeasurement("Hi").size)
    }

    // Dumps name the font as it was written.
    @MainActor func testFontDescriptions() async {
        XCTAssertEqual(Font.headline.description, ".headline")
        XCTAssertEqual(Font.title.bold().italic().description, ".title.weight(.bold).italic()")
        XCTAssertEqual(Font.system(size: 12, design: .monospaced).description, ".system(size: 12).design(.monospaced)")
    }

    /// A font's "…" advance, which truncation reserves, is read from the table directly; it
    /// must be what measuring the character gives, for every design, weight and size (tracking
    /// differs by size).
    func testEllipsisAdvanceIsTheCharactersAdvance() {
        for size in [6, 11, 17, 28, 34, 80] as [CGFloat] {
            for weight in Font.Weight.allCases {
                for design in [Font.Design.default, .serif, .rounded, .monospaced] {
                    let metrics = TextMetrics(font: .system(size: size, weight: weight, design: design))
                    XCTAssertEqual(metrics.ellipsisAdvance, metrics.advance(of: "…"), "\(size) \(weight) \(design)")
                }
            }
        }
    }

    /// In a font whose optical size is pinned (a bar's 20.333-point text in the 17-point design),
    /// the "…" truncation puts at a cut is set in its real size's design, as iOS 18.4 draws a
    /// truncated bar title at `.accessibility5` (martinomamic/RSSReader: its dots 5.371 apart,
    /// 5.803 in the 17-point design); the letters keep the pinned design.
    func testAPinnedFontsCutMarkIsInItsRealSizesDesign() {
        var pinned = Font.system(size: 61.0 / 3, weight: .semibold)
        pinned.opticalPointSize = 17
        let real = TextMetrics(font: .system(size: 61.0 / 3, weight: .semibold))
        XCTAssertEqual(TextMetrics(font: pinned).ellipsisAdvance, real.advance(of: "…"), accuracy: 1e-9)
        XCTAssertGreaterThan(TextMetrics(font: pinned).advance(of: "…"), real.advance(of: "…"))
    }
}
