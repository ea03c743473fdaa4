import Foundation
import Tesselate

/// Tasks and virtual time: views' `task(_:)` closures run on the main actor when the test lets
/// them, and wait in virtual time (``ViewTasks/sleep(for:)``), so tests never sleep. Each host
/// has its own clock: these act on this host's tasks and time only.
extension ViewHost {
    /// Lets the views' tasks run until each has finished or waits in virtual time, then settles
    /// the host. Fails the test if they are still busy after a thousand turns of the main actor
    /// (a task waiting on something other than virtual time).
    public func runTasks(file: StaticString = #filePath, line: UInt = #line) async {
        assertSettles(self, file: file, line: line)
        if !(await clock.runUntilIdle()) {
            FailureReporting.fail(
                "runTasks(): the views' tasks are still running after 1000 turns of the main actor; "
                    + "a task waits on something other than ViewTasks.sleep(for:)", file: file, line: line)
        }
        assertSettles(self, file: file, line: line)
    }

    /// Moves this host's virtual time forward by `duration`: its tasks sleeping until then wake in
    /// deadline order, each runs until it waits again or finishes, and the host settles after
    /// each. Other hosts' clocks do not move. Advances from two tasks at once run one after the
    /// other, each by its whole duration. It always returns: a task that loops on a sleep of no
    /// time (1,000 wakes without time passing), or more than 50,000 wakes in one advance, fail
    /// the test and the clock moves on to its target.
    public func advance(by duration: Duration, file: StaticString = #filePath, line: UInt = #line) async {
        await runTasks(file: file, line: line)
        if let problem = await clock.advance(by: duration) {
            FailureReporting.fail("advance(by: \(duration)): \(problem)", file: file, line: line)
        }
        await runTasks(file: file, line: line)
    }

    /// This host's virtual time: how far ``advance(by:)`` has moved its clock since the host was
    /// made. Its views' tasks read it as ``ViewTasks/now``.
    public var now: Duration { clock.now }
}
