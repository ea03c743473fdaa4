import BenchmarkHeap
import Tesselate

/// The bytes the process has allocated and not freed (glibc's `mallinfo2`: the small blocks in
/// use plus the blocks mapped on their own), or `nil` where the C library does not say. The
/// difference across building a host, divided by its nodes, is the memory a node costs: its
/// resolved node, layout caches, text and state, without the allocator's free lists, and
/// without the node buffers' memory Tesselate keeps for the next pass (``NodeMemory``), which no
/// host holds.
package func liveHeapBytes() -> Int? {
    let bytes = benchmark_live_heap_bytes()
    return bytes < 0 ? nil : Int(bytes) - NodeMemory.keptBytes
}
