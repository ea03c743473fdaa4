import Foundation

/// Text laid out: the lines shown and the size they take.
public struct TextLayoutResult: Hashable, Sendable {
    /// The lines shown, with "…" where text was cut.
    public var lines: [String] {
        get { storage.strings }
        set { storage = storage.replacing(lines: newValue) }
    }
    /// Each line's width in points, and its offset from the text's leading edge
    /// (`multilineTextAlignment`).
    public var lineWidths: [CGFloat] {
        get { storage.widths }
        set { storage = storage.replacing(widths: newValue) }
    }
    public var lineOffsets: [CGFloat] {
        get { storage.offsets }
        set { storage = storage.replacing(offsets: newValue) }
    }
    /// The size the text takes, rounded up to whole pixels as SwiftUI rounds text.
    public var size: CGSize
    /// Whether some of the text is not shown.
    public var isTruncated: Bool {
        get { storage.facts.isTruncated }
        set { storage = storage.replacing { $0.isTruncated = newValue } }
    }
    /// The scale the font was drawn at (`minimumScaleFactor`); 1 when not shrunk. The lines are
    /// laid out and drawn in the font at that scale of its size.
    public var scale: CGFloat {
        get { storage.facts.scale }
        set { storage = storage.replacing { $0.scale = newValue } }
    }
    /// How much the letters were tightened (`allowsTightening`): 1 when not.
    public var tightening: CGFloat {
        get { storage.facts.tightening }
        set { storage = storage.replacing { $0.tightening = newValue } }
    }
    /// The distances from the top to the first and last baselines.
    public var firstBaseline: CGFloat {
        get { storage.facts.firstBaseline }
        set { storage = storage.replacing { $0.firstBaseline = newValue } }
    }
    public var lastBaseline: CGFloat {
        get { storage.facts.lastBaseline }
        set { storage = storage.replacing { $0.lastBaseline = newValue } }
    }
    public var lineCount: Int { storage.count }
    /// Where the "…" of a cut line is, for the renderers; `nil` when no line was cut or the lines
    /// were set through ``lines``.
    var cutMark: TextCutMark? { storage.cutMark }
    /// Whether no line is wider than `width`.
    func linesFit(_ width: CGFloat) -> Bool { storage.linesFit(width) }

    /// Everything but the size, in one object shared by copies: a text keeps a layout for each
    /// request it was asked (a handful, many of them the same layout), and a size and a
    /// reference are all each of them costs.
    private var storage: Lines

    /// One line of a layout: the graphemes shown and its width.
    struct Line: Hashable {
        var shown: ShownLine
        var width: CGFloat
    }

    /// A line without "…": graphemes `start..<end`, in 32 bits each (a text is far shorter than
    /// 2³¹ graphemes). Its width is the text's width of those graphemes, so it is not kept.
    struct LineRange: Hashable {
        var start: Int32
        var end: Int32
    }

    /// Where lines start within the text's width (`multilineTextAlignment`): each line's offset
    /// follows from its width, so it is computed when asked for instead of kept per line.
    enum LineAlignment: Hashable {
        /// At the leading edge: every offset is 0.
        case leading
        /// Centred in the text's width.
        case centred(in: CGFloat)
        /// At the trailing edge of the text's width.
        case trailing(in: CGFloat)

        func offset(ofLineWidth width: CGFloat) -> CGFloat {
            switch self {
            case .leading: 0
            case .centred(let total): (total - width) / 2
            case .trailing(let total): total - width
            }
        }
    }

    /// What a layout found besides its lines.
    struct Facts: Hashable {
        var isTruncated: Bool
        var scale: CGFloat
        var tightening: CGFloat
        var firstBaseline: CGFloat
        var lastBaseline: CGFloat
    }

    /// A layout of `text`: `ranges` are its lines but the last when `cut` is that line (the one
    /// "…" was put in); widths are the text's widths times `tightening` (a text shrunk by
    /// `minimumScaleFactor` is laid out as `text` prepared in its smaller fonts, its scale set
    /// after).
    init(ranges: FewInPlace<LineRange>, cut: Line?, in text: PreparedText, aligned alignment: LineAlignment, size: CGSize, facts: Facts) {
        storage = Lines(
            laidOut: LaidOut(ranges: ranges, cut: cut, text: text, factor: facts.tightening, alignment: alignment),
            facts: facts)
        self.size = size
    }

