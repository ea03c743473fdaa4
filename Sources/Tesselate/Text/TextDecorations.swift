import Foundation

extension Text {
    /// How an underline or a strikethrough is drawn, as SwiftUI's `Text.LineStyle`.
    public struct LineStyle: Hashable, Sendable {
        /// The line's pattern, as SwiftUI's `Text.LineStyle.Pattern`.
        public enum Pattern: Hashable, Sendable {
            case solid, dot, dash, dashDot, dashDotDot
        }

        public var pattern: Pattern
        /// The line's colour; `nil` draws it in the text's colour.
        public var color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }

    /// This text underlined when `isActive`, as SwiftUI's `Text.underline(_:pattern:color:)`.
    /// The line is drawn (the SVG picture underlines the text); it does not change the size.
    nonisolated public consuming func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        changingRuns { $0.underline = isActive ? LineStyle(pattern: pattern, color: color) : nil }
    }

    /// This text struck through when `isActive`, as SwiftUI's `Text.strikethrough(_:pattern:color:)`.
    nonisolated public consuming func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil)
        -> Text
    {
        changingRuns { $0.strikethrough = isActive ? LineStyle(pattern: pattern, color: color) : nil }
    }

    /// This text raised by `baselineOffset` points (lowered when negative), as SwiftUI's
    /// `Text.baselineOffset(_:)`. As in TextKit, the line grows to hold the moved glyphs: a
    /// raised run adds its offset above the line, a lowered one below.
    nonisolated public consuming func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        changingRuns { $0.baselineOffset = baselineOffset.isFinite ? baselineOffset : 0 }
    }
}

extension EnvironmentValues {
    var textUnderline: Text.LineStyle? {
        get { textModifiers.underline }
        set { textModifiers.underline = newValue }
    }

    var textStrikethrough: Text.LineStyle? {
        get { textModifiers.strikethrough }
        set { textModifiers.strikethrough = newValue }
    }

    var textBaselineOffset: CGFloat {
        get { textModifiers.baselineOffset }
        set { textModifiers.baselineOffset = newValue }
    }
}

extension View {
    /// Underlines the text in this view, as SwiftUI's `underline(_:pattern:color:)` (iOS 16). A
    /// `Text`'s own `underline` wins.
    nonisolated public consuming func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> some View
    {
        environment(\.textUnderline, isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)
    }

    /// Strikes through the text in this view, as SwiftUI's `strikethrough(_:pattern:color:)` (iOS 16).
    nonisolated public consuming func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> some View
    {
        environment(\.textStrikethrough, isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)
    }

    /// Moves the baseline of the text in this view, as SwiftUI's `baselineOffset(_:)` (iOS 16).
    nonisolated public consuming func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        environment(\.textBaselineOffset, baselineOffset.isFinite ? baselineOffset : 0)
    }
}
