import Foundation

/// How a stroke traces a path, as SwiftUI's `StrokeStyle`, with SwiftUI's (CoreGraphics')
/// defaults: 1 point wide, butt caps, miter joins, miter limit 10, no dashes.
///
/// A negative or non-finite width, miter limit, dash length or phase is reported when the stroke
/// is drawn and replaced: a width by 0 (nothing is drawn), a miter limit by 10, a bad dash
/// pattern by none.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The style with its lengths (width, dashes, phase) multiplied by `factor`: the style a
    /// path drawn through a transform of that length scale is stroked with.
    func scaled(by factor: CGFloat) -> StrokeStyle {
        var style = self
        style.lineWidth *= factor
        style.dash = dash.map { $0 * factor }
        style.dashPhase *= factor
        return style
    }

    /// What is wrong with the style, if anything (for a diagnostic).
    var problems: [String] {
        var problems: [String] = []
        if !(lineWidth.isFinite && lineWidth >= 0) { problems.append("lineWidth \(formatNumber(lineWidth)) is taken as 0") }
        if !(miterLimit.isFinite && miterLimit >= 0) { problems.append("miterLimit \(formatNumber(miterLimit)) is taken as 10") }
        if !dash.allSatisfy({ $0.isFinite && $0 >= 0 }) || !dashPhase.isFinite {
            problems.append("dash \(dash.map(formatNumber)) phase \(formatNumber(dashPhase)) is not usable; drawn solid")
        }
        return problems
    }

    /// The style with bad values replaced, as `problems` describes.
    var sanitized: StrokeStyle {
        var style = self
        if !(lineWidth.isFinite && lineWidth >= 0) { style.lineWidth = 0 }
        if !(miterLimit.isFinite && miterLimit >= 0) { style.miterLimit = 10 }
        if !dash.allSatisfy({ $0.isFinite && $0 >= 0 }) || !dashPhase.isFinite { style.dash = []; style.dashPhase = 0 }
        return style
    }

    /// The dash pattern as drawn: none when every length is 0 (CoreGraphics and SVG draw such a
    /// pattern solid); an odd count repeats the lengths once more, as SVG does.
    var effectiveDash: [CGFloat] {
        guard dash.contains(where: { $0 > 0 }) else { return [] }
        return dash.count % 2 == 1 ? dash + dash : dash
    }

    /// The dump's description: the width, then what differs from the defaults.
    var summary: String {
        var parts = ["lineWidth: \(formatNumber(lineWidth))"]
        if lineCap != .butt { parts.append("lineCap: \(lineCap)") }
        if lineJoin != .miter { parts.append("lineJoin: \(lineJoin)") }
        if miterLimit != 10 { parts.append("miterLimit: \(formatNumber(miterLimit))") }
        if !dash.isEmpty { parts.append("dash: [\(dash.map(formatNumber).joined(separator: ", "))]") }
        if dashPhase != 0 { parts.append("dashPhase: \(formatNumber(dashPhase))") }
        return parts.joined(separator: ", ")
    }
}

/// How the ends of a stroke are drawn, as CoreGraphics' `CGLineCap` (which Foundation on Linux
/// does not have).
public enum CGLineCap: Int32, Hashable, Sendable, CustomStringConvertible {
    /// Squared off at the end point.
    case butt
    /// A half circle beyond the end point.
    case round
    /// Squared off half the line width beyond the end point.
    case square

    public var description: String {
        switch self {
        case .butt: "butt"
        case .round: "round"
        case .square: "square"
        }
    }
}

/// How the corners of a stroke are drawn, as CoreGraphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Hashable, Sendable, CustomStringConvertible {
    /// Sharp corners, cut to a bevel beyond the miter limit.
    case miter
    /// Rounded corners.
    case round
    /// Corners cut flat.
    case bevel

    public var description: String {
        switch self {
        case .miter: "miter"
        case .round: "round"
        case .bevel: "bevel"
        }
    }
}
