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

extension Resolver {
    /// The kinds of the view types resolvers met: one table for every host (a type's kind never
    /// changes), looked up once per view resolved.
    static let viewKinds = TypeFacts(ViewTypeKind.init)

    /// The kind of `V`.
    func kind<V: View>(of _: V.Type) -> ViewTypeKind { viewKinds[V.self] }

    /// Resolves `view`, whose type is `P` (its kind says so), as the primitive it is.
    func resolvePrimitive<V: View, P: PrimitiveView>(_ view: V, as _: P.Type, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        unsafeBitCast(view, to: P.self).resolve(in: self, context, into: &nodes)
    }

    /// Resolves `view`, whose type is `S` (its kind says so), as the shape it is.
    func resolveShape<V: View, S: Shape>(_ view: V, as _: S.Type, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        unsafeBitCast(view, to: S.self).resolveShape(in: self, context, into: &nodes)
    }
}
