import Foundation
import Synchronization

/// The optical size a font is measured in: how far the system font at a point size is from SF Pro
/// Text's design towards SF Pro Display's.
///
/// iOS's system font is the variable SF Pro, whose optical-size axis `opsz` runs from 17 to 96
/// with its default at 28 (the font's published axis range: Apple's SFNS.ttf as fontkit reads it,
/// github.com/sidorares/ntk issue #332); Core Text follows the point size along it, so between
/// the two designs iOS draws a mix of them. Tesselate measures with the static fonts' two designs
/// (``GeneratedAdvances``, ``GeneratedKerning``) and mixes their advances and kerning by
/// ``displayBlend(pointSize:)``, with ``SystemTracking`` (the HIG's table, made for the variable
/// font) on top.
enum OpticalSize: Int, Sendable {
    case text, display

    /// The size up to which the system font is SF Pro Text's design, and the size from which it is
    /// SF Pro Display's: measured, not the axis's 17 and 28 (see ``displayBlend(pointSize:)``).
    static let textSize: CGFloat = 18.3
    static let displaySize: CGFloat = 25.2

    /// How far the design at `pointSize` is from Text (0) to Display (1): linear from 18.3 to 25.2
    /// points, fitted to the fidelity corpus's texts between the two designs (the share of the
    /// way from Text's ink width to Display's that each recording shows):
    /// - 19 points, 0.08 and 0.13: `.title3` placeholders at the medium size on iOS 17.5 and 18
    ///   ("E-Mail Address" 125.667 points of ink, Text 126.8, Display 113.3; "Password" 78.333),
    ///   StanfordSpezi/SpeziAccount;
    /// - 21 points, 0.37 and 0.34: `.title2` medium at the medium size on iOS 17 ("Event
    ///   Notifications" 174.333, Text 181.9, Display 161.4; "Observation Mode" 171.667),
    ///   criticalmaps/criticalmaps-ios;
    /// - 23 points, about 0.7: body at `.xxxLarge` on iOS 18.4 and 26, whose labels run half a
    ///   percent narrower than 0.64 makes them (nadvitek/gitlabourer's buttons, 358 points of ink
    ///   for 360; element-hq/compound-ios's "Test…");
    /// - 27 points, 0.95: `.title` at the medium size on iOS 17 ("Turtle Rock" 128.5, Text 145.7,
    ///   Display 127.6), BarredEwe/Prefire; 33 and 34 points match Display.
    /// 18.3 to 25.2 fits the corpus best of the ranges tried (most boxes within 0.5 and 1 point;
    /// 18.5 to 25.5, fitted before the 23-point labels were placed right, leaves 15 boxes more
    /// than half a point off). The axis's own range, linear from 17 to 28, gives 0.18 at 19
    /// points (both placeholders 1.3 points narrower than iOS) and a smoothstep over it 0.30 at
    /// 21 ("Event Notifications" 1.667 wider).
    static func displayBlend(pointSize: CGFloat) -> CGFloat {
        min(max((pointSize - textSize) / (displaySize - textSize), 0), 1)
    }
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
    /// The pairs between two ASCII characters of an optical size's weight, as a dense table of
    /// 128 × 128 ems indexed by `first << 7 | second` (0 where SF Pro has no pair): what
    /// `PreparedText` reads for every pair of plain ASCII text, where a dictionary look-up costs
    /// ten times more. The values are whole font units over 2048, which a `Float` holds exactly
    /// (64 KB a table). Decoded when a font of that design and weight is first measured.
    static func asciiTable(design: OpticalSize, weight: Font.Weight) -> [Float] {
        decodedASCII.withLock { tables in
            if let table = tables[design.rawValue][weight.rawValue] { return table }
            var dense = [Float](repeating: 0, count: 128 * 128)
            for (key, value) in pairs(encodedASCII[design.rawValue][weight.rawValue], design)
            where key >> 8 < 128 && key & 0xFF < 128 {
                dense[Int(truncatingIfNeeded: key >> 8) << 7 | Int(truncatingIfNeeded: key & 0xFF)] = Float(value)
            }
            tables[design.rawValue][weight.rawValue] = dense
            return dense
        }
    }

    /// The pair with a Latin-1 character keyed by the two codes (`first << 8 | second`), in ems,
    /// of an optical size's weight: its table is decoded when a text first has such a pair.
    static func latin1Pair(_ key: UInt16, design: OpticalSize, weight: Font.Weight) -> CGFloat {
        decodedLatin1.withLock { tables in
            if let table = tables[design.rawValue][weight.rawValue] { return table[key] ?? 0 }
            let table = Dictionary(pairs(encodedLatin1[design.rawValue][weight.rawValue], design), uniquingKeysWith: { _, last in last })
            tables[design.rawValue][weight.rawValue] = table
            return table[key] ?? 0
        }
    }

    private static let decodedASCII = Mutex<[[[Float]?]]>(empty())
    private static let decodedLatin1 = Mutex<[[[UInt16: CGFloat]?]]>(empty())

    /// No table decoded yet: one slot per optical size and weight.
    private static func empty<Table>() -> [[Table?]] {
        encodedASCII.map { weights in weights.map { _ in nil } }
    }

    /// The entries of one of the encoded strings: the two codes and the adjustment in ems.
    private static func pairs(_ string: String, _ design: OpticalSize) -> [(UInt16, CGFloat)] {
        let units = GeneratedAdvances.unitsPerEm[design.rawValue]
        return EncodedTable.tokens(string).compactMap { entry in
            guard let key = EncodedTable.hex16(entry.prefix(4)), let value = EncodedTable.integer(entry.dropFirst(4)) else { return nil }
            return (key, CGFloat(value) / units)
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
