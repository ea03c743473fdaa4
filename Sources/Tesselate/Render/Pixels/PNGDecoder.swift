import Foundation

/// A PNG read back: what image snapshots compare, and what the tests check the encoder with.
/// 8-bit RGB and RGBA without interlacing, zlib data in stored or fixed-Huffman DEFLATE blocks
/// (what ``PNGEncoder`` writes); every chunk's CRC and the Adler-32 are checked. Written from the
/// PNG and DEFLATE specifications, independently of the encoder's tables. A file another tool
/// re-compressed (dynamic Huffman codes) is reported as unreadable, not misread.
package struct DecodedPNG {
    package var width: Int
    package var height: Int
    package var channels: Int
    package var pixels: [UInt8]

    package enum Failure: Error { case signature, chunk(String), crc(String), header, inflate(String), adler, filter }

    /// The 32-bit big-endian number at `offset`.
    private static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> Int {
        var value = 0
        for byte in bytes[offset..<(offset + 4)] { value = value << 8 | Int(truncatingIfNeeded: byte) }
        return value
    }

    package init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count > 8, Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { throw Failure.signature }
        var offset = 8, compressed: [UInt8] = []
        var header: [UInt8] = []
        func u32(_ at: Int) -> Int { DecodedPNG.bigEndian(bytes, at) }
        while offset + 12 <= bytes.count {
            let length = u32(offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard offset + 12 + length <= bytes.count else { throw Failure.chunk(type) }
            let body = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in bytes[(offset + 4)..<(offset + 8 + length)] {
                crc ^= UInt32(truncatingIfNeeded: byte)
                for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            guard crc ^ 0xFFFF_FFFF == UInt32(truncatingIfNeeded: u32(offset + 8 + length)) else { throw Failure.crc(type) }
            switch type {
            case "IHDR": header = body
            case "IDAT": compressed += body
            default: break
            }
            offset += 12 + length
        }
        guard header.count == 13, header[8] == 8, header[9] == 2 || header[9] == 6, header[12] == 0 else { throw Failure.header }
        width = DecodedPNG.bigEndian(header, 0)
        height = DecodedPNG.bigEndian(header, 4)
        channels = header[9] == 6 ? 4 : 3
        let raw = try DecodedPNG.inflate(compressed)
        let stride = width * channels
        guard raw.count == (stride + 1) * height else { throw Failure.inflate("size \(raw.count)") }
        pixels = [UInt8](repeating: 0, count: stride * height)
        for row in 0..<height {
            let filter = raw[row * (stride + 1)]
            for i in 0..<stride {
                let x = Int(truncatingIfNeeded: raw[row * (stride + 1) + 1 + i])
                let a = i >= channels ? Int(truncatingIfNeeded: pixels[row * stride + i - channels]) : 0
                let b = row > 0 ? Int(truncatingIfNeeded: pixels[(row - 1) * stride + i]) : 0
                let c = i >= channels && row > 0 ? Int(truncatingIfNeeded: pixels[(row - 1) * stride + i - channels]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: throw Failure.filter
                }
                pixels[row * stride + i] = UInt8(truncatingIfNeeded: (x + predicted) & 0xFF)
            }
        }
    }

    /// The pixel at (x, y) as RGB(A) bytes.
    package func pixel(_ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * width + x) * channels
        return Array(pixels[i..<(i + channels)])
    }

    /// Inflates a zlib stream of stored and fixed-Huffman blocks.
    package static func inflate(_ stream: [UInt8]) throws -> [UInt8] {
        guard stream.count >= 6, (Int(truncatingIfNeeded: stream[0]) << 8 | Int(truncatingIfNeeded: stream[1])) % 31 == 0,
            stream[0] & 0x0F == 8
        else {
            throw Failure.inflate("zlib header")
        }
        var position = 16  // in bits, after the two header bytes
        func bit() throws -> Int {
            guard position / 8 < stream.count - 4 else { throw Failure.inflate("truncated") }
            defer { position += 1 }
            return Int(truncatingIfNeeded: stream[position / 8] >> UInt8(truncatingIfNeeded: position % 8)) & 1
        }
        func bits(_ count: Int) throws -> Int {
            var value = 0
            for i in 0..<count { value |= try bit() << i }
            return value
        }
        /// A fixed code read most significant bit first.
        func code(_ count: Int) throws -> Int {
            var value = 0
            for _ in 0..<count { value = value << 1 | (try bit()) }
            return value
        }
        let lengthBase = [
            3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
        ]
        let distanceBase = (0..<30).map { code -> Int in
            code < 4 ? code + 1 : (1 << (code / 2 - 1)) * (2 + code % 2) + 1
        }
        var output: [UInt8] = []
        var final = 0
        repeat {
            final = try bit()
            let type = try bits(2)
            if type == 0 {
                position = (position + 7) / 8 * 8
                let length = try bits(16), complement = try bits(16)
                guard length ^ complement == 0xFFFF else { throw Failure.inflate("stored length") }
                for _ in 0..<length { output.append(UInt8(truncatingIfNeeded: try bits(8))) }
            } else if type == 1 {
                while true {
                    var symbol = try code(7)
                    if symbol <= 0b0010111 {
                        symbol += 256
                    } else {
                        symbol = symbol << 1 | (try bit())
                        if symbol >= 0x30 && symbol <= 0xBF {
                            symbol -= 0x30
                        } else if symbol >= 0xC0 && symbol <= 0xC7 {
                            symbol = symbol - 0xC0 + 280
                        } else {
                            symbol = (symbol << 1 | (try bit())) - 0x190 + 144
                        }
                    }
                    if symbol < 256 {
                        output.append(UInt8(truncatingIfNeeded: symbol))
                    } else if symbol == 256 {
                        break
                    } else {
                        let index = symbol - 257
                        guard index < 29 else { throw Failure.inflate("length symbol") }
                        let extra = index < 8 || index == 28 ? 0 : index / 4 - 1
                        let length = lengthBase[index] + (try bits(extra))
                        let distanceCode = try code(5)
                        guard distanceCode < 30 else { throw Failure.inflate("distance symbol") }
                        let distance = distanceBase[distanceCode] + (try bits(distanceCode < 4 ? 0 : distanceCode / 2 - 1))
                        guard distance <= output.count else { throw Failure.inflate("distance") }
                        for _ in 0..<length { output.append(output[output.count - distance]) }
                    }
                }
            } else {
                throw Failure.inflate("block type \(type)")
            }
        } while final == 0
        var a = 1, b = 0
        for byte in output {
            a = (a + Int(truncatingIfNeeded: byte)) % 65_521
            b = (b + a) % 65_521
        }
        let tail = stream.suffix(4).reduce(0) { $0 << 8 | Int(truncatingIfNeeded: $1) }
        guard tail == b << 16 | a else { throw Failure.adler }
        return output
    }
}
