import Foundation

/// What an observer last saw of a value: nothing yet, or a value (which may itself be `nil`).
///
/// "Never seen" is a state of its own, so that an `Optional` value seen as `nil` is not taken
/// for absence, nor absence for `nil`.
enum LastSeen<Value> {
    case never
    case seen(Value)
}

/// The values views' observers last saw (`onChange`, `onPreferenceChange`, the values
/// preference-built content was made from), each kept under its view's id and the observer's
/// type (`ChangeObserver<V>`, `PreferenceChangeReader<K>`: two keys with one value type, or two
/// observers of one key, have slots of their own).
///
/// A slot is typed: it is read as the `Value` it was written as, and a slot never written reads
/// `.never`. The one dynamic step is from a stored slot to its own concrete type `Slot<Value>`;
/// the observer's type fixes `Value`, so the step cannot fail for a slot that is there, and it
/// cannot turn absence into `nil`.
struct LastSeenValues {
    private struct Key: Hashable {
        var node: NodeID
        var observer: ObjectIdentifier
    }

    private struct Slot<Value> {
        var value: Value
    }

    /// Each slot is a `Slot<Value>` for its key's type.
    private var slots: [Key: Any] = [:]

    /// What the `observer` of `node` last saw.
    subscript<Value>(_ node: NodeID, _ observer: Any.Type, as type: Value.Type = Value.self) -> LastSeen<Value> {
        get {
            guard let slot = slots[Key(node: node, observer: ObjectIdentifier(observer))] else { return .never }
            return (slot as? Slot<Value>).map { .seen($0.value) } ?? .never
        }
        set {
            let key = Key(node: node, observer: ObjectIdentifier(observer))
            switch newValue {
            case .never: slots.removeValue(forKey: key)
            case .seen(let value): slots[key] = Slot(value: value)
            }
        }
    }

    /// Keeps `value` as what the `observer` of `node` saw, and says what it saw before when that
    /// differs: `.never` for its first value, `.seen(last)` for a change, `nil` when unchanged.
    mutating func keep<Value: Equatable>(_ value: Value, _ node: NodeID, _ observer: Any.Type) -> LastSeen<Value>? {
        let before = self[node, observer, as: Value.self]
        if case .seen(let last) = before, last == value { return nil }
        self[node, observer, as: Value.self] = .seen(value)
        return before
    }

    /// How many slots are kept (for tests of memory that must not grow).
    var count: Int { slots.count }
}
