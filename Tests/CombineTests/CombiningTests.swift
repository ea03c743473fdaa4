import Combine
import XCTest

/// The operators that combine publishers: merge, zip, combineLatest, flatMap, switchToLatest,
/// prepend/append, catch, retry.
final class CombiningTests: XCTestCase {
    func testMergeInterleavesAndFinishesWhenAllHave() {
        let a = PassthroughSubject<Int, TestError>(), b = PassthroughSubject<Int, TestError>()
        let recorder = a.merge(with: b).record()
        a.send(1)
        b.send(2)
        a.send(3)
        a.send(completion: .finished)
        b.send(4)
        XCTAssertEqual(recorder.log, ["subscription", "1", "2", "3", "4"])
        b.send(completion: .finished)
        XCTAssertEqual(recorder.log.last, "finished")
        XCTAssertEqual(Publishers.MergeMany([Just(1), Just(2), Just(3)]).record().values, [1, 2, 3])
        XCTAssertEqual(Just(1).merge(with: Just(2), Just(3)).record().values, [1, 2, 3])
        let eight = Just(1).merge(with: Just(2), Just(3), Just(4), Just(5), Just(6), Just(7), Just(8))
        XCTAssertEqual(eight.record().values, Array(1...8))
        XCTAssertEqual(Just(1).merge(with: Just(2), Just(3), Just(4)).merge(with: Just(5)).record().values, Array(1...5))
    }

