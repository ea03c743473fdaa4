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
        if !gone.isEmpty { gone.remove(key) }
        changeSources += 1
        if let existing = locations[key] as? StateLocation<Value> { return existing }
        let location = StateLocation(make(), owner: owner, view: installingView, store: self)
        locations[key] = location
        return location
    }

    /// The locations of views the update's passes left out, dropped by ``dropGone()`` unless a
    /// later pass of the update uses them.
    private var gone = Set<Key>()

    /// Starts a pass: locations not used again by the end of it are gone (see ``endPass()``).
    func beginPass() {
        used.removeAll(keepingCapacity: true)
        objects.beginPass()
    }

    /// Notes the locations of views that are gone. They are dropped only by ``dropGone()``, after
    /// a pass the update shows: a pass whose geometry turned out stale is run again before any
    /// callback, and a view only it left out (a lazy row dropped and made again, a geometry
    /// reader's content built from its old size) never left the screen, so it keeps its state as
    /// it keeps its `onAppear` record.
    func endPass() {
        gone = Set(locations.keys.filter { !used.contains($0) })
        objects.endPass()
    }

    /// Drops the state of views that are gone, so a view that comes back starts afresh: called
    /// after a pass whose callbacks ran (its `onDisappear`s too).
    func dropGone() {
        for key in gone { locations.removeValue(forKey: key) }
        gone.removeAll()
    }

    /// Starts a pass that runs only some bodies again (see ``BodyRecords``): the state of every
    /// other view stays.
    func beginPartialPass() {
        used.removeAll(keepingCapacity: true)
    }

    /// Ends a partial pass: the state of the views in `views` (the views whose bodies ran again,
    /// and the views they made last time) that no body used in it is gone, dropped by
    /// ``dropGone()`` as a full pass's (see ``endPass()``). Observed objects stay subscribed
    /// until the next full pass.
    func endPartialPass(rerunning views: Set<Int>) {
        for (key, location) in locations where !used.contains(key) && views.contains(location.view) { gone.insert(key) }
    }

    func didChange(_ location: AnyStateLocation, to description: @escaping () -> String) { onChange(location, description) }
}
