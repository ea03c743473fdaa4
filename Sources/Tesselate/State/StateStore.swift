import Foundation

/// The storage of one value of `State`.
final class StateLocation<Value>: AnyStateLocation {
    private(set) var value: Value
    init(_ value: Value, owner: String, store: StateStore) {
        self.value = value
        super.init(owner: owner, store: store)
    }

    /// Stores `newValue`; as in SwiftUI, writing a value equal to the stored one (for
    /// `Equatable` values) changes nothing and updates nothing.
    func set(_ newValue: Value) {
        if let old = value as? any Equatable, old.isEqual(to: newValue) { return }
        value = newValue
        store?.didChange(self) { dumpValue(newValue) }
    }
}

class AnyStateLocation {
    /// `ViewType.property`, for diagnostics.
    let owner: String
    weak var store: StateStore?
    init(owner: String, store: StateStore) {
        self.owner = owner
        self.store = store
    }
}

/// The state of every view of one host, keyed by structural identity.
final class StateStore {
    struct Key: Hashable {
        var identity: Int
        var property: Int
    }

    private var locations: [Key: AnyStateLocation] = [:]
    /// The observable objects the views observe, whose changes update the host.
    let objects = ObjectSubscriptions()
    private var used = Set<Key>()
    /// Called when a value changes, with the location and the new value as dumps print it (made
    /// only when asked for: it is needed for the trace of an update under way).
    var onChange: (AnyStateLocation, () -> String) -> Void = { _, _ in }

    func location<Value>(for key: Key, owner: String, initial: Value) -> StateLocation<Value> {
        location(for: key, owner: owner, make: { initial })
    }

    /// The location for `key`, made with `make()` the first time (a `@StateObject`'s object is
    /// made once per view identity).
    func location<Value>(for key: Key, owner: String, make: () -> Value) -> StateLocation<Value> {
        used.insert(key)
        if let existing = locations[key] as? StateLocation<Value> { return existing }
        let location = StateLocation(make(), owner: owner, store: self)
        locations[key] = location
        return location
    }

    /// Starts a pass: locations not used again by the end of it are dropped.
    func beginPass() {
        used.removeAll(keepingCapacity: true)
        objects.beginPass()
    }

    /// Drops the state of views that are gone, so a view that comes back starts afresh.
    func endPass() {
        locations = locations.filter { used.contains($0.key) }
        objects.endPass()
    }

    func didChange(_ location: AnyStateLocation, to description: @escaping () -> String) { onChange(location, description) }
}
