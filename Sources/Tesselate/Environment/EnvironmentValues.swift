import Foundation

/// A key for a value in ``EnvironmentValues``, as SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Values passed down the view tree, as SwiftUI's `EnvironmentValues`. A value set with
/// `environment(_:_:)` (or a modifier such as `font(_:)`) is seen by the whole subtree.
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    /// The value for `key`, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(values.count) set)" }
}

/// A property wrapper that reads a value from the environment, as SwiftUI's `Environment`.
///
/// Tesselate fills it in before it reads the view's `body`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    public var wrappedValue: Value { (box.values ?? EnvironmentValues())[keyPath: keyPath] }
}

/// Where an ``Environment`` property finds the environment of the view it belongs to.
final class EnvironmentBox {
    var values: EnvironmentValues?
}

/// A stored property of a view that Tesselate updates before it reads the view's `body`, as
/// SwiftUI's `DynamicProperty`.
public protocol DynamicProperty {}

extension Environment: EnvironmentReading {
    func install(_ environment: EnvironmentValues) { box.values = environment }
}

/// A dynamic property that reads the environment.
protocol EnvironmentReading {
    func install(_ environment: EnvironmentValues)
}

/// The view of `environment(_:_:)` and of modifiers that set an environment value: its content is
/// resolved with the changed environment.
struct EnvironmentWriter<Content: View> {
    let content: Content
    let transform: (inout EnvironmentValues) -> Void
    typealias Body = Never

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        var context = context
        transform(&context.environment)
        resolver.resolve(content, context, into: &nodes)
    }
}

extension View {
    /// Sets an environment value for this view and its subtree, as SwiftUI's `environment(_:_:)`.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
    }

    /// Changes an environment value for this view and its subtree, as SwiftUI's
    /// `transformEnvironment(_:transform:)`.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        EnvironmentWriter(content: self) { transform(&$0[keyPath: keyPath]) }
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension EnvironmentWriter: View, PrimitiveView {}
