import Foundation

/// The asynchronous work views start with `task(_:)`, and the virtual time they wait in.
///
/// Tesselate hosts are never on screen, so time only passes when a test says so: a task that
/// waits with ``ViewTasks/sleep(for:)`` is resumed when the testing library's `advance(by:)`
/// moves the virtual clock past its deadline, so tests never sleep and always see the same
/// interleaving. Tasks run on the main actor, started when their view appears and cancelled when
/// it disappears. `Task.sleep` keeps real time (Swift offers no hook to virtualise it): in views
/// meant to be tested, wait with `ViewTasks.sleep(for:)`, which is `Task.sleep` in spirit.
@MainActor
public enum ViewTasks {
    /// The virtual time since the process started.
    public private(set) static var now: Duration = .zero

    private struct Sleeper {
        var deadline: Duration
        var order: Int
        var continuation: CheckedContinuation<Void, Error>
    }

    private static var sleepers: [Int: Sleeper] = [:]
    private static var nextSleeper = 0
    private static var running: [Int: Task<Void, Never>] = [:]
    private static var finished = Set<Int>()
    private static var nextTask = 0

    /// Waits `duration` of virtual time, as `Task.sleep(for:)` waits real time. Throws
    /// `CancellationError` when the task is cancelled (its view disappeared).
    public static func sleep(for duration: Duration) async throws {
        try Task.checkCancellation()
        let id = nextSleeper
        nextSleeper += 1
        let deadline = now + max(duration, .zero)
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
                sleepers[id] = Sleeper(deadline: deadline, order: id, continuation: continuation)
            }
        } onCancel: {
            Task { @MainActor in ViewTasks.sleepers.removeValue(forKey: id)?.continuation.resume(throwing: CancellationError()) }
        }
    }

    /// Starts `action` on the main actor; returns a key to cancel it with.
    static func start(_ action: @escaping @MainActor () async -> Void) -> Int {
        let id = nextTask
        nextTask += 1
        running[id] = Task { @MainActor in
            await action()
            ViewTasks.finished.insert(id)
        }
        return id
    }

    static func cancel(_ id: Int) {
        running[id]?.cancel()
    }

    /// Whether every started task has finished or waits in virtual time.
    package static var isIdle: Bool {
        forgetFinished()
        return sleepers.count >= running.count
    }

    /// Lets started tasks run until each has finished or waits in virtual time (at most
    /// `maximumYields` turns of the main actor); returns whether they got there.
    @discardableResult
    package static func runUntilIdle(maximumYields: Int = 1000) async -> Bool {
        for _ in 0..<maximumYields {
            if isIdle { return true }
            await Task.yield()
        }
        return isIdle
    }

    /// Moves virtual time forward by `duration`, resuming the sleepers that are due in deadline
    /// order and letting each run until the tasks are idle again.
    package static func advance(by duration: Duration) async {
        let target = now + max(duration, .zero)
        await runUntilIdle()
        while let next = sleepers.values.filter({ $0.deadline <= target }).min(by: { ($0.deadline, $0.order) < ($1.deadline, $1.order) }) {
            sleepers.removeValue(forKey: next.order)
            now = max(now, next.deadline)
            next.continuation.resume()
            await runUntilIdle()
        }
        now = target
    }

    private static func forgetFinished() {
        for id in finished { running.removeValue(forKey: id) }
        finished.removeAll()
    }
}
