import Combine
import XCTest

/// `ObservableObject` and `@Published`: the default `objectWillChange` is shared by the
/// properties and sends before each write; `$property` delivers the current value, then each
/// new one before it is stored; `assign(to: &$property)` writes for as long as the object lives.
final class ObservableObjectTests: XCTestCase {
    class Model: ObservableObject, @unchecked Sendable {
        @Published var count = 1
        @Published var name = "a"
        var plain = 0
    }

    final class Derived: Model, @unchecked Sendable {
        @Published var flag = false
    }

    func testEveryWriteSendsBeforeTheChange() {
        let model = Model()
        var seen: [Int] = []
        let token = model.objectWillChange.sink { seen.append(model.count) }
        model.count = 2
        model.count = 2
        model.name = "b"
        model.plain = 3
        XCTAssertEqual(seen, [1, 2, 2], "before each write, equal values included; plain properties send nothing")
        _ = token
    }

    func testThePublisherIsSharedAndMadeOnce() {
        let model = Derived()
        XCTAssertTrue(model.objectWillChange === model.objectWillChange)
        var sends = 0
        let token = model.objectWillChange.sink { sends += 1 }
        model.flag = true
        model.count = 5
        XCTAssertEqual(sends, 2, "a subclass's properties share the publisher")
        _ = token
    }

    func testAWriteBeforeAnyoneAskedStillFindsThePublisher() {
        let model = Model()
        model.count = 3
        var sends = 0
        let token = model.objectWillChange.sink { sends += 1 }
        model.name = "c"
        XCTAssertEqual(sends, 1)
        _ = token
    }

    func testTheProjectedPublisherDeliversTheCurrentValueThenEachWriteBeforeItIsStored() {
        let model = Model()
        var log: [String] = []
        let token = model.$count.sink { log.append("\($0) (stored \(model.count))") }
        model.count = 2
        XCTAssertEqual(log, ["1 (stored 1)", "2 (stored 1)"])
        _ = token
    }

    func testAssignToAPublishedProperty() {
        let model = Model()
        let source = PassthroughSubject<Int, Never>()
        var sends = 0
        let token = model.objectWillChange.sink { sends += 1 }
        source.assign(to: &model.$count)
        source.send(8)
        XCTAssertEqual(model.count, 8)
        XCTAssertEqual(sends, 1, "the write sends objectWillChange")
        _ = token
    }

    func testAssignToEndsWithTheObject() {
        let source = PassthroughSubject<Int, Never>()
        weak var weakModel: Model?
        do {
            let model = Model()
            weakModel = model
            source.map { $0 * 2 }.assign(to: &model.$count)
        }
        XCTAssertNil(weakModel, "assign(to:) does not keep the object")
        XCTAssertEqual(source.subscriberCount, 0, "and its subscription ends with it")
    }

    func testAnObjectWithItsOwnPublisher() {
        final class Manual: ObservableObject {
            let objectWillChange = PassthroughSubject<Void, Never>()
        }
        let manual = Manual()
        var sends = 0
        let token = manual.objectWillChange.sink { sends += 1 }
        manual.objectWillChange.send()
        XCTAssertEqual(sends, 1)
        _ = token
    }
}
