import Foundation

/// A 2D shape, as SwiftUI's `Shape`. Like SwiftUI's shapes it takes all the space it is offered
/// (10×10 when offered nothing) and is drawn in the foreground colour unless filled or stroked.
public protocol Shape: View, Sendable where Body == Never {
    /// The outline of the shape in `rect`.
    func path(in rect: CGRect) -> Path
}

/// A path is a shape, as in SwiftUI: `Path { … }` is a view, drawn in its own coordinates from the
/// corner of its frame, whatever the frame's size.
extension Path: Shape {
    public typealias Body = Never
    public func path(in rect: CGRect) -> Path { self }
}

/// A rectangle, as SwiftUI's `Rectangle`.
public struct Rectangle: Shape {
    nonisolated public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners, as SwiftUI's `RoundedRectangle`. The corners are clamped to
/// half the shorter side. See ``RoundedCornerStyle`` for how `.continuous` is drawn.
public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
}

/// A circle centred in its frame, as wide as the frame's shorter side, as SwiftUI's `Circle`.
public struct Circle: Shape {
    nonisolated public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

/// An ellipse filling its frame, as SwiftUI's `Ellipse`.
public struct Ellipse: Shape {
    nonisolated public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A rectangle whose shorter sides are half circles, as SwiftUI's `Capsule`: a rounded rectangle
/// whose corner radius is half its shorter side.
public struct Capsule: Shape {
    public var style: RoundedCornerStyle

    nonisolated public init(style: RoundedCornerStyle = .continuous) { self.style = style }

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(abs(rect.width), abs(rect.height)) / 2, style: style)
    }
}

extension RoundedRectangle: DescribedShape {
    var shapeAttributes: [DumpAttribute] {
        var attributes =
            cornerSize.width == cornerSize.height
            ? [DumpAttribute("cornerRadius", formatNumber(cornerSize.width))]
            : [DumpAttribute("cornerSize", "\(formatNumber(cornerSize.width))×\(formatNumber(cornerSize.height))")]
        if style == .circular { attributes.append(DumpAttribute("style", "circular")) }
        return attributes
    }

    var shapeProblems: [String] {
        let size = cornerSize
        guard !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) else { return [] }
        return [
            "RoundedRectangle(cornerSize: \(formatNumber(size.width))×\(formatNumber(size.height))): a negative or non-finite radius is taken as 0"
        ]
    }
}

extension Path: DescribedShape {
    var shapeKindName: String { "Path" }
    var shapeProblems: [String] { isFinite ? [] : ["Path: a point or rect is not finite; the pictures leave out what they cannot place"] }
}

extension Capsule: DescribedShape {
    var shapeAttributes: [DumpAttribute] { style == .circular ? [DumpAttribute("style", "circular")] : [] }
}

/// A shape that names itself and its parameters in the dump (`RoundedRectangle cornerRadius: 8`,
/// `Circle trim: 0…0.7`). Shapes that do not conform show their type's name.
@MainActor
protocol DescribedShape {
    /// The kind the dump shows.
    var shapeKindName: String { get }
    /// The parameters the dump shows.
    var shapeAttributes: [DumpAttribute] { get }
    /// What is wrong with the shape's values, each reported when the shape is drawn.
    var shapeProblems: [String] { get }
}

extension DescribedShape {
    var shapeKindName: String { String(describing: type(of: self)) }
    var shapeAttributes: [DumpAttribute] { [] }
    var shapeProblems: [String] { [] }
}

/// The kind the dump shows for `shape`.
@MainActor
func describedKindName(of shape: any Shape) -> String {
    (shape as? any DescribedShape)?.shapeKindName ?? String(describing: type(of: shape))
}

/// The parameters the dump shows for `shape`.
@MainActor
func describedAttributes(of shape: any Shape) -> [DumpAttribute] {
    (shape as? any DescribedShape)?.shapeAttributes ?? []
}
