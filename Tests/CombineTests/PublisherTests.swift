import Combine
import XCTest

/// The ready-made publishers: `Just`, `Empty`, `Fail`, `Future`, `Deferred`, `Record`, sequences,
/// optionals and results. Each delivers what its subscriber asks for, then completes once.
final class PublisherTests: XCTestCase {
    func testJustWaitsForDemand() {
        let recorder = Just(5).record(initial: .none)
        XCTAssertEqual(recorder.log, ["subscription"])
        recorder.request(.max(1))
        XCTAssertEqual(recorder.log, ["subscription", "5", "finished"])
        XCTAssertEqual(Just(1), Just(1))
    }

    func testEmptyAndFail() {
        XCTAssertEqual(Empty<Int, Never>().record().log, ["subscription", "finished"])
        XCTAssertEqual(Empty<Int, Never>(completeImmediately: false).record().log, ["subscription"])
        XCTAssertEqual(Fail<Int, TestError>(error: TestError(id: 4)).record().log, ["subscription", "failure(TestError(4))"])
        XCTAssertEqual(Fail(outputType: Int.self, failure: TestError(id: 4)), Fail<Int, TestError>(error: TestError(id: 4)))
    }

    func testASequenceDeliversWhatIsAskedFor() {
        let recorder = (1...5).publisher.record(initial: .max(2))
        XCTAssertEqual(recorder.values, [1, 2])
        recorder.request(.max(2))
        XCTAssertEqual(recorder.values, [1, 2, 3, 4])
        recorder.request(.max(1))
        XCTAssertEqual(recorder.log, ["subscription", "1", "2", "3", "4", "5", "finished"], "finished right after the last")
        XCTAssertEqual([Int]().publisher.record(initial: .none).log, ["subscription", "finished"])
    }

    func testASequenceHonoursDemandReturnedWithEachValue() {
        let recorder = (1...4).publisher.record(initial: .max(1), perValue: .max(1))
        XCTAssertEqual(recorder.log, ["subscription", "1", "2", "3", "4", "finished"])
        let cancelling = Recorder<Int, Never>()
        cancelling.onValue = { if $0 == 2 { cancelling.cancel() } }
        (1...4).publisher.subscribe(cancelling)
        XCTAssertEqual(cancelling.log, ["subscription", "1", "2"], "cancelling stops the sequence at once")
    }

    func testFutureRunsOnceEagerlyAndDeliversToEverySubscriber() {
        var runs = 0
        var promise: Future<Int, TestError>.Promise?
        let future = Future<Int, TestError> {
            runs += 1
            promise = $0
        }
        XCTAssertEqual(runs, 1, "the closure runs when the future is made")
        let early = future.record()
        promise?(.success(3))
        promise?(.success(4))
        let late = future.record(initial: .none)
        XCTAssertEqual(early.log, ["subscription", "3", "finished"])
        XCTAssertEqual(late.log, ["subscription"])
        late.request(.max(1))
        XCTAssertEqual(late.log, ["subscription", "3", "finished"], "a later subscriber gets the same result")
        XCTAssertEqual(runs, 1)
        XCTAssertEqual(Future<Int, TestError> { $0(.failure(TestError(id: 1))) }.record().log, ["subscription", "failure(TestError(1))"])
    }

    func testFutureValueAsync() async throws {
        let future = Future<Int, Never> { promise in
            let fulfil = Unchecked(promise)
            DispatchQueue.global().async { fulfil.value(.success(9)) }
        }
        let value = await future.value
        XCTAssertEqual(value, 9)
        let failing = Future<Int, TestError> { $0(.failure(TestError(id: 5))) }
        do {
            _ = try await failing.value
            XCTFail("a failing future throws")
        } catch {
            XCTAssertEqual(error as? TestError, TestError(id: 5))
        }
    }

    func testDeferredMakesAPublisherPerSubscriber() {
        var made = 0
        let deferred = Deferred<Just<Int>> {
            made += 1
            return Just(made)
        }
        XCTAssertEqual(made, 0)
        XCTAssertEqual(deferred.record().values, [1])
        XCTAssertEqual(deferred.record().values, [2])
    }

    func testRecordReplays() {
        let record = Record<Int, TestError> {
            $0.receive(1)
            $0.receive(2)
            $0.receive(completion: .failure(TestError(id: 7)))
        }
        XCTAssertEqual(record.record().log, ["subscription", "1", "2", "failure(TestError(7))"])
        XCTAssertEqual(Record<Int, Never>(output: [3], completion: .finished).record().log, ["subscription", "3", "finished"])
    }

    func testOptionalAndResultPublishers() {
        XCTAssertEqual(Optional(2).publisher.record().log, ["subscription", "2", "finished"])
        XCTAssertEqual(Int?.none.publisher.record().log, ["subscription", "finished"])
        XCTAssertEqual(Result<Int, TestError>.success(1).publisher.record().log, ["subscription", "1", "finished"])
        XCTAssertEqual(Result<Int, TestError>.failure(TestError(id: 3)).publisher.record().log, ["subscription", "failure(TestError(3))"])
    }

    func testValuesAsAnAsyncSequence() async throws {
        var collected: [Int] = []
        for await value in [1, 2, 3].publisher.values { collected.append(value) }
        XCTAssertEqual(collected, [1, 2, 3])
        let failing = [1].publisher.setFailureType(to: TestError.self).append(Fail(error: TestError(id: 8)))
        var seen: [Int] = []
        do {
            for try await value in failing.values { seen.append(value) }
            XCTFail("the failure is thrown")
        } catch {
            XCTAssertEqual(error as? TestError, TestError(id: 8))
        }
        XCTAssertEqual(seen, [1])
    }

    func testValuesAsksForOneAtATime() async {
        var requests: [Subscribers.Demand] = []
        var iterator = (1...3).publisher.handleEvents(receiveRequest: { requests.append($0) }).values.makeAsyncIterator()
        XCTAssertEqual(requests, [], "nothing is asked for before the loop wants a value")
        let first = await iterator.next()
        XCTAssertEqual(first, 1)
        XCTAssertEqual(requests, [.max(1)])
        let second = await iterator.next()
        XCTAssertEqual(second, 2)
        XCTAssertEqual(requests, [.max(1), .max(1)], "one value per next()")
    }

    func testValuesEndWhenTheTaskIsCancelled() async {
        let subject = PassthroughSubject<Int, Never>()
        let task = Task {
            var count = 0
            for await _ in subject.values { count += 1 }
            return count
        }
        task.cancel()
        let count = await task.value
        XCTAssertEqual(count, 0)
    }
}

/// A value a test hands to another thread.
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