    /// The lines of a layout as their text's graphemes.
    private struct LaidOut {
        /// Most layouts are a line or two: kept in place, not in an array of their own.
        var ranges: FewInPlace<LineRange>
        var cut: Line?
        var text: PreparedText
        var factor: CGFloat
        var alignment: LineAlignment

        var count: Int { ranges.count + (cut == nil ? 0 : 1) }

        func width(_ range: LineRange) -> CGFloat { text.width(Int(range.start), Int(range.end)) * factor }

        var widths: [CGFloat] {
            var widths: [CGFloat] = []
            widths.reserveCapacity(count)
            for range in ranges { widths.append(width(range)) }
            if let cut { widths.append(cut.width) }
            return widths
        }
    }

    /// The lines made into strings only when asked for, or as strings set through ``lines``.
    /// Immutable once made, as the prepared text it reads from is (which keeps no layouts: see
    /// ``TextLayoutMemo``).
    private final class Lines: Hashable, @unchecked Sendable {
        private enum Content {
            case laidOut(LaidOut)
            case set(lines: [String], widths: [CGFloat], offsets: [CGFloat])
        }
        private let content: Content
        let facts: Facts

        init(laidOut: LaidOut, facts: Facts) {
            content = .laidOut(laidOut)
            self.facts = facts
        }

        private init(lines: [String], widths: [CGFloat], offsets: [CGFloat], facts: Facts) {
            content = .set(lines: lines, widths: widths, offsets: offsets)
            self.facts = facts
        }

        func replacing(lines: [String]? = nil, widths: [CGFloat]? = nil, offsets: [CGFloat]? = nil) -> Lines {
            Lines(lines: lines ?? strings, widths: widths ?? self.widths, offsets: offsets ?? self.offsets, facts: facts)
        }

        func replacing(_ change: (inout Facts) -> Void) -> Lines {
            var facts = facts
            change(&facts)
            switch content {
            case .laidOut(let laidOut): return Lines(laidOut: laidOut, facts: facts)
            case .set(let lines, let widths, let offsets): return Lines(lines: lines, widths: widths, offsets: offsets, facts: facts)
            }
        }

        var count: Int {
            switch content {
            case .laidOut(let laidOut): laidOut.count
            case .set(let lines, _, _): lines.count
            }
        }

        var strings: [String] {
            switch content {
            case .laidOut(let laidOut):
                var strings: [String] = []
                strings.reserveCapacity(laidOut.count)
                for range in laidOut.ranges { strings.append(laidOut.text.string(Int(range.start), Int(range.end))) }
                if let cut = laidOut.cut { strings.append(cut.shown.string(in: laidOut.text)) }
                return strings
            case .set(let lines, _, _): return lines
            }
        }

        var cutMark: TextCutMark? {
            guard case .laidOut(let laidOut) = content, let cut = laidOut.cut, var mark = cut.shown.cutMark(in: laidOut.text) else {
                return nil
            }
            mark.line = laidOut.ranges.count
            mark.kerning *= laidOut.factor
            return mark
        }

        var widths: [CGFloat] {
            switch content {
            case .laidOut(let laidOut): laidOut.widths
            case .set(_, let widths, _): widths
            }
        }

        var offsets: [CGFloat] {
            switch content {
            case .laidOut(let laidOut): laidOut.widths.map { laidOut.alignment.offset(ofLineWidth: $0) }
            case .set(_, _, let offsets): offsets
            }
        }

        func linesFit(_ limit: CGFloat) -> Bool {
            switch content {
            case .laidOut(let laidOut):
                for range in laidOut.ranges where !(laidOut.width(range) <= limit) { return false }
                if let cut = laidOut.cut, !(cut.width <= limit) { return false }
            case .set(_, let widths, _): for width in widths where !(width <= limit) { return false }
            }
            return true
        }

        static func == (a: Lines, b: Lines) -> Bool {
            a === b || (a.facts == b.facts && a.widths == b.widths && a.offsets == b.offsets && a.strings == b.strings)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(facts)
            hasher.combine(strings)
            hasher.combine(widths)
            hasher.combine(offsets)
        }
    }
}
