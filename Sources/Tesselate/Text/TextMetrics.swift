import Foundation

/// Tesselate's deterministic model of a font: the same numbers on every machine, close to what
/// SF Pro gives on iOS.
///
/// **Vertical metrics are SF Pro's** (the numbers SwiftUI shows): ascender 1950/2048 em,
/// descender 494/2048 em, cap height 1443/2048 em, no leading. A line is 2444/2048 ≈ 1.193 em
/// tall: 17-point body text is 20.287 points, 20.333 at 3x once a `Text` rounds it up to the
/// pixel grid. (UIFont.systemFont(ofSize: 15).lineHeight is 17.900391 = 15 × 2444/2048,
/// stackoverflow.com/questions/33278645; the cap height is that of the 13-point system font in
/// OpenSwiftUI's text-spacing tests, 9.1597 = 13 × 1443/2048.)
///
/// **Horizontal advances are SF Pro's**, per weight and optical size, from the tables
/// ``GeneratedAdvances`` and ``GeneratedKerning`` that `Sources/FontMetricsGenerator` reads from
/// Apple's static SF Pro fonts (16.0d18e1), with iOS's size-specific tracking on top:
/// - **Optical size**: SF Pro Text's up to 18.3 points, SF Pro Display's from 25.2, the two mixed
///   linearly between, as iOS's variable font mixes them (see ``OpticalSize``).
/// - **Tracking**: ``SystemTracking`` (the HIG's table), after every character the system font
///   draws, including the last.
/// - **Pair kerning**: SF Pro's `kern` pairs between ASCII's and Latin-1's characters (its
///   symbols and accented letters), each weight's own (static SF Pro Display Heavy's "re" is −27
///   units, Bold's −35: iOS 17 sets a 56-point heavy "Prefire" with Heavy's, every glyph within
///   0.35 points of BarredEwe/Prefire's recording), as Core Text applies the font's kerning by
///   default.
/// iOS's own system font is a later, variable version of SF Pro, so a string can still differ
/// from a device by a pixel; `TextCalibrationTests` lists published iOS widths and the error
/// against each.
///
/// Per grapheme (Swift `Character`): East Asian wide and full-width characters take
/// ``wideAdvance(of:)`` (0.94 em for kana and for ideographs in Japanese text, measured; 1 em for the rest) and
/// emoji ``emojiAdvance(pointSize:)``, with no system tracking (iOS draws them in other fonts); combining
/// marks add nothing (a grapheme measures as its first scalar); the monospaced design gives every
/// narrow character ``monospacedAdvance`` em; characters outside the table take
/// ``fallbackAdvance`` em.
struct TextMetrics {
    let font: Font
    /// How far the font's design is from SF Pro Text's (0) to SF Pro Display's (1): the share of
    /// Display's advances and kerning in the font's (``OpticalSize/displayBlend(pointSize:)``).
    let displayBlend: CGFloat
    /// The system tracking at the font's size, in points per character (0 where it does not apply).
    let tracking: CGFloat
    /// How far the text's baseline is raised (`baselineOffset(_:)`): a raised run's line is
    /// taller above the baseline, a lowered one's below, as TextKit grows a line fragment.
    var baselineOffset: CGFloat = 0

    /// The advances of the font's weight in SF Pro Text's design, and in Display's when the font
    /// blends the two, looked up once.
    private let advances: [CGFloat]
    private let displayAdvances: [CGFloat]?
    /// The optical size whose kerning tables the font reads (Text's when it blends the two).
    private let kerningDesign: OpticalSize
    /// The pairs between ASCII characters, unscaled (``GeneratedKerning/asciiTable(design:weight:)``): the
    /// font's `widthScale` applies to them as they are read.
    private let asciiKerning: [Float]
    private let displayASCIIKerning: [Float]?
    /// The advance of the "…" that truncation puts at a cut (measuring a non-ASCII character
    /// reads its Unicode properties). In a font whose optical size is pinned (a bar's text at the
    /// accessibility sizes) it is set in the design of the font's real size: iOS 18.4 draws a bar
    /// title's cut mark narrower than its letters' design (martinomamic/RSSReader's titles at
    /// `.accessibility5`, 20.333 points in the 17-point design: the mark's dots 5.371 apart,
    /// not 5.803).
    private(set) var ellipsisAdvance: CGFloat = 0

