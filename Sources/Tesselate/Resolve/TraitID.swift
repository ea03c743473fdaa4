import Foundation

/// An id a node keeps as a trait (``ResolvedNode/explicitID``, ``ResolvedNode/listID``): an
/// integer as it is, anything else as an `AnyHashable`.
///
/// Integers are the ids of `ForEach(0..<n)`, the commonest `ForEach`, and wrapping one in an
/// `AnyHashable` costs a dynamic cast (about 800 instructions for every element made). The
/// `AnyHashable` is made when the id is read; equality is `AnyHashable`'s (an `Int` id equals
/// the same number of another integer type, as `AnyHashable(3) == AnyHashable(Int8(3))`).
enum TraitID: Equatable {
    case int(Int)
    case any(AnyHashable)

    /// `id`, kept as an integer when it is an `Int`: what look-ups compare nodes' ids with.
    init(_ id: AnyHashable) {
        if let number = id.base as? Int { self = .int(number) } else { self = .any(id) }
    }

    var value: AnyHashable {
        switch self {
        case .int(let number): AnyHashable(number)
        case .any(let id): id
        }
    }

    static func == (lhs: TraitID, rhs: TraitID) -> Bool {
        switch (lhs, rhs) {
        case (.int(let left), .int(let right)): left == right
        case (.any(let left), .any(let right)): left == right
        case (.int(let number), .any(let id)), (.any(let id), .int(let number)): id == AnyHashable(number)
        }
    }
}
