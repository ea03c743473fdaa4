import Combine
import Foundation

/// A property wrapper that makes an `ObservableObject` a view owns, as SwiftUI's `StateObject`.
///
/// The object is made once per view identity, the first time the host installs the property, and
/// kept in the host's state like ``State``: it survives updates, and a view whose identity
/// changes gets a new one. The host updates when the object sends on its `objectWillChange`.
/// Read outside a host, the object is made anew each time (SwiftUI logs "Accessing StateObject's
/// object without being installed on a View. This will create a new instance each time.").
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let thunk: () -> ObjectType
    let link = StateLink<ObjectType>()

    /// A state object made, when first needed, by `thunk`.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        self.thunk = thunk
    }

    /// The object.
    @MainActor @preconcurrency public var wrappedValue: ObjectType { link.location?.value ?? thunk() }

    /// Bindings to the object's properties: `$object.name`.
    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject.Wrapper(object: wrappedValue)
    }
}

extension StateObject: InstallableProperty {
    func install(_ installation: inout PropertyInstallation) {
        let location = installation.host.state.location(for: installation.key, owner: installation.owner, make: thunk)
        link.location = location
        installation.observe(location.value)
    }
}
