import Foundation

/// The size of a string laid out as a `Text` would lay it out (text-style lines their HIG leading
/// apart, LayoutRules.md "Text"): the public text-measuring API for
/// components that size themselves from their text, as UIKit code does with
/// `NSString.boundingRect(with:options:attributes:context:)`.
///
/// It runs the very layout ``Text`` runs (`TextLayout`), so for the same string, font, width,
/// options and display scale a measurement and a `Text` always agree, to the pixel:
///
/// ```swift
/// let height = TextMeasurement(text, font: .body, width: 300).size.height
/// ```
///
/// Differences from `boundingRect`: sizes are rounded up to the pixel grid of `displayScale` (as
/// `Text` rounds them; `boundingRect` returns fractions, which UIKit code usually `ceil`s), and an
/// empty string is one line tall (`boundingRect` gives one line too for `.usesLineFragmentOrigin`).
public struct TextMeasurement: Hashable, Sendable {
    /// The size the text takes.
    public var size: CGSize { result.size }
    /// How many lines are shown.
    public var lineCount: Int { result.lineCount }
    /// The lines shown, with "…" where the text was cut.
    public var lines: [String] { result.lines }
    /// Whether some of the text does not fit in `lineLimit` lines or the height.
    public var isTruncated: Bool { result.isTruncated }
    /// The full layout.
    public let result: TextLayoutResult

    /// Measures `string` in `font` at most `width` wide (`nil`: one line per paragraph) and
    /// `height` tall (`nil`: no limit), with `options` (line limit, line spacing, scale, …).
    public init(
        _ string: String, font: Font = .body, width: CGFloat? = nil, height: CGFloat? = nil,
        options: TextLayoutOptions = TextLayoutOptions()
    ) {
        self.init(StyledText(string, font: font.validated), width: width, height: height, options: options)
    }

    /// Measures `string` in `font` with a line limit and line spacing, at a display scale.
    public init(
        _ string: String, font: Font = .body, width: CGFloat? = nil, lineLimit: Int?,
        lineSpacing: CGFloat = 0, displayScale: CGFloat = 3
    ) {
        self.init(
            string, font: font, width: width,
            options: TextLayoutOptions(lineLimit: lineLimit, lineSpacing: lineSpacing, displayScale: displayScale))
    }

    /// Measures text whose runs have their own fonts (what `Text + Text` shows).
    public init(_ text: StyledText, width: CGFloat? = nil, height: CGFloat? = nil, options: TextLayoutOptions = TextLayoutOptions()) {
        var options = options
        _ = options.validate()
        let prepared = PreparedText(
            StyledText(
                runs: text.runs.map { run in
                    var run = run
                    run.font = run.font.validated
                    // Tracking as `Text` takes it: NaN is none, and no more than a frame can hold.
                    let limit = LayoutEngine.maximumLength
                    run.tracking = run.tracking.isNaN ? 0 : min(max(run.tracking, -limit), limit)
                    return run
                }))
        // NaN is no limit; a limit beyond any screen is the largest length a frame can have.
        let width = width.map { $0.isNaN ? nil : min(max(0, $0), LayoutEngine.maximumLength) } ?? nil
        let height = height.map { $0.isNaN ? nil : min(max(0, $0), LayoutEngine.maximumLength) } ?? nil
        result = TextLayout(text: prepared).layout(TextLayoutRequest(width: width, height: height, options: options))
    }
}

extension Font {
    /// This font, with a size that is not positive or not finite replaced by the body size (what
    /// `Text` does, with a diagnostic; the measuring API has nowhere to report and uses it quietly),
    /// and one beyond ``LayoutEngine/maximumLength`` taken as that (its lines would be ∞ tall).
    var validated: Font {
        guard !(size > 0) || !size.isFinite || size > LayoutEngine.maximumLength else { return self }
        var copy = self
        copy.size = size.isFinite && size > 0 ? LayoutEngine.maximumLength : Font.body.size
        return copy
    }
}

extension StringProtocol {
    /// The rectangle `self` takes in `font` laid out as a `Text`, at most `size.width` wide and
    /// `size.height` tall (use `.infinity` for no limit), as UIKit's
    /// `boundingRect(with:options:attributes:context:)` with `.usesLineFragmentOrigin`. The origin
    /// is zero; the size is rounded up to the pixel grid of `displayScale`, as `Text`'s is. As
    /// UIKit's, its lines are the font's line height apart (a `Text` of a text style adds the
    /// style's leading between lines, LayoutRules.md "Text").
    public func boundingRect(with size: CGSize, font: Font = .body, lineSpacing: CGFloat = 0, displayScale: CGFloat = 3) -> CGRect {
        var options = TextLayoutOptions(lineSpacing: lineSpacing, displayScale: displayScale)
        options.usesStyleLeading = false
        let measurement = TextMeasurement(
            String(self), font: font,
            width: size.width.isFinite ? size.width : nil,
            height: size.height.isFinite ? size.height : nil,
            options: options)
        return CGRect(origin: .zero, size: measurement.size)
    }
}
