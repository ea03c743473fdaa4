import Foundation

/// The configuration of the Liquid Glass material (iOS 26), as SwiftUI's `Glass`.
///
/// Tesselate draws glass as a material behind the view, in the glass's shape: `regular` as the
/// thin material, `clear` as the ultra-thin one, a tint as the tint colour at 30% over it
/// (**chosen**: Apple documents no numbers; refraction, highlights and the interactive
/// response cannot be drawn). `identity` draws nothing.
public struct Glass: Equatable, Sendable {
    enum Variant: Equatable, Sendable { case regular, clear, identity }
    let variant: Variant
    let tintColor: Color?
    let isInteractive: Bool

    /// The standard glass.
    public static var regular: Glass { Glass(variant: .regular, tintColor: nil, isInteractive: false) }
    /// A more transparent glass, for overlays on media.
    public static var clear: Glass { Glass(variant: .clear, tintColor: nil, isInteractive: false) }
    /// No glass: the view as it is.
    public static var identity: Glass { Glass(variant: .identity, tintColor: nil, isInteractive: false) }

    /// This glass tinted with `color` (`nil`: untinted).
    public func tint(_ color: Color?) -> Glass { Glass(variant: variant, tintColor: color, isInteractive: isInteractive) }

    /// This glass reacting to touches (recorded; Tesselate draws it the same).
    public func interactive(_ isEnabled: Bool = true) -> Glass { Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled) }

    /// The material glass is drawn with; `nil` for `identity`.
    var material: Material? {
        switch variant {
        case .regular: .thin
        case .clear: .ultraThin
        case .identity: nil
        }
    }
}

/// The shape of glass when none is given, as SwiftUI's `DefaultGlassEffectShape`: a capsule.
public struct DefaultGlassEffectShape: Shape {
    /// The default glass shape.
    nonisolated public init() {}

    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

extension View {
    /// Draws `glass` behind this view in `shape` (a capsule by default), as SwiftUI's
    /// `glassEffect(_:in:)`: anchored to the view's bounds, so layout does not change.
    nonisolated public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        background { GlassBackground(glass: glass, shape: shape) }
    }
}

/// The glass behind a view: its material in the shape, and the tint over it.
struct GlassBackground<S: Shape>: View {
    let glass: Glass
    let shape: S

    var body: some View {
        if let material = glass.material {
            ZStack {
                shape.fill(material)
                if let tint = glass.tintColor { shape.fill(tint.opacity(0.3)) }
            }
        }
    }
}

/// A container of glass views, as SwiftUI's `GlassEffectContainer`. SwiftUI blends the glass of
/// views closer than `spacing` into one shape; Tesselate draws each view's glass on its own and
/// lays the content out as it is.
public struct GlassEffectContainer<Content: View> {
    let spacing: CGFloat?
    let content: Content

    /// A container whose glass views within `spacing` of each other blend (`nil`: the
    /// system's distance).
    nonisolated public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }
}

// Declared apart, so that making the container is not main-actor isolated.
extension GlassEffectContainer: View {
    public var body: some View { content }
}
