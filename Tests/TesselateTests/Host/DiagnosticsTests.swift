import XCTest
@testable import Tesselate

/// Bad input gets a diagnostic and a valid layout, never a crash or a hang; SwiftUI logs such
/// input to the console and carries on.
final class DiagnosticsTests: XCTestCase {
    @MainActor private func messages<V: View>(_ view: V, size: CGSize = CGSize(width: 100, height: 100)) -> [String] {
        ViewHost(view, size: size, displayScale: 1).diagnostics.map(\.message)
    }

    @MainActor func testValidTreeHasNoDiagnostics() async {
        XCTAssertEqual(
            messages(
                VStack {
                    Text("a"); Color.red.frame(width: 10)
                }), [])
    }

    /// SwiftUI logs "Invalid frame dimension (negative or non-finite)." and uses 0 for a negative
    /// width (measured: width −10 answers 0; +∞ and NaN answer the child's size).
    @MainActor func testNegativeAndNonFiniteFrameDimensions() async {
        let host = ViewHost(
            HStack(spacing: 0) {
                Color.red.frame(width: -10, height: 10).id("negative")
                Color.red.frame(width: .nan, height: 10).id("nan")
                Color.red.frame(width: .infinity, height: 10).id("infinite")
            }, size: CGSize(width: 100, height: 100), displayScale: 1)
        XCTAssertEqual(host.frame(id: "negative")?.width, 0)
        XCTAssertEqual(host.diagnostics.filter { $0.message.hasPrefix("Invalid frame dimension") }.count, 3)
        XCTAssertTrue(host.diagnostics.allSatisfy { $0.path.contains("Color") }, "\(host.diagnostics)")
    }

    /// min > max: SwiftUI logs "Contradictory frame constraints specified." and the minimum wins.
    @MainActor func testContradictoryFlexibleFrame() async {
        let host = ViewHost(Color.red.frame(minWidth: 80, maxWidth: 40).id("frame"), size: CGSize(width: 100, height: 100), displayScale: 1)
        XCTAssertEqual(host.frame(id: "frame")?.width, 80)
        XCTAssertTrue(host.diagnostics.contains { $0.message.hasPrefix("Contradictory frame constraints specified") })
    }

    /// Negative padding is valid SwiftUI (it pulls views together; SwiftUI logs nothing): the
    /// padded frame shrinks by the insets and the view keeps its size, with no diagnostic.
    @MainActor func testNegativePaddingIsAppliedWithoutDiagnostic() async {
        let host = ViewHost(Color.red.frame(width: 20, height: 20).padding(-5).id("padded"), displayScale: 1)
        XCTAssertEqual(host.frame(id: "padded")?.size, CGSize(width: 10, height: 10))
        XCTAssertEqual(host.diagnostics, [])
        let pulled = ViewHost(VStack(spacing: 0) { ForEach(0..<80) { _ in box(10, 10).padding(.top, -8) } }, displayScale: 1)
        XCTAssertEqual(pulled.diagnostics, [])
    }

    /// SwiftUI checks a modifier's values when the modifier is made, so a bad value is reported
    /// even on a view that makes nothing, and on lazy stacks as on the others.
    @MainActor func testBadValuesOnEmptyContentAndLazyStacks() async {
        XCTAssertEqual(messages(EmptyView().frame(height: .infinity)).count, 1)
        XCTAssertEqual(messages(Group { if false { Color.red } }.padding(.nan).offset(x: .infinity)).count, 2)
        XCTAssertEqual(messages(LazyHStack(spacing: -.infinity) {}), ["stack spacing -∞ is not finite; the default spacing is used"])
        XCTAssertEqual(messages(LazyVStack(spacing: .nan) { Color.red }).count, 1)
    }

    @MainActor func testNaNPaddingOffsetAndPriority() async {
        let found = messages(
            HStack {
                Color.red.padding(CGFloat.nan)
                Color.red.offset(x: .nan)
                Color.red.layoutPriority(Double.nan)
                Spacer(minLength: .nan)
            })
        XCTAssertEqual(found.count, 4, "\(found)")
    }

