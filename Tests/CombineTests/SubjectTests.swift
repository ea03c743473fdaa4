import Combine
import XCTest

/// `PassthroughSubject` and `CurrentValueSubject`: values only for subscribers with demand, the
/// current value first, completion to late subscribers, re-entrant and concurrent sends.
final class SubjectTests: XCTestCase {
    func testAPassthroughSubjectDropsValuesASubscriberDidNotAskFor() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = subject.record(initial: .max(1))
        subject.send(1)
        subject.send(2)
        recorder.request(.max(1))
        subject.send(3)
        XCTAssertEqual(recorder.values, [1, 3], "2 came while the subscriber wanted none")
    }

    func testALateSubscriberGetsOnlyTheCompletion() {
        let subject = PassthroughSubject<Int, TestError>()
        subject.send(completion: .failure(TestError(id: 2)))
        let recorder = subject.record()
        XCTAssertEqual(recorder.log, ["subscription", "failure(TestError(2))"])
        subject.send(1)
        XCTAssertEqual(recorder.completions, 1)
    }

    func testACurrentValueSubjectDeliversItsValueFirstAndTheLatestWhenAskedAgain() {
        let subject = CurrentValueSubject<Int, Never>(7)
        let recorder = subject.record(initial: .none)
        XCTAssertEqual(recorder.values, [], "nothing before the subscriber asks")
        recorder.request(.max(1))
        XCTAssertEqual(recorder.values, [7])
        subject.send(8)
        subject.value = 9
        XCTAssertEqual(subject.value, 9)
        recorder.request(.max(1))
        XCTAssertEqual(recorder.values, [7, 9], "the latest value when it asks again")
    }

    func testSendingAfterTheCompletionChangesNothing() {
        let subject = CurrentValueSubject<Int, Never>(1)
        let recorder = subject.record()
        subject.send(completion: .finished)
        subject.send(2)
        XCTAssertEqual(subject.value, 1)
        XCTAssertEqual(recorder.log, ["subscription", "1", "finished"])
    }

    func testASubscriberMaySendIntoTheSubjectWhileReceiving() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>()
        recorder.onValue = { if $0 < 3 { subject.send($0 + 1) } }
        subject.subscribe(recorder)
        let second = subject.record()
        subject.send(1)
        XCTAssertEqual(recorder.values, [1, 2, 3], "no deadlock; each value after the one being received")
        XCTAssertEqual(Set(second.values), [1, 2, 3])
    }

    func testConcurrentSendsReachEverySubscriberOnce() {
        let subject = PassthroughSubject<Int, Never>()
        let recorders = (0..<4).map { _ in subject.record() }
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for value in 0..<250 { subject.send(thread * 1_000 + value) }
        }
        for recorder in recorders {
            XCTAssertEqual(recorder.values.count, 2_000)
            XCTAssertEqual(Set(recorder.values).count, 2_000)
        }
    }

    func testSubscribingASubjectToAPublisherRelaysIt() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = subject.record()
        let upstream = PassthroughSubject<Int, Never>()
        let token = upstream.subscribe(subject)
        upstream.send(1)
        token.cancel()
        upstream.send(2)
        XCTAssertEqual(recorder.values, [1])
        _ = [1, 2].publisher.subscribe(subject)
        XCTAssertEqual(recorder.log, ["subscription", "1", "1", "2", "finished"])
    }

    func testVoidSubjectsSend() {
        let subject = PassthroughSubject<Void, Never>()
        var count = 0
        let token = subject.sink { count += 1 }
        subject.send()
        XCTAssertEqual(count, 1)
        _ = token
    }
}
