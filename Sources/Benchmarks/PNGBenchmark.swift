import BenchmarkShapes
import Foundation
import Tesselate

/// `png`: the app-screen shape with `rows` rows (a scroll view of text rows filling an iPhone 16
/// window) drawn as a PNG at 3x, `ViewHost.png(scale:)` (issue 34 asks for under 100 ms).
/// Prints one JSON line: the median of `runs` pictures of the same host, and the file's size.
@MainActor func pngPicture(rows: Int, runs: Int) {
    let host = ViewHost(AppScreen(rows: rows), size: BenchmarkShape.appScreen.window)
    let clock = ContinuousClock()
    var times: [Double] = []
    var bytes = 0
    for _ in 0..<runs {
        let start = clock.now
        bytes = host.png(scale: 3).count
        times.append(seconds(clock.now - start))
    }
    print("{\"shape\":\"png\",\"n\":\(rows),\"seconds\":\(format(median(times))),\"png_bytes\":\(bytes)}")
}
