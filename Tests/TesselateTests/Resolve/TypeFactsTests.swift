import XCTest

@testable import Tesselate

/// `TypeFacts`: a fact about a type is found once and kept; a full table still answers right.
final class TypeFactsTests: XCTestCase {
    /// Distinct types, made by nesting `Optional` (each level a type of its own).
    private func types(_ count: Int) -> [Any.Type] {
        func nested<T>(_: T.Type, _ left: Int, into types: inout [Any.Type]) {
            types.append(T.self)
            if left > 1 { nested(T?.self, left - 1, into: &types) }
        }
        var types: [Any.Type] = []
        nested(Int.self, count, into: &types)
        return types
    }

    @MainActor func testAFactIsFoundOncePerType() async {
        var finds = 0
        let facts = TypeFacts<String> { type in
            finds += 1
            return "\(type)"
        }
        let some = types(20)
        for _ in 0..<3 {
            for type in some { XCTAssertEqual(facts[type], "\(type)") }
        }
        XCTAssertEqual(finds, 20)
    }

    /// More types than the table has slots: those evicted are found again, never mistaken.
    @MainActor func testMoreTypesThanSlotsAreStillRight() async {
        let facts = TypeFacts<ObjectIdentifier> { ObjectIdentifier($0) }
        let many = types(1500)
        XCTAssertEqual(Set(many.map(ObjectIdentifier.init)).count, 1500)
        for _ in 0..<2 {
            for type in many { XCTAssertEqual(facts[type], ObjectIdentifier(type)) }
        }
    }

    @MainActor func testARecordedFactIsReadBack() async {
        let marks = TypeFacts<Int>()
        XCTAssertNil(marks.recorded(Int.self))
        marks.record(7, for: Int.self)
        XCTAssertEqual(marks.recorded(Int.self), 7)
        XCTAssertNil(marks.recorded(String.self))
    }
}
