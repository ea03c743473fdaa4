import Foundation
import Observation

/// A property wrapper that makes bindings to the properties of an `@Observable` object, as
/// SwiftUI's `Bindable`: `$model.name` is a ``Binding`` that reads and writes `model.name`.
///
/// Writes go to the object; the bodies that read the property are updated through Observation,
/// as for any change to it. Use it on a view's property (`@Bindable var model: Model`) or in a
/// body (`@Bindable var model = model`).
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// The bindable itself, so that `$model.name` makes a binding.
    public var projectedValue: Bindable<Value> { self }

    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

    public init(projectedValue: Bindable<Value>) where Value: AnyObject & Observable { self = projectedValue }

    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}
extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}
