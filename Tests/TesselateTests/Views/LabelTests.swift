import XCTest
@testable import Tesselate

/// `Label` and `LabeledContent`. Sources: swiftui-web `Docs/elements/Label.md` and
/// `Docs/elements/iOS.md` (measured on macOS 26 and an iOS 26 simulator: icon + 8 + title; the
/// icon's centre half a cap height, to the half point, above the title's first baseline;
/// `titleOnly`/`iconOnly` are the title/icon alone);
/// <https://developer.apple.com/documentation/swiftui/label>,
/// <https://developer.apple.com/documentation/swiftui/labeledcontent>.
final class LabelTests: XCTestCase {
    private let body = TextMeasurement("Inbox", font: .body).size
    /// Body's cap height, 11.98, to the half point (12), halved.
    private let halfCap: CGFloat = 6
    private let ascender: CGFloat = 17 * 1950 / 2048
    /// star at body, 3x: SF Pro's glyph, 21.82 wide, 17.62 of ink and 0.08 em above and below
    /// (`SymbolMetrics`; swiftui-web measured 22 × 20 to the half point).
    private let star = CGSize(width: 65.0 / 3, height: 61.0 / 3)

    @MainActor private func host<V: View>(_ view: V) -> ViewHost<V> { ViewHost(view) }

    // Label("Inbox", systemImage: "star") at its ideal size: the star, 8, the title.
    @MainActor func testTitleAndIconLayout() async {
        let h = host(Label("Inbox", systemImage: "star").id("l"))
        let label = h.exactFrame(id: "l")!
        let icon = h.engine.exactFrames[h.nodes(kind: .image)[0]]!
        let title = h.engine.exactFrames[h.nodes(kind: .text)[0]]!
        XCTAssertEqual(label.width, star.width + 8 + body.width, accuracy: 0.01)
        XCTAssertEqual(icon.size, star)
        XCTAssertEqual(title.minX - icon.maxX, 8, accuracy: 0.01)
        // The icon's centre is half a cap height above the title's baseline.
        XCTAssertEqual(icon.midY, title.minY + ascender - halfCap, accuracy: 0.01)
        // The label is as tall as the union of the two: about the title's line here (the star,
        // as tall, reaches 0.02 above it).
        XCTAssertEqual(label.height, body.height, accuracy: 0.05)
        XCTAssertTrue(h.diagnostics.isEmpty)
    }

    // In an iOS 26 list row the icon is centred 11.5 in and the title starts 38.333 after the
    // content's edge, whatever the icon (iOS 26.1, home-assistant/iOS's servers screen); before
    // iOS 26 and outside lists, 8 after the icon.
    @MainActor func testListRowColumnOnIOS26() async {
        func frames(_ symbol: String, os: OSVersion) -> (icon: CGRect, title: CGRect, row: CGRect) {
            let h = ViewHost(List { Label("Add Server", systemImage: symbol) }, device: .iPhone16, os: os)
            let icon = h.engine.exactFrames[h.nodes(kind: .image)[0]]!, title = h.engine.exactFrames[h.nodes(kind: .text)[0]]!
            return (icon, title, h.engine.exactFrames[h.nodes(kind: .label)[0]]!)
        }
        for symbol in ["plus", "questionmark.circle"] {
            let (icon, title, row) = frames(symbol, os: .iOS26)
            XCTAssertEqual(icon.midX - row.minX, 11.5, accuracy: 0.01, symbol)
            XCTAssertEqual(title.minX - row.minX, 115.0 / 3, accuracy: 0.01, symbol)
        }
        let (icon, title, _) = frames("plus", os: .iOS18)
        XCTAssertEqual(title.minX - icon.maxX, 8, accuracy: 0.01)
    }

    // iOS 26.2 (hiragram/tweakable's shopping-list cards, caption at `.medium`, 11 points): two
    // labels 12 apart; fork.knife, which SF Pro 16 lacks, is 10.667 wide with 7.376 × 12.429 of
    // ink, its title 8 after it, and its 14.333-point frame makes the row a point taller than the
    // caption's 13.333 line, its title 0.667 lower.
    @MainActor func testCaptionLabelsWithForkKnife() async {
        let h = ViewHost(
            HStack(spacing: 12) {
                Label("3 items", systemImage: "checkmark.circle")
                Label("2 recipes", systemImage: "fork.knife").id("l")
            }
            .font(.caption).id("row"),
            size: CGSize(width: 375, height: 200), displayScale: 3)
        h.dynamicTypeSize = .medium
        h.settle()
        let icon = h.engine.exactFrames[h.nodes(kind: .image)[1]]!, title = h.engine.exactFrames[h.nodes(kind: .text)[1]]!
        let label = h.exactFrame(id: "l")!
        XCTAssertEqual(icon.size.width, 32.0 / 3, accuracy: 0.01)
        XCTAssertEqual(icon.size.height, 43.0 / 3, accuracy: 0.01)
        XCTAssertEqual(title.minX - icon.maxX, 8, accuracy: 0.01)
        XCTAssertEqual(title.minY - label.minY, 2.0 / 3, accuracy: 0.05)
        XCTAssertEqual(h.exactFrame(id: "row")!.height, 43.0 / 3, accuracy: 0.01)
        let ink = SymbolMetrics.layout(of: "fork.knife", pointSize: 11, scale: .medium).ink
        XCTAssertEqual(ink.width, 7.376, accuracy: 0.05)
        XCTAssertEqual(ink.height, 12.429, accuracy: 0.05)
    }

