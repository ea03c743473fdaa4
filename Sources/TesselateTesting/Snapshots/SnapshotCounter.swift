import Foundation
import Synchronization
import XCTest
#if canImport(Testing)
    import Testing
#endif

/// Numbers the unnamed snapshots of each test from 1: `<test>.1.txt`, `<test>.2.txt`, …
///
/// The count belongs to one run of one test, so it restarts with every test whatever order tests
/// run in. A Swift Testing test is told apart by its id (two suites in one file may have
/// functions of the same name); XCTest tests run one at a time, and their counts are forgotten
/// when each ends (an observer of XCTest's, registered by the first snapshot). A Swift Testing
/// test repeated in one process (`--repetitions`) goes on counting; give its snapshots names.
/// Thread-safe: Swift Testing runs tests in parallel.
enum SnapshotCounter {
    private static let counts = Mutex<[String: Int]>([:])

    /// The number of the next unnamed snapshot of the test `test` in `file`.
    static func next(file: String, test: String) -> Int {
        let key = "\(currentRun)|\(file)|\(test)"
        return counts.withLock { counts in
            counts[key, default: 0] += 1
            return counts[key]!
        }
    }

    /// What the counts of the test under way are filed under.
    private static var currentRun: String {
        #if canImport(Testing)
            if let test = Test.current { return "swift-testing \(test.id)" }
        #endif
        XCTestRunEnd.registerOnce()
        return xcTestRun
    }

    private static let xcTestRun = "xctest"

    /// Forgets the counts of XCTest's test under way (which has ended).
    fileprivate static func forgetXCTestRun() {
        counts.withLock { counts in counts = counts.filter { !$0.key.hasPrefix(xcTestRun + "|") } }
    }
}

/// Tells ``SnapshotCounter`` when each XCTest test ends.
private final class XCTestRunEnd: NSObject, XCTestObservation {
    private static let registered = Mutex(false)

    static func registerOnce() {
        let first = registered.withLock { registered in
            defer { registered = true }
            return !registered
        }
        if first { XCTestObservationCenter.shared.addTestObserver(XCTestRunEnd()) }
    }

    func testCaseWillStart(_ testCase: XCTestCase) { SnapshotCounter.forgetXCTestRun() }

    func testCaseDidFinish(_ testCase: XCTestCase) { SnapshotCounter.forgetXCTestRun() }
}
