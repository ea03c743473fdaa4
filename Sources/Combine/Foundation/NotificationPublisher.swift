import Foundation

extension NotificationCenter {
    /// A publisher of the notifications posted to a center with a name (from an object, if
    /// given), as Combine's `NotificationCenter.Publisher`. Each subscriber observes from when it
    /// subscribes until it cancels; notifications are delivered on the thread that posts them,
    /// and dropped for a subscriber with no demand.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never

        /// The center the notifications are posted to.
        public let center: NotificationCenter
        /// The name of the notifications delivered.
        public let name: Notification.Name
        /// The object whose notifications are delivered; `nil` for any.
        public let object: AnyObject?

        /// A publisher of `center`'s notifications named `name` from `object` (any if `nil`).
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subscription = NotificationSubscription(subscriber, center: center)
            subscriber.receive(subscription: subscription)
            subscription.observe(name, object: object)
        }
    }

    /// A publisher of the notifications posted with `name` (from `object`, if given).
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }
}

extension NotificationCenter.Publisher: Equatable {
    public static func == (lhs: NotificationCenter.Publisher, rhs: NotificationCenter.Publisher) -> Bool {
        lhs.center === rhs.center && lhs.name == rhs.name && lhs.object === rhs.object
    }
}

/// One subscriber's observation of a notification center.
private final class NotificationSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible, @unchecked Sendable
where Downstream.Input == Notification, Downstream.Failure == Never {
    private let lock = NSLock()
    private let outlet: Outlet<Downstream>
    private let center: NotificationCenter
    private var observer: NSObjectProtocol?
    private var cancelled = false
    let description = "NotificationCenter Observer"

    init(_ downstream: Downstream, center: NotificationCenter) {
        outlet = Outlet(downstream, overflow: .drop)
        self.center = center
    }

    func observe(_ name: Notification.Name, object: AnyObject?) {
        let outlet = outlet
        let send = UncheckedSendable<(Notification) -> Void> { outlet.send($0) }
        let observer = center.addObserver(forName: name, object: object, queue: nil) { send.value($0) }
        let keep = lock.withLock {
            guard !cancelled else { return false }
            self.observer = observer
            return true
        }
        if !keep { center.removeObserver(observer) }
    }

    func request(_ demand: Subscribers.Demand) { outlet.request(demand) }

    func cancel() {
        let observer = lock.withLock {
            cancelled = true
            defer { self.observer = nil }
            return self.observer
        }
        outlet.cancel()
        if let observer { center.removeObserver(observer) }
    }
}
