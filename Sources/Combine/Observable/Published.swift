import Foundation

/// A property of a class that publishes its values, and sends on the object's
/// `objectWillChange` before it changes, as Combine's `Published`.
///
/// Every write sends, even of an equal value, as in Combine: first `objectWillChange` (if the
/// class is an ``ObservableObject`` with the default publisher), then the new value to the
/// subscribers of the projected publisher (`$property`), and only then is the value stored (as
/// `willSet`). `$property` delivers the current value to each new subscriber, then each value
/// written. Only properties of classes can be `@Published`.
@propertyWrapper
public struct Published<Value> {
    let box: PublishedBox<Value>

    /// A published property with an initial value.
    public init(wrappedValue: Value) { box = PublishedBox(wrappedValue) }

    /// A published property with an initial value.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The property as its class reads and writes it.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set {
            let box = object[keyPath: storageKeyPath].box
            box.adoptPublisher(of: object)
            box.write(newValue)
        }
    }

    /// The publisher of the property's values (`$property`).
    public var projectedValue: Publisher {
        mutating get { Publisher(box) }
        set {}
    }

    /// `$property` as its class reads it (and as `assign(to: &$property)` writes it).
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        projected wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Publisher>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Publisher {
        get {
            let box = object[keyPath: storageKeyPath].box
            box.adoptPublisher(of: object)
            return Publisher(box)
        }
        set {}
    }

    /// The publisher of a ``Published`` property's values, as Combine's `Published.Publisher`:
    /// the current value first, then each value written, when it is written (before the
    /// property holds it).
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        let box: PublishedBox<Value>

        init(_ box: PublishedBox<Value>) { self.box = box }

        public func receive<S: Subscriber>(subscriber: S) where Value == S.Input, S.Failure == Never {
            box.subject.receive(subscriber: subscriber)
        }
    }
}

extension Publisher where Failure == Never {
    /// Writes each value to the `@Published` property whose publisher is `published`
    /// (`assign(to: &$property)`), for as long as the property exists: no token to keep.
    public func assign(to published: inout Published<Output>.Publisher) {
        published.box.keep(self)
    }
}

/// What ``ObservableObject``'s default `objectWillChange` finds in the object's stored
/// properties: the publisher its `@Published` properties share.
protocol PublishedStorage {
    var objectWillChange: ObservableObjectPublisher? { get }
    func adopt(_ publisher: ObservableObjectPublisher)
}

extension Published: PublishedStorage {
    var objectWillChange: ObservableObjectPublisher? { box.objectWillChange }
    func adopt(_ publisher: ObservableObjectPublisher) { box.adopt(publisher) }
}

/// The storage of one `@Published` property, shared by copies of the wrapper and its
/// publishers: the value, the subject behind `$property`, the object's publisher once known,
/// and the subscriptions `assign(to:)` made. Thread-safe.
final class PublishedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    private var willChange: ObservableObjectPublisher?
    private var assignments: [AnyCancellable] = []
    let subject: CurrentValueSubject<Value, Never>

    init(_ value: Value) {
        stored = value
        subject = CurrentValueSubject(value)
    }

    var value: Value { lock.withLock { stored } }

    var objectWillChange: ObservableObjectPublisher? { lock.withLock { willChange } }

    func adopt(_ publisher: ObservableObjectPublisher) { lock.withLock { if willChange == nil { willChange = publisher } } }

    /// Finds the publisher of `object`, if it is an observable object with the default one.
    func adoptPublisher(of object: AnyObject) {
        guard objectWillChange == nil, let observable = object as? any ObservableObject, let publisher = observable.defaultPublisher else {
            return
        }
        adopt(publisher)
    }

    /// Sends on the object's publisher, then to `$property`'s subscribers, then stores.
    func write(_ newValue: Value) {
        objectWillChange?.send()
        subject.send(newValue)
        lock.withLock { stored = newValue }
    }

    /// Writes `publisher`'s values for as long as this storage exists.
    func keep<P: Combine.Publisher>(_ publisher: P) where P.Output == Value, P.Failure == Never {
        let token = publisher.sink { [weak self] in self?.write($0) }
        lock.withLock { assignments.append(token) }
    }
}
