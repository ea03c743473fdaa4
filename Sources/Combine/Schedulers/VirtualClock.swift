import Foundation

/// A clock whose time only moves when a test says so: what the main schedulers wait on while one
/// is ``VirtualTime/current`` (Tesselate's hosts have one each).
///
/// Package access only: Tesselate's `HostClock` conforms, and binds itself as
/// ``VirtualTime/current`` while its host updates, while a test interacts with the host, and in
/// the tasks the host's views start. Every requirement is thread-safe.
package protocol VirtualClock: AnyObject, Sendable {
    /// The virtual time since the clock started.
    var virtualNow: Duration { get }
    /// The date at virtual time zero: the date the clock's code sees is this plus
    /// ``virtualNow``.
    var virtualStartDate: Date { get }
    /// Runs `action` once when virtual time reaches `deadline`, or, if it has, as soon as the
    /// clock's owner lets its work run (before it reports being idle). Cancelling the returned
    /// token before then keeps `action` from running; dropping the token does not (a scheduler
    /// drops it when its API returns none).
    func schedule(at deadline: Duration, _ action: @escaping @Sendable () -> Void) -> Cancellable
}

/// The virtual clock the current code runs on, if any.
package enum VirtualTime {
    /// The clock of the Tesselate host the current code runs for (`nil` outside any host): the
    /// main queue, the main run loop and the main operation queue schedule on it.
    @TaskLocal package static var current: (any VirtualClock)?

    /// The shortest interval of a repeating schedule on a virtual clock: a shorter one (zero,
    /// negative, NaN) is taken as this, as `Timer` takes intervals under 0.1 ms.
    package static let minimumInterval: Duration = .microseconds(100)
}

extension VirtualClock {
    /// The date the clock's code sees as now.
    package var virtualDate: Date { virtualStartDate.addingTimeInterval(TimeConversion.seconds(virtualNow)) }

    /// The virtual time of `date`.
    func virtualTime(of date: Date) -> Duration { TimeConversion.duration(seconds: date.timeIntervalSince(virtualStartDate)) }

    /// Runs `action` at `first`, then every `interval` (at least ``VirtualTime/minimumInterval``),
    /// until the returned token is cancelled.
    package func scheduleRepeating(at first: Duration, every interval: Duration, _ action: @escaping @Sendable () -> Void) -> Cancellable {
        let repeater = VirtualRepeater(clock: self, interval: Swift.max(interval, VirtualTime.minimumInterval), action: action)
        repeater.arm(at: first)
        return repeater
    }

    /// Runs a scheduler's (non-sendable) action at `deadline`.
    func run(at deadline: Duration, _ action: @escaping () -> Void) -> Cancellable {
        let action = UncheckedSendable(action)
        return schedule(at: deadline) { action.value() }
    }
}

/// A repeating schedule on a virtual clock: each run arms the next.
private final class VirtualRepeater: Cancellable, @unchecked Sendable {
    private let lock = NSLock()
    private let clock: any VirtualClock
    private let interval: Duration
    private let action: @Sendable () -> Void
    private var pending: Cancellable?
    private var cancelled = false

    init(clock: any VirtualClock, interval: Duration, action: @escaping @Sendable () -> Void) {
        self.clock = clock
        self.interval = interval
        self.action = action
    }

    func arm(at deadline: Duration) {
        let next = clock.schedule(at: deadline) { [weak self] in
            guard let self, !self.lock.withLock({ self.cancelled }) else { return }
            self.action()
            self.arm(at: deadline + self.interval)
        }
        let keep = lock.withLock {
            guard !cancelled else { return false }
            pending = next
            return true
        }
        if !keep { next.cancel() }
    }

    func cancel() {
        let pending = lock.withLock {
            cancelled = true
            defer { self.pending = nil }
            return self.pending
        }
        pending?.cancel()
    }
}
