import Foundation

/// The index of a node in a ``ResolvedTree``.
@usableFromInline typealias NodeIndex = Int

/// One view of the resolved tree: a primitive that takes part in layout.
struct ResolvedNode {
    var behavior: any NodeBehavior
    var children = NodeChildren()
    var parent: NodeIndex = -1
    /// The structural identity (see ``ResolveContext/identity``).
    var identity: Int
    /// The view's identity as the host's users see it.
    var id: NodeID { NodeID(rawValue: identity) }
    /// The priority a stack gives the view: SwiftUI's `layoutPriority` trait when set (modifiers
    /// wrapping the view keep it), else the view's own (−∞ for a `Spacer`, 0 for the rest).
    var layoutPriority: Double = 0
    /// The user's view types whose bodies produced this node, outermost first.
    var userTypes: [Any.Type] = []
    /// The alignment guides that may have explicit values in this subtree; empty for most views,
    /// which lets alignment skip the subtree.
    var explicitKeys: [AlignmentKey] = []

    init(behavior: consuming any NodeBehavior, identity: Int, explicitKeys: [AlignmentKey], isRightToLeft: Bool = false) {
        self.behavior = behavior
        self.identity = identity
        self.explicitKeys = explicitKeys
        self.isRightToLeft = isRightToLeft
    }

    /// Whether `other` has the same identity and traits (the ones the views around a view copy
    /// to their own nodes or gather from it): a body that ran again and made a node with the
    /// same traits leaves the views around it as they are. Layout values and accessibility
    /// properties are compared only when absent.
    func hasSameTraits(as other: ResolvedNode) -> Bool {
        guard identity == other.identity, layoutPriority == other.layoutPriority, hasExplicitPriority == other.hasExplicitPriority,
            explicitKeys == other.explicitKeys, isRightToLeft == other.isRightToLeft, ignoresSafeArea == other.ignoresSafeArea,
            hasOrdinarySpacing == other.hasOrdinarySpacing
        else { return false }
        if rare === other.rare && element == other.element { return true }
        return ownExplicitID == other.ownExplicitID && ownListID == other.ownListID
            && accessibilityIdentifier == other.accessibilityIdentifier
            && safeAreaIgnoring == other.safeAreaIgnoring && forEachOffset == other.forEachOffset
            && layoutValues.isEmpty && other.layoutValues.isEmpty
            && accessibility == nil && other.accessibility == nil
    }

    /// The traits few views have (explicit and list ids, layout values, accessibility, safe-area
    /// modifiers), kept in a shared box: a node without them stays small, and copying a node
    /// copies one reference. Written through the properties below, which copy the box on write.
    private var rare: RareTraitsBox?
    // The flags and the element's number last, together after the words (a node is 104 bytes
    // instead of 112).
    /// Whether `layoutPriority` was set with `layoutPriority(_:)`.
    var hasExplicitPriority = false
    /// Whether the node lays its children out right to left (`layoutDirection` `.rightToLeft`
    /// where it was made): layout then mirrors their positions in it.
    var isRightToLeft = false
    /// Whether `safeAreaIgnoring` is not empty: placing, which asks every node, reads this flag
    /// instead of the shared box.
    private(set) var ignoresSafeArea = false
    /// The behavior's ``NodeBehavior/mayAnswerZeroUnasked`` when the node was made, and its
    /// children's when they were attached (a behavior or children put in their place later may
    /// only lose the shortcut: the claim itself is always asked): in the padding after the flags.
    var mayAnswerZeroUnasked: Bool {
        get { shortcutFlags & 1 != 0 }
        set { shortcutFlags = newValue ? shortcutFlags | 1 : shortcutFlags & ~1 }
    }
    /// Whether some child ``mayAnswerZeroUnasked``: a stack of none asks none.
    var hasChildMayAnswerZero: Bool {
        get { shortcutFlags & 2 != 0 }
        set { shortcutFlags = newValue ? shortcutFlags | 2 : shortcutFlags & ~2 }
    }
    /// Whether the node's spacing is an ordinary view's (``SpacingShortcut``): its behavior's
    /// claim when it was made, and for a wrapper of one child, the child's flag when attached.
    /// Only a claim that holds is set: the nodes whose behavior is put in place later are not
    /// shapes, frames or paddings, and a body run again alone keeps the views around it only
    /// when its outputs' flags are as they were (``hasSameTraits(as:)``).
    var hasOrdinarySpacing: Bool {
        get { shortcutFlags & 4 != 0 }
        set { shortcutFlags = newValue ? shortcutFlags | 4 : shortcutFlags & ~4 }
    }
    private var shortcutFlags: UInt8 = 0
    /// The id and offset of the `ForEach` element whose outermost view this is, when they are
    /// one number and the node has no other rare traits (`rare` is then `nil`: making the box
    /// moves them into it).
    private var element = ElementNumber.none

