import Foundation

/// Text laid out: the lines shown and the size they take.
public struct TextLayoutResult: Hashable, Sendable {
    /// The lines shown, with "…" where text was cut.
    public var lines: [String] {
        get { storage.strings }
        set { storage = Lines(lines: newValue, widths: storage.widths, offsets: storage.offsets) }
    }
    /// Each line's width in points, and its offset from the text's leading edge
    /// (`multilineTextAlignment`).
    public var lineWidths: [CGFloat] {
        get { storage.widths }
        set { storage = Lines(lines: storage.strings, widths: newValue, offsets: storage.offsets) }
    }
    public var lineOffsets: [CGFloat] {
        get { storage.offsets }
        set { storage = Lines(lines: storage.strings, widths: storage.widths, offsets: newValue) }
    }
    /// The size the text takes, rounded up to whole pixels as SwiftUI rounds text.
    public var size: CGSize
    /// Whether some of the text is not shown.
    public var isTruncated: Bool
    /// The scale the font was drawn at (`minimumScaleFactor`); 1 when not shrunk.
    public var scale: CGFloat
    /// How much the letters were tightened (`allowsTightening`): 1 when not.
    public var tightening: CGFloat
    /// The distances from the top to the first and last baselines.
    public var firstBaseline: CGFloat
    public var lastBaseline: CGFloat
    public var lineCount: Int { storage.count }
    /// Whether no line is wider than `width`.
    func linesFit(_ width: CGFloat) -> Bool { storage.linesFit(width) }

    /// The lines and their geometry, in one object shared by copies: a layout is copied at each
    /// of the many look-ups of a pass, and one reference costs less to copy than three arrays.
    private var storage: Lines

    /// One line of a layout: the graphemes shown and its width.
    struct Line: Hashable {
        var shown: ShownLine
        var width: CGFloat
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

    init(
        lines: [Line], in text: PreparedText, aligned alignment: LineAlignment, size: CGSize, isTruncated: Bool, scale: CGFloat,
        tightening: CGFloat, firstBaseline: CGFloat, lastBaseline: CGFloat
    ) {
        storage = Lines(laidOut: lines, in: text, aligned: alignment)
        self.size = size
        self.isTruncated = isTruncated
        self.scale = scale
        self.tightening = tightening
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }

    /// The lines as their text's graphemes (``ShownLine``) in one array, made into strings only
    /// when asked for, or as strings set through ``lines``. Immutable once made; the prepared
    /// text it reads from is immutable too but for its memo of layouts, which this does not touch.
    private final class Lines: Hashable, @unchecked Sendable {
        private enum Content {
            case laidOut([Line], PreparedText, LineAlignment)
            case set(lines: [String], widths: [CGFloat], offsets: [CGFloat])
        }
        private let content: Content

        init(laidOut lines: [Line], in text: PreparedText, aligned alignment: LineAlignment) {
            content = .laidOut(lines, text, alignment)
        }

        init(lines: [String], widths: [CGFloat], offsets: [CGFloat]) { content = .set(lines: lines, widths: widths, offsets: offsets) }

        var count: Int {
            switch content {
            case .laidOut(let lines, _, _): lines.count
            case .set(let lines, _, _): lines.count
            }
        }

        var strings: [String] {
            switch content {
            case .laidOut(let lines, let text, _):
                var strings: [String] = []
                strings.reserveCapacity(lines.count)
                for line in lines { strings.append(line.shown.string(in: text)) }
                return strings
            case .set(let lines, _, _): return lines
            }
        }

        var widths: [CGFloat] {
            switch content {
            case .laidOut(let lines, _, _): lines.map(\.width)
            case .set(_, let widths, _): widths
            }
        }

        var offsets: [CGFloat] {
            switch content {
            case .laidOut(let lines, _, let alignment): lines.map { alignment.offset(ofLineWidth: $0.width) }
            case .set(_, _, let offsets): offsets
            }
        }

        func linesFit(_ limit: CGFloat) -> Bool {
            switch content {
            case .laidOut(let lines, _, _): for line in lines where !(line.width <= limit) { return false }
            case .set(_, let widths, _): for width in widths where !(width <= limit) { return false }
            }
            return true
        }

        static func == (a: Lines, b: Lines) -> Bool {
            a === b || (a.widths == b.widths && a.offsets == b.offsets && a.strings == b.strings)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(strings)
            hasher.combine(widths)
            hasher.combine(offsets)
        }
    }
}
