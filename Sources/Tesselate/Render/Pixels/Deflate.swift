import Foundation

/// A zlib stream (RFC 1950) of DEFLATE data (RFC 1951), as a PNG's image data holds it.
///
/// One block with DEFLATE's fixed Huffman codes, its matches found with hash chains over the
/// 32 KiB window (three-byte hashes, at most `maxChain` candidates a position, the longest
/// match kept, first found among equals; a match longer than 32 bytes adds only its first and
/// last four positions to the chains). Deterministic: the same bytes always give the same
/// stream. Filtered image rows are long runs of equal bytes, which fixed codes store well.
enum Deflate {
    /// How many earlier positions with the same hash are tried for a match.
    static let maxChain = 8

    /// The zlib stream of `data`.
    static func zlib(_ data: [UInt8]) -> [UInt8] {
        var writer = BitWriter()
        writer.bytes.reserveCapacity(data.count / 8 + 64)
        // CMF 0x78: DEFLATE with a 32 KiB window; FLG 0x01: no dictionary, and
        // (0x78 × 256 + 0x01) is a multiple of 31 as the header's check requires.
        writer.bytes += [0x78, 0x01]
        writer.write(1, bits: 1)  // the final block
        writer.write(1, bits: 2)  // fixed Huffman codes
        data.withUnsafeBufferPointer { compress($0, into: &writer) }
        writer.writeCode(FixedCodes.literal[256])
        writer.flush()
        let adler = adler32(data)
        writer.bytes += [
            UInt8(truncatingIfNeeded: adler >> 24), UInt8(truncatingIfNeeded: adler >> 16 & 0xFF),
            UInt8(truncatingIfNeeded: adler >> 8 & 0xFF), UInt8(truncatingIfNeeded: adler & 0xFF),
        ]
        return writer.bytes
    }

    private static func compress(_ data: UnsafeBufferPointer<UInt8>, into writer: inout BitWriter) {
        let count = data.count
        let window = 1 << 15, mask = window - 1
        // The chains in memory this function owns, indices masked to 15 bits: writing them is a
        // store, where arrays mutated by the nested functions below cost a uniqueness check and
        // a dynamic exclusivity check a position (a fifth of the compressor's instructions).
        let head = UnsafeMutableBufferPointer<Int32>.allocate(capacity: 1 << 15)
        let previous = UnsafeMutableBufferPointer<Int32>.allocate(capacity: window)
        head.initialize(repeating: -1)
        previous.initialize(repeating: -1)
        defer {
            head.deallocate()
            previous.deallocate()
        }
        @inline(__always) func hash(_ i: Int) -> Int {
            (Int(truncatingIfNeeded: data[i]) << 10 ^ Int(truncatingIfNeeded: data[i + 1]) << 5 ^ Int(truncatingIfNeeded: data[i + 2]))
                & 0x7FFF
        }
        @inline(__always) func insert(_ i: Int) {
            guard i + 2 < count else { return }
            let h = hash(i)
            previous[i & mask] = head[h]
            head[h] = Int32(truncatingIfNeeded: i)
        }
        var i = 0
        while i < count {
            var bestLength = 0, bestDistance = 0
            if i + 2 < count {
                let limit = min(258, count - i)
                var candidate = Int(truncatingIfNeeded: head[hash(i)])
                var chain = maxChain
                while candidate >= 0, i - candidate <= window, chain > 0 {
                    if data[candidate + bestLength] == data[i + bestLength] {
                        let length = matchLength(data, candidate, i, limit: limit)
                        if length > bestLength {
                            bestLength = length
                            bestDistance = i - candidate
                            if length == limit { break }
                        }
                    }
                    let next = Int(truncatingIfNeeded: previous[candidate & mask])
                    // A slot the ring reused holds a later position: the chain ends there.
                    guard next < candidate else { break }
                    candidate = next
                    chain -= 1
                }
            }
            if bestLength >= 3 {
                writer.writeLength(bestLength)
                writer.writeDistance(bestDistance)
                // A long match (a run of equal rows) adds only its ends to the chains, as zlib's
                // fast levels do: the positions inside it would find the same matches.
                if bestLength <= 32 {
                    for position in i..<(i + bestLength) { insert(position) }
                } else {
                    for position in i..<(i + 4) { insert(position) }
                    for position in (i + bestLength - 4)..<(i + bestLength) { insert(position) }
                }
                i += bestLength
            } else {
                insert(i)
                writer.writeCode(FixedCodes.literal[Int(truncatingIfNeeded: data[i])])
                i += 1
            }
        }
    }

