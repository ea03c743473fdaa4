import Foundation
import Observation

/// The key of the environment's `@Observable` object of type `Object`.
struct ObservableObjectKey<Object: AnyObject>: EnvironmentKey {
    static var defaultValue: Object? { nil }
}

extension EnvironmentValues {
    /// The `@Observable` object of this type that an ancestor set with `environment(_:)`.
    func observableObject<Object: AnyObject>(_ type: Object.Type) -> Object? {
        self[ObservableObjectKey<Object>.self]
    }
}

extension View {
    /// Places an `@Observable` object in the environment of this view and its subtree, for
    /// `@Environment(Object.self)` to read, as SwiftUI's `environment(_:)`; `nil` clears it.
    /// Bodies that read its properties are updated when they change, as for any `@Observable`.
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        EnvironmentWriter(content: self) { $0[ObservableObjectKey<T>.self] = object }
    }
}
