import Foundation

/// The nodes of a tree as a layout pass reads them: a constant array and the address of its
/// elements, so that a node's behaviour is called where it is (``inPlace(_:_:)``) instead of
/// being copied out of the array for each call (a retain, a release and two outlined calls, on
/// every measurement and placement).
///
/// Invariant: `array` is a constant that holds its buffer for the life of this value, so the
/// buffer neither moves nor changes (the tree's own array copies on its first change), and the
/// address taken from it stays valid. Every access checks the index; debug builds also check
/// that the array's elements are still at that address.
struct PinnedNodes {
    let array: [ResolvedNode]
    private let address: UnsafeMutablePointer<ResolvedNode>

    init(_ array: [ResolvedNode]) {
        self.array = array
        address = UnsafeMutablePointer(
            mutating: array.withUnsafeBufferPointer { $0.baseAddress } ?? UnsafePointer(bitPattern: MemoryLayout<ResolvedNode>.alignment)!)
    }

    /// The node at `index`, read in place.
    subscript(index: Int) -> ResolvedNode {
        _read {
            check(index)
            yield address[index]
        }
    }

    /// Where the node at `index` is, for calls on its behaviour in place.
    func pointer(to index: Int) -> UnsafeMutablePointer<ResolvedNode> {
        check(index)
        return address + index
    }

    @inline(__always) private func check(_ index: Int) {
        precondition(index >= 0 && index < array.count, "node \(index) is outside the tree of \(array.count) nodes")
        #if DEBUG
            precondition(
                array.withUnsafeBufferPointer { $0.baseAddress } == UnsafePointer(address), "the pinned nodes moved")
        #endif
    }
}