    /// How many bytes from `a` equal those from `b` (`a` < `b`), at most `limit`
    /// (`b + limit` ≤ the data's count). Compares eight bytes at a time, the first that differs
    /// found from the lowest set bit of their exclusive or: about an eighth of the instructions
    /// of a byte loop over a run of blank rows (258-byte matches), with the same answer.
    @inline(__always)
    private static func matchLength(_ data: UnsafeBufferPointer<UInt8>, _ a: Int, _ b: Int, limit: Int) -> Int {
        assert(a < b && b + limit <= data.count, "Deflate: a match reaches past the data")
        let base = UnsafeRawPointer(data.baseAddress!)
        var length = 0
        while length + 8 <= limit {
            let x = base.loadUnaligned(fromByteOffset: a + length, as: UInt64.self).littleEndian
            let y = base.loadUnaligned(fromByteOffset: b + length, as: UInt64.self).littleEndian
            if x != y { return length + (x ^ y).trailingZeroBitCount / 8 }
            length += 8
        }
        while length < limit && data[a + length] == data[b + length] { length += 1 }
        return length
    }

    /// The Adler-32 checksum of `data` (RFC 1950).
    static func adler32(_ data: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        data.withUnsafeBufferPointer { data in
            var index = 0
            while index < data.count {
                // 5 552 bytes is the most that cannot overflow 32 bits before the modulo.
                let end = min(index + 5_552, data.count)
                // Through a buffer pointer: no slice and no iterator a byte.
                for i in index..<end {
                    a &+= UInt32(truncatingIfNeeded: data[i])
                    b &+= a
                }
                a %= 65_521
                b %= 65_521
                index = end
            }
        }
        return b << 16 | a
    }
}

/// DEFLATE's fixed Huffman codes (RFC 1951, 3.2.6), bit-reversed for writing least significant
/// bit first, and the length and distance code tables (3.2.5).
private enum FixedCodes {
    /// Literal/length symbols 0…287: (reversed code, bit count).
    static let literal: [(UInt32, Int)] = (0..<288).map { symbol in
        let (code, bits): (Int, Int) =
            switch symbol {
            case 0..<144: (0x30 + symbol, 8)
            case 144..<256: (0x190 + symbol - 144, 9)
            case 256..<280: (symbol - 256, 7)
            default: (0xC0 + symbol - 280, 8)
            }
        return (reversed(UInt32(truncatingIfNeeded: code), bits), bits)
    }
    static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
        8193, 12289, 16385, 24577,
    ]
    /// The distance codes 0…29, five bits each, reversed.
    static let distance: [UInt32] = (0..<30).map { reversed(UInt32(truncatingIfNeeded: $0), 5) }
    /// The length code (index into `lengthBase`) of each length 0…258.
    static let lengthCode: [UInt8] = (0...258).map { length in
        UInt8(truncatingIfNeeded: max(0, (lengthBase.lastIndex { $0 <= length }) ?? 0))
    }
    /// The distance code of each distance 1…32 768 (index 0 unused).
    static let distanceCode: [UInt8] = (0...32_768).map { distance in
        UInt8(truncatingIfNeeded: max(0, (distanceBase.lastIndex { $0 <= distance }) ?? 0))
    }

    static func reversed(_ code: UInt32, _ bits: Int) -> UInt32 {
        var result: UInt32 = 0
        for bit in 0..<bits where code & (1 << UInt32(truncatingIfNeeded: bits - 1 - bit)) != 0 {
            result |= 1 << UInt32(truncatingIfNeeded: bit)
        }
        return result
    }
}

/// Bits written least significant first, as DEFLATE packs them.
private struct BitWriter {
    var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0

    @inline(__always) mutating func write(_ value: UInt32, bits: Int) {
        buffer |= UInt64(truncatingIfNeeded: value) << UInt64(truncatingIfNeeded: count)
        count += bits
        // Whole 32-bit words at a time (a write adds at most 16 bits to fewer than 32).
        if count >= 32 {
            withUnsafeBytes(of: UInt32(truncatingIfNeeded: buffer).littleEndian) { bytes.append(contentsOf: $0) }
            buffer >>= 32
            count -= 32
        }
    }

    @inline(__always) mutating func writeCode(_ code: (UInt32, Int)) { write(code.0, bits: code.1) }

    mutating func writeLength(_ length: Int) {
        let code = Int(truncatingIfNeeded: FixedCodes.lengthCode[length])
        writeCode(FixedCodes.literal[257 + code])
        let extra = FixedCodes.lengthExtra[code]
        if extra > 0 { write(UInt32(truncatingIfNeeded: length - FixedCodes.lengthBase[code]), bits: extra) }
    }

    mutating func writeDistance(_ distance: Int) {
        let code = Int(truncatingIfNeeded: FixedCodes.distanceCode[distance])
        write(FixedCodes.distance[code], bits: 5)
        let extra = max(0, code / 2 - 1)
        if extra > 0 { write(UInt32(truncatingIfNeeded: distance - FixedCodes.distanceBase[code]), bits: extra) }
    }

    /// Pads the last byte with zero bits.
    mutating func flush() {
        while count > 0 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count -= 8
        }
        buffer = 0
        count = 0
    }
}
