import Foundation
import Tesselate
import TesselateTesting
import XCTest

/// `host.explain(match)` tells why a view has its frame: the chain of proposals from the window
/// down to it, and at each level the rule that decided, with the layout's own numbers.
final class ExplainTests: XCTestCase {
    /// A flexible child between two texts in an `HStack` with explicit spacing.
    struct Row: View {
        static let spacing: CGFloat = 8
        var body: some View {
            HStack(spacing: Self.spacing) {
                Text("Name")
                Color.red.id("bar")
                Text("42").frame(width: 60)
            }
            .padding(10)
        }
    }

    @MainActor func testTheChainRunsFromTheRootToTheViewWithItsProposalsSizesAndFrames() async throws {
        let host = ViewHost(Row(), size: CGSize(width: 300, height: 100))
        let bar = try XCTUnwrap(host.find(.id("bar")))
        let explanation = host.explain(bar)
        XCTAssertEqual(explanation.path, bar.path)
        XCTAssertEqual(explanation.steps.map(\.path), (bar.ancestors.reversed() + [bar]).map(\.path))
        let last = try XCTUnwrap(explanation.steps.last)
        XCTAssertEqual(last.proposal, bar.proposal)
        XCTAssertEqual(last.size, bar.size)
        XCTAssertEqual(last.frame, bar.frame())
        XCTAssertEqual(explanation.steps.first?.rule, .padding)
        XCTAssertTrue(explanation.steps.first?.detail.hasPrefix("The host proposed 300×100 to the root (the whole window).") == true)
    }

    /// The "Explaining a layout" article shows this explanation word for word.
    @MainActor func testTheArticlesExampleIsThisExplanation() async throws {
        let host = ViewHost(Row(), size: CGSize(width: 300, height: 100))
        let explanation = try XCTUnwrap(host.explain(.id("bar")))
        XCTAssertEqual(explanation.steps.map(\.rule), [.padding, .stack, .sizedItself])
        let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
                "Sources/Tesselate/Tesselate.docc/ExplainingALayout.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        let marker = try XCTUnwrap(text.range(of: "prints:\n\n```\n"))
        let end = try XCTUnwrap(text.range(of: "\n```", range: marker.upperBound..<text.endIndex))
        let shown = String(text[marker.upperBound..<end.lowerBound])
        XCTAssertEqual(shown, explanation.description)
    }

    @MainActor func testPaddingOffersTheProposalLessTheInsets() async throws {
        let host = ViewHost(Row(), size: CGSize(width: 300, height: 100))
        let padding = try XCTUnwrap(host.explain(.id("bar"))?.steps.first)
        XCTAssertEqual(padding.kind, .padding)
        XCTAssertTrue(padding.detail.contains("offer less 20×20, 280×80"), padding.detail)
    }

    @MainActor func testAStackSaysHowItSharedItsWidth() async throws {
        let host = ViewHost(Row(), size: CGSize(width: 300, height: 100))
        let explanation = try XCTUnwrap(host.explain(.id("bar")))
        let stack = try XCTUnwrap(explanation.steps.first { $0.kind == .hStack })
        XCTAssertEqual(stack.rule, .stack)
        let gaps = 2 * Row.spacing
        let offered = 300 - 20 as CGFloat
        XCTAssertTrue(
            stack.detail.contains(
                "Offered \(formatNumber(offered)) width; spacing 8 × 2, \(formatNumber(gaps)) in all, leaves \(formatNumber(offered - gaps))"
            ),
            stack.detail)
        // The fixed-width frame and the text are less flexible than the colour, so are listed first.
        let barRange = stack.detail.range(of: "[1] Color")
        let frameRange = stack.detail.range(of: "[2] frame")
        XCTAssertNotNil(barRange)
        XCTAssertNotNil(frameRange)
        if let barRange, let frameRange { XCTAssertLessThan(frameRange.lowerBound, barRange.lowerBound, stack.detail) }
        XCTAssertTrue(stack.detail.hasSuffix("This chain goes on through child [1]."), stack.detail)
    }

