import Combine
import Foundation

/// A dynamic property that the host fills in before it reads the body of the view that declares
/// it, as SwiftUI installs `@State`, `@Environment`, `@StateObject`, … in a view's storage.
@MainActor
protocol InstallableProperty {
    func install(_ installation: inout PropertyInstallation)
}

/// What a dynamic property is installed with: the view's environment, the host's storage and
/// services, and the property's key (the view's identity and the property's place in it).
@MainActor
struct PropertyInstallation {
    let environment: EnvironmentValues
    let host: HostContext
    let key: StateStore.Key
    /// `ViewType.property`, for diagnostics and traces.
    let owner: String
    /// What the view needs that its environment lacks (an environment object no ancestor set):
    /// its body is not read, and each is reported.
    var missing: [String] = []

    /// Makes the host hear `object`'s `objectWillChange`: the view shows the object.
    func observe<Object: ObservableObject>(_ object: Object) {
        observe(object.objectWillChange, of: object)
    }

    /// Makes the host hear `publisher`, which sends before `object` changes: the view shows it.
    func observe<P: Publisher>(_ publisher: P, of object: AnyObject) where P.Failure == Never {
        host.state.objects.observe(publisher, of: object, for: host.invalidation, view: host.state.installingView)
        host.state.noteChangeSource()
    }
}

extension Resolver {
    /// Types known to have no dynamic properties, so that their views are not reflected again.
    private static let typesWithoutDynamicProperties = TypeFacts<Void>()

    /// Fills in the view's dynamic properties before its body is read, as SwiftUI does:
    /// `@Environment` gets the environment, `@State` and `@StateObject` the storage kept for the
    /// view's identity, observed objects subscribe the host. The properties of a custom
    /// `DynamicProperty` are filled in too. Returns what the view needs that is missing (its body
    /// must not be read).
    func installDynamicProperties<V>(of view: V, _ context: ResolveContext) -> [String] {
        guard Resolver.typesWithoutDynamicProperties.recorded(V.self) == nil else { return [] }
        var missing: [String] = []
        host.state.installingView = context.identity
        let found = install(Mirror(reflecting: view), identity: context.identity, owner: "\(V.self)", context, &missing)
        if !found { Resolver.typesWithoutDynamicProperties.record((), for: V.self) }
        return missing
    }

    /// Installs the dynamic properties among `mirror`'s children; returns whether there were any.
    private func install(_ mirror: Mirror, identity: Int, owner: String, _ context: ResolveContext, _ missing: inout [String]) -> Bool {
        var found = false
        for (index, child) in mirror.children.enumerated() {
            let label = child.label ?? "property"
            let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
            if let property = child.value as? any InstallableProperty {
                var installation = PropertyInstallation(
                    environment: context.environment, host: host,
                    key: StateStore.Key(identity: identity, property: index), owner: "\(owner).\(name)")
                property.install(&installation)
                missing += installation.missing
                found = true
            } else if child.value is any DynamicProperty {
                // A custom dynamic property: its own properties are installed, keyed below it.
                let nested = ResolveContext.derived(from: identity, .part(index))
                if install(Mirror(reflecting: child.value), identity: nested, owner: "\(owner).\(name)", context, &missing) { found = true }
            }
        }
        return found
    }
}
