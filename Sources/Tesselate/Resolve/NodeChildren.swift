/// The children of a resolved node, in order.
///
/// Most nodes have none (a leaf) or one (a modifier's node around the view it modifies): those
/// are kept inline, in the word an array's reference would take, so that a modifier's node costs
/// no allocation of its own and its layout reads its child without following a reference. Nodes
/// with more children keep an array.
struct NodeChildren: RandomAccessCollection, MutableCollection, Hashable, ExpressibleByArrayLiteral {
    private enum Storage: Hashable {
        case none
        /// The only child (a tree has far fewer than 2³¹ nodes; see ``init(_:)``).
        case one(Int32)
        case many([NodeIndex])
    }

    private var storage: Storage

    init() { storage = .none }

    init(_ children: [NodeIndex]) {
        switch children.count {
        case 0: storage = .none
        case 1: storage = NodeChildren.only(children[0])
        default: storage = .many(children)
        }
    }

    init(arrayLiteral children: NodeIndex...) { self.init(children) }

    /// One child (a modifier's), without an array.
    init(only child: NodeIndex) { storage = NodeChildren.only(child) }

    private static func only(_ child: NodeIndex) -> Storage {
        Int32(exactly: child).map { .one($0) } ?? .many([child])
    }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch storage {
        case .none: 0
        case .one: 1
        case .many(let children): children.count
        }
    }

    subscript(position: Int) -> NodeIndex {
        get {
            switch storage {
            case .one(let child) where position == 0: return Int(child)
            case .many(let children): return children[position]
            default: preconditionFailure("NodeChildren: index \(position) out of range")
            }
        }
        set {
            switch storage {
            case .one where position == 0: storage = NodeChildren.only(newValue)
            case .many(var children):
                storage = .none
                children[position] = newValue
                storage = .many(children)
            default: preconditionFailure("NodeChildren: index \(position) out of range")
            }
        }
    }

    /// The children as an array.
    var array: [NodeIndex] {
        switch storage {
        case .none: []
        case .one(let child): [Int(child)]
        case .many(let children): children
        }
    }
}
