import XCTest
@testable import Tesselate

/// `ViewHost.svg()`: the elements and attributes of the document, and that it is well-formed XML
/// (checked by ``wellFormednessProblem(_:)``; Foundation's `XMLDocument` is not in every Linux
/// build). What the documents look like was checked in headless Chromium while developing.
final class SVGRendererTests: XCTestCase {
    @MainActor private func svg<V: View>(_ view: V, _ w: CGFloat = 20, _ h: CGFloat = 16) -> String {
        let document = ViewHost(view, size: CGSize(width: w, height: h), displayScale: 1).svg()
        XCTAssertNil(wellFormednessProblem(document), document)
        return document
    }

    @MainActor func testDocumentIsAStandaloneSVGOfTheWindow() async {
        let document = svg(Color.red.frame(width: 8, height: 8))
        XCTAssertTrue(
            document.hasPrefix(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" "
                    + "width=\"20\" height=\"16\" viewBox=\"0 0 20 16\""), document)
        XCTAssertTrue(document.contains("<rect width=\"20\" height=\"16\" fill=\"#ffffff\"/>"), "white window")
        XCTAssertTrue(document.contains("<rect x=\"6\" y=\"4\" width=\"8\" height=\"8\" fill=\"#ff3b30\"/>"), document)
        XCTAssertTrue(document.hasSuffix("</svg>\n"))
        XCTAssertEqual(document, svg(Color.red.frame(width: 8, height: 8)), "deterministic")
    }

    @MainActor func testShapes() async {
        let document = svg(
            VStack(spacing: 0) {
                Circle().fill(Color.blue).frame(width: 10, height: 10)
                Ellipse().fill(Color.green).frame(width: 20, height: 10)
                Capsule().fill(Color.black).frame(width: 20, height: 10)
                RoundedRectangle(cornerRadius: 3).fill(Color.black.opacity(0.5)).frame(width: 20, height: 10)
            }, 20, 40)
        XCTAssertTrue(document.contains("<circle cx=\"10\" cy=\"5\" r=\"5\" fill=\"#007aff\"/>"), document)
        XCTAssertTrue(document.contains("<ellipse cx=\"10\" cy=\"15\" rx=\"10\" ry=\"5\" fill=\"#34c759\"/>"), document)
        XCTAssertTrue(document.contains("<rect x=\"0\" y=\"20\" width=\"20\" height=\"10\" rx=\"5\" ry=\"5\" fill=\"#000000\"/>"), document)
        // Continuous corners (the default) are a path: down the trailing edge to 1.528665 radii
        // above the corner, then the corner's curves.
        XCTAssertTrue(document.contains("<path d=\"M20 35L20 35.414C"), document)
        XCTAssertTrue(document.contains("Z\" fill=\"#000000\" fill-opacity=\"0.5\"/>"), document)
    }

