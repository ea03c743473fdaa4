import XCTest

import Tesselate

/// A tab bar draws its background (the bar material, a hairline on top) only while content is
/// under it, as iOS 15 and later do; at rest over a short page it is transparent.
@MainActor
final class TabBarBackgroundTests: XCTestCase {
    private func tabs(rows: Int) -> some View {
        TabView {
            List(0..<rows, id: \.self) { Text("Row \($0)") }
                .tabItem { Label("Home", systemImage: "house") }
            Text("Other").tabItem { Label("Other", systemImage: "gear") }
        }
    }

    /// The colour just above the home indicator's safe edge, at the bar's leading end.
    private func barColour(rows: Int) throws -> [UInt8] {
        let host = ViewHost(tabs(rows: rows), device: .iPhone16)
        let image = try DecodedPNG(host.png(scale: 1))
        return image.pixel(2, 852 - 34 - 3)
    }

    func testTheBarShowsItsBackgroundOnlyOverContent() async throws {
        XCTAssertEqual(try barColour(rows: 40), [249, 249, 249], "rows under the bar: the bar material over white and grey")
        XCTAssertEqual(try barColour(rows: 2), [242, 242, 247], "two rows: the grouped background shows through")
    }
}
