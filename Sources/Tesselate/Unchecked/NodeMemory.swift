import Foundation

/// The memory of freed ``NodeBuffer``s (and of ``LayoutScratch``'s chunks), kept for the next
/// buffers of about the same size.
///
/// A layout pass from scratch makes about ten buffers of one value per node and drops the last
/// pass's. Given back to the C library, the large ones are unmapped (or trimmed off the heap's
/// top) and the next pass maps them again, faulting in and clearing every page: a third of a
/// pass over 2,000 nodes (`benchmarks --only flat-row --n 1000`: 0.42 ms, 0.26 ms with the
/// memory kept). Blocks of at least ``minimumBytes`` are kept, at most ``maximumBlocks`` of them
/// and ``maximumBytes`` in all (the oldest are given back first); a block is reused for a
/// buffer that needs between half of it and all of it.
///
/// Buffers are freed on whatever thread drops their host, so the pool takes a lock (twice a
/// buffer, never per node).
package enum NodeMemory {
    static let minimumBytes = 16 * 1024
    static let maximumBlocks = 32
    static let maximumBytes = 64 * 1024 * 1024
    /// Every block's alignment: enough for any value a buffer holds.
    static let alignment = 16

    private final class Pool: @unchecked Sendable {
        let lock = NSLock()
        var blocks: [(pointer: UnsafeMutableRawPointer, bytes: Int)] = []
        var bytes = 0
    }

    private static let pool = Pool()

    /// Memory for `bytes` bytes and how many it holds: a kept block if one fits, else new.
    static func allocate(bytes: Int) -> (pointer: UnsafeMutableRawPointer, bytes: Int) {
        if bytes >= minimumBytes {
            pool.lock.lock()
            var best: Int?
            for (index, block) in pool.blocks.enumerated() where block.bytes >= bytes && block.bytes <= 2 * bytes {
                if best.map({ block.bytes < pool.blocks[$0].bytes }) ?? true { best = index }
            }
            if let best {
                let block = pool.blocks.remove(at: best)
                pool.bytes -= block.bytes
                pool.lock.unlock()
                return block
            }
            pool.lock.unlock()
        }
        return (UnsafeMutableRawPointer.allocate(byteCount: max(bytes, 1), alignment: alignment), bytes)
    }

    /// Takes back a block ``allocate(bytes:)`` gave: kept, or given back to the C library.
    static func release(_ pointer: UnsafeMutableRawPointer, bytes: Int) {
        guard bytes >= minimumBytes, bytes <= maximumBytes else { return pointer.deallocate() }
        pool.lock.lock()
        var freed: [UnsafeMutableRawPointer] = []
        while !pool.blocks.isEmpty && (pool.blocks.count >= maximumBlocks || pool.bytes + bytes > maximumBytes) {
            let oldest = pool.blocks.removeFirst()
            pool.bytes -= oldest.bytes
            freed.append(oldest.pointer)
        }
        pool.blocks.append((pointer, bytes))
        pool.bytes += bytes
        pool.lock.unlock()
        for block in freed { block.deallocate() }
    }

    /// The bytes kept for reuse: allocated as far as the C library knows, but no host's.
    package static var keptBytes: Int {
        pool.lock.lock()
        defer { pool.lock.unlock() }
        return pool.bytes
    }

    /// Gives every kept block back to the C library.
    package static func purge() {
        pool.lock.lock()
        let blocks = pool.blocks
        pool.blocks = []
        pool.bytes = 0
        pool.lock.unlock()
        for block in blocks { block.pointer.deallocate() }
    }
}