    func testMergeRespectsDemand() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        let recorder = a.merge(with: b).record(initial: .max(1))
        a.send(1)
        b.send(2)
        XCTAssertEqual(recorder.values, [1], "one asked for, one delivered")
        recorder.request(.max(1))
        XCTAssertEqual(recorder.values, [1, 2], "the value that waited comes when asked for")
    }

    func testMergeFailsWhenOneFails() {
        let a = PassthroughSubject<Int, TestError>(), b = PassthroughSubject<Int, TestError>()
        let recorder = a.merge(with: b).record()
        a.send(completion: .failure(TestError(id: 1)))
        b.send(5)
        XCTAssertEqual(recorder.log, ["subscription", "failure(TestError(1))"])
        XCTAssertEqual(b.subscriberCount, 0, "the others are cancelled")
    }

    func testZipPairsInOrder() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>()
        let recorder = a.zip(b).map { "\($0)\($1)" }.record()
        a.send(1)
        a.send(2)
        b.send("a")
        XCTAssertEqual(recorder.values, ["1a"])
        a.send(completion: .finished)
        XCTAssertEqual(recorder.completions, 0, "a's second value still waits for a partner")
        b.send("b")
        XCTAssertEqual(recorder.log, ["subscription", "1a", "2b", "finished"])
        XCTAssertEqual(Just(1).zip(Just(2), Just(3)) { $0 + $1 + $2 }.record().values, [6])
    }

    func testCombineLatestSendsOnceAllHaveSent() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>()
        let recorder = a.combineLatest(b) { "\($0)\($1)" }.record()
        a.send(1)
        a.send(2)
        XCTAssertEqual(recorder.values, [])
        b.send("x")
        a.send(3)
        b.send("y")
        XCTAssertEqual(recorder.values, ["2x", "3x", "3y"])
        a.send(completion: .finished)
        XCTAssertEqual(recorder.completions, 0)
        b.send(completion: .finished)
        XCTAssertEqual(recorder.completions, 1, "finished when both have")
        let c = PassthroughSubject<Int, Never>()
        let never = c.combineLatest(Empty<Int, Never>()).record()
        XCTAssertEqual(never.log, ["subscription", "finished"], "one finishing without a value can never combine")
        XCTAssertEqual(Just(1).combineLatest(Just(2), Just(3), Just(4)).map { $0 + $1 + $2 + $3 }.record().values, [10])
    }

    func testCombineLatestKeepsOnlyTheLatestForASubscriberWithoutDemand() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        let recorder = a.combineLatest(b).map { $0 * 10 + $1 }.record(initial: .max(1))
        a.send(1)
        b.send(1)
        b.send(2)
        b.send(3)
        recorder.request(.max(1))
        XCTAssertEqual(recorder.values, [11, 13])
    }

    func testFlatMapLimitsPublishersAtOnce() {
        let inners = (0..<2).map { _ in PassthroughSubject<Int, Never>() }
        let recorder = [0, 1].publisher.flatMap(maxPublishers: .max(1)) { inners[$0] }.record()
        inners[0].send(10)
        inners[1].send(11)
        XCTAssertEqual(recorder.values, [10], "upstream's second value waits until the first publisher finishes")
        XCTAssertEqual(inners[1].subscriberCount, 0)
        inners[0].send(completion: .finished)
        inners[1].send(12)
        XCTAssertEqual(recorder.values, [10, 12])
        XCTAssertEqual(recorder.completions, 0, "upstream finished, the inner publisher has not")
        inners[1].send(completion: .finished)
        XCTAssertEqual(recorder.completions, 1)
    }

    func testFlatMapMergesAndFails() {
        let recorder = [1, 2].publisher.flatMap { [$0, $0 * 10].publisher }.record()
        XCTAssertEqual(recorder.log, ["subscription", "1", "10", "2", "20", "finished"])
        let failing = Just(1).setFailureType(to: TestError.self).flatMap { _ in Fail<Int, TestError>(error: TestError(id: 6)) }.record()
        XCTAssertEqual(failing.log, ["subscription", "failure(TestError(6))"])
        let typed = Just(1).flatMap { _ in Fail<Int, TestError>(error: TestError(id: 2)) }.record()
        XCTAssertEqual(typed.log, ["subscription", "failure(TestError(2))"])
    }

    func testSwitchToLatestCancelsThePreviousInner() {
        let first = PassthroughSubject<Int, Never>(), second = PassthroughSubject<Int, Never>()
        let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
        let recorder = outer.switchToLatest().record()
        outer.send(first)
        first.send(1)
        outer.send(second)
        first.send(2)
        second.send(3)
        XCTAssertEqual(recorder.values, [1, 3])
        XCTAssertEqual(first.subscriberCount, 0, "the previous inner publisher is cancelled")
        outer.send(completion: .finished)
        XCTAssertEqual(recorder.completions, 0)
        second.send(completion: .finished)
        XCTAssertEqual(recorder.completions, 1)
    }

    func testPrependAndAppend() {
        XCTAssertEqual(Just(3).prepend(1, 2).append(4).record().log, ["subscription", "1", "2", "3", "4", "finished"])
        XCTAssertEqual(Just(3).prepend([0]).append(Just(9)).record().values, [0, 3, 9])
    }

    func testConcatenationCarriesDemandOver() {
        let suffix = PassthroughSubject<Int, Never>()
        let recorder = [1, 2].publisher.append(suffix).record(initial: .max(3))
        suffix.send(3)
        suffix.send(4)
        XCTAssertEqual(recorder.values, [1, 2, 3], "three asked for in all")
    }

    func testCatchReplacesAFailure() {
        let subject = PassthroughSubject<Int, TestError>()
        let recorder = subject.catch { error in Just(error.id * 100) }.record()
        subject.send(1)
        subject.send(completion: .failure(TestError(id: 2)))
        XCTAssertEqual(recorder.log, ["subscription", "1", "200", "finished"])
        let rethrown = Fail<Int, TestError>(error: TestError(id: 1)).tryCatch { _ -> Just<Int> in throw TestError(id: 5) }.record()
        XCTAssertEqual(rethrown.log, ["subscription", "failure(TestError(5))"])
    }

    func testRetrySubscribesAgain() {
        var attempts = 0
        let flaky = Deferred {
            attempts += 1
            return attempts < 3
                ? Fail<Int, TestError>(error: TestError(id: attempts)).eraseToAnyPublisher()
                : Just(7).setFailureType(to: TestError.self).eraseToAnyPublisher()
        }
        XCTAssertEqual(flaky.retry(5).record().log, ["subscription", "7", "finished"])
        XCTAssertEqual(attempts, 3)
        attempts = -10
        XCTAssertEqual(flaky.retry(1).record().log, ["subscription", "failure(TestError(-8))"], "the last failure is passed on")
    }

    func testPrefixUntilOutputFromAnotherPublisher() {
        let subject = PassthroughSubject<Int, Never>(), stop = PassthroughSubject<Void, Never>()
        let recorder = subject.prefix(untilOutputFrom: stop).record()
        subject.send(1)
        stop.send()
        subject.send(2)
        XCTAssertEqual(recorder.log, ["subscription", "1", "finished"])
        XCTAssertEqual(subject.subscriberCount, 0)
        XCTAssertEqual(stop.subscriberCount, 0)
    }

    func testDropUntilOutputFromAnotherPublisher() {
        let subject = PassthroughSubject<Int, TestError>(), start = PassthroughSubject<Void, TestError>()
        let recorder = subject.drop(untilOutputFrom: start).record(initial: .max(1))
        subject.send(1)
        start.send()
        subject.send(2)
        subject.send(3)
        XCTAssertEqual(recorder.values, [2], "values before the other's first are left out; demand still holds")
        let failing = PassthroughSubject<Int, TestError>(), broken = PassthroughSubject<Void, TestError>()
        let failed = failing.drop(untilOutputFrom: broken).record()
        broken.send(completion: .failure(TestError(id: 4)))
        XCTAssertEqual(failed.log, ["subscription", "failure(TestError(4))"])
    }
}
