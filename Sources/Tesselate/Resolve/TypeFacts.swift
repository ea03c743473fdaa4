import Foundation

/// A fact about types, found once per type and kept for the process: a type's conformances and
/// module never change, and finding them (a cast to a protocol, a type's name) costs far more
/// than a look-up.
///
/// An open-addressed table by the type's metadata address (a process meets a few hundred view
/// types), in memory it owns, so that a look-up — several per view resolved — costs neither a
/// `Hasher` nor an exclusivity check. A type is looked for in its slot and the few after it (two
/// types sharing a slot would otherwise evict each other on every look-up); when all of those are
/// taken, it replaces the one in its own slot, whose fact is found again when it is next asked
/// for. Each table is made once and kept for the process (so it has no deinitializer).
@MainActor
final class TypeFacts<Fact> {
    private nonisolated static var slots: Int { 1024 }
    /// How many slots from a type's own are looked at.
    private nonisolated static var probes: Int { 8 }
    private let types = UnsafeMutablePointer<ObjectIdentifier?>.allocate(capacity: TypeFacts.slots)
    private let facts = UnsafeMutablePointer<Fact?>.allocate(capacity: TypeFacts.slots)
    private let find: (Any.Type) -> Fact?

    private init(finding find: @escaping (Any.Type) -> Fact?) {
        self.find = find
        types.initialize(repeating: nil, count: TypeFacts.slots)
        facts.initialize(repeating: nil, count: TypeFacts.slots)
    }

    /// A table whose facts `find` finds from the type alone.
    convenience init(_ find: @escaping (Any.Type) -> Fact) { self.init(finding: find) }

    /// A table whose facts are recorded (``record(_:for:)``), for facts found from a value of the
    /// type.
    convenience init() { self.init(finding: { _ in nil }) }

    /// The fact about `type`, found the first time it is asked for.
    @inline(__always)
    subscript(type: Any.Type) -> Fact {
        if let fact = recorded(type) { return fact }
        return found(type)
    }

    @inline(never)
    private func found(_ type: Any.Type) -> Fact {
        // Only a table made with a finder is read this way.
        let fact = find(type)!
        record(fact, for: type)
        return fact
    }

    /// The fact recorded for `type`, if any.
    @inline(__always)
    func recorded(_ type: Any.Type) -> Fact? {
        let key = ObjectIdentifier(type), home = TypeFacts.home(of: type)
        for probe in 0..<TypeFacts.probes {
            let slot = (home + probe) & (TypeFacts.slots - 1)
            if types[slot] == key { return facts[slot] }
            if types[slot] == nil { return nil }
        }
        return nil
    }

    /// Keeps `fact` for `type`: in the first free slot from its own, else in its own.
    func record(_ fact: Fact, for type: Any.Type) {
        let home = TypeFacts.home(of: type)
        var slot = home
        for probe in 0..<TypeFacts.probes where types[(home + probe) & (TypeFacts.slots - 1)] == nil {
            slot = (home + probe) & (TypeFacts.slots - 1)
            break
        }
        types[slot] = ObjectIdentifier(type)
        facts[slot] = fact
    }

    /// The first slot a type is looked for in: its metadata's address, mixed by multiplication
    /// (Fibonacci hashing), its top 10 bits.
    private nonisolated static func home(of type: Any.Type) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: Int(bitPattern: ObjectIdentifier(type))) &* 0x9E37_79B9_7F4A_7C15) >> 54)
    }
}
