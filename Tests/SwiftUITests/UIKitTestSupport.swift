import SwiftUI
import XCTest

/// The colour drawn at the centre of a host's window, as 0…255 components (its PNG at 1x).
@MainActor
func drawnColor<Root: View>(_ host: ViewHost<Root>, file: StaticString = #filePath, line: UInt = #line) -> [Int] {
    guard let png = try? DecodedPNG(host.png(scale: 1)) else {
        XCTFail("the host's PNG does not decode", file: file, line: line)
        return []
    }
    let offset = ((png.height / 2) * png.width + png.width / 2) * png.channels
    return png.pixels[offset..<offset + 3].map { Int($0) }
}

/// The colour `color` fills a window with, in the light or the dark appearance.
@MainActor
func drawnColor(of color: Color, dark: Bool = false) -> [Int] {
    let host = ViewHost(color, size: CGSize(width: 10, height: 10), displayScale: 1)
    if dark { host.colorScheme = .dark }
    return drawnColor(host)
}

/// A colour's components, 0…255, as the component getter answers them.
func components(_ color: UIColor) -> [Double] {
    var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
    XCTAssertTrue(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    return [red, green, blue].map { (Double($0) * 255 * 1000).rounded() / 1000 } + [(Double(alpha) * 1000).rounded() / 1000]
}
