import Foundation

extension NotificationCenter {
    /// A publisher of the notifications posted to `center` with `name` (and, if given, from
    /// `object`), as Combine's `NotificationCenter.Publisher`. Notifications are delivered on the
    /// thread that posts them.
    public struct Publisher: Tesselate.Publisher {
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

        public func sink(receiveValue: @escaping (Notification) -> Void) -> AnyCancellable {
            let receive = UncheckedSendable(receiveValue)
            let token = UncheckedSendable(center.addObserver(forName: name, object: object, queue: nil) { receive.value($0) })
            return AnyCancellable { [center] in center.removeObserver(token.value) }
        }
    }

    /// A publisher of the notifications posted with `name` (from `object`, if given), as
    /// Combine's `publisher(for:object:)`.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }
}
