import Foundation

/// One step of a view's structural identity: where it stands in its parent.
enum PathComponent: Hashable {
    /// The n-th view of a block.
    case index(Int)
    /// The element of a `ForEach` with this id.
    case id(AnyHashable)
    /// The element of a `ForEach` whose ids are `Int`s (over a range or over integers alike),
    /// without an `AnyHashable` (see ``TraitID``).
    case intID(Int)
    /// A branch of an `if`/`else` or `switch`.
    case branch(Int)
    /// The body of a view of this type (or the type erased by an `AnyView`).
    case type(ObjectIdentifier)
    /// An explicit `.id(_:)`.
    case explicit(AnyHashable)
    /// The n-th part a primitive builds (a background's content, a stack's content).
    case part(Int)
}

/// What a view is resolved with: its identity so far, the environment, and the container it
/// stands in.
@usableFromInline struct ResolveContext {
    /// A hash of the structural path from the root: equal paths give equal identities.
    var identity: Int
    var environment: EnvironmentValues
    /// The axis of the stack this view is a direct child of (modifiers pass it through), which
    /// decides the direction of a `Spacer` or a `Divider`.
    var stackAxis: Axis?
    /// Whether this view is a direct child of a `Grid` (where a `GridRow` is a row).
    var isGridContent = false
    /// The look of the list whose content this view is (directly, or through groups, `ForEach`
    /// and custom views): a `Section` here is a list section. `nil` elsewhere.
    var listMetrics: ListMetrics?
    /// The scroll view this view is in, if any: the container `containerRelativeFrame` sizes
    /// against (the window otherwise).
    var scrollContainer: NodeID?
    /// The axes that scroll view scrolls along (a lazy container along one of them is lazy).
    var scrollAxes: Axis.Set = []
    /// The lazy container whose content this view is (directly, or through groups, tuples and
    /// custom views): a `ForEach` here makes only the elements near the visible region (see
    /// ``LazyContainerContext``). `nil` elsewhere.
    var lazyContainer: LazyContainerContext?
    /// The node that will be this view's parent, for diagnostics.
    var parent: NodeIndex?
    /// The custom view types whose bodies produced this view, innermost last.
    var userTypes: [Any.Type] = []
    /// A tab view's pages told apart by position (pages without `tabItem`): each view that is not
    /// a list of views (a tuple, `ForEach`, `Group`, …) is a page and takes the next position.
    var pageFilter: TabFilter?

    func appending(_ component: PathComponent) -> ResolveContext {
        var copy = self
        copy.identity = ResolveContext.derived(from: identity, component)
        return copy
    }

    /// The identity one step below `identity`: the step's kind and value mixed into it. Made for
    /// every node (a modifier's node is a step below the view it wraps), so integer steps are
    /// mixed with a few multiplications (MurmurHash3's 64-bit finalizer) instead of a `Hasher`
    /// (SipHash, ~300 instructions); ids are hashed once, by their own `hashValue`, except a
    /// `ForEach` element's integer id (`.intID(n)`), mixed as it is. Identities
    /// only need to be equal for equal paths and unlikely to collide within a process, as a
    /// seeded `Hasher`'s are. Inlined: a step written in place (a modifier's `.part(-1)`, a
    /// `ForEach` element's `.intID(n)`) then mixes its number without making the enum, whose
    /// copies count references to the ids it may hold.
    @inline(__always)
    static func derived(from identity: Int, _ component: PathComponent) -> Int {
        switch component {
        case .index(let n): mixed(identity, 1, n)
        case .branch(let n): mixed(identity, 2, n)
        case .part(let n): mixed(identity, 3, n)
        case .type(let type): mixed(identity, 4, Int(bitPattern: type))
        case .id(let id): mixed(identity, 5, id.hashValue)
        case .intID(let id): mixed(identity, 5, id)
        case .explicit(let id): mixed(identity, 6, id.hashValue)
        }
    }

    /// The identity of a modifier's node wrapping the view with `identity`: the step
    /// `.part(-1)` below it (see ``Resolver/wrapperID(of:)``), mixed without making the enum,
    /// whose copy and destruction are outlined calls (two wrappers made for most views).
    @inline(__always)
    static func wrapperIdentity(of identity: Int) -> Int { mixed(identity, 3, -1) }

    /// The identity of a `ForEach` element whose id is the integer `id`: the step `.intID(id)`
    /// below `identity`, mixed without making the enum (one per element).
    @inline(__always)
    static func derived(from identity: Int, intID id: Int) -> Int { mixed(identity, 5, id) }

    /// The identity of the view at `index` in a block: the step `.index(index)` below
    /// `identity`, mixed without making the enum (one per element of every tuple).
    @inline(__always)
    static func derived(from identity: Int, index: Int) -> Int { mixed(identity, 1, index) }

    @inline(__always)
    private static func mixed(_ identity: Int, _ kind: UInt64, _ value: Int) -> Int {
        func finalized(_ key: UInt64) -> UInt64 {
            var key = key
            key ^= key >> 33
            key &*= 0xff51_afd7_ed55_8ccd
            key ^= key >> 33
            key &*= 0xc4ce_b9fe_1a85_ec53
            key ^= key >> 33
            return key
        }
        let step = finalized(UInt64(bitPattern: Int64(value)) &+ kind &* 0x9e37_79b9_7f4a_7c15)
        return Int(bitPattern: UInt(finalized(UInt64(bitPattern: Int64(identity)) ^ step)))
    }

    /// The context for the content of a container that is not a stack.
    func content(of parent: NodeIndex, part: Int = 0) -> ResolveContext {
        var copy = appending(.part(part))
        copy.parent = parent
        copy.stackAxis = nil
        copy.isGridContent = false
        copy.listMetrics = nil
        copy.userTypes = []
        copy.pageFilter = nil
        copy.lazyContainer = nil
        return copy
    }
}
