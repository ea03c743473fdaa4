import Combine
import Foundation

/// A property wrapper for an `ObservableObject` an ancestor put in the environment with
/// `environmentObject(_:)`, as SwiftUI's `EnvironmentObject`: the host updates when the object
/// sends on its `objectWillChange`.
///
/// **A missing object.** SwiftUI stops with a fatal error ("No ObservableObject of type … found. A
/// View.environmentObject(_:) for … may be missing as an ancestor of this view."). A Tesselate host
/// does not read the body of such a view: the view is left out (it takes no space) and the host
/// reports a ``Diagnostic`` with code ``Diagnostic/Code/missingEnvironmentObject``. Reading the
/// property outside a host's update still stops with SwiftUI's message: there is no object to give.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to the object's properties: `$object.name`, as ``ObservedObject``'s does.
    public typealias Wrapper = ObservedObject<ObjectType>.Wrapper

    let box = EnvironmentObjectBox<ObjectType>()

    /// An environment object, found in the environment of the view when the host installs it.
    public init() {}

    /// The object an ancestor put in the environment.
    @MainActor @preconcurrency public var wrappedValue: ObjectType {
        guard let object = box.object else { fatalError(EnvironmentObjectBox<ObjectType>.missingMessage) }
        return object
    }

    /// Bindings to the object's properties.
    @MainActor @preconcurrency public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// Where an ``EnvironmentObject`` finds the object the host gave it.
final class EnvironmentObjectBox<ObjectType: AnyObject> {
    var object: ObjectType?

    static var missingMessage: String {
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
    }
}

extension EnvironmentObject: InstallableProperty {
    func install(_ installation: inout PropertyInstallation) {
        box.object = installation.environment[EnvironmentObjectKey<ObjectType>.self]
        if let object = box.object {
            installation.observe(object)
        } else {
            installation.missing.append(EnvironmentObjectBox<ObjectType>.missingMessage)
        }
    }
}

/// The key of the environment's `ObservableObject` of type `Object`.
struct EnvironmentObjectKey<Object: ObservableObject>: EnvironmentKey {
    static var defaultValue: Object? { nil }
}

extension View {
    /// Puts `object` in the environment of this view and its subtree, for ``EnvironmentObject``
    /// properties of its type to read, as SwiftUI's `environmentObject(_:)`.
    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        EnvironmentWriter(content: self) { $0[EnvironmentObjectKey<T>.self] = object }
    }
}
