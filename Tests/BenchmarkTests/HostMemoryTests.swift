import BenchmarkShapes
import Foundation
import Tesselate
import XCTest

/// A host gives back the memory it took when it is freed: no cycle of references keeps a part of
/// it (a text's layouts once referred to the text that kept them, and every text laid out stayed).
/// Measured as the C library's live heap bytes (see `liveHeapBytes`), so the test runs where that
/// is known (glibc) and is skipped elsewhere.
final class HostMemoryTests: XCTestCase {
    /// What a host of `make`'s view leaves behind, in bytes, once it is freed; `use` runs on
    /// the host first (taps, updates).
    @MainActor func leftover<V: View>(
        _ make: () -> V, size: CGSize, use: (ViewHost<V>) -> Void = { _ in }
    ) throws -> Int {
        // Once first: what the process makes once (type metadata, font tables) is not the host's.
        do {
            let host = ViewHost(make(), size: size)
            use(host)
        }
        // The least of three tries: a leak is left behind every time, while the process's own
        // growth (a cache, another thread's buffers) lands in one try or another, by chance.
        var least = Int.max
        for _ in 0..<3 {
            let before = try XCTUnwrap(liveHeapBytes())
            do {
                let host = ViewHost(make(), size: size)
                use(host)
            }
            least = min(least, try XCTUnwrap(liveHeapBytes()) - before)
        }
        return least
    }

    /// Less than 4 KB is left after each shape (a few hundred bytes are the process's own
    /// caches growing); a node's worth of a leak in each of its views would be far more.
    @MainActor func testEveryShapeIsFreedWithItsHost() async throws {
        try XCTSkipIf(liveHeapBytes() == nil, "the C library does not say how much is allocated")
        for (shape, n) in [
            (BenchmarkShape.flatRow, 200), (.nestedGrid, 100), (.flexibleRow, 200), (.deepChain, 50), (.appScreen, 20),
            (.alternatingText, 10),
        ] {
            let left = try leftover({ shape.view(n) }, size: shape.window)
            XCTAssertLessThan(left, 4_096, "\(shape.rawValue) n \(n) left \(left) bytes behind")
        }
    }

    /// Rows with state, a toggle tapped and the update it runs.
    @MainActor func testAHostWithStateAndUpdatesIsFreed() async throws {
        try XCTSkipIf(liveHeapBytes() == nil, "the C library does not say how much is allocated")
        let left = try leftover({ ToggleRows(rows: 20) }, size: BenchmarkShape.appScreen.window) { host in
            host.toggleActions[3]()
            host.settle()
        }
        XCTAssertLessThan(left, 4_096, "toggle-rows left \(left) bytes behind")
    }
}
