import Foundation

/// A run of text in its resolved font.
public struct StyledRun: Hashable, Sendable {
    public var string: String
    public var font: Font
    /// Points added after each character, on top of the font's own tracking: the sum of the
    /// run's `tracking(_:)` and `kerning(_:)`.
    public var tracking: CGFloat
    /// How far the run's baseline is raised (`baselineOffset(_:)`); the line grows to hold it.
    public var baselineOffset: CGFloat = 0
    /// Drawn underlined, struck through (for the pictures and the dump).
    var isUnderlined = false
    var isStruckThrough = false
    /// The link of a Markdown `[text](url)`.
    var link: URL?
    public init(string: String, font: Font, tracking: CGFloat = 0) {
        self.string = string
        self.font = font
        self.tracking = tracking
    }

    /// This run in its font at `scale` of its size; tracking and baseline offset scale with it.
    func shrunk(to scale: CGFloat) -> StyledRun {
        var copy = self
        copy.font = font.shrunk(to: scale)
        copy.tracking = tracking * scale
        copy.baselineOffset = baselineOffset * scale
        return copy
    }

    /// Hashes the string and the font's size only: enough to tell texts apart in the host's
    /// table of prepared texts, which hashes every text each pass (equal runs still hash equal).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(string)
        hasher.combine(font.size)
    }
}

/// Text with fonts resolved: what `Text` and ``TextMeasurement`` lay out.
public struct StyledText: Hashable, Sendable {
    public var runs: [StyledRun]
    public init(runs: [StyledRun]) { self.runs = runs }
    public init(_ string: String, font: Font) { runs = [StyledRun(string: string, font: font)] }
    var string: String { runs.count == 1 ? runs[0].string : runs.map(\.string).joined() }
}

/// A text broken into graphemes once, with their advances, their running sum and where lines
/// may break, so that each layout is one linear pass.
final class PreparedText {
    struct Kind: OptionSet {
        let rawValue: UInt8
        /// Whitespace: a line may break after it, and it hangs past the line's end.
        static let space = Kind(rawValue: 1)
        static let newline = Kind(rawValue: 2)
        /// Wide (CJK, emoji): a line may break before and after it.
        static let wide = Kind(rawValue: 4)
        /// A line may break after it (hyphens and dashes).
        static let breakAfter = Kind(rawValue: 8)
        /// A line may not start with it (closing CJK punctuation: kinsoku).
        static let noBreakBefore = Kind(rawValue: 16)
        /// A line may not end with it (opening CJK brackets).
        static let noBreakAfter = Kind(rawValue: 32)
        /// A solidus: a line may break after it unless a digit or another solidus follows
        /// (UAX #14's SY class), as iOS breaks a long URL after its slashes.
        static let solidus = Kind(rawValue: 64)
        static let digit = Kind(rawValue: 128)
    }

    /// The text's UTF-8 bytes, and where each grapheme starts in them (one more entry than
    /// graphemes; empty when every grapheme is one byte), so a line's string is one copy of bytes.
    private let utf8: [UInt8]
    private let byteOffsets: [Int32]
    /// Whether every advance is at least 0 (no strongly negative tracking): then a line's width
    /// only grows as graphemes are added, which `TextLayout` relies on to reuse layouts.
    let advancesGrow: Bool
    /// Advances in points at each run's font size, tracking included, and for each grapheme the
    /// pair kerning with the one before it (so a line's width is a difference of prefix sums,
    /// less the kerning before its first grapheme).
    let advances: [CGFloat]
    /// `prefix[i]` is the sum of the advances before grapheme `i`; one more entry than graphemes.
    let prefix: [CGFloat]
    /// The pair kerning between each grapheme and the one before it in the same run (included in
    /// its advance); empty when the text has none.
    let kernBefore: [CGFloat]
    let kinds: [Kind]
    /// The metrics of each run's font.
    let fonts: [TextMetrics]
    /// The tallest of the fonts' line heights: the distance between lines.
    let lineHeight: CGFloat
    /// The shortest of the fonts' line heights (what ``mostHeightWhenZeroWide(_:)`` reads, once).
    let shortestLineHeight: CGFloat
    /// The largest text-style gap between lines of its fonts (``TextMetrics/styleGap``; below 0
    /// when every font's HIG leading is shorter than its line).
    let lineGap: CGFloat

