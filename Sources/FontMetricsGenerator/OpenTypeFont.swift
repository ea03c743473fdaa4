// The few OpenType tables FontMetricsGenerator reads, parsed with plain Swift so that no font
// library is needed: `head` (unitsPerEm), `hhea` (numberOfHMetrics, ascender, descender), `OS/2`
// (cap height), `name` (version string), `hmtx` (advance widths), `cmap` (format 4 or 12) and `GPOS` (the `kern`
// feature's pair adjustments, formats 1 and 2, with extension lookups). Spec:
// https://learn.microsoft.com/typography/opentype/spec/.
import Foundation

struct OpenTypeFont {
    let data: [UInt8]
    var tables: [String: Int] = [:]

    init(path: String) throws {
        data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let count = Int(u16(4))
        for index in 0..<count {
            let record = 12 + 16 * index
            let tag = String(decoding: data[record..<record + 4], as: UTF8.self)
            tables[tag] = Int(u32(record + 8))
        }
    }

    func u16(_ offset: Int) -> UInt16 { UInt16(data[offset]) << 8 | UInt16(data[offset + 1]) }
    func i16(_ offset: Int) -> Int16 { Int16(bitPattern: u16(offset)) }
    func u32(_ offset: Int) -> UInt32 { UInt32(u16(offset)) << 16 | UInt32(u16(offset + 2)) }

    func table(_ tag: String) -> Int {
        guard let offset = tables[tag] else {
            FileHandle.standardError.write(Data("missing table \(tag)\n".utf8))
            exit(1)
        }
        return offset
    }

    var unitsPerEm: Int { Int(u16(table("head") + 18)) }
    var ascender: Int { Int(i16(table("hhea") + 4)) }
    var descender: Int { Int(i16(table("hhea") + 6)) }
    var capHeight: Int { Int(i16(table("OS/2") + 88)) }

    /// The version string (`name` ID 5, a Windows Unicode record), without "Version ".
    var version: String {
        let name = table("name"), strings = name + Int(u16(name + 4))
        for index in 0..<Int(u16(name + 2)) {
            let record = name + 6 + 12 * index
            guard u16(record) == 3, u16(record + 6) == 5 else { continue }
            let start = strings + Int(u16(record + 10)), length = Int(u16(record + 8))
            let units = stride(from: start, to: start + length, by: 2).map { u16($0) }
            return String(decoding: units, as: UTF16.self).replacingOccurrences(of: "Version ", with: "")
        }
        return "unknown"
    }

    /// The advance of glyph `glyph`, in font units.
    func advance(glyph: Int) -> Int {
        let metrics = Int(u16(table("hhea") + 34))
        let hmtx = table("hmtx")
        return Int(u16(hmtx + 4 * min(glyph, metrics - 1)))
    }

    /// The glyph of a code point, or nil when the font has none.
    func glyph(_ codePoint: UInt32) -> Int? {
        let cmap = table("cmap")
        let count = Int(u16(cmap + 2))
        var format4: Int?
        for index in 0..<count {
            let record = cmap + 4 + 8 * index
            let platform = u16(record), encoding = u16(record + 2)
            let subtable = cmap + Int(u32(record + 4))
            let format = u16(subtable)
            if format == 12 && (platform == 3 && encoding == 10 || platform == 0) {
                let groups = Int(u32(subtable + 12))
                for group in 0..<groups {
                    let base = subtable + 16 + 12 * group
                    let start = u32(base), end = u32(base + 4)
                    if codePoint >= start && codePoint <= end {
                        let glyph = Int(u32(base + 8) + (codePoint - start))
                        return glyph == 0 ? nil : glyph
                    }
                }
                return nil
            }
            if format == 4 && (platform == 3 && encoding == 1 || platform == 0) { format4 = subtable }
        }
        guard let subtable = format4, codePoint <= 0xFFFF else { return nil }
        let segments = Int(u16(subtable + 6)) / 2
        let ends = subtable + 14, starts = ends + 2 * segments + 2
        let deltas = starts + 2 * segments, rangeOffsets = deltas + 2 * segments
        for segment in 0..<segments where codePoint <= UInt32(u16(ends + 2 * segment)) {
            let start = UInt32(u16(starts + 2 * segment))
            guard codePoint >= start else { return nil }
            let delta = Int(i16(deltas + 2 * segment))
            let rangeOffset = Int(u16(rangeOffsets + 2 * segment))
            var glyph: Int
            if rangeOffset == 0 {
                glyph = (Int(codePoint) + delta) & 0xFFFF
            } else {
                let address = rangeOffsets + 2 * segment + rangeOffset + 2 * Int(codePoint - start)
                glyph = Int(u16(address))
                if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
            }
            return glyph == 0 ? nil : glyph
        }
        return nil
    }

