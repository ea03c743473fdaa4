import Foundation
import Synchronization

/// A property of an ``ObservableObject`` that sends on the object's `objectWillChange` before it
/// changes, as Combine's `Published`.
///
/// Every write sends, even of an equal value, as in Combine. Only properties of classes can be
/// `@Published`. The projected value (`$property`) is a ``Published/Publisher``, as in Combine: it
/// delivers the current value when subscribed to, then each new value before it is stored.
@propertyWrapper
public struct Published<Value> {
    private var value: Value
    private let storage = PublishedBox()
    private let values: CurrentValueSubject<Value, Never>

    /// A published property with an initial value.
    public init(wrappedValue: Value) {
        value = wrappedValue
        values = CurrentValueSubject(wrappedValue)
    }

    /// A published property with an initial value.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The property as its class reads and writes it: a write sends on the object's publisher
    /// first.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            let box = object[keyPath: storageKeyPath].storage
            if box.publisher == nil, let observable = object as? any ObservableObject {
                box.adopt(observable.willChangePublisher)
            }
            box.publisher?.send()
            object[keyPath: storageKeyPath].values.send(newValue)
            object[keyPath: storageKeyPath].value = newValue
        }
    }

    /// A publisher of the property's values (`$property`), as Combine's: it delivers the current
    /// value to a new subscriber, then each value written, when it is written (before the
    /// property holds it, as `willSet`).
    public var projectedValue: Publisher { Publisher(values: values) }
}

extension Published {
    /// The publisher of a ``Published`` property's values, as Combine's `Published.Publisher`.
    public struct Publisher: Tesselate.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        let values: CurrentValueSubject<Value, Never>

        public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable { values.sink(receiveValue: receiveValue) }
    }
}

/// What ``ObservableObject``'s default `objectWillChange` finds in the object's stored
/// properties: the publisher its `@Published` properties share.
protocol PublishedStorage {
    var publisher: ObservableObjectPublisher? { get }
    func adopt(_ publisher: ObservableObjectPublisher?)
}

extension Published: PublishedStorage {
    var publisher: ObservableObjectPublisher? { storage.publisher }
    func adopt(_ publisher: ObservableObjectPublisher?) { storage.adopt(publisher) }
}

/// The publisher one `@Published` property sends on, set once the object's publisher is known.
final class PublishedBox: Sendable {
    private let slot = Mutex<ObservableObjectPublisher?>(nil)

    var publisher: ObservableObjectPublisher? { slot.withLock { $0 } }

    func adopt(_ publisher: ObservableObjectPublisher?) {
        slot.withLock { if $0 == nil { $0 = publisher } }
    }
}
