import Foundation

/// The shape of a rounded rectangle's corners, as SwiftUI's `RoundedCornerStyle`.
///
/// `.continuous` (SwiftUI's default) is drawn with Apple's continuous corner, which starts about
/// one and a half radii along each edge and bends more gradually than a circle. **Difference:** a
/// corner too big for that curve (a radius over about a third of the shorter side) is drawn
/// circular, where iOS eases its curve towards a circle. Layout never depends on the style.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle corners.
    case circular
    /// Corners whose curvature changes continuously.
    case continuous
}

/// The radius of each corner of an ``UnevenRoundedRectangle``, as SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners each have their own radius, as SwiftUI's `UnevenRoundedRectangle`.
/// Each radius is clamped to half the shorter side. Layout direction is always left to right, so
/// leading is left.
public struct UnevenRoundedRectangle: Shape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadii: cornerRadii, style: style) }
}

extension UnevenRoundedRectangle: InsettableShape, InsetPathProviding {
    /// The rectangle inset by `amount`, each corner's radius shrunk by `amount` (not below 0).
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetShapeOf(base: self, amount: amount) }

    func insetPath(in rect: CGRect, by amount: CGFloat) -> Path {
        guard let inset = rect.insetOrNil(by: amount) else { return Path() }
        return Path(parts: [.roundedRect(inset, CornerRadii(cornerRadii).inset(by: amount), style)])
    }
}

extension UnevenRoundedRectangle: DescribedShape {
    var shapeAttributes: [DumpAttribute] {
        let r = cornerRadii
        var attributes = [
            DumpAttribute(
                "cornerRadii", [r.topLeading, r.bottomLeading, r.bottomTrailing, r.topTrailing].map(formatNumber).joined(separator: " "))
        ]
        if style == .circular { attributes.append(DumpAttribute("style", "circular")) }
        return attributes
    }

    var shapeProblems: [String] {
        let r = cornerRadii
        let radii = [r.topLeading, r.bottomLeading, r.bottomTrailing, r.topTrailing]
        guard !radii.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return [] }
        return ["UnevenRoundedRectangle(\(radii.map(formatNumber).joined(separator: ", "))): a negative or non-finite radius is taken as 0"]
    }
}
