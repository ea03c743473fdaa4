import XCTest

@testable import Tesselate

/// `PNGEncoder` and `Deflate` write files any PNG reader accepts, byte for byte the same on every
/// machine. Each file is read back with the tests' own decoder (`DecodedPNG`), which checks the
/// chunks' CRCs and the zlib stream's Adler-32.
final class PNGEncoderTests: XCTestCase {
    /// Deterministic bytes (a linear congruential generator), so a failure can be replayed.
    private func noise(_ count: Int, seed: UInt32) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(state >> 24)
        }
    }

    func testRandomPixelsComeBackUnchanged() throws {
        for (width, height, channels) in [(1, 1, 3), (7, 3, 3), (5, 9, 4), (64, 4, 4), (300, 2, 3)] {
            let pixels = noise(width * height * channels, seed: UInt32(width * 31 + height))
            let file = PNGEncoder.encode(width: width, height: height, channels: channels, pixels: pixels)
            let decoded = try DecodedPNG(Data(file))
            XCTAssertEqual([decoded.width, decoded.height, decoded.channels], [width, height, channels])
            XCTAssertEqual(decoded.pixels, pixels, "\(width)×\(height)×\(channels)")
        }
    }

    func testFlatAndRepeatingImagesCompressAndComeBack() throws {
        // A flat screen: every row the same colour, as a window's background is.
        let flat = [UInt8](repeating: 242, count: 400 * 300 * 3)
        let flatFile = PNGEncoder.encode(width: 400, height: 300, channels: 3, pixels: flat)
        XCTAssertLessThan(flatFile.count, 4_000, "long runs are matches of 258 bytes, 13 bits each")
        XCTAssertEqual(try DecodedPNG(Data(flatFile)).pixels, flat)
        // Stripes: rows that repeat the row 3 above, at distances that need extra bits.
        let stripes = (0..<(120 * 40)).flatMap { i -> [UInt8] in
            let x = i % 120, y = i / 120
            return [UInt8(x * 2 % 256), UInt8((y % 3) * 80), UInt8((x / 7 + y) % 256)]
        }
        XCTAssertEqual(try DecodedPNG(Data(PNGEncoder.encode(width: 120, height: 40, channels: 3, pixels: stripes))).pixels, stripes)
    }

    func testChecksumsMatchTheirSpecifications() {
        // The CRC of an empty IEND chunk every PNG ends with, and Adler-32's worked example.
        XCTAssertEqual(PNGEncoder.crc32(Array("IEND".utf8)), 0xAE42_6082)
        XCTAssertEqual(Deflate.adler32(Array("Wikipedia".utf8)), 0x11E6_0398)
        XCTAssertEqual(
            Deflate.adler32([UInt8](repeating: 255, count: 100_000)), Deflate.adler32Slow([UInt8](repeating: 255, count: 100_000)))
    }

    /// The whole file of a 2×2 image, so that any change to what is written shows.
    func testATinyImageHasTheseBytes() throws {
        let pixels: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]
        let file = PNGEncoder.encode(width: 2, height: 2, channels: 3, pixels: pixels)
        XCTAssertEqual(file.map { String(format: "%02x", $0) }.joined(), PNGEncoderTests.tinyImage)
        XCTAssertEqual(try DecodedPNG(Data(file)).pixels, pixels)
    }

    static let tinyImage =
        "89504e470d0a1a0a0000000d4948445200000002000000020802000000fdd49a730000001549444154780163facfc0c0f09f811148fcffcf00001f1204ff46b6a3bb0000000049454e44ae426082"
}

extension Deflate {
    /// Adler-32 by its definition, a modulo per byte.
    fileprivate static func adler32Slow(_ data: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }
}