    /// The space between two lines: `lineSpacing(_:)`, and in a `Text` the text style's gap
    /// rounded down to the pixel grid (iOS 17.5–18.2: two `.caption` lines at large size, 2x, are
    /// 30.5 tall: 2 × 14.32 + 1.5, not + 1.68 rounded up; whole pixels also keep the heights that
    /// give one layout exact ranges, `TextLineBudget`). A `lineSpacing` above 0 replaces a gap
    /// above 0 (iOS 17.0.1, bitwarden's apps: 14-point subheadline lines with 2.5 are 19.333 apart
    /// at 3x); a list footer's negative one on iOS 26 narrows it. A gap below 0 (the HIG's leading
    /// shorter than the line, as at `.accessibility5`) always narrows the lines, as a font's
    /// negative leading does: iOS 17.0.1 puts a 53-point body's lines with 2.5 at 64.5 (the leading
    /// 62 + 2.5), a 51-point callout's at 62.5 and a 44-point footnote's at 54.5 (bitwarden's apps,
    /// 18 texts of five styles at `.accessibility5`); home-assistant/iOS's plain lines fit it too.
    func spaceBetweenLines(_ options: TextLayoutOptions) -> CGFloat {
        guard options.usesStyleLeading else { return options.lineSpacing }
        guard lineGap > 0, options.lineSpacing <= 0 else { return options.lineSpacing + min(0, lineGap) }
        let scale = options.displayScale > 0 && options.displayScale.isFinite ? options.displayScale : 1
        return options.lineSpacing + (lineGap * scale + 1e-6).rounded(.down) / scale
    }
    /// The run of each grapheme; empty when there is one run.
    let runOf: [Int32]
    /// Whether no grapheme is a sliver (see ``hasNoSlivers(_:_:total:_:)``): a layout 0 wide is
    /// then 0 wide whatever its lines.
    let hasNoSlivers: Bool
    /// The text as given, to prepare it again in smaller fonts (``shrunk(to:)``).
    let styled: StyledText
    /// `text` prepared. `sharedFonts`, for a text of one run with no baseline offset: the metrics
    /// of its font as one array that a host shares among its texts of that font (each text would
    /// otherwise compute them and keep an array of its own).
    init(_ text: StyledText, sharedFonts: [TextMetrics]? = nil) {
        let shares = sharedFonts?.count == 1 && PreparedText.canShareFonts(text)
        var utf8: [UInt8] = [], byteOffsets: [Int32] = [], advances: [CGFloat] = [], kinds: [Kind] = [], runOf: [Int32] = []
        var fonts: [TextMetrics] = [], kernBefore: [CGFloat] = []
        // A text has at most as many graphemes as UTF-8 bytes: room for all of them at once.
        let bytes = text.runs.reduce(0) { $0 + $1.string.utf8.count }
        // Text of one-byte graphemes (most) needs no table of where graphemes start.
        let plainASCII = text.runs.allSatisfy { PreparedText.isPlainASCII($0.string) }
        utf8.reserveCapacity(bytes)
        // (Not `[0]` for every text: an array literal is an allocation, which plain text drops.)
        if !plainASCII {
            byteOffsets.reserveCapacity(bytes + 1)
            byteOffsets.append(0)
        }
        advances.reserveCapacity(bytes)
        kinds.reserveCapacity(bytes)
        for (index, run) in text.runs.enumerated() {
            var runMetrics = shares ? sharedFonts![0] : TextMetrics(font: run.font)
            runMetrics.baselineOffset = run.baselineOffset
            // A constant: the per-character calls below read it in place instead of copying it.
            let metrics = runMetrics
            if !shares { fonts.append(metrics) }
            func add(_ kind: Kind, advance: CGFloat, kerning: CGFloat) {
                var advance = advance
                if run.tracking != 0 && !kind.contains(.newline) { advance += run.tracking }
                if kerning != 0 && kernBefore.isEmpty {
                    // Room for every grapheme at once, as for the other arrays.
                    kernBefore.reserveCapacity(bytes)
                    kernBefore.append(contentsOf: repeatElement(0, count: advances.count))
                }
                if !kernBefore.isEmpty { kernBefore.append(kerning) }
                if !plainASCII { byteOffsets.append(Int32(utf8.count)) }
                advances.append(advance + kerning)
                kinds.append(kind)
                if text.runs.count > 1 { runOf.append(Int32(index)) }
            }
            // Most runs are ASCII without carriage returns: each byte is a grapheme, measured
            // without breaking the string into graphemes or making characters.
            if plainASCII || PreparedText.isPlainASCII(run.string) {
                var previous: UInt8?
                let asciiKinds = PreparedText.asciiKinds  // once, not a lazy global's check per byte
                for byte in run.string.utf8 {
                    var kerning: CGFloat = 0
                    if let previous { kerning = metrics.kerning(ascii: previous, byte) }
                    utf8.append(byte)
                    add(asciiKinds[Int(byte)], advance: metrics.advance(ofASCII: byte), kerning: kerning)
                    previous = byte
                }
            } else {
                var previous: Character?
                for character in run.string {
                    var kerning: CGFloat = 0
                    if let previous { kerning = metrics.kerning(previous, character) }
                    utf8.append(contentsOf: character.utf8)
                    add(PreparedText.kind(of: character), advance: metrics.advance(of: character), kerning: kerning)
                    previous = character
                }
            }
        }
        if shares { fonts = sharedFonts! }
        if fonts.isEmpty { fonts.append(TextMetrics(font: .body)) }
        var prefix = [CGFloat](repeating: 0, count: advances.count + 1)
        for index in advances.indices { prefix[index + 1] = prefix[index] + advances[index] }
        self.utf8 = utf8
        // Text of one-byte graphemes needs no table: grapheme i starts at byte i.
        self.byteOffsets = plainASCII || utf8.count == advances.count ? [] : byteOffsets
        self.advancesGrow = advances.allSatisfy { $0 >= 0 }
        self.advances = advances
        self.prefix = prefix
        self.kernBefore = kernBefore
        self.kinds = kinds
        self.fonts = fonts
        var lineHeight: CGFloat = 0, lineGap = -CGFloat.infinity, shortest = CGFloat.infinity
        for font in fonts {
            lineHeight = max(lineHeight, font.lineHeight)
            lineGap = max(lineGap, font.styleGap)
            shortest = min(shortest, font.lineHeight)
        }
        if lineGap == -.infinity { lineGap = 0 }
        self.lineHeight = lineHeight
        shortestLineHeight = shortest
        self.lineGap = lineGap
        self.runOf = runOf
        hasNoSlivers = PreparedText.hasNoSlivers(advances, kernBefore, total: prefix[advances.count], fonts)
        styled = text
    }