    init(font: Font) {
        self.font = font
        let blend = OpticalSize.displayBlend(pointSize: font.opticalPointSize ?? font.size)
        displayBlend = blend
        tracking = SystemTracking.applies(to: font.design) ? SystemTracking.points(atSize: font.size) : 0
        let scale = font.widthScale
        func designAdvances(_ design: OpticalSize) -> [CGFloat] {
            let table = GeneratedAdvances.tables[design.rawValue][font.weight.rawValue]
            return scale == 1 ? table : table.map { $0 * scale }
        }
        // One design's tables when the font is that design; otherwise both, mixed as they are read.
        let single: OpticalSize? = blend == 0 ? .text : blend == 1 ? .display : nil
        advances = designAdvances(single ?? .text)
        displayAdvances = single == nil ? designAdvances(.display) : nil
        kerningDesign = single ?? .text
        asciiKerning = GeneratedKerning.asciiTable(design: single ?? .text, weight: font.weight)
        displayASCIIKerning = single == nil ? GeneratedKerning.asciiTable(design: .display, weight: font.weight) : nil
        // "…" as `advance(of:)` measures it, without asking Unicode for the character's
        // properties (thousands of instructions, for every text prepared): it is one scalar,
        // narrow, and not a newline, a mark, a tab or a digit
        // (`FontTests.testEllipsisAdvanceIsTheCharactersAdvance` checks the two agree).
        var ellipsis = font.design == .monospaced ? TextMetrics.monospacedAdvance : table("…") ?? TextMetrics.fallbackAdvance
        if font.opticalPointSize != nil, font.design != .monospaced,
            let text = GeneratedAdvances.em(of: "…", in: designAdvances(.text)),
            let display = GeneratedAdvances.em(of: "…", in: designAdvances(.display))
        {
            ellipsis = text + (display - text) * OpticalSize.displayBlend(pointSize: font.size)
        }
        ellipsisAdvance = points(ofEm: ellipsis)
    }

    static let ascenderRatio: CGFloat = 1950 / 2048
    static let descenderRatio: CGFloat = 494 / 2048
    static let capHeightRatio: CGFloat = 1443 / 2048
    /// SF Mono's advance, the same for every character: 0.62 em, measured on iOS 16.4
    /// (lunij/netbob's 12-point bold monospaced keys: "Average request size" 147 points of ink,
    /// "Total requests" 102.333, "URL" 20.667, about 7.42 points a character).
    static let monospacedAdvance: CGFloat = 0.62
    /// The advance of a narrow character that is not in the table.
    static let fallbackAdvance: CGFloat = 0.6

    var ascender: CGFloat { font.size * TextMetrics.ascenderRatio + max(0, baselineOffset) }
    var descender: CGFloat { font.size * TextMetrics.descenderRatio + max(0, -baselineOffset) }
    var capHeight: CGFloat { font.size * TextMetrics.capHeightRatio }
    /// The font's leading: 0 for SF Pro, ±2 with `Font.leading(_:)` (``Font/leadingAdjustment``).
    var leading: CGFloat { font.leadingAdjustment }
    /// The gap a text style's font asks for between its line and a text line above it: the HIG's
    /// leading for its size less the line height, 0 for other fonts. It is not in a text's
    /// height. (iOS 26.1, medium size: two body lines are 21.333 apart, 19.333 tall; a body line
    /// over a subheadline one 2.333 further than their heights: home-assistant/iOS's
    /// CollapsibleViewTests and SensorRow snapshots.)
    var lineGap: CGFloat { max(0, styleGap) }
    /// The HIG's leading for a text style's font less its line height, negative where the leading
    /// is the smaller (every style at `.accessibility5`: body 53 points, 62 for a 63.25 line); 0
    /// for other fonts.
    var styleGap: CGFloat {
        guard let style = font.style, let leading = DynamicTypeSize.leading(of: style, pointSize: font.size) else { return 0 }
        return leading - font.size * (TextMetrics.ascenderRatio + TextMetrics.descenderRatio)
    }
    var lineHeight: CGFloat { ascender + descender + leading }

