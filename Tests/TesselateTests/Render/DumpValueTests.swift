import XCTest
@testable import Tesselate

/// Values a view holds (preferences, `onChange` values, tags, ids) print the dump's way, and the
/// same value always prints the same text: dictionaries and sets in the order of their keys.
final class DumpValueTests: XCTestCase {
    /// Numbers have at most three decimals; sizes, points and rectangles print as the dump's frames.
    func testNumbersAndGeometryPrintAsTheDumpsFrames() {
        XCTAssertEqual(dumpValue(CGFloat(288.6666666666667)), "288.667")
        XCTAssertEqual(dumpValue(1.0), "1")
        XCTAssertEqual(dumpValue(Float(0.25)), "0.25")
        XCTAssertEqual(dumpValue(42), "42")
        XCTAssertEqual(dumpValue(CGSize(width: 288.6666666666667, height: 20)), "288.667×20")
        XCTAssertEqual(dumpValue(CGPoint(x: 1.5, y: -2)), "(1.5, -2)")
        XCTAssertEqual(dumpValue(CGRect(x: 0, y: 24.3333333, width: 50, height: 20)), "(0, 24.333, 50×20)")
    }

    /// Strings are quoted as the dump quotes text; optionals print their value or `nil`; ids
    /// print their value.
    func testStringsOptionalsAndIDs() {
        XCTAssertEqual(dumpValue("swift"), "\"swift\"")
        XCTAssertEqual(dumpValue(Optional<CGFloat>.none as Any), "nil")
        XCTAssertEqual(dumpValue(Optional(CGFloat(2.5)) as Any), "2.5")
        XCTAssertEqual(dumpValue(AnyHashable("row")), "\"row\"")
        XCTAssertEqual(dumpValue([String?.none, "a"]), "[nil, \"a\"]")
    }

    /// Dictionaries are sorted by key: with `<` when the keys are comparable (10 after 2), else by
    /// the key's printed form. However a dictionary was built, it prints the same.
    func testDictionariesAndSetsPrintInTheOrderOfTheirKeys() {
        var grown: [Int: CGFloat] = [:]
        for key in [10, 2, 1] { grown[key] = CGFloat(key) / 3 }
        let literal: [Int: CGFloat] = [1: 1.0 / 3, 2: 2.0 / 3, 10: 10.0 / 3]
        XCTAssertEqual(dumpValue(grown), "[1: 0.333, 2: 0.667, 10: 3.333]")
        XCTAssertEqual(dumpValue(literal), dumpValue(grown))
        XCTAssertEqual(dumpValue([String: Int]()), "[:]")
        XCTAssertEqual(dumpValue(Set(["b", "c", "a"])), "Set([\"a\", \"b\", \"c\"])")

        struct Key: Hashable { var row: Int }
        XCTAssertEqual(dumpValue([Key(row: 2): "b", Key(row: 1): "a"]), "[Key(row: 1): \"a\", Key(row: 2): \"b\"]", "by printed form")
        let mixed: [AnyHashable: Int] = [1: 1, "a": 2]
        XCTAssertEqual(dumpValue(mixed), "[\"a\": 2, 1: 1]", "keys of several types: by printed form")
    }

    /// A collection longer than eight elements shows its first eight and a count.
    func testLongCollectionsAreCutWithACount() {
        XCTAssertEqual(dumpValue(Array(0..<20)), "[0, 1, 2, 3, 4, 5, 6, 7, … (+12 more)]")
        XCTAssertEqual(
            dumpValue(Dictionary(uniqueKeysWithValues: (0..<10).map { ($0, $0 * $0) })),
            "[0: 0, 1: 1, 2: 4, 3: 9, 4: 16, 5: 25, 6: 36, 7: 49, … (+2 more)]")
    }

    /// Structs, tuples and enum cases print their fields the same way, unless the type describes
    /// itself; a class instance prints its type's name.
    func testStructsTuplesEnumsAndClasses() {
        struct Row { var title: String; var heights: [String: CGFloat] }
        enum Place { case fit, end(CGPoint), span(from: Int, to: Int) }
        final class Model {}
        XCTAssertEqual(
            dumpValue(Row(title: "A", heights: ["b": 2.5, "a": 1.0 / 3])), "Row(title: \"A\", heights: [\"a\": 0.333, \"b\": 2.5])")
        XCTAssertEqual(dumpValue((1, label: "x")), "(1, label: \"x\")")
        XCTAssertEqual(dumpValue(Place.fit), "fit")
        XCTAssertEqual(dumpValue(Place.end(CGPoint(x: 1, y: 2))), "end((1, 2))")
        XCTAssertEqual(dumpValue(Place.span(from: 1, to: 3)), "span(from: 1, to: 3)")
        XCTAssertEqual(dumpValue(Model()), "Model")
        XCTAssertEqual(dumpValue(Color.red), "red", "a type that describes itself")
    }

    /// Values that are not `Equatable` are compared by their exact printed form, which does not
    /// depend on the order of a dictionary and keeps every digit.
    func testNonEquatableValuesCompareExactly() {
        struct Box { var values: [Int: CGFloat] }
        var grown = Box(values: [:])
        for key in (0..<40).reversed() { grown.values[key] = CGFloat(key) }
        let built = Box(values: Dictionary(uniqueKeysWithValues: (0..<40).map { ($0, CGFloat($0)) }))
        XCTAssertTrue(sameValue(grown, built))
        XCTAssertFalse(sameValue(Box(values: [1: 0.0001]), Box(values: [1: 0.0002])), "digits the dump rounds away still count")
    }
}
