import Foundation

/// Visual changes to a view that do not change its layout, as SwiftUI's `VisualEffect`: what the
/// closures of `visualEffect(_:)` and `scrollTransition` return, built from ``EmptyVisualEffect``
/// with the effect methods (`opacity`, `offset`, `scaleEffect`, `rotationEffect`, `blur`, the
/// colour adjustments, the shader effects).
///
/// Tesselate's effects are the ones these methods make (a type of one's own conforming to the
/// protocol has no effect).
public protocol VisualEffect: Sendable {}

/// The effect that changes nothing, as SwiftUI's `EmptyVisualEffect`: the start of a chain of
/// effects.
public struct EmptyVisualEffect: VisualEffect {
    /// No effect.
    public init() {}
}

/// One step of a chain of effects, with the values it interpolates.
enum VisualEffectStep: Sendable, Equatable {
    case opacity(Double)
    case offset(CGSize)
    case scale(CGSize, UnitPoint)
    case rotation(Angle, UnitPoint)
    case blur(CGFloat)
    case brightness(Double)
    case contrast(Double)
    case saturation(Double)
    case grayscale(Double)
    case hueRotation(Angle)
    case shader(ShaderEffect)

    /// This step moved `amount` of the way to `other` (same kind and anchor), else `other`.
    func interpolated(to other: VisualEffectStep, amount t: Double) -> VisualEffectStep {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(t) }
        switch (self, other) {
        case (.opacity(let a), .opacity(let b)): return .opacity(mix(a, b))
        case (.offset(let a), .offset(let b)): return .offset(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.scale(let a, let p), .scale(let b, let q)) where p == q:
            return .scale(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)), q)
        case (.rotation(let a, let p), .rotation(let b, let q)) where p == q: return .rotation(.radians(mix(a.radians, b.radians)), q)
        case (.blur(let a), .blur(let b)): return .blur(mix(a, b))
        case (.brightness(let a), .brightness(let b)): return .brightness(mix(a, b))
        case (.contrast(let a), .contrast(let b)): return .contrast(mix(a, b))
        case (.saturation(let a), .saturation(let b)): return .saturation(mix(a, b))
        case (.grayscale(let a), .grayscale(let b)): return .grayscale(mix(a, b))
        case (.hueRotation(let a), .hueRotation(let b)): return .hueRotation(.radians(mix(a.radians, b.radians)))
        default: return other
        }
    }

    /// `view` with the step applied.
    @MainActor func apply(to view: AnyView) -> AnyView {
        switch self {
        case .opacity(let value): AnyView(view.opacity(value))
        case .offset(let size): AnyView(view.offset(size))
        case .scale(let size, let anchor): AnyView(view.scaleEffect(size, anchor: anchor))
        case .rotation(let angle, let anchor): AnyView(view.rotationEffect(angle, anchor: anchor))
        case .blur(let radius): AnyView(view.blur(radius: radius))
        case .brightness(let amount): AnyView(view.brightness(amount))
        case .contrast(let amount): AnyView(view.contrast(amount))
        case .saturation(let amount): AnyView(view.saturation(amount))
        case .grayscale(let amount): AnyView(view.grayscale(amount))
        case .hueRotation(let angle): AnyView(view.hueRotation(angle))
        case .shader(let effect): AnyView(view.modified(ShaderEffectModifier(effect: effect)))
        }
    }
}

/// A chain of effects (what the effect methods return).
struct VisualEffectChain: VisualEffect {
    var steps: [VisualEffectStep]
}

extension VisualEffect {
    /// The steps of this effect: none for an empty effect or another type.
    var steps: [VisualEffectStep] { (self as? VisualEffectChain)?.steps ?? [] }

    func adding(_ step: VisualEffectStep) -> VisualEffectChain { VisualEffectChain(steps: steps + [step]) }

    /// Fades the view, as `opacity(_:)`.
    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }
    /// Moves the view, as `offset(_:)`.
    public func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(offset)) }
    /// Moves the view, as `offset(x:y:)`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { adding(.offset(CGSize(width: x, height: y))) }
    /// Scales the view, as `scaleEffect(_:anchor:)`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { adding(.scale(scale, anchor)) }
    /// Scales the view uniformly, as `scaleEffect(_:anchor:)`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: scale, height: scale), anchor))
    }
    /// Scales the view along each axis, as `scaleEffect(x:y:anchor:)`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: x, height: y), anchor))
    }
    /// Rotates the view, as `rotationEffect(_:anchor:)`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { adding(.rotation(angle, anchor)) }
    /// Blurs the view, as `blur(radius:opaque:)`.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { adding(.blur(radius)) }
    /// Brightens the view, as `brightness(_:)`.
    public func brightness(_ amount: Double) -> some VisualEffect { adding(.brightness(amount)) }
    /// Changes the view's contrast, as `contrast(_:)`.
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.contrast(amount)) }
    /// Changes the view's saturation, as `saturation(_:)`.
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.saturation(amount)) }
    /// Turns the view grey, as `grayscale(_:)`.
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.grayscale(amount)) }
    /// Turns the view's hues, as `hueRotation(_:)`.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(.hueRotation(angle)) }
}