    /// Whether the node has rare traits, in the box or as an element's number.
    private var hasRareTraits: Bool { rare != nil || element != .none }

    private func read<T>(_ trait: KeyPath<RareTraits, T>, _ absent: T) -> T {
        if let rare { return rare.traits[keyPath: trait] }
        return element.traits?[keyPath: trait] ?? absent
    }

    /// The explicit and list ids as kept (see ``hasExplicitID(_:)``).
    private var ownExplicitID: TraitID? { rare.map { $0.traits.explicitID } ?? element.explicitID }
    private var ownListID: TraitID? { rare.map { $0.traits.listID } ?? element.listID }

    private mutating func write<T>(_ trait: WritableKeyPath<RareTraits, T>, _ value: T) {
        changeRareTraits { $0[keyPath: trait] = value }
    }

    /// Changes the rare traits in one go, in a box of this node's own.
    private mutating func changeRareTraits(_ change: (inout RareTraits) -> Void) {
        if rare == nil {
            rare = RareTraitsBox(element.traits ?? RareTraits())
            element = .none
        } else if !isKnownUniquelyReferenced(&rare!) {
            rare = RareTraitsBox(rare!.traits)
        }
        change(&rare!.traits)
    }

    /// The box of rare traits and the element's number, for a modifier's node to adopt them
    /// (see ``adoptRareTraits(of:element:)``) without copying the whole node it wraps.
    var rareTraits: RareTraitsBox? { rare }
    var elementNumber: ElementNumber { element }

    /// Takes the traits a modifier's node keeps from the view it wraps (`child` and
    /// `childElement`, its rare traits): its list id, layout values and `ForEach` offset (see
    /// ``Resolver/adoptTraits(of:into:)``). Nothing to do when neither node has any.
    mutating func adoptRareTraits(of child: RareTraitsBox?, element childElement: ElementNumber) {
        if rare == nil, child == nil, element == .none {
            // The wrapped view is an element's (or has no rare traits): its number, without a box.
            element = childElement.adopted
            return
        }
        let traits = child?.traits ?? childElement.traits ?? RareTraits()
        changeRareTraits {
            $0.listID = traits.listID
            $0.layoutValues = traits.layoutValues
            $0.forEachOffset = traits.forEachOffset
        }
    }

    /// Makes the node an outermost view of a `ForEach` element: the element's id (unless the
    /// view has an id of its own) and its offset, in one change of the rare traits.
    mutating func identifyAsElement(id: TraitID, offset: Int) {
        // Most elements' nodes have no rare traits yet: an id that is the offset is kept as a
        // number, any other in a box made with these at once.
        guard hasRareTraits else {
            if case .int(let number) = id, number == offset, let element = ElementNumber(number, isExplicitID: true) {
                self.element = element
                return
            }
            rare = RareTraitsBox(RareTraits(forEachOffset: offset, explicitID: id, listID: id))
            return
        }
        changeRareTraits {
            if $0.listID == nil {
                $0.explicitID = id
                $0.listID = id
            }
            $0.forEachOffset = offset
        }
    }

