import Tesselate
import XCTest

/// Asserts that `host`'s only diagnostics are the reports that Tesselate has no drawing for the
/// symbols in `names` (a few gallery screens use symbols that pictures draw as the neutral
/// glyph), one a name. The list is exact: a new drawing, or a screen using another undrawn
/// symbol, shows up here.
@MainActor
func assertOnlyUndrawnSymbols<Root: View>(
    _ host: ViewHost<Root>, _ names: Set<String>, file: StaticString = #filePath, line: UInt = #line
) {
    let prefix = "Tesselate has no drawing for symbol"
    let undrawn = host.diagnostics.filter { $0.message.hasPrefix(prefix) }
    let reported = undrawn.compactMap { $0.message.split(separator: "\"").dropFirst().first.map(String.init) }
    XCTAssertEqual(Set(reported), names, "the symbols drawn as the neutral glyph", file: file, line: line)
    XCTAssertEqual(reported.count, Set(reported).count, "one report a name", file: file, line: line)
    let others = host.diagnostics.filter { !$0.message.hasPrefix(prefix) }
    XCTAssertEqual(others.map(\.description), [], "no other diagnostics", file: file, line: line)
}