    /// The advance of one grapheme, in points, with the system tracking after it.
    func advance(of character: Character) -> CGFloat {
        let em = emAdvance(of: character)
        // Wide characters come from other fonts, which the SF Pro table does not track (every
        // wide advance is at least `japaneseAdvance`, so a narrower one needs no look-up).
        guard em > 0, tracking != 0, em < TextMetrics.japaneseAdvance || !TextMetrics.isWide(character) else {
            return font.size * em
        }
        return font.size * em + tracking
    }

    /// The advance of the ASCII character `byte` (below 128), as ``advance(of:)`` measures it.
    func advance(ofASCII byte: UInt8) -> CGFloat { points(ofEm: emAdvance(ofASCII: byte)) }

    /// An advance of `em` ems of a narrow character, in points, with the system tracking after it.
    private func points(ofEm em: CGFloat) -> CGFloat {
        guard em > 0, tracking != 0 else { return font.size * em }
        return font.size * em + tracking
    }

    /// The adjustment, in points, that pair kerning makes between `first` and `second` (drawn in
    /// this font one after the other): the pairs of ASCII and Latin-1 symbols the table has, and
    /// "…", which SF Pro kerns as it kerns ".".
    func kerning(_ first: Character, _ second: Character) -> CGFloat {
        guard let a = TextMetrics.kerningByte(first), let b = TextMetrics.kerningByte(second) else { return 0 }
        return kerning(ascii: a, b)
    }

