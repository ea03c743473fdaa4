import Combine
import Foundation
import Synchronization

/// One host's virtual time and the tasks its views started with `task(_:)`.
///
/// SwiftUI has one real clock and runs a view's task until the view disappears. A Tesselate host
/// is never on screen, so each ``ViewHost`` owns a clock of its own that only moves when a test
/// advances it: two hosts (in one test, or in tests running side by side) never wake each
/// other's sleepers. The tasks run with the clock as ``HostClock/current``, which is how
/// ``ViewTasks/sleep(for:)`` finds the clock to wait on; tasks they create with `Task { }`
/// inherit it. The host cancels the tasks when it goes away.
///
/// The clock is Combine's virtual clock for the host (`VirtualClock`): while it is current, the
/// main dispatch queue, the main run loop and the main operation queue schedule on it (a
/// `debounce(for:scheduler: DispatchQueue.main)` waits in virtual time), and
/// `Timer.publish` ticks on it.
@MainActor
package final class HostClock: VirtualClock {
    /// The clock of the host that the current code runs for: set inside the tasks the host's
    /// views started (and the tasks those create), during the host's update and while a test
    /// interacts with it. `nil` elsewhere. It is Combine's `VirtualTime.current` (one task local
    /// for both).
    nonisolated static var current: HostClock? { VirtualTime.current as? HostClock }

    /// Runs `body` with `clock` as the current clock.
    nonisolated static func withCurrent<T>(_ clock: HostClock, _ body: () throws -> T) rethrows -> T {
        try VirtualTime.$current.withValue(clock, operation: body)
    }

    /// The virtual time and the start date, readable from any thread (Combine's schedulers read
    /// them where they run).
    private let times = Mutex<(now: Duration, start: Date)>((.zero, Date()))

    /// The virtual time since the host was made.
    package private(set) var now: Duration {
        get { times.withLock { $0.now } }
        set { times.withLock { $0.now = newValue } }
    }
    /// The date the host was made at (the real one unless a test sets ``ViewHost/date``).
    package var startDate: Date {
        get { times.withLock { $0.start } }
        set { times.withLock { $0.start = newValue } }
    }
    /// The date the host's views see as now: the start date moved by the virtual time.
    package var date: Date { virtualDate }

    nonisolated package var virtualNow: Duration { times.withLock { $0.now } }
    nonisolated package var virtualStartDate: Date { times.withLock { $0.start } }

    private struct Sleeper {
        var deadline: Duration
        var order: Int
        var continuation: CheckedContinuation<Void, Error>
    }

    private var sleepers: [Int: Sleeper] = [:]
    /// The sleepers an advance resumed whose tasks have not run again yet: a resumed task goes
    /// back to the main actor through the shared executor, which can take longer than a few turns
    /// of the main actor on a busy machine, so idleness waits for each to run.
    private var resumed = Set<Int>()
    private var nextSleeper = 0
    private var running: [Int: Task<Void, Never>] = [:]
    private var finished = Set<Int>()
    private var nextTask = 0

    package init() {}

    /// Starts `action` on the main actor with this clock as ``current``; returns a key to cancel
    /// it with.
    func start(_ action: @escaping @MainActor () async -> Void) -> Int {
        let id = nextTask
        nextTask += 1
        running[id] = HostClock.withCurrent(self) {
            Task { @MainActor in
                await action()
                self.finished.insert(id)
            }
        }
        return id
    }

    func cancel(_ id: Int) {
        running[id]?.cancel()
    }

    /// Runs `action` as a task of the clock once virtual time reaches `deadline` (at once, as a
    /// task, if it has): Combine's schedulers call this for the main queue, run loop and
    /// operation queue while the clock is current. Callable from any thread; from another, the
    /// task starts on the main actor's next turn.
    nonisolated package func schedule(at deadline: Duration, _ action: @escaping @Sendable () -> Void) -> Cancellable {
        let scheduled = ScheduledAction()
        let start: @MainActor @Sendable () -> Void = { [weak self] in
            guard let self, !scheduled.isCancelled else { return }
            let id = self.start {
                if deadline > self.now {
                    do { try await self.sleep(until: deadline) } catch { return }
                }
                if !scheduled.isCancelled { action() }
            }
            scheduled.started(id, on: self)
        }
        if Thread.isMainThread {
            MainActor.assumeIsolated { start() }
        } else {
            Task { @MainActor in start() }
        }
        return scheduled
    }

    /// Cancels every task and wakes every sleeper with `CancellationError`: the host is gone.
    func cancelAll() {
        for task in running.values { task.cancel() }
        running = [:]
        finished = []
        let waking = sleepers.values.sorted { $0.order < $1.order }
        sleepers = [:]
        for sleeper in waking { sleeper.continuation.resume(throwing: CancellationError()) }
    }

    /// Waits until `duration` from now has passed on this clock. Throws `CancellationError` when
    /// the task is cancelled.
    func sleep(for duration: Duration) async throws {
        try await sleep(until: now + min(max(duration, .zero), CheckedConversion.maximumDuration))
    }

    /// Waits until this clock reaches `deadline`. Throws `CancellationError` when the task is
    /// cancelled.
    func sleep(until deadline: Duration) async throws {
        try Task.checkCancellation()
        let id = nextSleeper
        nextSleeper += 1
        defer { resumed.remove(id) }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
                sleepers[id] = Sleeper(deadline: deadline, order: id, continuation: continuation)
            }
        } onCancel: {
            Task { @MainActor in self.wakeCancelled(id) }
        }
    }

    private func wakeCancelled(_ id: Int) {
        sleepers.removeValue(forKey: id)?.continuation.resume(throwing: CancellationError())
    }

    /// Whether every started task has finished or waits in virtual time, and every task an
    /// advance woke has run again.
    package var isIdle: Bool {
        for id in finished { running.removeValue(forKey: id) }
        finished.removeAll()
        return resumed.isEmpty && sleepers.count >= running.count
    }

    /// Lets started tasks run until each has finished or waits in virtual time (at most
    /// `maximumYields` turns of the main actor); returns whether they got there. Tasks made with
    /// `Task { }` (in a button's action, say) are not known to the clock until they sleep, so
    /// idleness must also hold for a few more turns, in which such tasks start and reach their
    /// first sleep.
    @discardableResult
    package func runUntilIdle(maximumYields: Int = 1000) async -> Bool {
        let quietTurns = 8
        var quiet = 0, lastSleepers = sleepers.count
        for _ in 0..<maximumYields {
            if isIdle && sleepers.count == lastSleepers {
                quiet += 1
                if quiet >= quietTurns { return true }
            } else {
                quiet = 0
            }
            lastSleepers = sleepers.count
            await Task.yield()
        }
        return isIdle
    }

    /// The most sleepers one ``advance(by:)`` wakes in a row without time passing: more means a
    /// task loops on a sleep of no time, which would keep the advance from ever returning.
    package static let maximumWakesWithoutTime = 1_000
    /// The most sleepers one ``advance(by:)`` wakes: a timer every 0.1 ms over an hour would be
    /// 36 million wakes, minutes of work, for a test that surely meant something else.
    package static let maximumWakes = 50_000

    /// The advance that runs or waits last: advances run one after another, in the order asked.
    private var lastAdvance: Task<String?, Never>?

    /// Moves virtual time forward by `duration`, resuming the sleepers that are due in deadline
    /// order and letting each run until the tasks are idle again. Advances asked for while one
    /// runs (from two tasks at once) run after it, so each moves the clock by its whole duration.
    /// Returns what went wrong, if anything: too many wakes without time passing
    /// (``maximumWakesWithoutTime``) or in all (``maximumWakes``) stop the waking, and the clock
    /// still reaches its target, so the advance always returns.
    @discardableResult
    package func advance(by duration: Duration) async -> String? {
        let previous = lastAdvance
        let advance = Task { @MainActor in
            _ = await previous?.value
            return await self.advanceNow(by: duration)
        }
        lastAdvance = advance
        return await advance.value
    }

    private func advanceNow(by duration: Duration) async -> String? {
        // At most ``CheckedConversion/maximumSeconds`` at a time (`Duration.max` would overflow).
        let target = now + min(max(duration, .zero), CheckedConversion.maximumDuration)
        await runUntilIdle()
        var wakes = 0, wakesWithoutTime = 0, problem: String?
        while let next = sleepers.values.filter({ $0.deadline <= target }).min(by: { ($0.deadline, $0.order) < ($1.deadline, $1.order) }) {
            wakesWithoutTime = next.deadline > now ? 0 : wakesWithoutTime + 1
            wakes += 1
            if wakesWithoutTime > Self.maximumWakesWithoutTime {
                problem =
                    "a task slept \(Self.maximumWakesWithoutTime) times in a row without time passing (at \(now)); "
                    + "a loop on a sleep of no time never lets time pass, so the clock moved on without waking it"
                break
            }
            if wakes > Self.maximumWakes {
                problem =
                    "tasks woke \(Self.maximumWakes) times in one advance (reaching \(now)); the clock moved on without waking "
                    + "the rest (a timer or sleep far shorter than the time advanced?)"
                break
            }
            sleepers.removeValue(forKey: next.order)
            now = max(now, next.deadline)
            resumed.insert(next.order)
            next.continuation.resume()
            await runUntilIdle()
        }
        now = target
        return problem
    }
}

/// An action scheduled on a ``HostClock`` through Combine: cancelling it cancels its task
/// (dropping it does not).
private final class ScheduledAction: Cancellable, Sendable {
    private struct State {
        var cancelled = false
        var task: (id: Int, clock: HostClock)?
    }

    private let state = Mutex(State())

    var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// The action's task started with key `id` on `clock`.
    func started(_ id: Int, on clock: HostClock) {
        let cancelled = state.withLock {
            $0.task = (id, clock)
            return $0.cancelled
        }
        if cancelled { Task { @MainActor in clock.cancel(id) } }
    }

    func cancel() {
        let task = state.withLock { state in
            state.cancelled = true
            let task = state.task
            state.task = nil
            return task
        }
        guard let task else { return }
        if Thread.isMainThread {
            MainActor.assumeIsolated { task.clock.cancel(task.id) }
        } else {
            Task { @MainActor in task.clock.cancel(task.id) }
        }
    }
}
