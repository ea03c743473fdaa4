import BenchmarkShapes
import Foundation
import Tesselate

/// `png`: the app-screen shape with `rows` rows (a scroll view of text rows filling an iPhone 16
/// window) drawn as a PNG at 3x, `ViewHost.png(scale:)` (issue 34 asks for under 100 ms).
/// Prints one JSON line: the median of `runs` pictures of the same host, the file's size and its
/// FNV-1a hash (so a speed change can show that it left the bytes alone).
@MainActor func pngPicture(rows: Int, runs: Int) {
    let host = ViewHost(AppScreen(rows: rows), size: BenchmarkShape.appScreen.window)
    let clock = ContinuousClock()
    var times: [Double] = []
    var png = Data()
    for _ in 0..<runs {
        let start = clock.now
        png = host.png(scale: 3)
        times.append(seconds(clock.now - start))
    }
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in png { hash = (hash ^ UInt64(truncatingIfNeeded: byte)) &* 0x100_0000_01B3 }
    print(
        "{\"shape\":\"png\",\"n\":\(rows),\"seconds\":\(format(median(times))),\"png_bytes\":\(png.count),"
            + "\"png_fnv1a\":\"\(String(hash, radix: 16))\"}")
}
