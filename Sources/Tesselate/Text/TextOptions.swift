import Foundation

/// An alignment of the lines of multiline text, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case leading, center, trailing
    public var description: String { self == .leading ? "leading" : self == .center ? "center" : "trailing" }
}

extension Text {
    /// Where a line that does not fit is cut, as SwiftUI's `Text.TruncationMode`.
    public enum TruncationMode: Hashable, Sendable, CustomStringConvertible {
        /// "…" then the end of the text.
        case head
        /// The start and the end of the text with "…" between.
        case middle
        /// The start of the text then "…" (the default).
        case tail
        public var description: String { self == .head ? "head" : self == .middle ? "middle" : "tail" }
    }
}

/// The lower bound and `reservesSpace` of a `lineLimit` range, remembered with the upper bound
/// they were set with (``EnvironmentValues/lineLimit`` holds the upper bound).
struct LineLimitBounds: Hashable {
    var minimum: Int?
    var reservesSpace = false
    var maximum: Int?
}

struct LineLimitBoundsKey: EnvironmentKey { static let defaultValue = LineLimitBounds() }
struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var lineLimitBounds: LineLimitBounds {
        get { self[LineLimitBoundsKey.self] }
        set { self[LineLimitBoundsKey.self] = newValue }
    }
    /// How text that does not fit is truncated; `.tail` by default.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
    /// How the lines of multiline text align; `.leading` by default.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    /// Extra distance between lines of text; 0 by default.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
    /// How far text may shrink to fit; 1 (not at all) by default.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
    /// Whether text may tighten its letters before it truncates; `false` by default.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }
    /// Whether text that does not fit is set with the font's tight tracking, and truncated if it
    /// still does not (``TextLayoutOptions/tracksTightBeforeTruncating``): a navigation bar's
    /// large title.
    var tracksTightBeforeTruncating: Bool {
        get { self[TracksTightKey.self] }
        set { self[TracksTightKey.self] = newValue }
    }
}

struct TracksTightKey: EnvironmentKey { static let defaultValue = false }

extension View {
    /// Limits text to `limit` lines, and with `reservesSpace` makes it that tall even when it has
    /// fewer, as SwiftUI's `lineLimit(_:reservesSpace:)`.
    nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        lineLimitBounds(minimum: reservesSpace ? limit : nil, maximum: limit, reservesSpace: reservesSpace)
    }

    /// Lets text take between `range.lowerBound` and `range.upperBound` lines, as SwiftUI's
    /// `lineLimit(_: ClosedRange<Int>)`. Tesselate makes `Text` at least the lower bound tall, as it
    /// does a vertical `TextField` (chosen: SwiftUI documents the range for both).
    nonisolated public func lineLimit(_ range: ClosedRange<Int>) -> some View {
        lineLimitBounds(minimum: range.lowerBound, maximum: range.upperBound, reservesSpace: false)
    }

    /// Lets text take at least `range.lowerBound` lines, as SwiftUI's `lineLimit(_: PartialRangeFrom<Int>)`.
    nonisolated public func lineLimit(_ range: PartialRangeFrom<Int>) -> some View {
        lineLimitBounds(minimum: range.lowerBound, maximum: nil, reservesSpace: false)
    }

    /// Lets text take at most `range.upperBound` lines, as SwiftUI's `lineLimit(_: PartialRangeThrough<Int>)`.
    nonisolated public func lineLimit(_ range: PartialRangeThrough<Int>) -> some View {
        lineLimitBounds(minimum: nil, maximum: range.upperBound, reservesSpace: false)
    }

    nonisolated private func lineLimitBounds(minimum: Int?, maximum: Int?, reservesSpace: Bool) -> some View {
        transformEnvironment(\.self) {
            $0.lineLimit = maximum
            $0.lineLimitBounds = LineLimitBounds(minimum: minimum, reservesSpace: reservesSpace, maximum: maximum)
        }
    }

    /// Sets where text that does not fit is cut, as SwiftUI's `truncationMode(_:)`.
    nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }

    /// Sets how the lines of multiline text align, as SwiftUI's `multilineTextAlignment(_:)`. It
    /// moves lines inside the text's frame; the frame is the same.
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Adds `lineSpacing` points between lines of text, as SwiftUI's `lineSpacing(_:)`.
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { environment(\.lineSpacing, lineSpacing) }

    /// Lets text shrink down to `factor` of its size to fit before it truncates, as SwiftUI's
    /// `minimumScaleFactor(_:)`.
    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View { environment(\.minimumScaleFactor, factor) }

    /// Lets text tighten its letters before it truncates, as SwiftUI's `allowsTightening(_:)`;
    /// see ``TextLayoutOptions/tighteningLimit``.
    nonisolated public func allowsTightening(_ flag: Bool) -> some View { environment(\.allowsTightening, flag) }
}