    @MainActor func testCustomShapeIsAPath() async {
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                var path = Path()
                path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.closeSubpath()
                return path
            }
        }
        XCTAssertTrue(svg(Triangle().fill(Color.black)).contains("<path d=\"M10 0L20 16L0 16Z\" fill=\"#000000\"/>"))
    }

    @MainActor func testLinearGradientIsDefinedOverTheFrame() async {
        let document = svg(LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing))
        XCTAssertTrue(
            document.contains(
                "<linearGradient id=\"gradient1\" gradientUnits=\"userSpaceOnUse\" "
                    + "x1=\"0\" y1=\"8\" x2=\"20\" y2=\"8\">"), document)
        XCTAssertTrue(document.contains("<stop offset=\"0\" stop-color=\"#000000\"/>"), document)
        XCTAssertTrue(document.contains("<stop offset=\"1\" stop-color=\"#000000\" stop-opacity=\"0\"/>"), document)
        XCTAssertTrue(document.contains("fill=\"url(#gradient1)\""), document)
    }

    @MainActor func testRadialGradientMapsItsRadii() async {
        let document = svg(RadialGradient(colors: [.white, .black], center: .center, startRadius: 5, endRadius: 10))
        XCTAssertTrue(
            document.contains("<radialGradient id=\"gradient1\" gradientUnits=\"userSpaceOnUse\" cx=\"10\" cy=\"8\" r=\"10\">"), document)
        // SwiftUI's 0 is at startRadius: half of SVG's radius.
        XCTAssertTrue(document.contains("<stop offset=\"0.5\" stop-color=\"#ffffff\"/>"), document)
        XCTAssertTrue(document.contains("<stop offset=\"1\" stop-color=\"#000000\"/>"), document)
    }

    @MainActor func testMaskIsAnAlphaMaskDrawnInWhite() async {
        let document = svg(
            Color.red.mask {
                LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing)
            })
        XCTAssertTrue(document.contains("<mask id=\"mask1\" maskUnits=\"userSpaceOnUse\""), document)
        XCTAssertTrue(document.contains("style=\"mask-type:alpha\""), document)
        XCTAssertTrue(document.contains("<stop offset=\"0\" stop-color=\"#ffffff\"/>"), "mask colours are white: \(document)")
        XCTAssertTrue(document.contains("<stop offset=\"1\" stop-color=\"#ffffff\" stop-opacity=\"0\"/>"), document)
        XCTAssertTrue(document.contains("<g mask=\"url(#mask1)\">"), document)
        XCTAssertFalse(
            document.contains("fill=\"#ff3b30\"/>\n  <rect x=\"0\" y=\"0\" width=\"20\" height=\"16\" fill=\"url"),
            "the mask is not drawn")
    }

    @MainActor func testClipsAreClipPaths() async {
        let document = svg(Color.black.clipShape(Circle()))
        XCTAssertTrue(document.contains("<clipPath id=\"clip1\"><circle cx=\"10\" cy=\"8\" r=\"8\"/></clipPath>"), document)
        XCTAssertTrue(document.contains("<g clip-path=\"url(#clip1)\">"), document)
        let scroll = svg(ScrollView { Color.black.frame(height: 40) })
        XCTAssertTrue(scroll.contains("<clipPath id=\"clip1\"><rect x=\"0\" y=\"0\" width=\"20\" height=\"16\"/></clipPath>"), scroll)
    }

    @MainActor func testOpacityHiddenAndBlur() async {
        let faded = svg(Color.black.frame(width: 8, height: 8).opacity(0.25))
        XCTAssertTrue(faded.contains("<g opacity=\"0.25\">"), faded)
        XCTAssertTrue(svg(Color.black.opacity(0.25)).contains("fill=\"#000000\" fill-opacity=\"0.25\""), "a colour's opacity")
        XCTAssertFalse(svg(Color.black.hidden()).contains("#000000"))
        let blurred = svg(Color.black.blur(radius: 4))
        XCTAssertTrue(blurred.contains("<feGaussianBlur stdDeviation=\"2\"/>"), blurred)
        XCTAssertTrue(blurred.contains("filter=\"url(#blur1)\""), blurred)
    }

    @MainActor func testTransformsAreMatrices() async {
        let scaled = svg(Color.black.frame(width: 8, height: 8).scaleEffect(2))
        // Scaling by 2 around (10, 8): x' = 2x − 10, y' = 2y − 8.
        XCTAssertTrue(scaled.contains("<g transform=\"matrix(2 0 0 2 -10 -8)\">"), scaled)
        let rotated = svg(Color.black.frame(width: 8, height: 8).rotationEffect(.degrees(90)))
        XCTAssertTrue(rotated.contains("<g transform=\"matrix(0 1 -1 0 18 -2)\">"), rotated)
    }

    @MainActor func testTextHasItsFontAndIsEscaped() async {
        let document = svg(Text("a < b & \"c\"").font(.system(size: 12, design: .monospaced)), 200, 40)
        XCTAssertTrue(document.contains(">a &lt; b &amp; &quot;c&quot;</text>"), document)
        XCTAssertTrue(document.contains("font-size=\"12\""), document)
        XCTAssertTrue(document.contains("font-family=\"\(SVGRenderer.monospacedFamily)\""), document)
        XCTAssertTrue(document.contains("font-family=\"\(SVGRenderer.sansFamily)\""), "the default family on the root")
        XCTAssertTrue(document.contains("lengthAdjust=\"spacingAndGlyphs\""), document)
        let bold = svg(Text("Hi").bold(), 100, 40)
        // `bold()` on body text is its emphasized weight, semibold.
        XCTAssertTrue(bold.contains("font-weight=\"600\""), bold)
        XCTAssertTrue(bold.contains("font-size=\"17\""), bold)
    }

    @MainActor func testEachLineIsATextElementOnItsBaseline() async {
        let document = svg(Text("a\nb").frame(width: 40, height: 60, alignment: .top), 40, 60)
        let texts = document.components(separatedBy: "\n").filter { $0.contains("<text") }
        XCTAssertEqual(texts.count, 2, document)
        // Every line is stretched to its own laid-out width, so a viewer's fallback font cannot
        // make a wrapped line spill out of its view.
        XCTAssertTrue(texts.allSatisfy { $0.contains("textLength=") }, document)
        let baselines = texts.compactMap { line -> Double? in
            guard let range = line.range(of: " y=\"") else { return nil }
            return Double(line[range.upperBound...].prefix { $0 != "\"" })
        }
        XCTAssertEqual(baselines.count, 2)
        if baselines.count == 2 {
            XCTAssertEqual(baselines[1] - baselines[0], 21.3, accuracy: 0.5, "a line of 17-point text and body's gap apart")
        }
    }

    /// A text's lines are drawn a baseline's pitch apart as laid out: the line height and the
    /// `lineSpacing` (iOS 17.0.1, bitwarden/authenticator-ios's tutorial: a centred two-line title2
    /// with `lineSpacing(3)` has its lines 28.333 apart at 3x), whether they start at the text's
    /// edge or each at its own offset.
    @MainActor func testLinesKeepTheirSpacing() async {
        for alignment in [TextAlignment.leading, .center] {
            let text = Text("a\nbb").multilineTextAlignment(alignment).lineSpacing(10).frame(width: 40, height: 80)
            let document = svg(text, 40, 80)
            let baselines = document.components(separatedBy: "\n").filter { $0.contains("<text") }.compactMap { line -> Double? in
                guard let range = line.range(of: " y=\"") else { return nil }
                return Double(line[range.upperBound...].prefix { $0 != "\"" })
            }
            XCTAssertEqual(baselines.count, 2, document)
            if baselines.count == 2 {
                XCTAssertEqual(baselines[1] - baselines[0], 30.3, accuracy: 0.5, "\(alignment): 17-point lines and 10 of spacing apart")
            }
        }
    }

    @MainActor func testDividerAndNestedEffectsStayWellFormed() async {
        let view = VStack {
            Text("Title").font(.title)
            Divider()
            HStack {
                Color.red; Color.blue.opacity(0.5)
            }.frame(height: 20).clipShape(Capsule())
        }
        .padding()
        .background(Color.gray.opacity(0.2))
        .mask { RadialGradient(colors: [.black, .clear], center: .center, startRadius: 0, endRadius: 200) }
        .scaleEffect(0.9)
        let document = svg(view, 200, 200)
        XCTAssertTrue(document.contains("fill=\"#3c3c43\" fill-opacity=\"0.29\""), "the divider: \(document)")
        XCTAssertTrue(document.contains("<g transform=\"matrix(0.9 0 0 0.9"), document)
    }

    // MARK: The well-formedness checker

    func testWellFormednessChecker() {
        XCTAssertNil(wellFormednessProblem("<?xml version=\"1.0\"?>\n<a x=\"1\"><b/><c>t &amp; u</c></a>\n"))
        XCTAssertNotNil(wellFormednessProblem("<a><b></a></b>"))
        XCTAssertNotNil(wellFormednessProblem("<a x=1/>"))
        XCTAssertNotNil(wellFormednessProblem("<a>&</a>"))
        XCTAssertNotNil(wellFormednessProblem("<a></a><b/>"))
        XCTAssertNotNil(wellFormednessProblem("<a>"))
    }

    /// Button labels take iOS's colours: white on a prominent button, the accent colour on an
    /// automatic (borderless) one, the label's own colour on a plain one or when it sets one.
    @MainActor func testButtonLabelsTakeTheirStylesColour() async {
        let svg = ViewHost(
            VStack {
                Button("Go") {}.buttonStyle(.borderedProminent)
                Button("Tap") {}
                Button("Plain") {}.buttonStyle(.plain)
                Button(action: {}) { Text("Red").foregroundColor(.red) }
            }, size: CGSize(width: 200, height: 200)
        ).svg()
        func fill(of text: String) -> String? {
            svg.split(separator: "\n").first { $0.contains(">\(text)</text>") }
                .flatMap { line in line.range(of: "fill=\"").map { String(line[$0.upperBound...].prefix(7)) } }
        }
        XCTAssertEqual(fill(of: "Go"), "#ffffff")
        XCTAssertEqual(fill(of: "Tap"), "#007aff")
        XCTAssertNotEqual(fill(of: "Plain"), "#007aff")
        XCTAssertNotEqual(fill(of: "Red"), "#007aff")
    }

    /// A switch is drawn as iOS draws it: green with its knob trailing when on, grey with the
    /// knob leading when off.
    @MainActor func testTogglesShowTheirState() async {
        func svg(_ on: Bool) -> String {
            ViewHost(Toggle("Wi-Fi", isOn: .constant(on)), size: CGSize(width: 300, height: 60), displayScale: 1).svg()
        }
        XCTAssertTrue(svg(true).lowercased().contains("#34c759"))
        XCTAssertFalse(svg(false).lowercased().contains("#34c759"))
        XCTAssertEqual(
            svg(true).components(separatedBy: "fill=\"#ffffff\"").count, svg(false).components(separatedBy: "fill=\"#ffffff\"").count,
            "a white knob either way")
        XCTAssertNotEqual(svg(true), svg(false))
    }

    /// A tint recolours a switch that is on (iOS 15's `tint(_:)`, and the deprecated
    /// `SwitchToggleStyle(tint:)`); the style's tint wins over an outer one, and a switch that is
    /// off keeps its grey.
    @MainActor func testSwitchesFollowTheirTint() async {
        func svg(_ view: some View) -> String {
            ViewHost(view, size: CGSize(width: 300, height: 60), displayScale: 1).svg().lowercased()
        }
        let on = Toggle("Wi-Fi", isOn: .constant(true))
        XCTAssertTrue(svg(on.tint(.orange)).contains("#ff9500"))
        XCTAssertFalse(svg(on.tint(.orange)).contains("#34c759"))
        XCTAssertTrue(svg(on.toggleStyle(SwitchToggleStyle(tint: .red)).tint(.orange)).contains("#ff3b30"))
        XCTAssertFalse(svg(on.toggleStyle(SwitchToggleStyle(tint: .red)).tint(.orange)).contains("#ff9500"))
        XCTAssertTrue(svg(on.toggleStyle(SwitchToggleStyle()).tint(.orange)).contains("#ff9500"))
        XCTAssertFalse(svg(Toggle("Wi-Fi", isOn: .constant(false)).tint(.orange)).contains("#ff9500"))
    }
}

