import Foundation

/// The storage of one value of `State`.
final class StateLocation<Value>: AnyStateLocation {
    private(set) var value: Value
    init(_ value: Value, owner: String, view: Int, store: StateStore) {
        self.value = value
        super.init(owner: owner, view: view, store: store)
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
    /// The structural identity of the view that declares the property: the view whose body
    /// runs again when the value changes.
    let view: Int
    weak var store: StateStore?
    init(owner: String, view: Int, store: StateStore) {
        self.owner = owner
        self.view = view
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
    /// The identity of the view whose properties are being installed (see
    /// ``AnyStateLocation/view``).
    var installingView = 0
    /// How many things that change by themselves (state locations, observed objects) views were
    /// given: the resolver records the bodies of views that have some (see ``BodyRecords``).
    private(set) var changeSources = 0

    /// Notes that a view observes something that changes by itself (an observable object).
    func noteChangeSource() { changeSources += 1 }
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
        changeSources += 1
        if let existing = locations[key] as? StateLocation<Value> { return existing }
        let location = StateLocation(make(), owner: owner, view: installingView, store: self)
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

    /// Starts a pass that runs only some bodies again (see ``BodyRecords``): the state of every
    /// other view stays.
    func beginPartialPass() {
        used.removeAll(keepingCapacity: true)
    }

    /// Ends a partial pass: drops the state of the views in `views` (the views whose bodies ran
    /// again, and the views they made last time) that no body used in it. Observed objects stay
    /// subscribed until the next full pass.
    func endPartialPass(rerunning views: Set<Int>) {
        let gone = locations.compactMap { key, location in !used.contains(key) && views.contains(location.view) ? key : nil }
        for key in gone { locations.removeValue(forKey: key) }
    }

    func didChange(_ location: AnyStateLocation, to description: @escaping () -> String) { onChange(location, description) }
}
