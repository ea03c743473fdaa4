import Foundation

/// A publisher that can be told when to start, as Combine's `ConnectablePublisher`.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts delivering values until the returned cancellable is cancelled.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// A publisher that connects this one while it has subscribers, as Combine's
    /// `autoconnect()`.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Publishers {
    /// A publisher that connects its upstream publisher while it has subscribers, as Combine's
    /// `Publishers.Autoconnect`.
    public struct Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher connected while this one has subscribers.
        public let upstream: Upstream

        public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let connection = upstream.connect()
            let subscription = upstream.sink(receiveValue: receiveValue)
            return AnyCancellable {
                subscription.cancel()
                connection.cancel()
            }
        }
    }
}

extension RunLoop {
    /// Options for scheduling on a run loop, as Combine's `RunLoop.SchedulerOptions`; Tesselate
    /// has none and ignores them.
    public struct SchedulerOptions: Sendable {}
}

extension Timer {
    /// A publisher of the current date every `interval`, as Combine's
    /// `Timer.publish(every:tolerance:on:in:options:)`; use it with `autoconnect()`.
    ///
    /// Tesselate's timers tick in virtual time: a subscription made while a ``ViewHost`` updates
    /// (``View/onReceive(_:perform:)`` subscribes then) ticks on that host's clock, every
    /// `interval` from when it subscribed, with the host's date (``ViewHost/date``); the testing
    /// library's `advance(by:)` delivers the ticks that are due. Each subscription ticks on its
    /// own schedule. A subscription made for no host never ticks. `tolerance`, `runLoop`, `mode`
    /// and `options` are accepted and ignored.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// The publisher `Timer.publish(every:tolerance:on:in:options:)` returns, as Combine's
    /// `Timer.TimerPublisher`: it delivers dates only while connected (``connect()``, or
    /// `autoconnect()`), on the clock of the host the subscription was made for.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        /// The time between ticks.
        public let interval: TimeInterval
        private let lock = NSLock()
        private var connections = 0

        init(interval: TimeInterval) { self.interval = interval }

        /// The time between ticks for `interval`: as `Timer` documents, an interval that is not
        /// positive (NaN too) is taken as 0.1 milliseconds; one beyond ``CheckedConversion/maximumSeconds``
        /// as that (it never ticks in a test).
        static func period(_ interval: TimeInterval) -> Duration {
            CheckedConversion.duration(seconds: interval > 0 ? interval : 0.000_1)
        }

        private var isConnected: Bool { lock.withLock { connections > 0 } }

        public func connect() -> any Cancellable {
            lock.withLock { connections += 1 }
            return AnyCancellable { [weak self] in self?.lock.withLock { self?.connections -= 1 } }
        }

        public func sink(receiveValue: @escaping (Date) -> Void) -> AnyCancellable {
            guard Thread.isMainThread else { return AnyCancellable {} }
            let receive = UncheckedSendable(receiveValue)
            return MainActor.assumeIsolated {
                guard let clock = HostClock.current else { return AnyCancellable {} }
                let period = Self.period(interval)
                let id = clock.start { [weak self] in
                    while (try? await clock.sleep(for: period)) != nil {
                        guard let self else { return }
                        if self.isConnected { receive.value(clock.date) }
                    }
                }
                return AnyCancellable { onMainActor { clock.cancel(id) } }
            }
        }
    }
}

/// Runs `action` on the main actor: now when on the main thread, else soon.
func onMainActor(_ action: @escaping @MainActor @Sendable () -> Void) {
    if Thread.isMainThread {
        MainActor.assumeIsolated { action() }
    } else {
        Task { @MainActor in action() }
    }
}