    // A tall icon puts the title lower: a 40-point icon's centre (20) is the title's baseline −6.
    @MainActor func testTallIconMovesTheTitle() async {
        let h = host(
            Label {
                Text("Tall")
            } icon: {
                Color.red.frame(width: 40, height: 40).id("i")
            }.id("l"))
        let icon = h.exactFrame(id: "i")!, title = h.engine.exactFrames[h.nodes(kind: .text)[0]]!
        XCTAssertEqual(title.minY + ascender - halfCap, icon.midY, accuracy: 0.01)
        XCTAssertEqual(h.exactFrame(id: "l")!.height, 40, accuracy: 0.01)
    }

    @MainActor func testStyles() async {
        let titleOnly = host(Label("Inbox", systemImage: "star").labelStyle(.titleOnly).id("l"))
        XCTAssertEqual(titleOnly.exactFrame(id: "l")!.size, body)
        XCTAssertTrue(titleOnly.nodes(kind: .image).isEmpty)
        let iconOnly = host(Label("Inbox", systemImage: "star").labelStyle(.iconOnly).id("l"))
        XCTAssertEqual(iconOnly.exactFrame(id: "l")!.size, star)
        // The style nearest the label wins.
        let nearest = host(Label("Inbox", systemImage: "star").labelStyle(.iconOnly).labelStyle(.titleOnly).id("l"))
        XCTAssertEqual(nearest.exactFrame(id: "l")!.size, star)
        let automatic = host(Label("Inbox", systemImage: "star").labelStyle(.titleAndIcon).labelStyle(.automatic).id("l"))
        XCTAssertEqual(automatic.exactFrame(id: "l")!.width, star.width + 8 + body.width, accuracy: 0.01)
    }

    /// A custom style: the icon above the title, 4 apart, and one that wraps the standard label.
    struct VerticalLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 4) {
                configuration.icon
                configuration.title
            }
        }
    }

    struct PaddedLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            Label(configuration).padding(10)
        }
    }

    @MainActor func testCustomStyles() async {
        let vertical = host(Label("Inbox", systemImage: "star").labelStyle(VerticalLabelStyle()).id("l"))
        XCTAssertEqual(vertical.exactFrame(id: "l")!.height, star.height + 4 + body.height, accuracy: 0.01)
        XCTAssertTrue(vertical.dump().contains("Label(style: VerticalLabelStyle"), vertical.dump())
        let padded = host(Label("Inbox", systemImage: "star").labelStyle(PaddedLabelStyle()).id("l"))
        XCTAssertEqual(padded.exactFrame(id: "l")!.width, star.width + 8 + body.width + 20, accuracy: 0.01)
    }

    // Label(_:image:) uses an asset as the icon.
    @MainActor func testAssetIcon() async {
        ImageAssets.register("label-tests.logo", size: CGSize(width: 30, height: 30))
        let h = host(Label("Logo", image: "label-tests.logo").id("l"))
        XCTAssertEqual(h.exactFrame(id: "l")!.width, 30 + 8 + TextMeasurement("Logo", font: .body).size.width, accuracy: 0.01)
    }

    // LabeledContent fills the offered width: the label leading, the value trailing.
    @MainActor func testLabeledContentSpansItsRow() async {
        let h = ViewHost(LabeledContent("Name", value: "Ada").id("row").frame(width: 300), size: CGSize(width: 300, height: 100))
        let row = h.exactFrame(id: "row")!
        let texts = h.nodes(kind: .text).map { h.engine.exactFrames[$0]! }
        XCTAssertEqual(row.width, 300, accuracy: 0.01)
        XCTAssertEqual(texts[0].minX, row.minX, accuracy: 0.01)
        XCTAssertEqual(texts[1].maxX, row.maxX, accuracy: 0.01)
        // At its ideal size: label + 8 + value.
        let ideal = ViewHost(
            LabeledContent {
                Text("42")
            } label: {
                Text("Count")
            }.id("row").fixedSize())
        let width = TextMeasurement("Count", font: .body).size.width + 8 + TextMeasurement("42", font: .body).size.width
        XCTAssertEqual(ideal.exactFrame(id: "row")!.width, width, accuracy: 0.01)
        XCTAssertEqual(ideal.nodes(kind: .labeledContent).count, 1)
    }
}