    /// The values set with `layoutValue(key:value:)`, by key type; modifiers wrapping the view
    /// keep them.
    var layoutValues: [ObjectIdentifier: Any] {
        get { read(\.layoutValues, [:]) }
        set { if hasRareTraits || !newValue.isEmpty { write(\.layoutValues, newValue) } }
    }
    /// The offset of the `ForEach` element this view is an outermost view of, in its collection
    /// (what `onDelete` passes back); modifiers wrapping the view keep it.
    var forEachOffset: Int? {
        get { read(\.forEachOffset, nil) }
        set { if hasRareTraits || newValue != nil { write(\.forEachOffset, newValue) } }
    }
    /// The explicit `.id(_:)` of this view: on the node(s) the modifier was applied to (and on
    /// the outermost nodes of a `ForEach` element), not on the modifiers applied after it. Dumps,
    /// look-ups and `scrollTo` read it.
    var explicitID: AnyHashable? {
        get { read(\.explicitID, nil)?.value }
        set { if hasRareTraits || newValue != nil { write(\.explicitID, newValue.map(TraitID.init)) } }
    }
    /// Whether the view's explicit id (``explicitID``) is `id`, without making an `AnyHashable`
    /// of each node's id (look-ups ask every node).
    func hasExplicitID(_ id: TraitID) -> Bool { ownExplicitID == id }
    /// The explicit id of this view or of the view it modifies: modifiers pass it up, as SwiftUI
    /// passes an `.id` up to the container's list of subviews. A `ForEach` element keeps an id
    /// given inside it; `scrollPosition(id:)` reads the ids of its targets.
    var listID: AnyHashable? {
        get { read(\.listID, nil)?.value }
        set { if hasRareTraits || newValue != nil { write(\.listID, newValue.map(TraitID.init)) } }
    }
    /// Whether ``listID`` is `id` (see ``hasExplicitID(_:)``).
    func hasListID(_ id: TraitID) -> Bool { ownListID == id }
    /// The `accessibilityIdentifier(_:)` of this view (not of the modifiers applied after it).
    var accessibilityIdentifier: String? {
        get { read(\.accessibilityIdentifier, nil) }
        set { if hasRareTraits || newValue != nil { write(\.accessibilityIdentifier, newValue) } }
    }
    /// The accessibility modifiers applied to this view (`accessibilityLabel(_:)`, …).
    var accessibility: AccessibilityProperties? {
        get { read(\.accessibility, nil)?.value }
        set { if hasRareTraits || newValue != nil { write(\.accessibility, newValue.map { Boxed($0) }) } }
    }
    /// The `ignoresSafeArea` modifiers applied to this view, innermost first: placing extends
    /// the view into the safe area its frame reaches (see ``SafeAreaChain``). Not a trait:
    /// modifiers wrapping the view do not take it.
    var safeAreaIgnoring: [SafeAreaIgnoring] {
        get { read(\.safeAreaIgnoring, []) }
        set {
            if hasRareTraits || !newValue.isEmpty { write(\.safeAreaIgnoring, newValue) }
            ignoresSafeArea = !newValue.isEmpty
        }
    }
}

/// The traits of a ``ResolvedNode`` that few views have.
struct RareTraits {
    var layoutValues: [ObjectIdentifier: Any] = [:]
    var forEachOffset: Int?
    var explicitID: TraitID?
    var listID: TraitID?
    var accessibilityIdentifier: String?
    /// Boxed: the properties are large (about 200 bytes), and the elements of a `ForEach` whose
    /// ids are not their offsets have rare traits (their id and offset) without them.
    var accessibility: Boxed<AccessibilityProperties>?
    var safeAreaIgnoring: [SafeAreaIgnoring] = []
}

/// The box a node's ``RareTraits`` live in.
final class RareTraitsBox {
    /// Unchecked for exclusivity: a box is changed only through its node's `changeRareTraits`,
    /// when no one else holds it, and the check cost more than the change (every `ForEach`
    /// element's id and offset).
    #if DEBUG
        var traits: RareTraits
    #else
        @exclusivity(unchecked) var traits: RareTraits
    #endif
    init(_ traits: RareTraits) { self.traits = traits }
}