    @MainActor func testDuplicateForEachIDs() async {
        let found = messages(VStack { ForEach([1, 2, 1], id: \.self) { Text("\($0)") } })
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].contains("occurs more than once"))
    }

    @MainActor func testBadWindowSizesAndScale() async {
        let host = ViewHost(Color.red, size: CGSize(width: -5, height: CGFloat.nan), displayScale: 0)
        XCTAssertEqual(host.diagnostics.count, 2)
        XCTAssertEqual(host.frames(kind: .color).first?.size, .zero)
        host.size = CGSize(width: CGFloat.infinity, height: 50)
        // An infinite window proposes nil (the ideal size): Color's ideal is 10 points.
        XCTAssertEqual(host.frames(kind: .color).first?.size, CGSize(width: 10, height: 50))
    }

    /// Nesting deeper than the resolver's limit is cut off with one diagnostic, not a stack
    /// overflow.
    @MainActor func testVeryDeepNestingIsCutOff() async {
        let host = ViewHost(DeepChain(depth: Resolver.maximumDepth + 10), displayScale: 1)
        XCTAssertEqual(host.diagnostics.filter { $0.severity == .error }.count, 1)
    }

    /// Extreme values anywhere lay out without crashing or hanging.
    @MainActor func testExtremeValuesDoNotCrash() async {
        let values: [CGFloat] = [1e300, -1e300, .greatestFiniteMagnitude, .infinity, -.infinity, .nan, 0, -0.0001]
        for value in values {
            let view = VStack(spacing: value) {
                Text("Hello, world, a long line of text").frame(width: value, height: value).lineSpacing(value)
                Text("Wrapped text that may shrink").minimumScaleFactor(value).frame(maxWidth: value, maxHeight: value)
                HStack(spacing: value) {
                    Color.red.padding(value); Spacer(minLength: value); Color.blue.offset(x: value, y: value)
                }
                ScrollView { Color.green.frame(minHeight: value, idealHeight: value) }
                Color.orange.scaleEffect(value).rotationEffect(.degrees(Double(value))).opacity(Double(value)).blur(radius: value)
                ZStack { Text("z").font(.system(size: value)) }.frame(idealWidth: value).fixedSize()
            }
            // The views' own values are reported (the window's, where bad, too); the scale is
            // tried apart, so that an invalid scale does not stand in for them.
            let host = ViewHost(view, size: CGSize(width: value, height: value))
            host.scroll(to: CGPoint(x: value, y: value))
            _ = host.dump()
            _ = host.render(pointsPerCell: CGSize(width: value, height: value))
            _ = host.svg()
            XCTAssertFalse(host.diagnostics.filter { $0.path != "ViewHost" }.isEmpty, "bad input \(value) in the views is reported")
            let scaled = ViewHost(view, size: CGSize(width: 100, height: 100), displayScale: value)
            _ = scaled.dump()
            _ = scaled.svg()
        }
    }

    /// Infinite lengths that cannot be lengths are reported and ignored, never laid out as NaN.
    @MainActor func testInfiniteLengthsAreReportedNotLaidOut() async {
        let views: [AnyView] = [
            AnyView(Color.red.frame(minWidth: .infinity)),
            AnyView(Color.red.frame(idealWidth: .infinity, idealHeight: .infinity).fixedSize()),
            AnyView(
                HStack {
                    Text("a"); Spacer(minLength: .infinity); Text("b")
                }),
            AnyView(
                HStack(spacing: .nan) {
                    Text("a"); Text("b")
                }),
            AnyView(
                VStack(spacing: -.infinity) {
                    Text("a"); Text("b")
                }),
        ]
        for view in views {
            let host = ViewHost(view, size: CGSize(width: 200, height: 200), displayScale: 1)
            XCTAssertFalse(host.diagnostics.isEmpty)
            for node in 0..<host.tree.count {
                guard let frame = host.frame(of: node) else { continue }
                XCTAssertFalse(frame.minX.isNaN || frame.minY.isNaN || frame.width.isNaN || frame.height.isNaN, host.dump())
            }
        }
    }

    /// A very wide tree lays out without diagnostics.
    @MainActor func testVeryWideTree() async {
        let host = ViewHost(
            HStack(spacing: 0) { ForEach(0..<20_000, id: \.self) { _ in Color.red.frame(width: 1, height: 1) } },
            size: CGSize(width: 100, height: 100), displayScale: 1)
        XCTAssertEqual(host.diagnostics, [])
        XCTAssertEqual(host.frames(kind: .hStack).first?.width, 20_000)
    }
}

/// `depth` nested `VStack`s, each padded by 1, around one 10×10 leaf.
struct DeepChain: View {
    var depth: Int
    var body: some View {
        if depth == 0 {
            AnyView(Color.red.frame(width: 10, height: 10))
        } else {
            AnyView(VStack { DeepChain(depth: depth - 1) }.padding(1))
        }
    }
}
