import Foundation

/// Text laid out: the lines shown and the size they take.
public struct TextLayoutResult: Hashable, Sendable {
    /// The lines shown, with "…" where text was cut.
    public var lines: [String] {
        get { storage.lines }
        set { storage = Lines(lines: newValue, widths: storage.widths, offsets: storage.offsets) }
    }
    /// Each line's width in points, and its offset from the text's leading edge
    /// (`multilineTextAlignment`).
    public var lineWidths: [CGFloat] {
        get { storage.widths }
        set { storage = Lines(lines: storage.lines, widths: newValue, offsets: storage.offsets) }
    }
    public var lineOffsets: [CGFloat] {
        get { storage.offsets }
        set { storage = Lines(lines: storage.lines, widths: storage.widths, offsets: newValue) }
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
    public var lineCount: Int { storage.lines.count }

    /// The lines and their geometry, in one object shared by copies: a layout is copied at each
    /// of the many look-ups of a pass, and one reference costs less to copy than three arrays.
    private var storage: Lines

    init(
        lines: [String], lineWidths: [CGFloat], lineOffsets: [CGFloat], size: CGSize, isTruncated: Bool, scale: CGFloat,
        tightening: CGFloat, firstBaseline: CGFloat, lastBaseline: CGFloat
    ) {
        storage = Lines(lines: lines, widths: lineWidths, offsets: lineOffsets)
        self.size = size
        self.isTruncated = isTruncated
        self.scale = scale
        self.tightening = tightening
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }

    private final class Lines: Hashable, Sendable {
        let lines: [String]
        let widths: [CGFloat]
        let offsets: [CGFloat]

        init(lines: [String], widths: [CGFloat], offsets: [CGFloat]) {
            self.lines = lines
            self.widths = widths
            self.offsets = offsets
        }

        static func == (a: Lines, b: Lines) -> Bool {
            a === b || (a.lines == b.lines && a.widths == b.widths && a.offsets == b.offsets)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(lines)
            hasher.combine(widths)
            hasher.combine(offsets)
        }
    }
}
