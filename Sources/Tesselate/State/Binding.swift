import Foundation

/// A reference to a value owned elsewhere, read and written through closures, as SwiftUI's
/// `Binding`.
///
/// Writing through a binding marks out of date the hosts that made it (a binding made in a
/// `body`, such as `$state`, belongs to the host resolving the body) or read it in an update;
/// each brings itself up to date before it next answers (see ``ViewHost/settle()``). A binding
/// that no host made or read yet (made by a test) marks every host. A binding to a `@State`
/// (`$name`) names the view that owns the state, any other the views whose resolution read it
/// (see Architecture.md, "Incremental updates"): the host runs only those bodies again, as SwiftUI updates the views
/// that read the binding's source.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void
    private let hosts: BindingHosts

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(get: get, set: set, hosts: BindingHosts())
    }

    /// A binding to the `@State` of the view with structural identity `owner`: writing it marks
    /// that view's body (not the whole tree) out of date.
    init(get: @escaping () -> Value, set: @escaping (Value) -> Void, stateOwner owner: Int?) {
        self.init(get: get, set: set, hosts: BindingHosts(source: owner))
    }

    private init(get: @escaping () -> Value, set: @escaping (Value) -> Void, hosts: BindingHosts) {
        getValue = get
        setValue = set
        self.hosts = hosts
    }

    /// A binding to a value that never changes; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value, read and written through the binding.
    public var wrappedValue: Value {
        get {
            hosts.noteRead()
            return getValue()
        }
        nonmutating set {
            setValue(newValue)
            hosts.invalidate()
        }
    }

    public var projectedValue: Binding<Value> { self }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 }, hosts: hosts)
    }
}

extension Binding {
    /// A binding to an optional value's wrapped value, or `nil` when the value is `nil`, as
    /// SwiftUI's `Binding(_:)`.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 }, hosts: base.hosts)
    }
}

extension Binding: DynamicProperty {}
