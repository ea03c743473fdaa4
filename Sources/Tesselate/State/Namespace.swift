import Foundation
import Synchronization

/// A property wrapper that gives a view an identifier for `matchedGeometryEffect(id:in:)`, as
/// SwiftUI's `Namespace`.
///
/// The identifier is stable for the view's identity: the same in every update, different for
/// each view and each property. Read outside a host's update it is a new identifier each time (as
/// SwiftUI warns, such identifiers never match any other).
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace's identifier.
    public struct ID: Hashable, Sendable {
        let rawValue: Int
    }

    private let box = NamespaceBox()

    public init() {}

    public var wrappedValue: ID {
        if let id = box.id.withLock({ $0 }) { return ID(rawValue: id) }
        return ID(rawValue: Namespace.unique.add(1, ordering: .relaxed).newValue)
    }

    /// Identifiers for namespaces read outside a host, never equal to a view's.
    private static let unique = Atomic<Int>(Int.min / 2)
}

final class NamespaceBox: Sendable {
    let id = Mutex<Int?>(nil)
}

extension Namespace: InstallableProperty {
    func install(_ installation: inout PropertyInstallation) {
        let id = ResolveContext.derived(from: installation.key.identity, .part(installation.key.property))
        box.id.withLock { $0 = id }
    }
}