    @MainActor func testTheJSONFormHasTheSchemaAndOneEntryALevel() async throws {
        let host = ViewHost(Row(), size: CGSize(width: 300, height: 100))
        let bar = try XCTUnwrap(host.find(.id("bar")))
        let explanation = host.explain(bar)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(explanation.json.utf8)) as? [String: Any])
        XCTAssertEqual(object["schema"] as? String, LayoutExplanation.schema)
        XCTAssertEqual(object["schema"] as? String, "tesselate.explain/1")
        XCTAssertEqual((object["view"] as? [String: Any])?["path"] as? String, bar.path)
        XCTAssertEqual(object["window"] as? [Double], [300, 100])
        let chain = try XCTUnwrap(object["chain"] as? [[String: Any]])
        XCTAssertEqual(chain.count, bar.ancestors.count + 1)
        for (entry, step) in zip(chain, explanation.steps) {
            let members: Set<String> = ["path", "kind", "summary", "proposal", "size", "frame", "rule", "detail"]
            // A stack offered a length also says how it shared it (`stack`, added to version 1).
            XCTAssertEqual(Set(entry.keys), step.rule == .stack ? members.union(["stack"]) : members)
            XCTAssertEqual(entry["rule"] as? String, step.rule.rawValue)
            XCTAssertEqual(entry["detail"] as? String, step.detail)
            let proposal = try XCTUnwrap(entry["proposal"] as? [String: Double])
            XCTAssertEqual(proposal["width"].map { CGFloat($0) }, step.proposal?.width)
            XCTAssertEqual(
                entry["frame"] as? [Double], [step.frame.minX, step.frame.minY, step.frame.width, step.frame.height].map(Double.init))
        }
    }

    @MainActor func testAFixedFrameNamesItsFixedDimension() async throws {
        let host = ViewHost(Row(), size: CGSize(width: 300, height: 100))
        let explanation = try XCTUnwrap(host.explain(.text("42")))
        let frame = try XCTUnwrap(explanation.steps.dropLast().last)
        XCTAssertEqual(frame.rule, .fixedFrame)
        XCTAssertTrue(frame.detail.contains("fixed width 60 whatever is offered"), frame.detail)
        XCTAssertTrue(frame.detail.contains("its height passes through"), frame.detail)
        XCTAssertEqual(explanation.steps.last?.rule, .text)
    }

    @MainActor func testAFlexibleFrameSaysWhichLengthItTook() async throws {
        let host = ViewHost(Text("Hi").frame(maxWidth: .infinity), size: CGSize(width: 200, height: 50))
        let frame = try XCTUnwrap(host.explain(.text("Hi"))?.steps.first)
        XCTAssertEqual(frame.rule, .flexibleFrame)
        XCTAssertTrue(frame.detail.contains("width between the child's and ∞: offered 200"), frame.detail)
        XCTAssertTrue(frame.detail.contains("so it takes the offered width, 200"), frame.detail)
    }

    @MainActor func testATruncatedTextSaysItIsCutShort() async throws {
        let sentence = "A sentence far too long for its frame"
        let host = ViewHost(Text(sentence).lineLimit(1).frame(width: 80), size: CGSize(width: 200, height: 50))
        let text = try XCTUnwrap(host.explain(.text(sentence))?.steps.last)
        XCTAssertEqual(text.rule, .text)
        XCTAssertTrue(text.detail.contains("in the offered width 80: 1 line (lineLimit 1)"), text.detail)
        XCTAssertTrue(text.detail.contains("cut short with “…”"), text.detail)
    }

    @MainActor func testFixedSizeProposesTheIdealSize() async throws {
        let host = ViewHost(Text("Wide text").fixedSize(), size: CGSize(width: 20, height: 50))
        let explanation = try XCTUnwrap(host.explain(.text("Wide text")))
        XCTAssertEqual(explanation.steps.first?.rule, .fixedSize)
        XCTAssertTrue(explanation.steps.first?.detail.contains("instead of the offered 20×50 it proposed nil×nil") == true)
        XCTAssertTrue(explanation.steps.last?.detail.contains("Text offered no width (nil) takes its ideal width") == true)
    }

    /// A layout of the app's own.
    struct Column: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 50, height: 50) }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(width: 30, height: 30)) }
        }
    }

    @MainActor func testACustomLayoutIsNamed() async throws {
        let host = ViewHost(Column { Color.blue.id("square") }, size: CGSize(width: 100, height: 100))
        let layout = try XCTUnwrap(host.explain(.id("square"))?.steps.first)
        XCTAssertEqual(layout.rule, .customLayout)
        XCTAssertTrue(layout.detail.contains("a Layout of the app: its sizeThatFits answered 50×50 for 100×100"), layout.detail)
        XCTAssertTrue(layout.detail.contains("It offered Color 30×30."), layout.detail)
    }

    @MainActor func testAnAspectRatioOffersItsRectangle() async throws {
        let host = ViewHost(Color.green.id("wide").aspectRatio(2, contentMode: .fit), size: CGSize(width: 300, height: 300))
        let explanation = try XCTUnwrap(host.explain(.id("wide")))
        XCTAssertEqual(explanation.steps.first?.rule, .aspectRatio)
        XCTAssertTrue(
            explanation.steps.first?.detail.contains(
                "ratio 2, .fit: it offered its child the rectangle of that ratio that fits in 300×300, 300×150") == true)
        XCTAssertEqual(explanation.steps.last?.size, CGSize(width: 300, height: 150))
    }

    @MainActor func testABackgroundIsOfferedTheSizeOfTheViewItDecorates() async throws {
        let host = ViewHost(
            Color.clear.frame(width: 40, height: 30).background(Color.yellow.id("fill")), size: CGSize(width: 200, height: 100))
        let explanation = try XCTUnwrap(host.explain(.id("fill")))
        let background = try XCTUnwrap(explanation.steps.first { $0.kind == ViewKind("background") })
        XCTAssertEqual(background.rule, .layers)
        let decorated = try XCTUnwrap(host.find(.kind(.frame)))
        XCTAssertTrue(
            background.detail.contains(
                "the view it decorates chose \(formatNumber(decorated.size.width))×\(formatNumber(decorated.size.height))"),
            background.detail)
        XCTAssertEqual(explanation.steps.last?.proposal, ProposedViewSize(decorated.size))
    }

    @MainActor func testOnADeviceTheRootIsOfferedTheSafeAreaAndAViewIgnoringItExtends() async throws {
        let host = ViewHost(
            ZStack {
                Color.blue.ignoresSafeArea().id("full"); Text("Hi")
            }, device: .iPhone16)
        let explanation = try XCTUnwrap(host.explain(.id("full")))
        let root = try XCTUnwrap(explanation.steps.first)
        XCTAssertTrue(root.detail.contains("the window is 393×852; the host proposes its safe area, less the keyboard"), root.detail)
        XCTAssertEqual(explanation.steps.last?.rule, .safeArea)
        XCTAssertTrue(explanation.steps.last?.detail.contains("It ignores the safe area: placing extended it") == true)
        XCTAssertEqual(explanation.steps.last?.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @MainActor func testAModifierWithoutARuleOfItsOwnPassesTheProposalThrough() async throws {
        let host = ViewHost(Color.red.id("dot").opacity(0.5), size: CGSize(width: 50, height: 50))
        let explanation = try XCTUnwrap(host.explain(.id("dot")))
        XCTAssertEqual(explanation.steps.map(\.rule), [.passesThrough, .sizedItself])
        XCTAssertTrue(explanation.steps.first?.detail.contains("It passes the proposal on to its child") == true)
    }

    @MainActor func testAScrollViewOffersItsContentItsIdealLength() async throws {
        let host = ViewHost(ScrollView { Text("Row").id("row") }, size: CGSize(width: 200, height: 300))
        let scroll = try XCTUnwrap(host.explain(.id("row"))?.steps.first { $0.kind == .scrollView })
        XCTAssertEqual(scroll.rule, .scrollView)
        XCTAssertTrue(
            scroll.detail.contains("offers its content nil, its ideal length, along the axes it scrolls (.vertical)"), scroll.detail)
    }

    @MainActor func testViewThatFitsNamesTheChildItShows() async throws {
        let long = "A title much too long for the window", short = "Short"
        let host = ViewHost(
            ViewThatFits(in: .horizontal) {
                Text(long); Text(short)
            }, size: CGSize(width: 100, height: 50))
        let explanation = try XCTUnwrap(host.explain(.text(short)))
        let fits = try XCTUnwrap(explanation.steps.first)
        XCTAssertEqual(fits.rule, .viewThatFits)
        let ideal = try XCTUnwrap(ViewHost(Text(long).fixedSize(), size: CGSize(width: 1000, height: 50)).find(.text(long))).size
        XCTAssertTrue(fits.detail.contains("[0] Text \(formatNumber(ideal.width))×"), fits.detail)
        XCTAssertTrue(fits.detail.hasSuffix(", shown."), fits.detail)
        XCTAssertFalse(fits.detail.contains("[0] Text \(formatNumber(ideal.width))×\(formatNumber(ideal.height)), shown"), fits.detail)
    }

    @MainActor func testAViewNotPlacedSaysSo() async throws {
        let long = "A title much too long for the window"
        let host = ViewHost(
            ViewThatFits(in: .horizontal) {
                Text(long); Text("Short")
            }, size: CGSize(width: 100, height: 50))
        let explanation = try XCTUnwrap(host.explain(.text(long)))
        XCTAssertNil(explanation.steps.last?.proposal)
        XCTAssertEqual(explanation.steps.last?.detail, "The layout did not place this view: it has no frame.")
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(explanation.json.utf8)) as? [String: Any])
        XCTAssertTrue((object["chain"] as? [[String: Any]])?.last?["proposal"] is NSNull)
    }

    @MainActor func testAQueryThatMatchesNothingFailsAndExplainsNothing() async {
        let host = ViewHost(Row(), size: CGSize(width: 300, height: 100))
        var explanation: LayoutExplanation?
        let failures = collectingFailures { explanation = host.explain(.text("Missing")) }
        XCTAssertNil(explanation)
        XCTAssertEqual(failures.count, 1)
    }
}
