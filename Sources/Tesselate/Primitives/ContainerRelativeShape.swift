import Foundation

/// A shape replaced by the current container shape, as SwiftUI's `ContainerRelativeShape`
/// (also written `.containerRelative`): the shape set with ``View/containerShape(_:)`` on a view
/// around it, drawn in this shape's own frame; with no container shape set, a rectangle.
///
/// It is replaced where it is drawn (`fill`, `stroke`, `strokeBorder`, a shape used as a view,
/// `background(_:in:)`) and where it clips or sets a content shape (`clipShape(_:style:)`,
/// `contentShape(_:eoFill:)`).
///
/// **Difference:** SwiftUI insets the container shape to the shape's frame so that the two are
/// concentric (a rounded rectangle's corner radius shrinks by the distance to the container's
/// edge); Tesselate draws the container shape, unchanged, in the shape's frame.
public struct ContainerRelativeShape: InsettableShape {
    /// How far the shape is inset (`inset(by:)`, `strokeBorder`).
    var amount: CGFloat = 0

    /// A shape replaced by the current container shape.
    nonisolated public init() {}

    /// A rectangle: the shape with no container shape set (where it is drawn, the container's
    /// shape replaces it).
    public func path(in rect: CGRect) -> Path { rect.insetOrNil(by: amount).map { Path($0) } ?? Path() }

    /// The shape inset by `amount`: the container shape inset by it, where it is drawn.
    public func inset(by amount: CGFloat) -> ContainerRelativeShape {
        var inset = self
        inset.amount += amount
        return inset
    }

    /// The shape it stands for in `environment`: the container shape (inset as this one is),
    /// else itself.
    func replaced(in environment: EnvironmentValues) -> any Shape {
        guard let container = environment.containerShape else { return self }
        return amount == 0 ? container : container.inset(by: amount)
    }
}

extension ContainerRelativeShape: DescribedShape {
    var shapeAttributes: [DumpAttribute] { amount == 0 ? [] : [DumpAttribute("inset", formatNumber(amount))] }
    var shapeProblems: [String] { amount.isFinite ? [] : ["inset(by: \(formatNumber(amount))) is not finite; nothing is drawn"] }
}

extension Shape where Self == ContainerRelativeShape {
    /// A shape replaced by the current container shape, as SwiftUI's `containerRelative`.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

/// `shape`, with a container-relative shape replaced by the container shape of `environment`.
@MainActor
func replacingContainerRelative(_ shape: any Shape, in environment: EnvironmentValues) -> any Shape {
    // The type compared first: every shape view asks, and a cast out of an existential costs more.
    guard type(of: shape) == ContainerRelativeShape.self, let relative = shape as? ContainerRelativeShape else { return shape }
    return relative.replaced(in: environment)
}

struct ContainerShapeKey: EnvironmentKey { static let defaultValue: (any InsettableShape)? = nil }

extension EnvironmentValues {
    /// The shape set with `containerShape(_:)`, which container-relative shapes inside take.
    var containerShape: (any InsettableShape)? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the container shape of the views inside, as SwiftUI's `containerShape(_:)`: each
    /// ``ContainerRelativeShape`` inside is replaced by `shape`. It draws nothing and changes no
    /// layout.
    nonisolated public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        environment(\.containerShape, shape)
    }
}
