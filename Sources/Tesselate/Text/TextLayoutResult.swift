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
        set { storage = Lines(storage, widths: newValue, offsets: storage.offsets) }
    }
    public var lineOffsets: [CGFloat] {
        get { storage.offsets }
        set { storage = Lines(storage, widths: storage.widths, offsets: newValue) }
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

    /// The lines and their geometry, in one object shared by copies: a layout is copied at each
    /// of the many look-ups of a pass, and one reference costs less to copy than three arrays.
    private var storage: Lines

    init(
        shown: [ShownLine], in text: PreparedText, lineWidths: [CGFloat], lineOffsets: [CGFloat], size: CGSize,
        isTruncated: Bool, scale: CGFloat, tightening: CGFloat, firstBaseline: CGFloat, lastBaseline: CGFloat
    ) {
        storage = Lines(shown: shown, in: text, widths: lineWidths, offsets: lineOffsets)
        self.size = size
        self.isTruncated = isTruncated
        self.scale = scale
        self.tightening = tightening
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }

    /// The lines as their text's graphemes (``ShownLine``), made into strings only when asked
    /// for, or as strings set through ``lines``. Immutable once made; the prepared text it reads
    /// from is immutable too but for its memo of layouts, which this does not touch.
    private final class Lines: Hashable, @unchecked Sendable {
        private let shown: [ShownLine]
        private let text: PreparedText?
        private let explicit: [String]?
        let widths: [CGFloat]
        let offsets: [CGFloat]

        init(shown: [ShownLine], in text: PreparedText, widths: [CGFloat], offsets: [CGFloat]) {
            self.shown = shown
            self.text = text
            explicit = nil
            self.widths = widths
            self.offsets = offsets
        }

        init(lines: [String], widths: [CGFloat], offsets: [CGFloat]) {
            shown = []
            text = nil
            explicit = lines
            self.widths = widths
            self.offsets = offsets
        }

        /// These lines with other widths or offsets.
        init(_ lines: Lines, widths: [CGFloat], offsets: [CGFloat]) {
            shown = lines.shown
            text = lines.text
            explicit = lines.explicit
            self.widths = widths
            self.offsets = offsets
        }

        var count: Int { explicit?.count ?? shown.count }

        var strings: [String] {
            if let explicit { return explicit }
            guard let text else { return [] }
            var strings: [String] = []
            strings.reserveCapacity(shown.count)
            for line in shown { strings.append(line.string(in: text)) }
            return strings
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
