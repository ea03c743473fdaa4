import Foundation

extension View {
    /// Changes the saturation of this view's colours, as SwiftUI's `saturation(_:)`: 0 is grey,
    /// 1 leaves them, more saturates them (W3C's `saturate`; see `ColorMatrix` for the formulas
    /// of every colour effect). Drawing only: the PNG and the SVG (`feColorMatrix`) draw it, the
    /// character picture does not; layout is unchanged. A non-finite amount is reported and
    /// taken as 1.
    nonisolated public func saturation(_ amount: Double) -> some View {
        modified(ColorEffect(kind: .saturation(amount)))
    }

    /// Brightens this view, as SwiftUI's `brightness(_:)`: `amount` (0 no effect, 1 white) is added
    /// to each colour component. A non-finite amount is reported and taken as 0.
    nonisolated public func brightness(_ amount: Double) -> some View {
        modified(ColorEffect(kind: .brightness(amount)))
    }

    /// Changes the contrast of this view's colours, as SwiftUI's `contrast(_:)`: 0 is mid grey,
    /// 1 leaves them, a negative amount inverts them too (W3C's `contrast`). A non-finite amount
    /// is reported and taken as 1.
    nonisolated public func contrast(_ amount: Double) -> some View {
        modified(ColorEffect(kind: .contrast(amount)))
    }

    /// Takes the colour out of this view, as SwiftUI's `grayscale(_:)`: 0 leaves the colours, 1 is
    /// fully grey (W3C's `grayscale`; amounts outside 0…1 are clamped, as W3C clamps). A
    /// non-finite amount is reported and taken as 0.
    nonisolated public func grayscale(_ amount: Double) -> some View {
        modified(ColorEffect(kind: .grayscale(amount)))
    }

    /// Turns the hues of this view's colours by `angle`, as SwiftUI's `hueRotation(_:)` (W3C's
    /// `hue-rotate`). A non-finite angle is reported and taken as 0.
    nonisolated public func hueRotation(_ angle: Angle) -> some View {
        modified(ColorEffect(kind: .hueRotation(angle)))
    }

    /// Multiplies each colour of this view by `color`, as SwiftUI's `colorMultiply(_:)`: white
    /// leaves the colours, a colour tints them, its opacity fades them.
    nonisolated public func colorMultiply(_ color: Color) -> some View {
        modified(ColorEffect(kind: .colorMultiply(color)))
    }

    /// Inverts this view's colours, as SwiftUI's `colorInvert()` (W3C's `invert(1)`).
    nonisolated public func colorInvert() -> some View {
        modified(ColorEffect(kind: .colorInvert))
    }
}

/// A colour effect: the view's drawing through a ``ColorMatrix``, as one group.
struct ColorEffect: WrappingModifier, WrapperBehavior {
    static var checksValues: Bool { true }
    enum Kind: Equatable {
        case saturation(Double), brightness(Double), contrast(Double), grayscale(Double), hueRotation(Angle)
        case colorMultiply(Color), colorInvert
    }
    var kind: Kind

    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior {
        let neutral: Kind
        switch kind {
        case .saturation(let v) where !v.isFinite: neutral = .saturation(1)
        case .brightness(let v) where !v.isFinite: neutral = .brightness(0)
        case .contrast(let v) where !v.isFinite: neutral = .contrast(1)
        case .grayscale(let v) where !v.isFinite: neutral = .grayscale(0)
        case .hueRotation(let angle) where !angle.radians.isFinite: neutral = .hueRotation(.zero)
        default: return self
        }
        resolver.report(
            .invalidValue, "\(kindName)(\(dumpAttributes[0].description)): not finite; taken as \(neutralDescription(neutral))", node: child
        )
        return ColorEffect(kind: neutral)
    }

    private func neutralDescription(_ kind: Kind) -> String { ColorEffect(kind: kind).dumpAttributes.first?.description ?? "" }

    var kindName: String {
        switch kind {
        case .saturation: "saturation"
        case .brightness: "brightness"
        case .contrast: "contrast"
        case .grayscale: "grayscale"
        case .hueRotation: "hueRotation"
        case .colorMultiply: "colorMultiply"
        case .colorInvert: "colorInvert"
        }
    }

    var dumpAttributes: [DumpAttribute] {
        switch kind {
        case .saturation(let v), .brightness(let v), .contrast(let v), .grayscale(let v): [DumpAttribute(formatNumber(v))]
        case .hueRotation(let angle): [DumpAttribute(angle.description)]
        case .colorMultiply(let color): [DumpAttribute(color.description)]
        case .colorInvert: []
        }
    }

    /// The effect's matrix.
    var matrix: ColorMatrix {
        switch kind {
        case .saturation(let v): .saturation(v)
        case .brightness(let v): .brightness(v)
        case .contrast(let v): .contrast(v)
        case .grayscale(let v): .grayscale(v)
        case .hueRotation(let angle): .hueRotation(angle)
        case .colorMultiply(let color): .multiply(color)
        case .colorInvert: .inversion
        }
    }
}

extension ColorEffect: DrawingNode {
    func drawItems(_ node: NodeIndex, frame: CGRect, _ builder: DrawListBuilder) -> [DrawItem] {
        [.group(DrawGroup(node: node, colorMatrix: matrix, items: builder.children(of: node)))]
    }
}