    /// The text prepared in its fonts at `scale` of their sizes: what iOS lays out and draws a
    /// text shrunk by `minimumScaleFactor` in, the smaller font with its own letters (SF Pro's
    /// optical size follows the point size), not the larger one's scaled down. Measured: a bold
    /// `.largeTitle` shrunk to 0.4 and 0.55 is as wide as the 13.6- and 18.7-point fonts, 4–6%
    /// wider than 34 points scaled (iOS 17, BlockchainCommons/GordianSeedTool-iOS's seed names).
    func shrunk(to scale: CGFloat) -> PreparedText {
        PreparedText(StyledText(runs: styled.runs.map { $0.shrunk(to: scale) }))
    }

    /// The text prepared with `em` of each run's font size added to its tracking (a tighter text
    /// for a negative `em`).
    func tracked(byEm em: CGFloat) -> PreparedText {
        PreparedText(
            StyledText(
                runs: styled.runs.map { run in
                    var run = run
                    run.tracking += em * run.font.size
                    return run
                }))
    }

    /// Whether `text` can use a font's shared metrics (``init(_:sharedFonts:)``): one run, not
    /// raised or lowered (a baseline offset is kept in the run's metrics).
    static func canShareFonts(_ text: StyledText) -> Bool { text.runs.count == 1 && text.runs[0].baselineOffset == 0 }

