import Synchronization

/// A unique identifier for a subscription or subscriber, as Combine's `CombineIdentifier`.
///
/// `CombineIdentifier()` is new each time; `CombineIdentifier(object)` is the same for the same
/// object (as long as it lives).
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    private let value: UInt64
    private let isObject: Bool

    private static let next = Atomic<UInt64>(1)

    /// A new identifier, unlike any other.
    public init() {
        value = Self.next.wrappingAdd(1, ordering: .relaxed).oldValue
        isObject = false
    }

    /// The identifier of `obj`.
    public init(_ obj: AnyObject) {
        value = UInt64(UInt(bitPattern: ObjectIdentifier(obj)))
        isObject = true
    }

    public var description: String { "0x\(String(value, radix: 16))" }
}

/// A type with a ``CombineIdentifier``, as Combine's `CustomCombineIdentifierConvertible`:
/// every ``Subscriber`` and ``Subscription``. A class gets the identifier of its instance.
public protocol CustomCombineIdentifierConvertible {
    /// The identifier.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// The identifier of this object.
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}
