import Foundation

/// One downstream subscriber fed from several sources or threads (subjects, `merge`, `flatMap`,
/// `zip`, the time-based operators): it delivers in order, one call at a time, within the
/// subscriber's demand, and never holds its lock while calling out.
///
/// A value that arrives while the subscriber wants no more is kept (``Overflow/buffer``), replaces
/// the one kept (``Overflow/keepLatest``) or is dropped (``Overflow/drop``, as a subject drops
/// values for a subscriber that asked for none). A finish waits behind kept values; a failure
/// does not. Whoever finds the outlet idle delivers everything that is due, including what other
/// threads (or the subscriber itself, re-entering) add meanwhile.
final class Outlet<Downstream: Subscriber>: @unchecked Sendable {
    typealias Value = Downstream.Input
    typealias Completion = Subscribers.Completion<Downstream.Failure>

    enum Overflow { case buffer, keepLatest, drop }

    private let lock = NSLock()
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var queue: [Value] = []
    private var head = 0
    private var end: Completion?
    private var draining = false
    private var done = false
    private let overflow: Overflow
    /// Told (outside the lock) of the demand the subscriber adds by returning it from `receive`.
    var onMoreDemand: ((Subscribers.Demand) -> Void)?

    init(_ downstream: Downstream, overflow: Overflow = .buffer) {
        self.downstream = downstream
        self.overflow = overflow
    }

    /// The demand not yet met.
    var outstandingDemand: Subscribers.Demand { lock.withLock { demand } }

    /// Hands the subscriber its subscription.
    func receive(subscription: Subscription) {
        lock.withLock { downstream }?.receive(subscription: subscription)
    }

    /// Delivers `value` when the subscriber wants it (see ``Overflow``). `force` keeps it even if
    /// the overflow is ``Overflow/drop``. Returns whether the value was kept.
    @discardableResult
    func send(_ value: Value, force: Bool = false) -> Bool {
        let kept: Bool = lock.withLock {
            guard !done, end == nil else { return false }
            let waiting = queue.count - head
            if demand > waiting || force || overflow == .buffer {
                queue.append(value)
            } else if overflow == .keepLatest {
                if waiting > 0 { queue[queue.count - 1] = value } else { queue.append(value) }
            } else {
                return false
            }
            return true
        }
        if kept { drain() }
        return kept
    }

    /// Completes the subscriber: a finish after the kept values, a failure at once.
    func finish(_ completion: Completion) {
        let accepted: Bool = lock.withLock {
            guard !done, end == nil else { return false }
            end = completion
            if case .failure = completion {
                queue = []
                head = 0
            }
            return true
        }
        if accepted { drain() }
    }

    /// Adds the subscriber's request to its demand and delivers what is due.
    func request(_ more: Subscribers.Demand) {
        let open: Bool = lock.withLock {
            guard !done else { return false }
            demand += more
            return true
        }
        if open { drain() }
    }

    /// Stops all delivery and releases the subscriber.
    func cancel() {
        lock.withLock {
            done = true
            downstream = nil
            queue = []
            head = 0
            end = nil
        }
    }

    private func drain() {
        lock.lock()
        guard !draining else { return lock.unlock() }
        draining = true
        while !done, let downstream {
            if head < queue.count, demand > 0 {
                let value = queue[head]
                head += 1
                if head == queue.count {
                    queue.removeAll(keepingCapacity: true)
                    head = 0
                }
                demand -= 1
                lock.unlock()
                let more = downstream.receive(value)
                if more > 0 { onMoreDemand?(more) }
                lock.lock()
                demand += more
            } else if head == queue.count, let completion = end {
                done = true
                end = nil
                self.downstream = nil
                lock.unlock()
                downstream.receive(completion: completion)
                lock.lock()
            } else {
                break
            }
        }
        draining = false
        lock.unlock()
    }
}