    /// Whether every byte of `string` is ASCII and none is a carriage return (which joins a
    /// following line feed into one grapheme).
    static func isPlainASCII(_ string: String) -> Bool {
        for byte in string.utf8 where byte >= 128 || byte == UInt8(ascii: "\r") { return false }
        return true
    }

    static func kind(of character: Character) -> Kind {
        // Most text is ASCII: one scalar below 128, looked up in a table.
        let scalars = character.unicodeScalars
        if let first = scalars.first, first.value < 128, scalars.count == 1 { return asciiKinds[Int(first.value)] }
        return classify(character)
    }

    /// The kinds of the 128 ASCII characters, computed once.
    private static let asciiKinds: [Kind] = (0..<128).map { classify(Character(Unicode.Scalar(UInt8($0)))) }

    private static func classify(_ character: Character) -> Kind {
        if character.isNewline { return .newline }
        if character == " " || character == "\t" || character == "\u{3000}" { return .space }
        var kind: Kind = []
        if TextMetrics.isWide(character) { kind.insert(.wide) }
        switch character {
        case "、", "。", "，", "．", "）", "」", "』", "】", "〉", "》", "〕", "！", "？", "：", "；", "ー",
            "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "っ", "ゃ", "ゅ", "ょ", "ァ", "ィ", "ゥ", "ェ", "ォ", "ッ", "ャ", "ュ", "ョ",
            "…", ".", ",", "!", "?", ":", ";", ")", "]", "}":
            kind.insert(.noBreakBefore)
        case "（", "「", "『", "【", "〈", "《", "〔", "(", "[", "{":
            kind.insert(.noBreakAfter)
        case "-", "‐", "–", "—", "\u{AD}":
            kind.insert(.breakAfter)
        case "/":
            kind.insert(.solidus)
        default:
            if character.isASCII && character.isNumber { kind.insert(.digit) }
        }
        return kind
    }

    var count: Int { advances.count }

    /// Graphemes `start..<end` as a string.
    func string(_ start: Int, _ end: Int) -> String {
        guard !byteOffsets.isEmpty else { return String(decoding: utf8[start..<end], as: UTF8.self) }
        return String(decoding: utf8[Int(byteOffsets[start])..<Int(byteOffsets[end])], as: UTF8.self)
    }

    /// The metrics of the font of grapheme `index` (the last run's past the end).
    func font(at index: Int) -> TextMetrics { fonts[fontIndex(at: index)] }

    /// Which of ``fonts`` grapheme `index` is set in (the last run's past the end).
    func fontIndex(at index: Int) -> Int {
        guard !runOf.isEmpty else { return 0 }
        guard index < runOf.count else { return fonts.count - 1 }
        return Int(runOf[max(0, index)])
    }

    /// Whether a line may end before grapheme `index` (with `index - 1` on the line).
    func mayBreak(before index: Int) -> Bool {
        let previous = kinds[index - 1], current = kinds[index]
        if current.contains(.space) { return false }
        if previous.contains(.space) { return true }
        if current.contains(.noBreakBefore) || previous.contains(.noBreakAfter) { return false }
        if previous.contains(.breakAfter) { return true }
        if previous.contains(.solidus) { return !current.contains(.digit) && !current.contains(.solidus) }
        return previous.contains(.wide) || current.contains(.wide)
    }

    /// A line: graphemes `start..<end`, of which `start..<visibleEnd` are not trailing spaces.
    struct Line {
        var start: Int
        var end: Int
        var visibleEnd: Int
    }

    /// Width of graphemes `start..<end` set on their own (without the kerning that joins
    /// `start` to the grapheme before it).
    func width(_ start: Int, _ end: Int) -> CGFloat {
        let width = prefix[end] - prefix[start]
        return start < kernBefore.count && end > start ? width - kernBefore[start] : width
    }

    /// The pair kerning between grapheme `index` and the one after it (0 across runs and at the
    /// end): what Core Text adds to `index`'s advance where the whole line is set.
    func kerning(after index: Int) -> CGFloat {
        index >= 0 && index + 1 < kernBefore.count ? kernBefore[index + 1] : 0
    }