    /// The byte whose kerning pairs a one-scalar character has: a Latin-1 character's code point,
    /// and "." for "…" (SF Pro 16.0d18e1's GPOS `kern` puts the ellipsis in the period's class on
    /// both sides: "T…" is kerned −170 units in SF Pro Text and −140 in Display, as "T." is; the
    /// same for every letter, digit and the space, in Regular and Semibold).
    private static func kerningByte(_ character: Character) -> UInt8? {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return nil }
        if scalar == "\u{2026}" { return UInt8(ascii: ".") }
        return scalar.value <= 0xFF ? UInt8(scalar.value) : nil
    }

    /// The pair kerning between the Latin-1 characters `first` and `second` (ASCII in the fast
    /// path of `PreparedText`), in points.
    func kerning(ascii first: UInt8, _ second: UInt8) -> CGFloat {
        guard font.design != .monospaced else { return 0 }
        // The pair in the font's design, and in Display's when the font blends the two.
        var text: CGFloat, display: CGFloat?
        if first < 128 && second < 128 {
            let index = Int(truncatingIfNeeded: first) << 7 | Int(truncatingIfNeeded: second)
            text = CGFloat(asciiKerning[index])
            if let table = displayASCIIKerning { display = CGFloat(table[index]) }
        } else {
            // A pair with a Latin-1 character: its tables are decoded at the first one.
            let key = UInt16(first) << 8 | UInt16(second)
            text = GeneratedKerning.latin1Pair(key, design: kerningDesign, weight: font.weight)
            if displayASCIIKerning != nil { display = GeneratedKerning.latin1Pair(key, design: .display, weight: font.weight) }
        }
        let scale = font.widthScale
        text *= scale
        guard let display else { return text == 0 ? 0 : font.size * text }
        return font.size * (text + (display * scale - text) * displayBlend)
    }

    /// The width of `characters` set in one line: their advances and the pair kerning between them.
    func width<S: Sequence>(of characters: S) -> CGFloat where S.Element == Character {
        var total: CGFloat = 0, previous: Character?
        for character in characters {
            total += advance(of: character) + (previous.map { kerning($0, character) } ?? 0)
            previous = character
        }
        return total
    }

    /// The advance of a grapheme in ems.
    func emAdvance(of character: Character) -> CGFloat {
        let scalars = character.unicodeScalars
        guard let scalar = scalars.first else { return 0 }
        // One ASCII scalar (most text) is never wide, and a newline only if it is one of four.
        if scalar.value < 128 && scalars.count == 1 { return emAdvance(ofASCII: UInt8(scalar.value)) }
        if character.isNewline || TextMetrics.isZeroWidth(scalar) { return 0 }
        if TextMetrics.isEmoji(character) { return TextMetrics.emojiAdvance(pointSize: font.size) }
        if TextMetrics.isWide(scalar) { return wideAdvance(of: scalar) }
        if font.design == .monospaced { return TextMetrics.monospacedAdvance }
        // A grapheme of several scalars measures as its first (a tab or digit with a mark).
        if scalar == "\t" { return 4 * table(" ")! }
        if font.hasMonospacedDigits, scalar.properties.numericType == .decimal, scalar.isASCII { return table("0")! }
        return table(scalar) ?? TextMetrics.fallbackAdvance
    }

    /// The advance in ems of the ASCII character `byte` (below 128).
    func emAdvance(ofASCII byte: UInt8) -> CGFloat {
        // Line breaks and the controls other than the tab take no room.
        if (0x0A...0x0D).contains(byte) || (byte < 0x20 && byte != 0x09) || byte == 0x7F { return 0 }
        if font.design == .monospaced { return TextMetrics.monospacedAdvance }
        if byte == 0x09 { return 4 * table(" ")! }
        if font.hasMonospacedDigits, (0x30...0x39).contains(byte) { return table("0")! }
        return table(Unicode.Scalar(byte)) ?? TextMetrics.fallbackAdvance
    }

    /// The advance of `scalar` in ems in the font's design (Text's and Display's mixed), or `nil`.
    private func table(_ scalar: Unicode.Scalar) -> CGFloat? {
        guard let text = GeneratedAdvances.em(of: scalar, in: advances) else { return nil }
        guard let displayAdvances, let display = GeneratedAdvances.em(of: scalar, in: displayAdvances) else { return text }
        return text + (display - text) * displayBlend
    }

    /// Marks and format characters, which add no advance of their own.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return scalar != "\t"
        default: return false
        }
    }

    /// An emoji's advance in ems at `pointSize`: the size and 6.3 points up to 17 points, and
    /// 4.2 from 24, in between in proportion, and at least 65/60 em. Measured on iOS 26
    /// (nadvitek/gitlabourer at 1x: 19.5, 21.2, 23.0, 26.2, 27.0, 30.2, 32.1 and 38.1 points at
    /// 13, 15, 17, 21, 23, 26, 28 and 34), iOS 17.5 (michaelhenry/XConfigs' 17-point 🛠, 23.3)
    /// and iOS 17 (BarredEwe/Prefire's 60-point 🔥, 65: its background, 4 points wider on each
    /// side, is 73); iOS 18 and sizes below 13 are not measured and take the same.
    static func emojiAdvance(pointSize: CGFloat) -> CGFloat {
        guard pointSize > 0, pointSize.isFinite else { return 65.0 / 60 }
        let extra = pointSize <= 17 ? 6.3 : pointSize >= 24 ? 4.2 : 6.3 - 2.1 * (pointSize - 17) / 7
        return max((pointSize + extra) / pointSize, 65.0 / 60)
    }

    /// The side of an emoji's ink in points at `pointSize` (Apple Color Emoji's picture, about
    /// square): 1.25 times the size below 16 points, half the size and 12 from 16 to 24, the size
    /// above; its centre is 0.35 em above the baseline (0.345–0.36 on every recording). Measured
    /// on the same recordings as ``emojiAdvance(pointSize:)`` and teufelaudio/HostedSnapshotHelper's
    /// 📸 (iOS 26.2): 20.3–20.9 points at 17.
    static func emojiInk(pointSize: CGFloat) -> CGFloat {
        pointSize < 16 ? 1.25 * pointSize : pointSize <= 24 ? 0.5 * pointSize + 12 : pointSize
    }
    /// How far above the baseline an emoji's ink is centred, in ems (``emojiInk(pointSize:)``).
    static let emojiInkCentre: CGFloat = 0.35

    /// Emoji: presentation by default, a text-default emoji followed by VS16 or in a sequence,
    /// or a text-default emoji outside the Basic Multilingual Plane, where SF Pro has no glyphs
    /// and iOS falls back to Apple Color Emoji (michaelhenry/XConfigs' 🛠, U+1F6E0 alone, drawn
    /// in colour on iOS 17.5).
    static func isEmoji(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        if scalar.properties.isEmojiPresentation { return true }
        guard scalar.properties.isEmoji, scalar.value > 0xFF else { return false }
        return character.unicodeScalars.count > 1 || scalar.value >= 0x1F000
    }

    /// The advance of Japanese kana, and of CJK ideographs in Japanese text, in ems: 0.94,
    /// measured on iOS 26's recordings of Japanese (stotic-dev/homete_iOS and hiragram/tweakable:
    /// tab titles at 10 points, bar titles and items at 17, large titles at 33; eight strings of
    /// two to seven characters, each ink width within 1.2 points of 0.94 em a character and 0.86
    /// em of ink for the last). iOS draws them in Hiragino Sans, a little smaller than the point
    /// size: their ink reaches about 0.8 em above the baseline.
    static let japaneseAdvance: CGFloat = 0.94

    /// The advance of a wide character in ems: ``japaneseAdvance`` for kana, and for ideographs
    /// in Japanese text (``Font/isJapanese``); a full em for ideographs in other text (a
    /// recursiveDescription of a bar button titled "取消" in body: 34 points, PingFang's full em)
    /// and for the other wide characters (Hangul, full-width forms, CJK punctuation: no
    /// recording of them was found).
    func wideAdvance(of scalar: Unicode.Scalar) -> CGFloat {
        switch scalar.value {
        case 0x3041...0x30FF: TextMetrics.japaneseAdvance
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFD: font.isJapanese ? TextMetrics.japaneseAdvance : 1
        default: 1
        }
    }

    /// East Asian Wide and Fullwidth characters (Unicode UAX #11, main blocks), which take
    /// ``wideAdvance(of:)``, and emoji (``emojiAdvance(pointSize:)``).
    static func isWide(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return isWide(scalar) || isEmoji(character)
    }

    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF01...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}

