import Foundation

/// The optical size a font is measured in: the design of the system font at a point size.
///
/// iOS's system font is SF Pro Text below 20 points and SF Pro Display from 20 points (Apple's
/// Human Interface Guidelines, Typography: "SF Pro Display for text 20 points or larger"; since
/// iOS 14 one variable font that switches by itself). Tesselate measures the two with the static
/// fonts' advances and kerning (``GeneratedAdvances``, ``GeneratedKerning``). Between 20 and 27
/// points the variable font may blend the two designs; no measurement there shows how, so the
/// switch is a step, as the HIG describes it.
enum OpticalSize: Int, Sendable {
    case text, display

    /// The size from which the Display design is used.
    static let displayThreshold: CGFloat = 20

    init(pointSize: CGFloat) { self = pointSize >= OpticalSize.displayThreshold ? .display : .text }
}

extension GeneratedAdvances {
    /// The advances of each optical size and weight, in ems, decoded once.
    static let tables: [[[CGFloat]]] = zip(encoded, unitsPerEm).map { weights, units in
        weights.map { string in EncodedTable.tokens(string).map { CGFloat(EncodedTable.integer($0) ?? 0) / units } }
    }

    /// The advance of `scalar` in ems in `table` (one of ``tables``'), or `nil`.
    static func em(of scalar: Unicode.Scalar, in table: [CGFloat]) -> CGFloat? {
        let value = scalar.value
        var offset = 0
        for range in ranges {
            if range.contains(value) {
                let index = offset + Int(value - range.lowerBound)
                guard index < table.count, table[index] > 0 else { return nil }
                return table[index]
            }
            offset += range.count
        }
        return nil
    }
}

extension GeneratedKerning {
    /// Per optical size, Regular's, Semibold's and Bold's pairs in ems, keyed by the two ASCII codes.
    static let tables: [[[UInt16: CGFloat]]] = zip(encoded, GeneratedAdvances.unitsPerEm).map { weights, units in
        weights.map { string in
            var pairs: [UInt16: CGFloat] = [:]
            for entry in EncodedTable.tokens(string) {
                guard let key = EncodedTable.hex16(entry.prefix(4)), let value = EncodedTable.integer(entry.dropFirst(4)) else { continue }
                pairs[key] = CGFloat(value) / units
            }
            return pairs
        }
    }
}

/// Reads the generated tables' strings as bytes: they are ASCII, and splitting and parsing
/// `String`s grapheme by grapheme made decoding them the slowest part of a process's first host
/// (about 15 ms).
enum EncodedTable {
    /// The space-separated tokens of `string`, empty ones skipped (as `split(separator: " ")`).
    static func tokens(_ string: String) -> [ArraySlice<UInt8>] {
        Array(string.utf8).split(separator: UInt8(ascii: " "))
    }

    /// The decimal integer `token` spells (an optional sign, then digits), as `Int(_:)` reads it.
    static func integer(_ token: ArraySlice<UInt8>) -> Int? {
        var digits = token[...]
        var negative = false
        if let sign = digits.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return negative ? -value : value
    }

    /// The hexadecimal number `token` spells, if it fits 16 bits.
    static func hex16(_ token: ArraySlice<UInt8>) -> UInt16? {
        guard !token.isEmpty else { return nil }
        var value: UInt32 = 0
        for byte in token {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A")) + 10
            default: return nil
            }
            value = value * 16 + digit
            guard value <= UInt32(UInt16.max) else { return nil }
        }
        return UInt16(value)
    }
}
