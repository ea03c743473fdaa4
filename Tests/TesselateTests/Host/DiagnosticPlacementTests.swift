import XCTest
@testable import Tesselate

/// A diagnostic names the view whose input was bad (its `path` and `node`), not the container
/// the view sits in: the `Text` with a bad line limit, the stack with a bad spacing, the element
/// of a `ForEach` that repeats an id.
final class DiagnosticPlacementTests: XCTestCase {
    /// The kind of the node a diagnostic names.
    @MainActor private func kinds<V: View>(_ host: ViewHost<V>, _ code: Diagnostic.Code) -> [String] {
        host.diagnostics.filter { $0.code == code }.map { diagnostic in
            host.tree.nodes.first { $0.id == diagnostic.node }.map { $0.behavior.kindName } ?? "none"
        }
    }

    /// `lineLimit(0)` and a negative line limit are reported about each `Text` (the old code
    /// named the `VStack` around them).
    @MainActor func testLineLimitNamesTheText() async {
        let host = ViewHost(
            VStack {
                Text("zero").lineLimit(0)
                Text("negative").lineLimit(-3)
                Text("fine").lineLimit(2)
            }, size: CGSize(width: 100, height: 100))
        let found = host.diagnostics.filter { $0.message.contains("lineLimit") }
        XCTAssertEqual(found.count, 2, "\(host.diagnostics)")
        XCTAssertEqual(kinds(host, .invalidValue), ["Text", "Text"], "\(host.diagnostics)")
        XCTAssertTrue(found.allSatisfy { $0.path.split(separator: "/").last?.hasPrefix("Text") == true }, "\(found.map(\.path))")
        let texts = host.nodes(kind: .text).map { host.tree[$0].id }
        XCTAssertEqual(found.map(\.node), [texts[0], texts[1]])
    }

    /// A stack's own bad spacing is reported about the stack, not the view around it.
    @MainActor func testStackSpacingNamesTheStack() async {
        let host = ViewHost(VStack { HStack(spacing: .nan) { Color.red } }, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(kinds(host, .invalidValue), ["HStack"], "\(host.diagnostics)")
    }

    /// A repeated `ForEach` id is reported about the view of the id's second occurrence, one
    /// diagnostic an id, its message naming the id and the `ForEach` (the old code reported all
    /// ids once, about the stack).
    @MainActor func testDuplicateIDNamesTheRepeatingElement() async {
        let host = ViewHost(
            VStack {
                ForEach(["a", "b", "a", "b", "a"], id: \.self) { Text($0) }
            }, size: CGSize(width: 100, height: 200))
        let found = host.diagnostics.filter { $0.code == .duplicateID }
        XCTAssertEqual(found.count, 2, "\(found)")
        guard found.count == 2 else { return }
        let texts = host.nodes(kind: .text).map { host.tree[$0].id }
        XCTAssertEqual(found.map(\.node), [texts[2], texts[3]], "the second \"a\" and the second \"b\"")
        XCTAssertTrue(found.allSatisfy { $0.path.split(separator: "/").last?.hasPrefix("Text") == true }, "\(found.map(\.path))")
        XCTAssertTrue(found[0].message.hasPrefix("ForEach") && found[0].message.contains("\"a\" 3 times"), found[0].message)
        XCTAssertTrue(found[1].message.contains("\"b\" 2 times"), found[1].message)
    }

    /// In a lazy stack too, the repeating element is named.
    @MainActor func testDuplicateIDInALazyStackNamesTheRepeatingElement() async {
        let host = ViewHost(
            ScrollView { LazyVStack { ForEach([1, 2, 1], id: \.self) { Text("\($0)") } } }, size: CGSize(width: 100, height: 200))
        let found = host.diagnostics.filter { $0.code == .duplicateID }
        XCTAssertEqual(found.count, 1, "\(host.diagnostics)")
        XCTAssertEqual(kinds(host, .duplicateID), ["Text"], "\(found)")
    }
}