extension Font {
    /// The vertical metrics Tesselate measures a font of `pointSize` points with (SF Pro's, as
    /// `TextMetrics` has them), for the UIKit-shaped module's `UIFont`: the ascender above the
    /// baseline, the descender below it (positive), the cap height, and the line height (their
    /// sum: SF Pro has no leading of its own).
    package static func verticalMetrics(pointSize: CGFloat) -> (
        ascender: CGFloat, descender: CGFloat, capHeight: CGFloat, lineHeight: CGFloat
    ) {
        let ascender = pointSize * TextMetrics.ascenderRatio, descender = pointSize * TextMetrics.descenderRatio
        return (ascender, descender, pointSize * TextMetrics.capHeightRatio, ascender + descender)
    }

    /// The point size of the text style `style` at the Dynamic Type size `size` (the HIG's table,
    /// as Tesselate's text styles scale).
    package static func pointSize(of style: TextStyle, at size: DynamicTypeSize) -> CGFloat {
        size.pointSize(of: style)
    }
}

extension Image {
    /// The size, in points, of the symbol `name` drawn with a font of `pointSize` points at the
    /// medium image scale (`SymbolMetrics`): what the UIKit-shaped module's
    /// `UIImage(systemName:)` answers for its size.
    package static func symbolSize(of name: String, pointSize: CGFloat, displayScale: CGFloat) -> CGSize {
        SymbolMetrics.layout(of: name, pointSize: pointSize, scale: .medium, displayScale: displayScale).size
    }
}
