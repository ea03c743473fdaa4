import Foundation

/// A type of object with a publisher that sends before the object changes, as Combine's
/// `ObservableObject`.
///
/// By default the object's ``objectWillChange`` is an ``ObservableObjectPublisher`` shared by its
/// ``Published`` properties, which send on it before each change; an object can also declare its
/// own `objectWillChange` and call `send()` itself. Views observe an object through
/// ``ObservedObject``, ``StateObject`` or ``EnvironmentObject``: a send marks the hosts of those
/// views out of date. Combine's constraint that the publisher be a ``Publisher`` is left out;
/// hosts hear only ``ObservableObjectPublisher``s.
public protocol ObservableObject: AnyObject {
    /// The type of publisher that sends before the object changes.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    /// A publisher that sends before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The publisher the object's ``Published`` properties share, made when first asked for, as
    /// Combine synthesises it. An object with no `@Published` property gets a new publisher each
    /// time (nothing can keep it), as in Combine.
    public var objectWillChange: ObservableObjectPublisher {
        var storages: [any PublishedStorage] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children {
                if let storage = child.value as? any PublishedStorage { storages.append(storage) }
            }
            mirror = current.superclassMirror
        }
        let publisher = storages.lazy.compactMap(\.publisher).first ?? ObservableObjectPublisher()
        for storage in storages { storage.adopt(publisher) }
        return publisher
    }
}

extension ObservableObject {
    /// The publisher hosts subscribe to: the object's `objectWillChange` when it is an
    /// ``ObservableObjectPublisher``.
    var willChangePublisher: ObservableObjectPublisher? { objectWillChange as? ObservableObjectPublisher }
}
