import Foundation

/// Scratch memory for one layout pass, handed out and given back in stack order.
///
/// Stacks are measured many times a pass and need a few arrays each only while they compute
/// (gaps, minimums, flexibilities, order, the children's proposals and sizes). Taking them from
/// here costs a pointer bump instead of an allocation, and — unlike
/// `withUnsafeTemporaryAllocation` — needs no closure, whose actor-isolation check costs more
/// than the work in a small stack. A measurement inside a measurement takes memory after its
/// parent's; ``release(to:)`` gives back everything taken since a ``mark``. The chunks come from
/// ``NodeMemory`` and go back to it when the pass ends, so the next pass finds them mapped (a
/// stack of 1,000 children needs about 150 KB; mapped afresh each pass, its page faults were a
/// seventh of the flat row's layout at 1,000 leaves).
final class LayoutScratch {
    /// Where the next allocation goes: a chunk and an offset in it.
    struct Mark {
        fileprivate var chunk: Int
        fileprivate var offset: Int
    }

    /// The chunk in use and where its free memory starts. Kept behind a pointer: a class's
    /// stored property would cost an exclusivity check at each of the thousands of allocations
    /// of a pass.
    private struct Top {
        var mark: Mark
        var memory: UnsafeMutableRawPointer?
        var size: Int
    }

    private let top: UnsafeMutablePointer<Top>
    private var chunks: [(memory: UnsafeMutableRawPointer, size: Int)] = []
    private static let chunkSize = 64 * 1024

    init() {
        top = .allocate(capacity: 1)
        top.initialize(to: Top(mark: Mark(chunk: 0, offset: 0), memory: nil, size: 0))
    }

    deinit {
        for chunk in chunks { NodeMemory.release(chunk.memory, bytes: chunk.size) }
        top.deallocate()
    }

    var mark: Mark { top.pointee.mark }

    /// Frees the memory once nothing uses it (the pass is placed): an engine kept for the
    /// host's snapshot keeps no scratch memory.
    func releaseMemory() {
        guard top.pointee.mark.chunk == 0 && top.pointee.mark.offset == 0 else { return }
        for chunk in chunks { NodeMemory.release(chunk.memory, bytes: chunk.size) }
        chunks = []
        top.pointee = Top(mark: Mark(chunk: 0, offset: 0), memory: nil, size: 0)
    }

    /// Gives back everything taken since `mark` was read.
    func release(to mark: Mark) {
        #if DEBUG
            let current = top.pointee.mark
            precondition(
                mark.chunk < current.chunk || (mark.chunk == current.chunk && mark.offset <= current.offset),
                "scratch released out of order")
        #endif
        if mark.chunk != top.pointee.mark.chunk { enter(chunk: mark.chunk) }
        top.pointee.mark.offset = mark.offset
    }

    /// Uninitialized room for `count` values of a trivial type, valid until the memory is
    /// released.
    func allocate<T>(_ type: T.Type, count: Int) -> UnsafeMutableBufferPointer<T> {
        #if DEBUG
            precondition(_isPOD(T.self) && count >= 0, "scratch memory holds counts of trivial values only")
        #endif
        let alignment = max(MemoryLayout<T>.alignment, 16)
        let bytes = max(1, count) * MemoryLayout<T>.stride
        var offset = (top.pointee.mark.offset + alignment - 1) / alignment * alignment
        if top.pointee.memory == nil || offset + bytes > top.pointee.size {
            grow(toHold: bytes)
            offset = 0
        }
        let start = top.pointee.memory! + offset
        top.pointee.mark.offset = offset + bytes
        return UnsafeMutableBufferPointer(start: start.bindMemory(to: T.self, capacity: max(1, count)), count: count)
    }

    /// Moves to the next chunk (the first, before anything was allocated), made — or made again,
    /// larger — if it cannot hold `bytes`.
    private func grow(toHold bytes: Int) {
        let next = chunks.isEmpty ? 0 : top.pointee.mark.chunk + 1
        if next < chunks.count && chunks[next].size < bytes {
            for chunk in chunks[next...] { NodeMemory.release(chunk.memory, bytes: chunk.size) }
            chunks.removeSubrange(next...)
        }
        if next == chunks.count {
            let chunk = NodeMemory.allocate(bytes: max(LayoutScratch.chunkSize, bytes))
            chunks.append((chunk.pointer, chunk.bytes))
        }
        enter(chunk: next)
    }

    private func enter(chunk: Int) {
        top.pointee = Top(mark: Mark(chunk: chunk, offset: 0), memory: chunks[chunk].memory, size: chunks[chunk].size)
    }
}
