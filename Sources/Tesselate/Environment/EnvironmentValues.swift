import Foundation
import Observation

/// A key for a value in ``EnvironmentValues``, as SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Values passed down the view tree, as SwiftUI's `EnvironmentValues`. A value set with
/// `environment(_:_:)` (or a modifier such as `font(_:)`) is seen by the whole subtree.
public struct EnvironmentValues: CustomStringConvertible {
    /// The values set, newest first, each linked to the ones set before it: setting a value adds
    /// one link and shares the rest with the environment it was set in (a modifier's environment
    /// costs one allocation, not a copy of every value its ancestors set), and a read finds the
    /// newest value of its key. A read needs no dynamic cast: a key's values always have the
    /// key's `Value` type.
    private var newest: AnyEnvironmentEntry?
    /// How many links `newest` heads: past ``compactionLength`` the chain is rebuilt with one link
    /// a key, so that a read never walks far (a deep tree setting a value at every level).
    private var length = 0
    /// A bit for each key set, the key's identity picking one of 64: a key whose bit is clear
    /// was never set and reads its default without a search (most reads: a text asks a dozen
    /// keys that a screen seldom sets).
    private var setKeys: UInt64 = 0
    /// The layout direction, kept apart from the values: every node reads it when it is made.
    var storedLayoutDirection = LayoutDirection.leftToRight

    public init() {}

    /// The value for `key`, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            guard setKeys & Self.bit(id) != 0 else { return K.defaultValue }
            // The chain is walked without counting references (the environment holds it).
            var link = newest.map(Unmanaged.passUnretained)
            while let entry = link {
                let next: Unmanaged<AnyEnvironmentEntry>? = entry._withUnsafeGuaranteedRef {
                    $0.key == id ? nil : $0.unretainedNext
                }
                if next == nil {
                    return entry._withUnsafeGuaranteedRef {
                        $0.key == id ? unsafeDowncast($0, to: EnvironmentEntry<K.Value>.self).value : K.defaultValue
                    }
                }
                link = next
            }
            return K.defaultValue
        }
        set {
            let id = ObjectIdentifier(key)
            setKeys |= Self.bit(id)
            newest = EnvironmentEntry(key: id, value: newValue, next: newest)
            length += 1
            if length > Self.compactionLength { compact() }
        }
    }

    /// The longest chain kept before it is rebuilt: more than a screen's distinct keys, so that
    /// rebuilding (one link a key) happens seldom.
    private static let compactionLength = 96

    /// Rebuilds the chain with only the newest link of each key, in the same order.
    private mutating func compact() {
        var kept: [AnyEnvironmentEntry] = []
        var seen = Set<ObjectIdentifier>()
        var link = newest
        while let entry = link {
            if seen.insert(entry.key).inserted { kept.append(entry) }
            link = entry.next
        }
        var rebuilt: AnyEnvironmentEntry?
        for entry in kept.reversed() { rebuilt = entry.relinked(to: rebuilt) }
        newest = rebuilt
        length = kept.count
    }

    /// How many keys have a value set.
    public var description: String {
        var seen = Set<ObjectIdentifier>()
        var link = newest
        while let entry = link {
            seen.insert(entry.key)
            link = entry.next
        }
        return "EnvironmentValues(\(seen.count) set)"
    }

    /// The bit of ``setKeys`` for a key: its type's address (aligned, so its low bits are
    /// dropped) folded into 0…63 by the masking shift.
    @inline(__always) private static func bit(_ id: ObjectIdentifier) -> UInt64 {
        let address = UInt(bitPattern: Int(bitPattern: id))
        return 1 &<< UInt64(truncatingIfNeeded: (address >> 4) ^ (address >> 10))
    }
}

/// A value set in ``EnvironmentValues``, of any type, under its key's identity, linked to the
/// values set before it.
class AnyEnvironmentEntry {
    let key: ObjectIdentifier
    let next: AnyEnvironmentEntry?
    /// `next`, unretained, for walking the chain.
    let unretainedNext: Unmanaged<AnyEnvironmentEntry>?
    init(key: ObjectIdentifier, next: AnyEnvironmentEntry?) {
        self.key = key
        self.next = next
        unretainedNext = next.map(Unmanaged.passUnretained)
    }
    /// This value linked to `next` instead (``EnvironmentEntry`` copies itself). Left as it is,
    /// an entry still reads right in front of `next`: compaction links an entry to entries it
    /// collected further down the entry's own chain, so its chain holds their values already,
    /// with the older ones they shadow.
    func relinked(to next: AnyEnvironmentEntry?) -> AnyEnvironmentEntry { self }
}

/// A value of type `Value` set in ``EnvironmentValues``.
final class EnvironmentEntry<Value>: AnyEnvironmentEntry {
    let value: Value
    init(key: ObjectIdentifier, value: Value, next: AnyEnvironmentEntry?) {
        self.value = value
        super.init(key: key, next: next)
    }
    override func relinked(to next: AnyEnvironmentEntry?) -> AnyEnvironmentEntry {
        EnvironmentEntry(key: key, value: value, next: next)
    }
}

/// A property wrapper that reads a value from the environment, as SwiftUI's `Environment`: a
/// value by its key path, or an `@Observable` object by its type (see `init(_:)` for objects).
///
/// Tesselate fills it in before it reads the view's `body`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// Reads the value; `nil` when it is an object that is not there.
    let read: (EnvironmentValues) -> Value?
    /// What is missing when `read` gives `nil`.
    let missing: String
    let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
        missing = ""
    }

    /// Reads the environment's `@Observable` object of this type, set with `environment(_:)`, as
    /// SwiftUI's `init(_:)` for objects. SwiftUI stops with a fatal error when no ancestor set
    /// one; a Tesselate host leaves the view out and reports it (``Diagnostic/Code/missingEnvironmentObject``).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { $0.observableObject(Value.self) }
        missing =
            "no Observable object of type \(Value.self) found; a View.environment(_:) for \(Value.self) may be missing as an ancestor of this view"
    }

    /// Reads the environment's `@Observable` object of this type, or `nil` when no ancestor set
    /// one, as SwiftUI's `init(_:)` for optional objects.
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject & Observable {
        read = { .some($0.observableObject(T.self)) }
        missing = ""
    }

    public var wrappedValue: Value {
        guard let value = read(box.values ?? EnvironmentValues()) else {
            // Only outside a host: a host does not read the body of a view whose object is missing.
            fatalError(missing.prefix(1).uppercased() + missing.dropFirst())
        }
        return value
    }
}

/// Where an ``Environment`` property finds the environment of the view it belongs to.
final class EnvironmentBox {
    var values: EnvironmentValues?
}

/// A stored property of a view that Tesselate updates before it reads the view's `body`, as
/// SwiftUI's `DynamicProperty`. The properties of a custom dynamic property (its `@State`,
/// `@Environment`, …) are filled in too; `update()` is not called.
public protocol DynamicProperty {
    /// Called by SwiftUI before the view's body is read; Tesselate does not call it.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

extension Environment: InstallableProperty {
    func install(_ installation: inout PropertyInstallation) {
        box.values = installation.environment
        if read(installation.environment) == nil { installation.missing.append(missing) }
    }
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
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
    }

    /// Changes an environment value for this view and its subtree, as SwiftUI's
    /// `transformEnvironment(_:transform:)`.
    nonisolated public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    )
        -> some View
    {
        EnvironmentWriter(content: self) { transform(&$0[keyPath: keyPath]) }
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension EnvironmentWriter: View, PrimitiveView {}