/// The flat, index-addressed tree that the resolver builds from typed views and that layout and
/// rendering read. Children of a node are in order; background and overlay content come after
/// the view they decorate.
@MainActor
final class ResolvedTree {
    /// Unchecked for exclusivity: the resolver and the layout engine read and write nodes
    /// hundreds of thousands of times a pass, each access a run-time check (~130 instructions),
    /// and no access to a node overlaps another to the same array.
    #if DEBUG
        var nodes: [ResolvedNode] = []
    #else
        @exclusivity(unchecked) var nodes: [ResolvedNode] = []
    #endif
    /// The root views, laid out by the host in an implicit `VStack` when there are several.
    var root: NodeIndex = -1

    subscript(index: NodeIndex) -> ResolvedNode {
        // `_read` lends the node instead of copying it (and its arrays) on every access.
        _read { yield nodes[index] }
        _modify { yield &nodes[index] }
    }

    var count: Int { nodes.count }

    /// The first node of `start`'s subtree (`start` included), in tree order (pre-order), for
    /// which `test` is true.
    func firstNode(under start: NodeIndex, where test: (ResolvedNode) -> Bool) -> NodeIndex? {
        var stack = [start]
        while let node = stack.popLast() {
            if test(self[node]) { return node }
            stack.append(contentsOf: self[node].children.reversed())
        }
        return nil
    }

    /// Gives back the room the array of nodes grew into and did not use, when that is more than a
    /// quarter of it: a tree made from scratch grows by doubling, and the host keeps it until the
    /// next full pass (a copy costs less than a tenth of what resolving the nodes did). Keeps
    /// ``room(for:)``, which the first partial pass appends into.
    func trimCapacity() {
        let count = nodes.count
        let room = Self.room(for: count)
        guard nodes.capacity - count > count / 4 + room else { return }
        nodes = nodes.withUnsafeBufferPointer { nodes in
            Array(unsafeUninitializedCapacity: count + room) { buffer, initialized in
                _ = buffer.initialize(fromContentsOf: nodes)
                initialized = count
            }
        }
    }

    /// The room past its `count` nodes that a tree's array keeps: a sixteenth more, and 64. The
    /// first partial pass appends the nodes a body made again; an array reserved to its exact
    /// size would move every node there (the first change of one row of the 1,000-row app
    /// screen: 0.72 ms, most of it moving nodes; 0.31 ms with the room). Made when the array is
    /// reserved (``Resolver/reserveNodes(_:)``), not by a copy after: copying a fresh tree's
    /// nodes cost a sixth of a fresh host's update of the flexible row.
    nonisolated static func room(for count: Int) -> Int { count / 16 + 64 }

    /// A readable path from the root to `index`, for diagnostics: `VStack/HStack[1]/Text`.
    func path(to index: NodeIndex) -> String {
        var parts: [String] = []
        var current = index
        while current >= 0 && current < nodes.count {
            let node = nodes[current]
            let siblings = node.parent >= 0 ? nodes[node.parent].children : []
            parts.append(pathStep(current, position: siblings.count > 1 ? siblings.firstIndex(of: current) : nil))
            current = node.parent
        }
        parts.reverse()
        return Self.joinedPath(count: parts.count, first: Array(parts.prefix(6)), last: Array(parts.dropFirst(6).suffix(10)))
    }

    /// One step of a path: the node's kind, and its position when its parent has several children.
    func pathStep(_ index: NodeIndex, position: Int?) -> String {
        position.map { "\(nodes[index].behavior.kindName)[\($0)]" } ?? nodes[index].behavior.kindName
    }

    /// A path of `count` steps from its first (up to 6) and last (up to 10 after the first)
    /// steps: all of them when there are at most 16, else the first six, how many levels are left
    /// out and the last six (a very deep path stays short).
    static func joinedPath(count: Int, first: [String], last: [String]) -> String {
        guard count > 16 else { return (first + last).joined(separator: "/") }
        return (first + ["…(\(count - 12) levels)…"] + last.suffix(6)).joined(separator: "/")
    }
}
