import Foundation

/// A shape that can inset itself, as SwiftUI's `InsettableShape`: `strokeBorder` strokes the
/// shape inset by half the line width, so the whole stroke falls inside the frame.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side (a negative amount grows it).
    func inset(by amount: CGFloat) -> InsetShape
}

/// A built-in shape that draws itself inset (what its `inset(by:)` shape draws).
protocol InsetPathProviding: Shape {
    func insetPath(in rect: CGRect, by amount: CGFloat) -> Path
}

/// A built-in shape inset by an amount; insetting it again adds to the amount, as SwiftUI's
/// inset shapes do.
struct InsetShapeOf<Base: InsetPathProviding>: InsettableShape {
    var base: Base
    var amount: CGFloat

    func path(in rect: CGRect) -> Path { base.insetPath(in: rect, by: amount) }
    func inset(by amount: CGFloat) -> InsetShapeOf<Base> { InsetShapeOf(base: base, amount: self.amount + amount) }
}

extension InsetShapeOf: DescribedShape {
    var shapeKindName: String { describedKindName(of: base) }
    var shapeAttributes: [DumpAttribute] { describedAttributes(of: base) + [DumpAttribute("inset", formatNumber(amount))] }
    var shapeProblems: [String] {
        Tesselate.shapeProblems(of: base) + (amount.isFinite ? [] : ["inset(by: \(formatNumber(amount))) is not finite; nothing is drawn"])
    }
}

extension Rectangle: InsettableShape, InsetPathProviding {
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetShapeOf(base: self, amount: amount) }
    func insetPath(in rect: CGRect, by amount: CGFloat) -> Path { rect.insetOrNil(by: amount).map { Path($0) } ?? Path() }
}

extension RoundedRectangle: InsettableShape, InsetPathProviding {
    /// The rectangle inset by `amount`, its corner radius shrunk by `amount` (not below 0), as
    /// SwiftUI insets a rounded rect.
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetShapeOf(base: self, amount: amount) }
    func insetPath(in rect: CGRect, by amount: CGFloat) -> Path {
        guard let inset = rect.insetOrNil(by: amount) else { return Path() }
        return Path(parts: [.roundedRect(inset, CornerRadii(all: cornerSize).inset(by: amount), style)])
    }
}

extension Capsule: InsettableShape, InsetPathProviding {
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetShapeOf(base: self, amount: amount) }
    func insetPath(in rect: CGRect, by amount: CGFloat) -> Path { rect.insetOrNil(by: amount).map { path(in: $0) } ?? Path() }
}

extension Circle: InsettableShape, InsetPathProviding {
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetShapeOf(base: self, amount: amount) }
    func insetPath(in rect: CGRect, by amount: CGFloat) -> Path { rect.insetOrNil(by: amount).map { path(in: $0) } ?? Path() }
}

extension Ellipse: InsettableShape, InsetPathProviding {
    public func inset(by amount: CGFloat) -> some InsettableShape { InsetShapeOf(base: self, amount: amount) }
    func insetPath(in rect: CGRect, by amount: CGFloat) -> Path { rect.insetOrNil(by: amount).map { Path(ellipseIn: $0) } ?? Path() }
}

extension CGRect {
    /// The rect inset by `amount` on every side, or `nil` when nothing is left (or the amount is
    /// not finite).
    func insetOrNil(by amount: CGFloat) -> CGRect? {
        guard amount.isFinite else { return nil }
        let r = standardized
        let width = r.width - 2 * amount, height = r.height - 2 * amount
        guard width >= 0, height >= 0 else { return nil }
        return CGRect(x: r.minX + amount, y: r.minY + amount, width: width, height: height)
    }
}