    /// Breaks the text into lines no wider than `width` (`nil`: only at newlines), stopping once
    /// there are more than `maxLines`. Greedy, as TextKit and Core Text break: each line takes
    /// as much as fits, breaking at the last opportunity; a word wider than a line is broken
    /// between graphemes; with `pushesOut`, a paragraph then does not end on one word
    /// (``TextLayoutOptions/pushesOut``). Linear in the length of the text.
    func lines(width: CGFloat?, maxLines: Int, pushesOut: Bool) -> [Line] {
        var lines: [Line] = []
        // Room for the lines at once: a stack probes its texts at width 0, where each grapheme
        // (or word) is a line, and an array grown from empty would move itself again and again.
        var room = 1
        if let width {
            let estimate = width > 0 ? (prefix[count] / width).rounded(.up) + 1 : CGFloat(count + 1)
            room = Int(exactly: Swift.min(estimate, CGFloat(count + 1))) ?? count + 1
        }
        lines.reserveCapacity(maxLines < room ? Swift.max(1, maxLines + 2) : room)
        var start = 0, lastBreak = -1, visibleEnd = 0
        let limit = width.map { $0 + 1e-6 }
        func end(at index: Int, next: Int) {
            var visible = index
            while visible > start, kinds[visible - 1].contains(.space) { visible -= 1 }
            lines.append(Line(start: start, end: index, visibleEnd: visible))
            start = next
            lastBreak = -1
            visibleEnd = next
        }
        var index = 0
        while index < count {
            if lines.count > maxLines { return lines }
            let kind = kinds[index]
            if kind.contains(.newline) {
                end(at: index, next: index + 1)
                index += 1
                continue
            }
            if kind.contains(.space) {
                index += 1
                continue
            }
            guard let limit else {
                index += 1
                continue
            }
            if index > start && mayBreak(before: index) { lastBreak = index }
            if index > start && self.width(start, index + 1) > limit {
                if lastBreak > start {
                    end(at: lastBreak, next: lastBreak)
                } else {
                    end(at: index, next: index)
                }
                continue  // measure this grapheme again on the new line
            }
            visibleEnd = index + 1
            index += 1
        }
        _ = visibleEnd
        end(at: count, next: count)
        if pushesOut, let limit, lines.count > 1, lines.count <= maxLines { avoidOrphans(in: &lines, limit: limit) }
        return lines
    }

    /// Keeps a paragraph from ending on a line of one word: the line before gives it its last
    /// word, when that line keeps two and the two fit (UIKit's `pushOut` line-break strategy,
    /// which `Text` uses: "Please fill out the Social Support Questionnaire every day." 390
    /// points wide at 15 points breaks before "every", not before "day.", iOS 26,
    /// StanfordSpezi/SpeziScheduler's instructions tile; "Enable Password Manager Sync Ios"
    /// breaks before "Sync", iOS 17.0.1 and 18.1, bitwarden/authenticator-ios's debug menu; but
    /// "Enter key manually" stays "Enter key" / "manually", iOS 17.0.1, bitwarden/ios, where
    /// pushing would leave "Enter" alone). Breaks after spaces only.
    private func avoidOrphans(in lines: inout [Line], limit: CGFloat) {
        for index in lines.indices.dropFirst() {
            let last = lines[index], previous = lines[index - 1]
            // The paragraph's last line (ends the text or at a newline), wrapped onto from the one before.
            let endsParagraph = last.end == count || kinds[last.end].contains(.newline)
            guard endsParagraph, previous.end == last.start, last.visibleEnd > last.start, previous.visibleEnd > previous.start + 1,
                !(last.start + 1..<last.visibleEnd).contains(where: { mayBreak(before: $0) })
            else { continue }
            // The start of the previous line's last word: a break after a space.
            let breaks = (previous.start + 1..<previous.visibleEnd).filter { kinds[$0 - 1].contains(.space) && mayBreak(before: $0) }
            // The line before keeps at least two words: pushing would only move the lone word up.
            guard breaks.count >= 2, let word = breaks.last, width(word, last.visibleEnd) <= limit else { continue }
            var visible = word
            while visible > previous.start, kinds[visible - 1].contains(.space) { visible -= 1 }
            lines[index - 1] = Line(start: previous.start, end: word, visibleEnd: visible)
            lines[index] = Line(start: word, end: last.end, visibleEnd: last.visibleEnd)
        }
    }
}
