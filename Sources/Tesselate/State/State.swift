import Foundation

/// A value a view owns, kept by the host across updates, as SwiftUI's `State`.
///
/// State belongs to the view's structural identity: its position in the tree, its `ForEach`
/// element id, its explicit `.id`. It survives updates while that identity is the same and starts
/// again from the initial value when it changes (another branch of an `if`, a changed `.id`).
/// Writing it brings the host up to date before the host next answers; writes during an update
/// are applied in the next pass of the update loop.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let initialValue: Value
    let link = StateLink<Value>()

    public init(wrappedValue value: Value) { initialValue = value }
    public init(initialValue value: Value) { initialValue = value }

    public var wrappedValue: Value {
        get { link.location?.value ?? initialValue }
        nonmutating set {
            guard let location = link.location else {
                // As in SwiftUI, state that no host installed keeps its initial value.
                return
            }
            location.set(newValue)
        }
    }

    /// A binding to the state, as `$name`.
    public var projectedValue: Binding<Value> {
        Binding(get: { self.wrappedValue }, set: { self.wrappedValue = $0 }, stateOwner: link.location?.view)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// Where a `State` property finds the storage the host gave it.
final class StateLink<Value> {
    var location: StateLocation<Value>?
}

extension State: InstallableProperty {
    func install(_ installation: inout PropertyInstallation) {
        link.location = installation.host.state.location(for: installation.key, owner: installation.owner, initial: initialValue)
    }
}
