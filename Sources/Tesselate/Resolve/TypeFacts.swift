import Foundation

/// A fact about types, found once per type and kept for the process: a type's conformances and
/// module never change, and finding them (a cast to a protocol, a type's name) costs far more
/// than a look-up. The resolver's view kinds use a faster table of their own (``ViewTypeKinds``).
@MainActor
final class TypeFacts<Fact> {
    private var known: [ObjectIdentifier: Fact] = [:]
    private let find: (Any.Type) -> Fact

    init(_ find: @escaping (Any.Type) -> Fact) { self.find = find }

    subscript(type: Any.Type) -> Fact {
        let key = ObjectIdentifier(type)
        if let fact = known[key] { return fact }
        let fact = find(type)
        known[key] = fact
        return fact
    }
}
