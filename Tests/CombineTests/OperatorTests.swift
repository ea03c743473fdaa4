import Combine
import XCTest

/// The operators that transform, filter and reduce one publisher: values, demand (a subscriber
/// that asked for n gets n, filtered values ask upstream for more) and completion.
final class OperatorTests: XCTestCase {
    func testMapFamily() {
        XCTAssertEqual([1, 2].publisher.map { $0 * 10 }.record().values, [10, 20])
        XCTAssertEqual([1, 2].publisher.map { $0 + 1 }.map { $0 * 2 }.record().values, [4, 6], "chained maps fuse")
        XCTAssertEqual(["a", "bb"].publisher.map(\.count).record().values, [1, 2])
        let pairs = ["a", "bb"].publisher.map(\.count, \.isEmpty).record().values
        XCTAssertEqual(pairs.map(\.0), [1, 2])
        XCTAssertEqual([1, nil, 3].publisher.replaceNil(with: 0).record().values, [1, 0, 3])
    }

    func testTryMapFailsAndCancelsUpstream() {
        var cancelled = false
        let recorder = [1, 2, 3].publisher.handleEvents(receiveCancel: { cancelled = true })
            .tryMap { value -> Int in
                if value == 2 { throw TestError(id: 2) }
                return value
            }
            .record()
        XCTAssertEqual(recorder.log, ["subscription", "1", "failure(TestError(2))"])
        XCTAssertTrue(cancelled, "a thrown error cancels upstream")
    }

    func testFilteredValuesAskUpstreamForMore() {
        let recorder = (1...10).publisher.filter { $0.isMultiple(of: 3) }.record(initial: .max(2))
        XCTAssertEqual(recorder.values, [3, 6], "two asked for, two delivered, though upstream sent six")
        let compact = ["1", "x", "3"].publisher.compactMap(Int.init).record(initial: .max(2))
        XCTAssertEqual(compact.values, [1, 3])
        XCTAssertEqual([1, 2, 3].publisher.tryFilter { $0 != 2 }.record().values, [1, 3])
    }

    func testScanAndReduce() {
        XCTAssertEqual([1, 2, 3].publisher.scan(0, +).record().values, [1, 3, 6])
        XCTAssertEqual([1, 2, 3].publisher.reduce(0, +).record().log, ["subscription", "6", "finished"])
        XCTAssertEqual(
            [1, 2, 3].publisher.tryReduce(0) { _, _ in throw TestError(id: 1) }.record().log, ["subscription", "failure(TestError(1))"])
        XCTAssertEqual([1, 2, 3].publisher.collect().record().values, [[1, 2, 3]])
        XCTAssertEqual([1, 2, 3, 4, 5].publisher.collect(2).record().values, [[1, 2], [3, 4], [5]])
        XCTAssertEqual([4, 5].publisher.count().record().values, [2])
        XCTAssertEqual([4, 5].publisher.ignoreOutput().record().log, ["subscription", "finished"])
    }

    func testAReducerWaitsForDemandAndFailsInsteadOfSending() {
        let subject = PassthroughSubject<Int, TestError>()
        let recorder = subject.collect().record(initial: .none)
        subject.send(1)
        subject.send(completion: .finished)
        XCTAssertEqual(recorder.log, ["subscription"], "nothing was asked for yet")
        let failing = PassthroughSubject<Int, TestError>()
        let failed = failing.collect().record()
        failing.send(1)
        failing.send(completion: .failure(TestError(id: 9)))
        XCTAssertEqual(failed.log, ["subscription", "failure(TestError(9))"])
    }

    func testCollectByCountAsksForWholeArrays() {
        var requests: [Subscribers.Demand] = []
        let recorder = (1...10).publisher.handleEvents(receiveRequest: { requests.append($0) }).collect(3).record(initial: .max(2))
        XCTAssertEqual(recorder.values, [[1, 2, 3], [4, 5, 6]])
        XCTAssertEqual(requests, [.max(6)])
    }

    func testMatching() {
        XCTAssertEqual([1, 2, 3].publisher.contains(2).record().values, [true])
        XCTAssertEqual([1, 3].publisher.contains(2).record().values, [false])
        XCTAssertEqual([1, 2, 3].publisher.contains { $0 > 2 }.record().values, [true])
        XCTAssertEqual([1, 2, 3].publisher.allSatisfy { $0 > 0 }.record().values, [true])
        XCTAssertEqual([1, -2, 3].publisher.allSatisfy { $0 > 0 }.record().values, [false])
        XCTAssertEqual([3, 1, 2].publisher.min().record().values, [1])
        XCTAssertEqual([3, 1, 2].publisher.max().record().values, [3])
        XCTAssertEqual(["bb", "a", "ccc"].publisher.max { $0.count < $1.count }.record().values, ["ccc"])
        XCTAssertEqual([Int]().publisher.min().record().log, ["subscription", "finished"])
    }