    // MARK: Pair kerning (GPOS)

    /// The horizontal adjustment, in font units, that the `kern` feature makes between glyph
    /// `first` and glyph `second` (0 when none), as a shaper applies it: in each lookup the first
    /// subtable that covers the pair decides.
    func kerning(_ first: Int, _ second: Int) -> Int {
        kernSubtables.reduce(0) { total, lookup in
            for subtable in lookup {
                if let value = pairAdjustment(subtable, first, second) { return total + value }
            }
            return total
        }
    }

    /// The pair-adjustment subtables of each lookup of the `kern` feature, in lookup order.
    var kernSubtables: [[Int]] {
        guard let gpos = tables["GPOS"] else { return [] }
        let featureList = gpos + Int(u16(gpos + 6)), lookupList = gpos + Int(u16(gpos + 8))
        var lookups = Set<Int>()
        for index in 0..<Int(u16(featureList)) {
            let record = featureList + 2 + 6 * index
            guard String(decoding: data[record..<record + 4], as: UTF8.self) == "kern" else { continue }
            let feature = featureList + Int(u16(record + 4))
            for lookup in 0..<Int(u16(feature + 2)) { lookups.insert(Int(u16(feature + 4 + 2 * lookup))) }
        }
        return lookups.sorted().map { index in
            let lookup = lookupList + Int(u16(lookupList + 2 + 2 * index))
            let type = u16(lookup)
            return (0..<Int(u16(lookup + 4))).compactMap { subtableIndex in
                var subtable = lookup + Int(u16(lookup + 6 + 2 * subtableIndex))
                if type == 9 {  // extension: the real subtable is further on
                    guard u16(subtable + 2) == 2 else { return nil }
                    subtable += Int(u32(subtable + 4))
                } else if type != 2 {
                    return nil
                }
                return subtable
            }
        }
    }

    /// The x-advance adjustment of a PairPos subtable for the pair, or nil when the subtable does
    /// not cover it (the next subtable is tried).
    func pairAdjustment(_ subtable: Int, _ first: Int, _ second: Int) -> Int? {
        guard let coverageIndex = coverage(subtable + Int(u16(subtable + 2)), first) else { return nil }
        let format1 = Int(u16(subtable + 4)), format2 = Int(u16(subtable + 6))
        let size1 = 2 * format1.nonzeroBitCount, size2 = 2 * format2.nonzeroBitCount
        if u16(subtable) == 1 {
            let pairSet = subtable + Int(u16(subtable + 10 + 2 * coverageIndex))
            for index in 0..<Int(u16(pairSet)) {
                let record = pairSet + 2 + index * (2 + size1 + size2)
                if Int(u16(record)) == second { return xAdvance(record + 2, format1) }
            }
            return nil
        }
        let class1 = classOf(subtable + Int(u16(subtable + 8)), first)
        let class2 = classOf(subtable + Int(u16(subtable + 10)), second)
        let class2Count = Int(u16(subtable + 14))
        let record = subtable + 16 + (class1 * class2Count + class2) * (size1 + size2)
        return xAdvance(record, format1)
    }

    /// The XAdvance field of a value record (0 when the format has none).
    func xAdvance(_ record: Int, _ format: Int) -> Int {
        guard format & 4 != 0 else { return 0 }
        return Int(i16(record + 2 * (format & 3).nonzeroBitCount))
    }

    /// The coverage index of `glyph`, or nil.
    func coverage(_ table: Int, _ glyph: Int) -> Int? {
        let count = Int(u16(table + 2))
        if u16(table) == 1 {
            for index in 0..<count where Int(u16(table + 4 + 2 * index)) == glyph { return index }
            return nil
        }
        for index in 0..<count {
            let range = table + 4 + 6 * index
            let start = Int(u16(range)), end = Int(u16(range + 2))
            if glyph >= start && glyph <= end { return Int(u16(range + 4)) + glyph - start }
        }
        return nil
    }

    /// The class of `glyph` in a class definition table (0 when unlisted).
    func classOf(_ table: Int, _ glyph: Int) -> Int {
        if u16(table) == 1 {
            let start = Int(u16(table + 2)), count = Int(u16(table + 4))
            return glyph >= start && glyph < start + count ? Int(u16(table + 6 + 2 * (glyph - start))) : 0
        }
        for index in 0..<Int(u16(table + 2)) {
            let range = table + 4 + 6 * index
            if glyph >= Int(u16(range)) && glyph <= Int(u16(range + 2)) { return Int(u16(range + 4)) }
        }
        return 0
    }
}
