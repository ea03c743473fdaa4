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
    /// each. Other hosts' clocks do not move.
    public func advance(by duration: Duration, file: StaticString = #filePath, line: UInt = #line) async {
        await runTasks(file: file, line: line)
        await clock.advance(by: duration)
        await runTasks(file: file, line: line)
    }

    /// This host's virtual time: how far ``advance(by:)`` has moved its clock since the host was
    /// made. Its views' tasks read it as ``ViewTasks/now``.
    public var now: Duration { clock.now }
}