/// Everything besides the string and its fonts that decides how text is laid out.
public struct TextLayoutOptions: Hashable, Sendable {
    // The one-byte values follow `lineLimit`, in the bytes its optional leaves before the next
    // word (every text node keeps options: 56 bytes instead of 65).
    /// The most lines; `nil` for no limit.
    public var lineLimit: Int?
    public var truncationMode: Text.TruncationMode = .tail
    public var alignment: TextAlignment = .leading
    public var allowsTightening = false
    /// Lines start on the right (`layoutDirection` `.rightToLeft`): `.leading` lines are flush
    /// right, `.trailing` ones flush left.
    public var isRightToLeft = false
    /// Whether a paragraph may not end on a line of one word: the line before gives it its last
    /// word when it keeps two and the two fit (UIKit's `pushOut` line-break strategy). A `Text`
    /// does so on iOS 17, 18 and 26 (StanfordSpezi/SpeziScheduler's and home-assistant/iOS's
    /// recordings on iOS 26, bitwarden/authenticator-ios's toggle label on iOS 17.0.1 and 18.1);
    /// a line of two words keeps both (bitwarden/ios, iOS 17.0.1: bold title2 "Enter key" /
    /// "manually" at accessibility5). Off for text measured on its own, as `NSString` measures.
    public var pushesOut = false
    /// The fewest lines the text is tall (from `lineLimit` ranges and `reservesSpace`).
    public var minimumLines: Int?
    public var lineSpacing: CGFloat = 0
    /// Whether a text style's lines are its HIG leading apart (LayoutRules.md, "Text"), as a
    /// `Text` lays them out (the default); text inputs and `boundingRect` turn it off, stacking
    /// lines at the font's line height as UIKit's text views and `NSString` do.
    public var usesStyleLeading = true
    public var minimumScaleFactor: CGFloat = 1
    /// Pixels per point; sizes are rounded up to this grid.
    public var displayScale: CGFloat = 3

    /// How much a line may tighten when `allowsTightening` is on: its letters may close up until
    /// the line is 5% narrower. Chosen: Apple documents no amount for SwiftUI or TextKit.
    public static let tighteningLimit: CGFloat = 0.05
    /// Whether text that does not fit is set with SF Pro's tight tracking (``tightTracking`` less
    /// than its own after every character), and truncated if it still does not, as UIKit sets a
    /// navigation bar's large title (iOS 17.0.1, bitwarden/authenticator-ios's item list at
    /// `.accessibility5`: the 60-point bold title cut to "Verification…" is 343 points of ink,
    /// its glyphs 60-point bold's, its letters 0.55 closer than at the normal tracking, +0.26).
    var tracksTightBeforeTruncating = false
    /// SF Pro's tight tracking less its normal one, in ems: 28/2048 (the `trak` table's tight
    /// setting, at every size).
    static let tightTracking: CGFloat = 28.0 / 2048

    public init(
        lineLimit: Int? = nil, minimumLines: Int? = nil, truncationMode: Text.TruncationMode = .tail,
        alignment: TextAlignment = .leading, lineSpacing: CGFloat = 0, minimumScaleFactor: CGFloat = 1,
        allowsTightening: Bool = false, pushesOut: Bool = false, displayScale: CGFloat = 3
    ) {
        self.lineLimit = lineLimit
        self.minimumLines = minimumLines
        self.truncationMode = truncationMode
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.minimumScaleFactor = minimumScaleFactor
        self.allowsTightening = allowsTightening
        self.pushesOut = pushesOut
        self.displayScale = displayScale
    }

    init(environment: EnvironmentValues) {
        lineLimit = environment.lineLimit
        let bounds = environment.lineLimitBounds
        if bounds.maximum == environment.lineLimit { minimumLines = bounds.minimum }
        truncationMode = environment.truncationMode
        alignment = environment.multilineTextAlignment
        lineSpacing = environment.lineSpacing
        minimumScaleFactor = environment.minimumScaleFactor
        allowsTightening = environment.allowsTightening
        tracksTightBeforeTruncating = environment.tracksTightBeforeTruncating
        displayScale = environment.displayScale
        isRightToLeft = environment.layoutDirection == .rightToLeft
        pushesOut = true
    }

    /// Replaces values SwiftUI would not accept with usable ones and returns what it changed.
    mutating func validate() -> [String] {
        var problems: [String] = []
        if let limit = lineLimit, limit < 1 {
            problems.append("lineLimit(\(limit)): fewer than one line; one line is used")
            lineLimit = 1
        }
        if let minimum = minimumLines, minimum < 1 || minimum > (lineLimit ?? .max) {
            problems.append("lineLimit: a lower bound of \(minimum) is not in 1…\(lineLimit.map(String.init) ?? "∞"); it is ignored")
            minimumLines = nil
        }
        if !lineSpacing.isFinite {
            problems.append("lineSpacing(\(formatNumber(lineSpacing))): not finite; 0 is used")
            lineSpacing = 0
        } else if abs(lineSpacing) > LayoutEngine.maximumLength {
            problems.append(
                "lineSpacing(\(formatNumber(lineSpacing))): beyond any screen; ±\(formatNumber(LayoutEngine.maximumLength)) is used")
            lineSpacing = min(max(lineSpacing, -LayoutEngine.maximumLength), LayoutEngine.maximumLength)
        }
        if !(minimumScaleFactor > 0 && minimumScaleFactor <= 1) {
            problems.append("minimumScaleFactor(\(formatNumber(minimumScaleFactor))): not in (0, 1]; 1 is used")
            minimumScaleFactor = 1
        }
        // (A scale beyond 1,000 pixels a point is no screen's; pixel rounding at 10¹⁵ would overflow.)
        if !(displayScale > 0) || !displayScale.isFinite { displayScale = 1 } else if displayScale > 1_000 { displayScale = 1_000 }
        return problems
    }
}