    func testContainsFinishesEarlyAndCancelsUpstream() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = subject.contains(2).record()
        subject.send(1)
        subject.send(2)
        XCTAssertEqual(recorder.log, ["subscription", "true", "finished"])
        XCTAssertEqual(subject.subscriberCount, 0)
    }

    func testFirstAndLast() {
        let subject = PassthroughSubject<Int, Never>()
        let first = subject.first().record()
        let firstOver = subject.first { $0 > 1 }.record()
        let last = subject.last().record()
        let lastUnder = subject.last { $0 < 3 }.record()
        for value in 1...3 { subject.send(value) }
        subject.send(completion: .finished)
        XCTAssertEqual(first.log, ["subscription", "1", "finished"])
        XCTAssertEqual(firstOver.log, ["subscription", "2", "finished"])
        XCTAssertEqual(last.log, ["subscription", "3", "finished"])
        XCTAssertEqual(lastUnder.log, ["subscription", "2", "finished"])
        XCTAssertEqual(Empty<Int, Never>().first().record().log, ["subscription", "finished"])
    }

    func testDroppingAndPrefixes() {
        XCTAssertEqual((1...5).publisher.dropFirst(2).record().values, [3, 4, 5])
        XCTAssertEqual((1...5).publisher.dropFirst().record().values, [2, 3, 4, 5])
        XCTAssertEqual([1, 2, 5, 1].publisher.drop { $0 < 3 }.record().values, [5, 1])
        XCTAssertEqual([1, 2, 5, 1].publisher.prefix { $0 < 3 }.record().log, ["subscription", "1", "2", "finished"])
        XCTAssertEqual((1...5).publisher.prefix(2).record().log, ["subscription", "1", "2", "finished"])
        XCTAssertEqual((1...5).publisher.output(at: 3).record().log, ["subscription", "4", "finished"])
        XCTAssertEqual((1...5).publisher.output(in: 1...2).record().log, ["subscription", "2", "3", "finished"])
        XCTAssertEqual((1...5).publisher.dropFirst(2).record(initial: .max(1)).values, [3], "skipped values do not count against demand")
    }

    func testRemoveDuplicates() {
        XCTAssertEqual([1, 1, 2, 2, 1].publisher.removeDuplicates().record().values, [1, 2, 1])
        XCTAssertEqual([1, 3, 5, 6].publisher.removeDuplicates { $0 % 2 == $1 % 2 }.record().values, [1, 6])
    }

    func testErrorsAndFailureTypes() {
        let failing = Fail<Int, TestError>(error: TestError(id: 1))
        XCTAssertEqual(failing.mapError { TestError(id: $0.id + 1) }.record().log, ["subscription", "failure(TestError(2))"])
        XCTAssertEqual(failing.replaceError(with: 0).record().log, ["subscription", "0", "finished"])
        XCTAssertEqual(Empty<Int, Never>().replaceEmpty(with: 5).record().log, ["subscription", "5", "finished"])
        XCTAssertEqual(Just(1).replaceEmpty(with: 5).record().values, [1])
        let typed: AnyPublisher<Int, TestError> = Just(1).setFailureType(to: TestError.self).eraseToAnyPublisher()
        XCTAssertEqual(typed.record().log, ["subscription", "1", "finished"])
    }

    func testReplaceErrorWaitsForDemand() {
        let subject = PassthroughSubject<Int, TestError>()
        let recorder = subject.replaceError(with: 0).record(initial: .max(1))
        subject.send(1)
        subject.send(completion: .failure(TestError()))
        XCTAssertEqual(recorder.log, ["subscription", "1"])
        recorder.request(.max(1))
        XCTAssertEqual(recorder.log, ["subscription", "1", "0", "finished"])
    }

    func testHandleEventsSeesEveryEvent() {
        var events: [String] = []
        let recorder = [1].publisher.handleEvents(
            receiveSubscription: { _ in events.append("subscription") }, receiveOutput: { events.append("output \($0)") },
            receiveCompletion: { _ in events.append("completion") }, receiveCancel: { events.append("cancel") },
            receiveRequest: { events.append("request \($0)") }
        ).record(initial: .max(3))
        XCTAssertEqual(events, ["subscription", "request max(3)", "output 1", "completion"])
        recorder.cancel()
        XCTAssertEqual(events.last, "completion", "no cancel after the completion")
        var cancels = 0
        let token = PassthroughSubject<Int, Never>().handleEvents(receiveCancel: { cancels += 1 }).sink { _ in }
        token.cancel()
        XCTAssertEqual(cancels, 1)
    }

    func testPrint() {
        final class Lines: TextOutputStream, @unchecked Sendable {
            var text = ""
            func write(_ string: String) { text += string }
        }
        let lines = Lines()
        _ = [1].publisher.print("p", to: lines).record()
        XCTAssertEqual(
            lines.text.split(separator: "\n").map(String.init),
            ["p: receive subscription: ([1])", "p: request unlimited", "p: receive value: (1)", "p: receive finished"])
    }

    func testDecodeAndEncode() {
        struct Item: Codable, Equatable { var name: String }
        let encoded = Just(Item(name: "a")).encode(encoder: JSONEncoder()).record()
        XCTAssertEqual(encoded.values.first.map { String(decoding: $0, as: UTF8.self) }, #"{"name":"a"}"#)
        let decoded = Just(Data(#"{"name":"b"}"#.utf8)).decode(type: Item.self, decoder: JSONDecoder()).record()
        XCTAssertEqual(decoded.values, [Item(name: "b")])
        let broken = Just(Data("{".utf8)).decode(type: Item.self, decoder: JSONDecoder()).record()
        XCTAssertEqual(broken.completions, 1)
        XCTAssertTrue(broken.log.last?.hasPrefix("failure") == true)
    }
}
