/// A type of object with a publisher that sends before the object changes, as Combine's
/// `ObservableObject`.
///
/// By default ``objectWillChange`` is an ``ObservableObjectPublisher`` that the object's
/// ``Published`` properties share, and each of them sends on it before it changes (every write,
/// even of an equal value, as in Combine). An object can also declare its own `objectWillChange`
/// (any publisher that cannot fail) and send on it itself. SwiftUI views observe an object
/// through `@ObservedObject`, `@StateObject` or `@EnvironmentObject`, subscribing to its
/// `objectWillChange`.
public protocol ObservableObject: AnyObject {
    /// The type of publisher that sends before the object changes.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    /// A publisher that sends before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The publisher the object's ``Published`` properties share, made when first asked for (or
    /// first written), as Combine synthesises it. An object with no `@Published` property gets
    /// a new publisher each time (nothing can keep it), as in Combine.
    public var objectWillChange: ObservableObjectPublisher {
        var storages: [any PublishedStorage] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children {
                if let storage = child.value as? any PublishedStorage { storages.append(storage) }
            }
            mirror = current.superclassMirror
        }
        let publisher = storages.lazy.compactMap(\.objectWillChange).first ?? ObservableObjectPublisher()
        for storage in storages { storage.adopt(publisher) }
        return publisher
    }
}

extension ObservableObject {
    /// The object's publisher when it is the default (shared by its `@Published` properties).
    var defaultPublisher: ObservableObjectPublisher? { objectWillChange as? ObservableObjectPublisher }
}
