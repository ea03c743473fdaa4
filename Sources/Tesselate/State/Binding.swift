import Foundation

/// A reference to a value owned elsewhere, read and written through closures, as SwiftUI's
/// `Binding`.
///
/// Writing through a binding tells every ``ViewHost`` that something it shows may have changed;
/// each host brings itself up to date before it next answers (see ``ViewHost/settle()``).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
    }

    /// A binding to a value that never changes; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value, read and written through the binding.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set {
            setValue(newValue)
            HostRegistry.invalidateAll()
        }
    }

    public var projectedValue: Binding<Value> { self }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}

extension Binding {
    /// A binding to an optional value's wrapped value, or `nil` when the value is `nil`, as
    /// SwiftUI's `Binding(_:)`.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }
}

extension Binding: DynamicProperty {}
