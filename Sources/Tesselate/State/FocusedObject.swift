import Foundation

/// A property wrapper for an `ObservableObject` published by the focused view or its ancestors
/// (`focusedObject(_:)`), or by the scene (`focusedSceneObject(_:)`), as SwiftUI's
/// `FocusedObject`: `@FocusedObject var document: Document?`.
///
/// The object is found as ``FocusedValue`` finds a value, by its type. The view is read again
/// when the object changes (its `objectWillChange`), as for an ``ObservedObject``.
@MainActor @preconcurrency @propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    let box = FocusedValuesBox()

    /// A focused object of this type.
    public init() {}

    /// The object closest to the focus, `nil` when none is published.
    public var wrappedValue: ObjectType? { box.values?[ObservableObjectFocusKey<ObjectType>.self] }

    /// Bindings to the object's properties, `nil` when no object is published.
    public var projectedValue: Wrapper? { wrappedValue.map(Wrapper.init) }

    /// Makes bindings to the focused object's properties, as SwiftUI's `FocusedObject.Wrapper`:
    /// `$document?.title`.
    @MainActor @preconcurrency @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the object's property at `keyPath`.
        public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

extension FocusedObject: InstallableProperty {
    func install(_ installation: inout PropertyInstallation) {
        let values = installation.readFocusedValues()
        box.values = values
        if let object = values[ObservableObjectFocusKey<ObjectType>.self] { installation.observe(object) }
    }
}
