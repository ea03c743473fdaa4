import Foundation

/// One value per node of a tree for one layout pass, in memory the buffer owns.
///
/// The layout engine reads and writes its per-node values (measurements, frames) hundreds of
/// thousands of times a pass. As arrays stored in the engine, each access would check for
/// overlapping access to the engine's property and for a shared array buffer; a buffer held by
/// a constant reference needs neither (the engine never lends these values out across a call
/// that could reach them again). Indices are checked.
final class NodeBuffer<Element>: RandomAccessCollection {
    private let base: UnsafeMutablePointer<Element>
    let count: Int

    init(repeating value: Element, count: Int) {
        self.count = count
        base = UnsafeMutablePointer<Element>.allocate(capacity: count)
        base.initialize(repeating: value, count: count)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(index: Int) -> Element {
        _read {
            precondition(index >= 0 && index < count, "node \(index) is outside the tree")
            yield base[index]
        }
        _modify {
            precondition(index >= 0 && index < count, "node \(index) is outside the tree")
            yield &base[index]
        }
    }
}
