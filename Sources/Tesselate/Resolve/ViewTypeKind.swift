import Foundation

/// How the resolver treats a type of view: a primitive (it makes nodes itself), a shape (filled
/// with the foreground style) or a view with a body — found once per type and kept, so that
/// resolving a view costs no dynamic cast (a failed cast to a protocol is the slowest kind).
enum ViewTypeKind {
    case primitive(any PrimitiveView.Type)
    case shape(any Shape.Type)
    /// A view with a body.
    case body

    init(_ type: Any.Type) {
        if let primitive = type as? any PrimitiveView.Type {
            self = .primitive(primitive)
        } else if let shape = type as? any Shape.Type {
            self = .shape(shape)
        } else {
            self = .body
        }
    }
}

/// The kinds of the view types resolvers met: an open-addressed table by the type's address
/// (views of one screen repeat a few dozen types), in memory it owns so that a look-up — one per
/// view resolved — costs neither hashing nor an exclusivity check. A type is looked for in its
/// slot and the few after it (two types of one screen sharing a slot would otherwise classify
/// each other out, a cast per view); when all of those are taken, it replaces the one in its
/// own slot. One table serves every host (a type's kind never changes).
@MainActor
final class ViewTypeKinds {
    static let shared = ViewTypeKinds()
    private nonisolated static let slots = 1024
    /// How many slots from a type's own are looked at.
    private nonisolated static let probes = 8
    private let types = UnsafeMutablePointer<ObjectIdentifier?>.allocate(capacity: ViewTypeKinds.slots)
    private let kinds = UnsafeMutablePointer<ViewTypeKind>.allocate(capacity: ViewTypeKinds.slots)

    /// The one table, made once and kept for the process (so it has no deinitializer).
    private init() {
        types.initialize(repeating: nil, count: ViewTypeKinds.slots)
        kinds.initialize(repeating: .body, count: ViewTypeKinds.slots)
    }

    func kind(of type: Any.Type) -> ViewTypeKind {
        let key = ObjectIdentifier(type)
        // The metadata's address, mixed by multiplication; its top 10 bits pick the first slot.
        let home = Int((UInt64(UInt(bitPattern: unsafeBitCast(type, to: Int.self))) &* 0x9E37_79B9_7F4A_7C15) >> 54)
        var free: Int?
        for probe in 0..<ViewTypeKinds.probes {
            let slot = (home + probe) & (ViewTypeKinds.slots - 1)
            if types[slot] == key { return kinds[slot] }
            if types[slot] == nil {
                free = slot
                break
            }
        }
        let kind = ViewTypeKind(type)
        let slot = free ?? home
        types[slot] = key
        kinds[slot] = kind
        return kind
    }
}

extension Resolver {
    /// The kind of `V` (see ``ViewTypeKinds``).
    func kind<V: View>(of _: V.Type) -> ViewTypeKind { viewKinds.kind(of: V.self) }

    /// Resolves `view`, whose type is `P` (its kind says so), as the primitive it is.
    func resolvePrimitive<V: View, P: PrimitiveView>(_ view: V, as _: P.Type, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        unsafeBitCast(view, to: P.self).resolve(in: self, context, into: &nodes)
    }

    /// Resolves `view`, whose type is `S` (its kind says so), as the shape it is.
    func resolveShape<V: View, S: Shape>(_ view: V, as _: S.Type, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        unsafeBitCast(view, to: S.self).resolveShape(in: self, context, into: &nodes)
    }
}
