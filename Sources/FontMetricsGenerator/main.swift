// FontMetricsGenerator: reads the advance widths of an OpenType font family and prints the Swift
// table that Tesselate's text model measures with (Sources/Tesselate/Text/GeneratedAdvances.swift).
//
// Only developers run it; builds use the checked-in table. To regenerate (Debian/Ubuntu):
//
//     apt-get install -y fonts-inter
//     swift run FontMetricsGenerator /usr/share/fonts/opentype/inter \
//         > Sources/Tesselate/Text/GeneratedAdvances.swift
//
// The font files are Inter 4 (SIL Open Font License 1.1, https://rsms.me/inter/), one file per
// weight. The OpenType tables read are `head` (unitsPerEm), `hhea` (numberOfHMetrics, ascender,
// descender), `OS/2` (cap height), `hmtx` (advance widths) and `cmap` (format 4 or 12), parsed
// with plain Swift so that no font library is needed.
import Foundation

struct FontFile {
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
}

// The code points in the table: ASCII, Latin-1, Latin Extended-A, Greek, Cyrillic, general
// punctuation, currency, letterlike symbols, arrows and a few mathematical operators.
let ranges: [ClosedRange<UInt32>] = [
    0x20...0x7E, 0xA0...0x17F, 0x391...0x3C9, 0x410...0x44F, 0x2010...0x2027, 0x2030...0x203A,
    0x20A0...0x20BF, 0x2100...0x2122, 0x2190...0x2195, 0x2212...0x2212, 0x2248...0x2248,
    0x2260...0x2265,
]
// Tesselate's Font.Weight order (ultraLight … black) and Inter's files for them.
let weights = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]

let directory = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "/usr/share/fonts/opentype/inter"
let fonts: [FontFile]
do {
    fonts = try weights.map { try FontFile(path: "\(directory)/Inter-\($0).otf") }
} catch {
    FileHandle.standardError.write(Data("cannot read Inter from \(directory): \(error)\n".utf8))
    exit(1)
}
let regular = fonts[3]

var out = """
// Generated by FontMetricsGenerator (Sources/FontMetricsGenerator/main.swift) from Inter 4
// (SIL Open Font License 1.1, https://rsms.me/inter/). Do not edit: regenerate with
//     swift run FontMetricsGenerator /usr/share/fonts/opentype/inter > Sources/Tesselate/Text/GeneratedAdvances.swift

/// Advance widths of Inter, in font units, per weight, for the code points of `ranges`.
enum GeneratedAdvances {
    /// Inter's units per em.
    static let unitsPerEm: Double = \(regular.unitsPerEm)
    /// Inter Regular's vertical metrics, for reference (Tesselate uses SF Pro's; see TextMetrics).
    static let interAscender = \(regular.ascender), interDescender = \(regular.descender), interCapHeight = \(regular.capHeight)
    /// The code points covered, as inclusive ranges; advances are listed in this order.
    static let ranges: [ClosedRange<UInt32>] = [\(ranges.map { "0x\(String($0.lowerBound, radix: 16, uppercase: true))...0x\(String($0.upperBound, radix: 16, uppercase: true))" }.joined(separator: ", "))]
    /// One string per weight (ultraLight … black) of space-separated advances; 0 where Inter
    /// has no glyph. Strings rather than array literals keep compile times short.
    static let encoded: [String] = [

"""
for (index, font) in fonts.enumerated() {
    var values: [String] = []
    for range in ranges {
        for codePoint in range { values.append(String(font.glyph(codePoint).map { font.advance(glyph: $0) } ?? 0)) }
    }
    // Lines of at most ~100 characters.
    var lines: [String] = []
    var line = ""
    for value in values {
        if line.count + value.count + 1 > 96 { lines.append(line); line = "" }
        line += (line.isEmpty ? "" : " ") + value
    }
    lines.append(line)
    // A multi-line literal whose lines are joined by `\` (one string, no `+` for the type checker).
    out += "        // \(weights[index])\n        \"\"\"\n"
    out += lines.enumerated().map { i, text in
        "        \(text)" + (i == lines.count - 1 ? "\n" : " \\\n")
    }.joined()
    out += "        \"\"\",\n"
}
out += "    ]\n}\n"
print(out, terminator: "")
