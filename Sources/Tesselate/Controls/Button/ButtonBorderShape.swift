import Foundation

/// The shape of a bordered button's background, as SwiftUI's `ButtonBorderShape`; set it with
/// `buttonBorderShape(_:)`. The automatic shape is a capsule at the mini, small and extra large
/// control sizes and a rounded rectangle at the regular and large ones (iOS 18.4,
/// pixelrevision/SwiftUIML), and a capsule at every size on iOS 26 (ralfebert/swiftui-garden's
/// `.bordered` and `.borderedProminent` buttons, regular size, iOS 26.0: capsules 82 × 34.333
/// around a body `Label`, the label padded 12 and 7 as before; the other sizes are taken to
/// follow).
public struct ButtonBorderShape: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, capsule, circle, roundedRectangle(CGFloat?) }
    let kind: Kind

    /// The style's default shape.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the system's radius for the control size.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    /// A rounded rectangle with corners of `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .roundedRectangle(radius)) }

    /// The background of a bordered button: this shape filled with `fill`.
    @MainActor func background(fill: Color, controlSize: ControlSize, os: OSVersion) -> AnyView {
        switch kind {
        case .capsule: AnyView(Capsule().fill(fill))
        case .automatic where os >= .iOS26 || controlSize.hasCapsuleBorder: AnyView(Capsule().fill(fill))
        case .circle: AnyView(Circle().fill(fill))
        case .automatic, .roundedRectangle(nil): AnyView(RoundedRectangle(cornerRadius: controlSize.borderedCornerRadius).fill(fill))
        case .roundedRectangle(let radius?): AnyView(RoundedRectangle(cornerRadius: radius).fill(fill))
        }
    }
}

struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the shape of bordered buttons' backgrounds in this view, as SwiftUI's
    /// `buttonBorderShape(_:)`.
    nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}