/// The first problem that makes `xml` not well-formed, or `nil`: unbalanced or crossed tags,
/// unquoted or duplicate attributes, a bare `&` or `<`, more than one root element. Comments
/// and a leading declaration are skipped. (Enough for the documents Tesselate writes.)
func wellFormednessProblem(_ xml: String) -> String? {
    var stack: [String] = []
    var roots = 0
    var rest = Substring(xml)
    func checkText(_ text: Substring) -> String? {
        var remaining = text
        while let amp = remaining.firstIndex(of: "&") {
            let after = remaining[remaining.index(after: amp)...]
            guard let semicolon = after.firstIndex(of: ";"),
                ["amp", "lt", "gt", "quot", "apos"].contains(String(after[..<semicolon])) || after.hasPrefix("#")
            else {
                return "bare & in \(text.prefix(40))"
            }
            remaining = after[after.index(after: semicolon)...]
        }
        return nil
    }
    while let open = rest.firstIndex(of: "<") {
        let text = rest[..<open]
        if let problem = checkText(text) { return problem }
        if !stack.isEmpty || text.allSatisfy(\.isWhitespace) {} else { return "text outside the root: \(text.prefix(40))" }
        rest = rest[open...]
        if rest.hasPrefix("<?") || rest.hasPrefix("<!--") {
            let end = rest.hasPrefix("<?") ? "?>" : "-->"
            guard let close = rest.range(of: end) else { return "unterminated \(end)" }
            rest = rest[close.upperBound...]
            continue
        }
        guard let close = rest.firstIndex(of: ">") else { return "unterminated tag" }
        var tag = rest[rest.index(after: rest.startIndex)..<close]
        rest = rest[rest.index(after: close)...]
        if tag.hasPrefix("/") {
            guard stack.popLast() == String(tag.dropFirst()) else { return "crossed or unbalanced </\(tag.dropFirst())>" }
            continue
        }
        let selfClosing = tag.hasSuffix("/")
        if selfClosing { tag = tag.dropLast() }
        let name = tag.prefix { !$0.isWhitespace }
        guard !name.isEmpty, !name.contains("<") else { return "bad tag <\(tag.prefix(40))>" }
        // Attributes: name="value" pairs, values without < or a bare &.
        var attributes = tag.dropFirst(name.count)
        var names: Set<String> = []
        while true {
            attributes = attributes.drop { $0.isWhitespace }
            if attributes.isEmpty { break }
            guard let equals = attributes.firstIndex(of: "="), attributes[attributes.index(after: equals)...].first == "\"" else {
                return "unquoted attribute in <\(tag.prefix(60))>"
            }
            let attribute = String(attributes[..<equals])
            guard names.insert(attribute).inserted else { return "duplicate attribute \(attribute)" }
            let valueStart = attributes.index(equals, offsetBy: 2)
            guard let valueEnd = attributes[valueStart...].firstIndex(of: "\"") else { return "unterminated attribute value" }
            let value = attributes[valueStart..<valueEnd]
            if value.contains("<") { return "< in an attribute value" }
            if let problem = checkText(value) { return problem }
            attributes = attributes[attributes.index(after: valueEnd)...]
        }
        if stack.isEmpty { roots += 1 }
        if roots > 1 { return "more than one root element" }
        if !selfClosing { stack.append(String(name)) }
    }
    if !rest.allSatisfy(\.isWhitespace) && stack.isEmpty { return "text after the root" }
    return stack.isEmpty ? (roots == 1 ? nil : "no root element") : "unclosed <\(stack.last ?? "")>"
}
