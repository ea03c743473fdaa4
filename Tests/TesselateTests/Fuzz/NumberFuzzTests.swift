import XCTest
import Tesselate

/// The public-API number fuzzer (issue 29): every public initializer, modifier and interaction
/// that takes a number is called with NaN, ±∞, ±greatestFiniteMagnitude, ±1e300, −0 and 0
/// (`Int.min`, `Int.max`, −1 and 0 for integers; extreme `Duration`s), in views, custom layouts,
/// windows and the testing library's interactions, and each result is checked by
/// ``NumberFuzzProbe``: no crash, no hang, finite frames, readable dumps and SVG, and the
/// diagnostic SwiftUI's warning stands for. The list of APIs is read from the sources
/// (``PublicNumberAPIs``), so a new API without a case fails ``testEveryPublicNumberAPIHasACase``.
///
/// `TESSELATE_FUZZ_NUMBERS=1 swift test --filter NumberFuzzTests` is the long mode (subnormals,
/// pixel boundaries, random doubles, and pairs of values); `TESSELATE_FUZZ_TRACE=1` prints each
/// case and value before it runs, so that a crash names its case; `TESSELATE_FUZZ_ONLY="<case> <value>"`
/// runs that one (`TESSELATE_FUZZ_ONLY="View.padding(_: CGFloat) nan"`), known failures included.
final class NumberFuzzTests: XCTestCase {
    func testEveryPublicNumberAPIHasACase() {
        let keys = PublicNumberAPIs.keys(packageRoot: PublicNumberAPIs.packageRoot)
        XCTAssertGreaterThan(keys.count, 250, "the scan of Sources found too few APIs; is the package root right?")
        let named = Set(NumberFuzzCases.all.flatMap(\.keys))
        if ProcessInfo.processInfo.environment["TESSELATE_FUZZ_TRACE"] != nil {
            print("\(keys.count) public number APIs, \(NumberFuzzCases.all.count) cases:\n" + keys.joined(separator: "\n"))
        }
        let uncovered = keys.filter { !named.contains($0) }
        XCTAssertEqual(uncovered, [], "public APIs taking numbers that no number fuzzer case names:\n" + uncovered.joined(separator: "\n"))
        // A case's key with a signature that is not a public numeric API any more (renamed,
        // removed) is stale; descriptive names (not ending in a parenthesis) are free.
        let stale = named.filter { $0.hasSuffix(")") && !keys.contains($0) }.sorted()
        XCTAssertEqual(stale, [], "cases name APIs the sources do not declare:\n" + stale.joined(separator: "\n"))
    }

    /// The scan reads multi-line, generic, overloaded and consuming declarations, and keys
    /// overloads apart.
    func testTheScanReadsDeclarations() {
        let source = """
            extension View {
                public func padding(_ length: CGFloat) -> some View { self }
                public func padding(_ insets: EdgeInsets) -> some View { self }
                @MainActor public init<V: BinaryFloatingPoint>(
                    value: Binding<V>,
                    @ViewBuilder label: () -> Label
                ) where V.Stride: BinaryFloatingPoint {}
                public func hidden() -> some View { self }
                func internalOne(_ x: CGFloat) {}
            }
            extension Text {
                nonisolated public consuming func kerning(_ kerning: CGFloat) -> Text { self }
            }
            public struct Outer {
                public struct Inner {
                    public static func make(at point: CGPoint, count: Int = 1) -> Inner { Inner() }
                }
            }
            """
        let found = PublicNumberAPIs.declarations(in: source, file: "Sample.swift")
        XCTAssertEqual(
            found.map(\.base),
            ["View.padding(_:)", "View.padding(_:)", "View.init(value:label:)", "Text.kerning(_:)", "Inner.make(at:count:)"])
        XCTAssertEqual(found.map(\.typed)[1], "View.padding(_: EdgeInsets)")
        XCTAssertEqual(found[2].types, ["Binding<V>", "() -> Label"])
    }

    @MainActor func testFramesPaddingsAndOffsets() async { await run(NumberFuzzCases.frames) }
    @MainActor func testStacksGridsAndSpacers() async { await run(NumberFuzzCases.spacing) }
    @MainActor func testCustomLayoutAnswersAndPlacements() async { await run(NumberFuzzCases.customLayouts) }
    @MainActor func testDrawingEffectsAndColours() async { await run(NumberFuzzCases.drawing) }
    @MainActor func testColourEffectsProjectionsAndGradients() async { await run(NumberFuzzCases.effects) }
    @MainActor func testTextFontsAndMeasurement() async { await run(NumberFuzzCases.text) }
    @MainActor func testControlsGesturesAndTimers() async { await run(NumberFuzzCases.controls) }
    @MainActor func testShapesAndPaths() async { await run(NumberFuzzCases.shapes + NumberFuzzCases.paths) }
    @MainActor func testScrollPositions() async { await run(NumberFuzzCases.scrolling) }
    @MainActor func testAnimations() async { await run(NumberFuzzCases.animations) }
    @MainActor func testWindowsAndHosts() async { await run(NumberFuzzCases.hosts) }
    @MainActor func testTestingLibraryInteractions() async { await run(NumberFuzzCases.interactions) }

    /// Runs every case with every value of its kind; known failures are skipped (crashes) or
    /// must still fail (in the default run; the long mode's other values may not fail).
    @MainActor private func run(_ cases: [NumberCase]) async {
        var skipped: [String] = []
        for fuzzCase in cases {
            for value in fuzzCase.values {
                let only = ProcessInfo.processInfo.environment["TESSELATE_FUZZ_ONLY"]
                if let only, only != "\(fuzzCase.name) \(value)" { continue }
                var known = only != nil ? [] : NumberFuzzKnownFailures.entries(fuzzCase.name, value)
                // The long mode's other values of a case known to crash would crash it too.
                if NumberFuzzValues.isLong, only == nil,
                    let crash = NumberFuzzKnownFailures.crashes.first(where: { $0.name == fuzzCase.name })
                {
                    known.append(crash)
                }
                if let skip = known.first(where: \.skip) {
                    skipped.append("\(fuzzCase.name) with \(value) (\(skip.fixer): \(skip.symptom))")
                    continue
                }
                let problems = await NumberFuzzProbe.problems(fuzzCase, value)
                let unexcused = problems.filter { problem in !known.contains { $0.excuses(problem) } }
                if !unexcused.isEmpty { XCTFail("\(fuzzCase.name) with \(value): \(unexcused.joined(separator: "; "))") }
                for entry in known where entry.name != "*" && !NumberFuzzValues.isLong && !problems.contains(where: entry.excuses) {
                    XCTFail("\(fuzzCase.name) with \(value) no longer fails (\(entry.symptom)): remove it from NumberFuzzKnownFailures")
                }
            }
        }
        if !skipped.isEmpty { print("number fuzzer: skipped \(skipped.count) known crashes:\n  " + skipped.joined(separator: "\n  ")) }
    }
}
