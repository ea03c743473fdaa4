import Foundation

// Shapes drawn from a rect of another size, or through an affine transform. As the other shapes
// made from shapes (TransformedShapes.swift), each keeps the frame of its view and changes only
// the path drawn in it.

extension Shape {
    /// This shape with its path made in a rect of `width` × `height` at the frame's origin, as
    /// SwiftUI's `size(width:height:)`: "This does not affect the layout properties of any views
    /// created from the shape". A negative or non-finite length is taken as 0, with a diagnostic.
    public func size(width: CGFloat, height: CGFloat) -> some Shape {
        _SizedShape(shape: self, size: CGSize(width: width, height: height))
    }

    /// This shape with its path made in a rect of `size`, as SwiftUI's `size(_:)`.
    public func size(_ size: CGSize) -> some Shape { _SizedShape(shape: self, size: size) }

    /// This shape's path transformed by `transform`, as SwiftUI's `transform(_:)` (in the
    /// coordinates the path is made in: the frame's origin is the view's top-leading corner).
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}

extension Path {
    /// This path transformed by `transform`, as SwiftUI's `applying(_:)`.
    public func applying(_ transform: CGAffineTransform) -> Path { applying(transform.transform2D) }
}

/// A shape made in a rect of its own size, as SwiftUI's `_SizedShape`.
public struct _SizedShape<S: Shape>: Shape {
    public var shape: S
    public var size: CGSize
    public init(shape: S, size: CGSize) {
        self.shape = shape
        self.size = size
    }
    public func path(in rect: CGRect) -> Path {
        func valid(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        return shape.path(in: CGRect(origin: rect.origin, size: CGSize(width: valid(size.width), height: valid(size.height))))
    }
}

/// A shape drawn through an affine transform, as SwiftUI's `TransformedShape`.
public struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }
    public func path(in rect: CGRect) -> Path {
        guard transform.isFinite else { return shape.path(in: rect) }
        return shape.path(in: rect).applying(transform)
    }
}

extension CGAffineTransform {
    var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }
}

extension _SizedShape: DescribedShape {
    var shapeKindName: String { describedKindName(of: shape) }
    var shapeAttributes: [DumpAttribute] {
        describedAttributes(of: shape) + [DumpAttribute("size", "\(formatNumber(size.width))×\(formatNumber(size.height))")]
    }
    var shapeProblems: [String] {
        let valid = [size.width, size.height].allSatisfy { $0.isFinite && $0 >= 0 }
        return Tesselate.shapeProblems(of: shape)
            + (valid ? [] : ["size(width: \(formatNumber(size.width)), height: \(formatNumber(size.height))) is not a size; taken as 0"])
    }
}

extension TransformedShape: DescribedShape {
    var shapeKindName: String { describedKindName(of: shape) }
    var shapeAttributes: [DumpAttribute] {
        let t = transform
        let value = t.isFinite ? [t.a, t.b, t.c, t.d, t.tx, t.ty].map { formatNumber($0) }.joined(separator: ", ") : "not finite"
        return describedAttributes(of: shape) + [DumpAttribute("transform", value)]
    }
    var shapeProblems: [String] {
        Tesselate.shapeProblems(of: shape) + (transform.isFinite ? [] : ["transform(_:) is not finite; ignored"])
    }
}
