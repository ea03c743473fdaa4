import Foundation

/// A list whose first four elements are kept in place and the rest in an array: the lists a
/// layout keeps by the thousand and that mostly hold one to four elements (a node's spilled
/// measurements, a text layout's lines) cost no allocation of their own until they grow past four.
struct FewInPlace<Element>: RandomAccessCollection {
    private var first: (Element, Element, Element, Element)
    private var rest: [Element] = []
    private(set) var count = 0

    /// An empty list; `unused` fills the places not taken yet (never read).
    init(unused: Element) { first = (unused, unused, unused, unused) }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Element {
        switch position {
        case 0: first.0
        case 1: first.1
        case 2: first.2
        case 3: first.3
        default: rest[position - 4]
        }
    }

    mutating func append(_ element: Element) {
        switch count {
        case 0: first.0 = element
        case 1: first.1 = element
        case 2: first.2 = element
        case 3: first.3 = element
        default: rest.append(element)
        }
        count += 1
    }

    /// Room for `capacity` elements in all.
    mutating func reserveCapacity(_ capacity: Int) {
        if capacity > 4 { rest.reserveCapacity(capacity - 4) }
    }
}
