import XCTest
import Tesselate
import TesselateTesting

/// The dump takes options (properties, depth, subtree) and has a JSON form with the same content.
final class DumpOptionsTests: XCTestCase {
    @MainActor private func host() -> ViewHost<Card> { ViewHost(Card(), size: CGSize(width: 300, height: 200), displayScale: 1) }

    @MainActor func testDefaultOptionsAreTheClassicDump() async {
        let host = host()
        XCTAssertEqual(host.dump(DumpOptions()), host.dump())
        XCTAssertEqual(host.dump(DumpOptions(properties: [.attributes, .userTypes, .frames, .diagnostics])), host.dump(proposals: false))
    }

    @MainActor func testADepthLimitSummarisesWhatIsBelow() async {
        let dump = host().dump(DumpOptions(properties: [.attributes], maxDepth: 1))
        XCTAssertEqual(
            dump,
            """
            Tesselate dump v1 · window 300×200 @1x
            padding(10)
            └─ VStack(spacing: 8)
               └─ … 7 more views

            """)
    }

    @MainActor func testASubtreeDumpStartsAtTheViewWithTheID() async {
        let dump = host().dump(DumpOptions(properties: [.attributes, .frames], subtreeID: "row"))
        XCTAssertEqual(
            dump,
            """
            Tesselate dump v1 · window 300×200 @1x · subtree padding/VStack/HStack[1]
            HStack(spacing: 10, id: "row")  (105, 94, 90×40)
            ├─ frame(width: 40, height: 40, id: "red")  (105, 94, 40×40)
            │  └─ Color(red)  (105, 94, 40×40)
            └─ frame(width: 40, height: 40, id: "blue")  (155, 94, 40×40)
               └─ Color(blue)  (155, 94, 40×40)

            """)
        XCTAssertTrue(host().dump(DumpOptions(subtreeID: "nope")).hasSuffix("no view has the id \"nope\"\n"))
    }

    @MainActor func testTheJSONFormHasTheSameContent() async {
        let json = host().jsonDump(DumpOptions(properties: [.attributes, .frames, .userTypes], subtreeID: "row"))
        let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        XCTAssertEqual(object?["format"] as? String, "tesselate-dump-json v1")
        XCTAssertEqual(object?["subtree"] as? String, "padding/VStack/HStack[1]")
        let root = object?["root"] as? [String: Any]
        XCTAssertEqual(root?["kind"] as? String, "HStack")
        XCTAssertEqual(root?["attributes"] as? [String], ["spacing: 10", "id: \"row\""])
        XCTAssertEqual(root?["frame"] as? [Double], [105, 94, 90, 40])
        let children = root?["children"] as? [[String: Any]]
        XCTAssertEqual(children?.count, 2)
        XCTAssertEqual((children?[1]["children"] as? [[String: Any]])?.first?["attributes"] as? [String], ["blue"])
        let full = try? JSONSerialization.jsonObject(with: Data(host().jsonDump().utf8)) as? [String: Any]
        XCTAssertEqual((full?["root"] as? [String: Any])?["userTypes"] as? [String], ["Card"])
    }
}
