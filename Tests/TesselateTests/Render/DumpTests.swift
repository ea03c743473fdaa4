import XCTest
import Tesselate

/// The text dump: one line per view with its kind, parameters, frame in window coordinates and
/// the proposals it answered; stable and diff friendly.
final class DumpTests: XCTestCase {
    private struct Card: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                Text("Title")
                HStack {
                    Color.red.frame(width: 20, height: 20)
                    Spacer()
                }
            }
            .padding(8)
            .background(Color.gray)
        }
    }

    /// 100×100 window at 1x: the card is 45 + 2×8 = 61 high, centred (y = 20); "Title" is
    /// 35.4 points wide in the text model, rounded up to 36; the Spacer takes the rest of the row.
    @MainActor func testDumpOfACard() async {
        let host = ViewHost(Card(), size: CGSize(width: 100, height: 100), displayScale: 1)
        XCTAssertEqual(
            host.dump(proposals: false),
            """
            Tesselate dump v1 · window 100×100 @1x
            Card ▸ background  (0, 20, 100×61)
            ├─ padding(8)  (0, 20, 100×61)
            │  └─ VStack(alignment: leading, spacing: 4)  (8, 28, 84×45)
            │     ├─ Text("Title")  (8, 28, 33×21)
            │     └─ HStack  (8, 53, 84×20)
            │        ├─ frame(width: 20, height: 20)  (8, 53, 20×20)
            │        │  └─ Color(red)  (8, 53, 20×20)
            │        └─ Spacer  (28, 63, 64×0)
            └─ Rectangle(fill: gray)  (0, 20, 100×61)

            """)
    }

    /// Each proposal is shown with the size chosen for it, in the order asked; `*` marks the one
    /// the view was placed with.
    @MainActor func testDumpShowsProposalsAndMeasureCounts() async {
        let host = ViewHost(
            HStack(spacing: 0) {
                Color.red; Color.blue.frame(width: 10)
            },
            size: CGSize(width: 50, height: 20), displayScale: 1)
        let lines = host.dump(measureCounts: true).split(separator: "\n")
        XCTAssertEqual(lines[1], "HStack(spacing: 0)  (0, 0, 50×20)  50×20→50×20*  measured 1×")
        // (A colour is not asked for ∞ by its stack: a shape takes what it is offered.)
        XCTAssertEqual(lines[2], "├─ Color(red)  (0, 0, 40×20)  0×20→0×20 40×20→40×20*  measured 2×")
    }

    @MainActor func testDumpListsDiagnostics() async {
        let host = ViewHost(Color.red.frame(width: -1), displayScale: 1)
        XCTAssertTrue(host.dump().contains("diagnostics:\n  warning: frame/Color: Invalid frame dimension"), host.dump())
    }

    /// A subtree dump lists the diagnostics of the views in the subtree, however deep they are
    /// (paths past 16 levels are shortened, so they are matched by the views' ids, not by path).
    @MainActor func testSubtreeDumpListsDiagnosticsDeepInside() async {
        struct Nest: View {
            var depth: Int
            var body: some View {
                if depth == 0 {
                    AnyView(Color.red.frame(width: -1))
                } else if depth == 20 {
                    AnyView(Nest(depth: depth - 1).padding(1).id("deep"))
                } else {
                    AnyView(Nest(depth: depth - 1).padding(1))
                }
            }
        }
        let host = ViewHost(
            HStack {
                Nest(depth: 30); Color.blue.frame(height: -2).id("beside")
            }, displayScale: 1)
        let deep = host.dump(DumpOptions(subtreeID: "deep")), beside = host.dump(DumpOptions(subtreeID: "beside"))
        XCTAssertTrue(deep.contains("Invalid frame dimension (negative or non-finite): -1"), deep)
        XCTAssertFalse(deep.contains(": -2"), deep)
        XCTAssertTrue(beside.contains(": -2"), beside)
    }

    /// Dumps name the user's view types only: Tesselate's own views with bodies (a button's
    /// styled label) do not appear as `Type ▸`.
    @MainActor func testDumpsNameOnlyTheUsersTypes() async {
        struct Toolbar: View {
            var body: some View { Button("Add") {}.buttonStyle(.borderedProminent) }
        }
        let dump = ViewHost(Toolbar(), displayScale: 1).dump(proposals: false)
        XCTAssertTrue(dump.contains("Toolbar ▸"), dump)
        XCTAssertFalse(dump.contains("StyledButtonLabel"), dump)
    }

    @MainActor func testDumpShowsTruncatedText() async {
        let host = ViewHost(Text("Hello, world").lineLimit(1).frame(width: 50), displayScale: 1)
        XCTAssertTrue(host.dump().contains(#"shows: "Hell…""#), host.dump())
    }

    func testNumbersAreCompact() {
        XCTAssertEqual(formatNumber(20), "20")
        XCTAssertEqual(formatNumber(20.333333), "20.333")
        XCTAssertEqual(formatNumber(0.5), "0.5")
        XCTAssertEqual(formatNumber(-0.0001), "0")
        XCTAssertEqual(formatNumber(.infinity), "∞")
    }

    private struct Total: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    /// The dump shows preference values where a view sets them and where a view reads them.
    @MainActor func testDumpShowsPreferenceValues() async {
        let view = VStack {
            Color.red.preference(key: Total.self, value: 2)
            Color.blue.preference(key: Total.self, value: 3)
        }.onPreferenceChange(Total.self) { _ in }
        let dump = ViewHost(view, displayScale: 1).dump(proposals: false)
        XCTAssertTrue(dump.contains("onPreferenceChange(Total, value: 5)"), dump)
        XCTAssertTrue(dump.contains("preference(Total: 2)"), dump)
    }
    private struct Widths: PreferenceKey {
        static let defaultValue: [Int: CGFloat] = [:]
        static func reduce(value: inout [Int: CGFloat], nextValue: () -> [Int: CGFloat]) { value.merge(nextValue()) { $1 } }
    }

    /// A dictionary preference prints in the order of its keys, with the dump's numbers, so two
    /// hosts of the same view dump the same text (Swift orders each dictionary its own way).
    @MainActor func testTwoHostsOfAViewDumpADictionaryPreferenceAlike() async {
        let view = HStack(spacing: 0) {
            ForEach(0..<12, id: \.self) { index in
                Color.red.frame(width: 10 + CGFloat(index) / 3, height: 10)
                    .background(GeometryReader { proxy in Color.clear.preference(key: Widths.self, value: [index: proxy.size.width]) })
            }
        }
        .onPreferenceChange(Widths.self) { _ in }
        let hosts = (0..<2).map { _ in ViewHost(view, size: CGSize(width: 300, height: 100), displayScale: 3) }
        XCTAssertEqual(hosts[0].dump(), hosts[1].dump())
        XCTAssertEqual(hosts[0].jsonDump(), hosts[1].jsonDump())
        let dump = hosts[0].dump(proposals: false)
        XCTAssertTrue(
            dump.contains(
                "onPreferenceChange(Widths, value: [0: 10, 1: 10.333, 2: 10.667, 3: 11, 4: 11.333, 5: 11.667, 6: 12, 7: 12.333, … (+4 more)])"
            ), dump)
        XCTAssertTrue(dump.contains("preference(Widths: [1: 10.333])"), dump)
    }
    /// The same dictionary, however it was built, prints alike where it is set, where it is read
    /// and as an `onChange` value.
    @MainActor func testAnEqualDictionaryDumpsAlikeHoweverItWasBuilt() async {
        struct Sizes: View {
            var widths: [Int: CGFloat]
            var body: some View {
                Color.red.preference(key: Widths.self, value: widths)
                    .onChange(of: widths) {}
                    .onPreferenceChange(Widths.self) { _ in }
            }
        }
        var grown: [Int: CGFloat] = [:]
        grown.reserveCapacity(200)
        for key in (0..<12).reversed() { grown[key] = CGFloat(key) * 2 / 3 }
        let built = Dictionary(uniqueKeysWithValues: (0..<12).map { ($0, CGFloat($0) * 2 / 3) })
        let dumps = [grown, built].map { ViewHost(Sizes(widths: $0), displayScale: 1).dump() }
        XCTAssertEqual(dumps[0], dumps[1])
        XCTAssertTrue(
            dumps[0].contains("onChange(of: [0: 0, 1: 0.667, 2: 1.333, 3: 2, 4: 2.667, 5: 3.333, 6: 4, 7: 4.667, … (+4 more)])"), dumps[0])
    }
}
