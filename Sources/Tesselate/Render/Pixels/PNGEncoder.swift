import Foundation

/// Writes 8-bit RGB or RGBA pixels as a PNG file (ISO/IEC 15948): the signature, `IHDR`, one
/// `IDAT` of zlib data and `IEND`, with no other chunks (no time, no gamma), so the same pixels
/// always give the same bytes.
///
/// Each row is filtered with the filter (None, Sub, Up, Average, Paeth) whose bytes, read as
/// signed, sum to the least magnitude: the heuristic the PNG specification recommends (12.8).
enum PNGEncoder {
    /// The PNG of `pixels`, `channels` (3: RGB, 4: RGBA, not premultiplied) bytes a pixel, rows
    /// top to bottom. `pixels` must hold `width × height × channels` bytes.
    static func encode(width: Int, height: Int, channels: Int, pixels: [UInt8]) -> [UInt8] {
        precondition(channels == 3 || channels == 4, "PNGEncoder writes RGB or RGBA")
        precondition(pixels.count == width * height * channels, "PNGEncoder: wrong number of bytes")
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header += bigEndian(UInt32(truncatingIfNeeded: width))
        header += bigEndian(UInt32(truncatingIfNeeded: height))
        // Bit depth 8; colour type 2 (RGB) or 6 (RGBA); deflate; adaptive filtering; no interlace.
        header += [8, channels == 4 ? 6 : 2, 0, 0, 0]
        append(chunk: "IHDR", header, to: &file)
        append(chunk: "IDAT", Deflate.zlib(filtered(width: width, height: height, channels: channels, pixels)), to: &file)
        append(chunk: "IEND", [], to: &file)
        return file
    }

    /// The rows, each after its filter-type byte.
    static func filtered(width: Int, height: Int, channels: Int, _ pixels: [UInt8]) -> [UInt8] {
        let stride = width * channels
        var result = [UInt8]()
        result.reserveCapacity((stride + 1) * height)
        var candidates = [[UInt8]](repeating: [UInt8](repeating: 0, count: stride), count: 5)
        pixels.withUnsafeBufferPointer { p in
            for row in 0..<height {
                let start = row * stride
                var best = 0, bestScore = Int.max
                for filter in 0..<5 {
                    var score = 0
                    candidates[filter].withUnsafeMutableBufferPointer { out in
                        for i in 0..<stride {
                            let x = p[start + i]
                            let a = i >= channels ? p[start + i - channels] : 0
                            let b = row > 0 ? p[start + i - stride] : 0
                            let c = i >= channels && row > 0 ? p[start + i - stride - channels] : 0
                            let predicted: UInt8 =
                                switch filter {
                                case 0: 0
                                case 1: a
                                case 2: b
                                case 3: UInt8(truncatingIfNeeded: (Int(truncatingIfNeeded: a) + Int(truncatingIfNeeded: b)) / 2)
                                default: paeth(a, b, c)
                                }
                            let value = x &- predicted
                            out[i] = value
                            score += value < 128 ? Int(truncatingIfNeeded: value) : 256 - Int(truncatingIfNeeded: value)
                        }
                    }
                    if score < bestScore {
                        bestScore = score
                        best = filter
                    }
                }
                result.append(UInt8(truncatingIfNeeded: best))
                result += candidates[best]
            }
        }
        return result
    }

    /// The Paeth predictor: of left, above and upper-left, the one nearest `a + b − c`.
    @inline(__always) static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(truncatingIfNeeded: a) + Int(truncatingIfNeeded: b) - Int(truncatingIfNeeded: c)
        let pa = abs(p - Int(truncatingIfNeeded: a)), pb = abs(p - Int(truncatingIfNeeded: b)), pc = abs(p - Int(truncatingIfNeeded: c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    private static func append(chunk type: String, _ data: [UInt8], to file: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        file += bigEndian(UInt32(truncatingIfNeeded: data.count))
        file += typeBytes
        file += data
        file += bigEndian(crc32(typeBytes + data))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [
            UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16 & 0xFF),
            UInt8(truncatingIfNeeded: value >> 8 & 0xFF), UInt8(truncatingIfNeeded: value & 0xFF),
        ]
    }

    /// The CRC-32 a chunk ends with (polynomial 0xEDB88320, as the specification's annex D).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int(truncatingIfNeeded: (crc ^ UInt32(truncatingIfNeeded: byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(truncatingIfNeeded: n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }
}
