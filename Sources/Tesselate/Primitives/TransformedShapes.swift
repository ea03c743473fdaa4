import Foundation

// Shapes made from shapes: moved, scaled, rotated, trimmed or stroked. Each keeps the frame of
// the shape it comes from (layout is unchanged: a shape takes what it is offered) and changes
// only the path drawn in it.

extension Shape {
    /// This shape moved by `offset` within its frame, as SwiftUI's `offset(_:)`.
    nonisolated public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    /// This shape moved by `offset` within its frame.
    nonisolated public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }
    /// This shape moved by `x`, `y` within its frame, as SwiftUI's `Shape.offset(x:y:)`.
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// This shape scaled around `anchor` of its frame, as SwiftUI's `scale(x:y:anchor:)`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    /// This shape scaled by `scale` around `anchor` of its frame.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// This shape rotated by `angle` (clockwise on screen) around `anchor` of its frame, as
    /// SwiftUI's `rotation(_:anchor:)`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The part of this shape's path between two fractions of its length, as SwiftUI's
    /// `trim(from:to:)` (see ``Path/trimmedPath(from:to:)``).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }

    /// The area a stroke of this shape covers, as a shape, as SwiftUI's `stroke(style:)`.
    public func stroke(style: StrokeStyle) -> some Shape { _StrokedShape(shape: self, style: style) }

    /// The area a stroke `lineWidth` wide covers, as a shape, as SwiftUI's `stroke(lineWidth:)`.
    public func stroke(lineWidth: CGFloat = 1) -> some Shape { stroke(style: StrokeStyle(lineWidth: lineWidth)) }
}

/// A shape moved within its frame, as SwiftUI's `OffsetShape`.
public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize
    nonisolated public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }
    public func path(in rect: CGRect) -> Path {
        guard offset.width.isFinite, offset.height.isFinite else { return shape.path(in: rect) }
        return shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }
}

/// A shape scaled around an anchor of its frame, as SwiftUI's `ScaledShape`.
public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint
    nonisolated public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }
    public func path(in rect: CGRect) -> Path {
        guard scale.width.isFinite, scale.height.isFinite else { return shape.path(in: rect) }
        return shape.path(in: rect).applying(.scale(scale.width, scale.height, around: rect.point(at: anchor)))
    }
}

/// A shape rotated around an anchor of its frame, as SwiftUI's `RotatedShape`.
public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint
    nonisolated public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }
    public func path(in rect: CGRect) -> Path {
        guard angle.radians.isFinite else { return shape.path(in: rect) }
        return shape.path(in: rect).applying(.rotation(angle, around: rect.point(at: anchor)))
    }
}

/// A part of a shape's path, as SwiftUI's `_TrimmedShape`.
public struct _TrimmedShape<S: Shape>: Shape {
    public var shape: S
    public var startFraction: CGFloat
    public var endFraction: CGFloat
    nonisolated public init(shape: S, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
        self.shape = shape
        self.startFraction = startFraction
        self.endFraction = endFraction
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction) }
}

/// The area a shape's stroke covers, as SwiftUI's `_StrokedShape`.
public struct _StrokedShape<S: Shape>: Shape {
    public var shape: S
    public var style: StrokeStyle
    nonisolated public init(shape: S, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style.sanitized) }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

extension _TrimmedShape: InsettableShape where S: InsettableShape {
    public func inset(by amount: CGFloat) -> _TrimmedShape<S.InsetShape> {
        _TrimmedShape<S.InsetShape>(shape: shape.inset(by: amount), startFraction: startFraction, endFraction: endFraction)
    }
}

extension CGRect {
    /// The point of the rect at `unit` (0, 0 top-leading; 1, 1 bottom-trailing).
    func point(at unit: UnitPoint) -> CGPoint { CGPoint(x: minX + unit.x * width, y: minY + unit.y * height) }
}

// The dump names a transformed shape by the shape it comes from, with what was done to it.

extension OffsetShape: DescribedShape {
    var shapeKindName: String { describedKindName(of: shape) }
    var shapeAttributes: [DumpAttribute] {
        describedAttributes(of: shape) + [DumpAttribute("offset", "\(formatNumber(offset.width)), \(formatNumber(offset.height))")]
    }
    var shapeProblems: [String] {
        Tesselate.shapeProblems(of: shape)
            + (offset.width.isFinite && offset.height.isFinite
                ? [] : ["offset(x: \(formatNumber(offset.width)), y: \(formatNumber(offset.height))) is not finite; ignored"])
    }
}

extension ScaledShape: DescribedShape {
    var shapeKindName: String { describedKindName(of: shape) }
    var shapeAttributes: [DumpAttribute] {
        var value = scale.width == scale.height ? formatNumber(scale.width) : "\(formatNumber(scale.width)), \(formatNumber(scale.height))"
        if anchor != .center { value += " at \(anchor)" }
        return describedAttributes(of: shape) + [DumpAttribute("scale", value)]
    }
    var shapeProblems: [String] {
        Tesselate.shapeProblems(of: shape)
            + (scale.width.isFinite && scale.height.isFinite
                ? [] : ["scale(x: \(formatNumber(scale.width)), y: \(formatNumber(scale.height))) is not finite; ignored"])
    }
}

extension RotatedShape: DescribedShape {
    var shapeKindName: String { describedKindName(of: shape) }
    var shapeAttributes: [DumpAttribute] {
        describedAttributes(of: shape) + [DumpAttribute("rotation", angle.description + (anchor == .center ? "" : " at \(anchor)"))]
    }
    var shapeProblems: [String] {
        Tesselate.shapeProblems(of: shape) + (angle.radians.isFinite ? [] : ["rotation(\(angle)) is not finite; ignored"])
    }
}

extension _TrimmedShape: DescribedShape {
    var shapeKindName: String { describedKindName(of: shape) }
    var shapeAttributes: [DumpAttribute] {
        describedAttributes(of: shape) + [DumpAttribute("trim", "\(formatNumber(startFraction))…\(formatNumber(endFraction))")]
    }
    var shapeProblems: [String] {
        Tesselate.shapeProblems(of: shape)
            + (startFraction.isFinite && endFraction.isFinite
                ? []
                : ["trim(from: \(formatNumber(startFraction)), to: \(formatNumber(endFraction))) is not finite; nothing is drawn"])
    }
}

extension _StrokedShape: DescribedShape {
    var shapeKindName: String { describedKindName(of: shape) }
    var shapeAttributes: [DumpAttribute] { describedAttributes(of: shape) + [DumpAttribute("stroke", style.summary)] }
    var shapeProblems: [String] { Tesselate.shapeProblems(of: shape) + style.problems.map { "stroke: \($0)" } }
}
