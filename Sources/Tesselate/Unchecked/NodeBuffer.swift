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
    /// The bytes of the block `base` is in (``NodeMemory``).
    private let bytes: Int
    /// Destroys the values, as code made for the element type where the buffer is made: the
    /// deinitialiser of a generic class would destroy each value through the type's metadata
    /// (dozens of instructions a node for a buffer of optionals, 5–15% of a pass from scratch).
    private let destroy: (UnsafeMutablePointer<Element>, Int) -> Void

    init(repeating value: Element, count: Int) {
        self.count = count
        (base, bytes) = NodeBuffer.allocate(count)
        if _isPOD(Element.self) {
            base.initialize(repeating: value, count: count)
        } else {
            for index in 0..<count { (base + index).initialize(to: value) }
        }
        destroy = NodeBuffer.destroyer
    }

    /// `count` values whose bits are all zero, for an element type where that is the value
    /// wanted (see ``ZeroBitsDefault``): the memory is cleared in one go, instead of a value being
    /// copied into each of a pass's slots.
    init(zeroedCount count: Int) where Element: ZeroBitsDefault {
        self.count = count
        (base, bytes) = NodeBuffer.allocate(count)
        UnsafeMutableRawPointer(base).initializeMemory(as: UInt8.self, repeating: 0, count: count * MemoryLayout<Element>.stride)
        destroy = NodeBuffer.destroyer
    }

    private init(uninitializedCount count: Int) {
        self.count = count
        (base, bytes) = NodeBuffer.allocate(count)
        destroy = NodeBuffer.destroyer
    }

    /// Memory for `count` values, from ``NodeMemory``.
    private static func allocate(_ count: Int) -> (UnsafeMutablePointer<Element>, Int) {
        precondition(MemoryLayout<Element>.alignment <= NodeMemory.alignment)
        let block = NodeMemory.allocate(bytes: count * MemoryLayout<Element>.stride)
        return (block.pointer.bindMemory(to: Element.self, capacity: count), block.bytes)
    }

    /// Moves each value out and drops it (a `deinitialize(count:)` of many would go through
    /// the runtime's generic array destruction). Values with a single reference
    /// (``SingleReferenceValue``) are dropped only where that reference is not zero: most slots
    /// of a pass hold none, and dropping one is a call through the type's witness.
    private static var destroyer: (UnsafeMutablePointer<Element>, Int) -> Void {
        if let single = Element.self as? any SingleReferenceValue.Type {
            let offset = single.referenceOffset
            return { values, count in
                let raw = UnsafeRawPointer(values)
                for index in 0..<count
                where raw.load(fromByteOffset: index * MemoryLayout<Element>.stride + offset, as: UInt.self) != 0 {
                    _ = (values + index).move()
                }
            }
        }
        return { values, count in
            guard !_isPOD(Element.self) else { return }
            for index in 0..<count { _ = (values + index).move() }
        }
    }

    /// The values for the tree a partial pass left (see ``ReplacedBlock``): the blocks' old values
    /// dropped, `filler` for their new nodes, the others kept. In place when `inPlace` and no
    /// block changed size; otherwise in a new buffer.
    func replacing(_ blocks: [ReplacedBlock], with filler: Element, inPlace: Bool) -> NodeBuffer<Element> {
        if inPlace && blocks.allSatisfy({ $0.delta == 0 }) {
            for block in blocks { (base + block.start).update(repeating: filler, count: block.oldCount) }
            return self
        }
        let result = NodeBuffer(uninitializedCount: count + blocks.reduce(0) { $0 + $1.delta })
        var source = 0, target = 0
        // The blocks were replaced from the last in the tree to the first.
        for block in blocks.reversed() {
            (result.base + target).initialize(from: base + source, count: block.start - source)
            target += block.start - source
            (result.base + target).initialize(repeating: filler, count: block.newCount)
            target += block.newCount
            source = block.start + block.oldCount
        }
        (result.base + target).initialize(from: base + source, count: count - source)
        return result
    }

    deinit {
        destroy(base, count)
        NodeMemory.release(UnsafeMutableRawPointer(base), bytes: bytes)
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

/// A type whose value with every bit zero is its empty value, so that a ``NodeBuffer`` of it can
/// start from cleared memory: numbers are 0, `Bool` is `false`, an optional reference is `nil`.
/// A struct conforms when each of its stored properties is such a value in its empty state.
protocol ZeroBitsDefault {}

/// A type whose values hold at most one reference, in the word at `referenceOffset`, which is zero
/// when they hold none: a ``NodeBuffer`` of them drops only the values that hold one.
protocol SingleReferenceValue {
    static var referenceOffset: Int { get }
}

extension Optional: SingleReferenceValue where Wrapped: AnyObject {
    /// `nil` is the null reference.
    static var referenceOffset: Int { 0 }
}

extension Bool: ZeroBitsDefault {}
extension Int32: ZeroBitsDefault {}
extension UInt32: ZeroBitsDefault {}
extension Optional: ZeroBitsDefault where Wrapped: AnyObject {}
