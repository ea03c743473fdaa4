import Combine
import Foundation

/// A property wrapper for an `ObservableObject` a view is given, as SwiftUI's `ObservedObject`:
/// the host updates when the object sends on its `objectWillChange`.
///
/// The object belongs to whoever made it; a view that should own its object declares it a
/// ``StateObject``. `$object.property` is a ``Binding`` to one of its properties.
@MainActor @preconcurrency @propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to the object's properties: `$object.name`.
    @MainActor @preconcurrency @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the object's property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    /// The observed object.
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject: InstallableProperty {
    func install(_ installation: inout PropertyInstallation) {
        installation.observe(wrappedValue)
    }
}
