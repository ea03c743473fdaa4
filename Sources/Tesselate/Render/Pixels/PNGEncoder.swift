import Foundation

/// Writes 8-bit RGB or RGBA pixels as a PNG file (ISO/IEC 15948): the signature, `IHDR`, one
/// `IDAT` of zlib data and `IEND`, with no other chunks (no time, no gamma), so the same pixels
/// always give the same bytes.
///
/// Each row is filtered with Sub or Up, whichever gives the smaller sum of magnitudes (see
/// ``filtered(width:height:channels:_:)``).
package enum PNGEncoder {
    /// The PNG of `pixels`, `channels` (3: RGB, 4: RGBA, not premultiplied) bytes a pixel, rows
    /// top to bottom. `pixels` must hold `width × height × channels` bytes.
    package static func encode(width: Int, height: Int, channels: Int, pixels: [UInt8]) -> [UInt8] {
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

    /// The rows, each after its filter-type byte: Sub or Up, whichever gives bytes (read as
    /// signed) of the smaller total magnitude — the specification's heuristic (12.8) over the two
    /// filters that suit drawn pictures (flat areas, horizontal and vertical edges), at a fraction
    /// of the cost of trying all five.
    static func filtered(width: Int, height: Int, channels: Int, _ pixels: [UInt8]) -> [UInt8] {
        let stride = width * channels
        let count = (stride + 1) * height
        guard stride > 0, height > 0 else { return [UInt8](repeating: 0, count: count) }
        let zeros = [UInt8](repeating: 0, count: stride)
        // Every byte is written (a filter byte and `stride` bytes a row), so the result is not
        // zeroed first; the loops are plain byte loops over buffer pointers, which the compiler
        // vectorizes (about a tenth of the instructions of checked, branching code a byte).
        return [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            pixels.withUnsafeBufferPointer { p in
                zeros.withUnsafeBufferPointer { zero in
                    for row in 0..<height {
                        let current = p.baseAddress! + row * stride
                        let above = row > 0 ? current - stride : zero.baseAddress!
                        let target = out.baseAddress! + row * (stride + 1) + 1
                        // The pixel to the left as a pointer of its own: `current[i - channels]`
                        // would be checked arithmetic, whose trap keeps the loop from vectorizing.
                        let left = current - channels
                        let first = min(channels, stride)
                        var sub: UInt32 = 0, up: UInt32 = 0
                        for i in 0..<first {
                            sub &+= magnitude(current[i])
                            up &+= magnitude(current[i] &- above[i])
                        }
                        for i in first..<stride {
                            sub &+= magnitude(current[i] &- left[i])
                            up &+= magnitude(current[i] &- above[i])
                        }
                        if up <= sub {
                            target[-1] = 2
                            for i in 0..<stride { target[i] = current[i] &- above[i] }
                        } else {
                            target[-1] = 1
                            for i in 0..<first { target[i] = current[i] }
                            for i in first..<stride { target[i] = current[i] &- left[i] }
                        }
                    }
                }
            }
            initialized = count
        }
    }

    /// A filtered byte's magnitude read as signed (0…128), without a branch: the absolute
    /// value of its two's complement, -128 giving 128 in eight bits.
    @inline(__always) private static func magnitude(_ byte: UInt8) -> UInt32 {
        let sign = UInt8(bitPattern: Int8(bitPattern: byte) >> 7)
        return UInt32(truncatingIfNeeded: (byte ^ sign) &- sign)
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
