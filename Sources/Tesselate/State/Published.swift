import Foundation
import Synchronization

/// A property of an ``ObservableObject`` that sends on the object's `objectWillChange` before it
/// changes, as Combine's `Published`.
///
/// Every write sends, even of an equal value, as in Combine. Only properties of classes can be
/// `@Published`. Combine's projected value (`$property`, a publisher of the values) is missing:
/// there is no Combine on Linux.
@propertyWrapper
public struct Published<Value> {
    private var value: Value
    private let storage = PublishedBox()

    /// A published property with an initial value.
    public init(wrappedValue: Value) { value = wrappedValue }

    /// A published property with an initial value.
    public init(initialValue: Value) { value = initialValue }

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
            object[keyPath: storageKeyPath].value = newValue
        }
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
