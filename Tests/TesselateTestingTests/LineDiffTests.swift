import XCTest

@testable import TesselateTesting

/// The snapshot diff: the fewest lines removed and added (a shortest edit script), two lines of
/// context, and quick on long dumps (it was quadratic: 3,000 lines took 3.4 s, 6,000 up to 17 s).
final class LineDiffTests: XCTestCase {
    /// The length of the longest common subsequence, the slow way, for checking.
    private func commonLength(_ a: [String], _ b: [String]) -> Int {
        var row = [Int](repeating: 0, count: b.count + 1)
        for line in a {
            var diagonal = 0
            for j in b.indices {
                let above = row[j + 1]
                row[j + 1] = line == b[j] ? diagonal + 1 : max(row[j + 1], row[j])
                diagonal = above
            }
        }
        return row[b.count]
    }

    /// A fixed sequence of numbers (an LCG), so a failure repeats.
    private struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    func testAShortestScriptThatSpellsBothTexts() {
        var generator = Seeded(state: 29)
        for _ in 0..<300 {
            let a = (0..<Int.random(in: 0...12, using: &generator)).map { _ in String(Int.random(in: 0...4, using: &generator)) }
            let b = (0..<Int.random(in: 0...12, using: &generator)).map { _ in String(Int.random(in: 0...4, using: &generator)) }
            let script = editScript(a, b)
            XCTAssertEqual(script.filter { $0.0 != "+" }.map(\.1), a)
            XCTAssertEqual(script.filter { $0.0 != "-" }.map(\.1), b)
            XCTAssertEqual(script.filter { $0.0 == " " }.count, commonLength(a, b), "\(a) → \(b)")
        }
    }

    func testContextAroundEachChange() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n")
        let new = old.replacingOccurrences(of: "line 5", with: "line five")
        XCTAssertEqual(lineDiff(old: old, new: new), "  line 3\n  line 4\n- line 5\n+ line five\n  line 6\n  line 7")
    }

    /// 20,000 lines with a change every 100 take a moment (the table of common subsequences
    /// needed 400 million cells); unrelated texts past the limit of edits are shown removed and
    /// added whole.
    func testLongDumpsDiffQuickly() {
        let old = (0..<20_000).map { "view \($0) at (\($0 % 7), \($0 % 13))" }
        var new = old
        for index in stride(from: 50, to: new.count, by: 100) { new[index] += " moved" }
        let start = Date()
        let script = editScript(old, new)
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
        XCTAssertEqual(script.filter { $0.0 == "-" }.count, 200)
        let unrelated = editScript(old, old.map { $0 + "!" })
        XCTAssertEqual(unrelated.filter { $0.0 == "-" }.count, 20_000)
        XCTAssertLessThan(Date().timeIntervalSince(start), 4)
    }
}
