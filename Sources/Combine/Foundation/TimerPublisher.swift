import Foundation

extension Timer {
    /// A publisher of the current date every `interval`, as Combine's
    /// `Timer.publish(every:tolerance:on:in:options:)`: it ticks only while connected (with
    /// `connect()`, or `autoconnect()`).
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// The connectable publisher `Timer.publish(every:tolerance:on:in:options:)` returns, as
    /// Combine's `Timer.TimerPublisher`.
    ///
    /// While connected, each subscriber receives a date every ``interval`` (from when the
    /// publisher was connected, or from when it subscribed if it was connected already); ticks
    /// it has no demand for are dropped. As `Timer` documents, an interval that is not positive
    /// (NaN too) is taken as 0.1 ms.
    ///
    /// **Virtual time.** A subscription made while a Tesselate host's virtual clock is current
    /// (`onReceive` subscribes during the host's update) ticks on that clock, with the host's
    /// date: the testing library's `advance(by:)` delivers the ticks that are due. Elsewhere it
    /// ticks in real time, on ``runLoop`` in ``mode``, when that run loop runs.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        public final let interval: TimeInterval
        public final let tolerance: TimeInterval?
        public final let runLoop: RunLoop
        public final let mode: RunLoop.Mode
        public final let options: RunLoop.SchedulerOptions?

        private let lock = NSLock()
        private var connections = 0
        private var subscriptions: [ObjectIdentifier: TimerTicks] = [:]

        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        /// The time between ticks.
        var period: TimeInterval { interval > 0 ? interval : 0.000_1 }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            let ticks = TimerSubscription(subscriber, timer: self, clock: VirtualTime.current)
            let connected = lock.withLock {
                subscriptions[ObjectIdentifier(ticks)] = ticks
                return connections > 0
            }
            subscriber.receive(subscription: ticks)
            if connected { ticks.start() }
        }

        /// Starts the ticks; cancelling the returned token stops them (once every connection is
        /// cancelled).
        public func connect() -> Cancellable {
            let starting: [TimerTicks] = lock.withLock {
                connections += 1
                return connections == 1 ? Array(subscriptions.values) : []
            }
            for ticks in starting { ticks.start() }
            return AnyCancellable { [weak self] in self?.disconnect() }
        }

        private func disconnect() {
            let stopping: [TimerTicks] = lock.withLock {
                connections -= 1
                return connections == 0 ? Array(subscriptions.values) : []
            }
            for ticks in stopping { ticks.stop() }
        }

        func remove(_ ticks: TimerTicks) { lock.withLock { _ = subscriptions.removeValue(forKey: ObjectIdentifier(ticks)) } }
    }
}

/// One subscriber's ticks of a ``Timer/TimerPublisher``.
protocol TimerTicks: AnyObject {
    func start()
    func stop()
}

/// The subscription of one subscriber to a ``Timer/TimerPublisher``: a repeating schedule on the
/// virtual clock it was made under, or a `Timer` on the publisher's run loop.
private final class TimerSubscription<Downstream: Subscriber>: Subscription, TimerTicks, CustomStringConvertible, @unchecked Sendable
where Downstream.Input == Date, Downstream.Failure == Never {
    private let lock = NSLock()
    private let outlet: Outlet<Downstream>
    private weak var timer: Timer.TimerPublisher?
    private let clock: (any VirtualClock)?
    private var ticking: Cancellable?
    private var cancelled = false
    let description = "Timer"

    init(_ downstream: Downstream, timer: Timer.TimerPublisher, clock: (any VirtualClock)?) {
        outlet = Outlet(downstream, overflow: .drop)
        self.timer = timer
        self.clock = clock
    }

    func start() {
        lock.lock()
        let timer = self.timer
        let idle = !cancelled && ticking == nil
        lock.unlock()
        guard idle, let timer else { return }
        let period = timer.period
        let tick = UncheckedSendable<() -> Void> { [weak self] in self?.tick() }
        let started: Cancellable
        if let clock {
            let step = TimeConversion.duration(seconds: period)
            started = clock.scheduleRepeating(at: clock.virtualNow + step, every: step) { tick.value() }
        } else if !period.isFinite {
            started = AnyCancellable {}
        } else {
            let foundationTimer = Timer(fire: Date().addingTimeInterval(period), interval: period, repeats: true) { _ in tick.value() }
            foundationTimer.tolerance = timer.tolerance ?? 0
            timer.runLoop.add(foundationTimer, forMode: timer.mode)
            let invalidate = UncheckedSendable(foundationTimer)
            started = AnyCancellable { invalidate.value.invalidate() }
        }
        lock.lock()
        let keep = !cancelled && ticking == nil
        if keep { ticking = started }
        lock.unlock()
        if !keep { started.cancel() }
    }

    private func tick() { outlet.send(clock?.virtualDate ?? Date()) }

    func stop() {
        let ticking = lock.withLock {
            defer { self.ticking = nil }
            return self.ticking
        }
        ticking?.cancel()
    }

    func request(_ demand: Subscribers.Demand) { outlet.request(demand) }

    func cancel() {
        lock.withLock { cancelled = true }
        stop()
        outlet.cancel()
        timer?.remove(self)
    }
}
