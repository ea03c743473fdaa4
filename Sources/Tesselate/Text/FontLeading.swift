import Foundation

extension Font {
    /// A line spacing adjustment, as SwiftUI's `Font.Leading`.
    public enum Leading: Hashable, Sendable, CustomStringConvertible {
        /// The font's own line spacing.
        case standard
        /// Lines 2 points closer together.
        case tight
        /// Lines 2 points further apart.
        case loose

        public var description: String {
            switch self {
            case .standard: "standard"
            case .tight: "tight"
            case .loose: "loose"
            }
        }
    }

    /// This font with its line spacing adjusted, as SwiftUI's `leading(_:)`:
    /// `Font.body.leading(.tight)`.
    ///
    /// Apple's documentation: `.tight` "typically reduces line spacing by [...] 2 points" on
    /// iOS and `.loose` increases it as much; UIKit's `traitTightLeading` "subtracts 2 points from
    /// the current leading value" for fonts made from a text style, and some fonts ignore the
    /// adjustment. Tesselate adjusts the text styles' fonts and leaves fonts of a size and custom
    /// fonts as they are. Each line of text is that much taller or shorter, the change below
    /// its descender (where Core Text puts a font's leading), so a first baseline stays where it
    /// was. Not measured on a recording.
    nonisolated public func leading(_ leading: Leading) -> Font {
        var copy = self
        copy.lineLeading = leading
        return copy
    }

    /// The points ``leading(_:)`` adds to each line of this font.
    var leadingAdjustment: CGFloat {
        guard style != nil else { return 0 }
        switch lineLeading {
        case .standard: return 0
        case .tight: return -2
        case .loose: return 2
        }
    }
}
