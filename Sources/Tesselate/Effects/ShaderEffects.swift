import Foundation

/// How a shader effect uses its shader (SwiftUI's three shader modifiers).
enum ShaderEffectKind: String, Sendable {
    /// `colorEffect`: the shader changes each pixel's colour.
    case color = "colorEffect"
    /// `distortionEffect`: the shader moves each pixel.
    case distortion = "distortionEffect"
    /// `layerEffect`: the shader reads the view as a layer.
    case layer = "layerEffect"
}

/// One shader effect, as a view or a ``VisualEffect`` applies it.
struct ShaderEffect: Hashable, Sendable {
    var kind: ShaderEffectKind
    var shader: Shader
    var maxSampleOffset: CGSize?
    var isEnabled: Bool
}

extension View {
    /// Changes each pixel's colour with `shader`, as SwiftUI's `colorEffect(_:isEnabled:)`
    /// (iOS 17): the shader is a Metal `[[stitchable]]` function of a position and a colour.
    ///
    /// Layout is unchanged, as on iOS. Linux cannot run Metal: the view is drawn without the
    /// shader, and the dump names it with its arguments (`colorEffect(shader: tint(float(0.5)))`)
    /// so a test can check which shader a view gets.
    nonisolated public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
        modified(ShaderEffectModifier(effect: ShaderEffect(kind: .color, shader: shader, maxSampleOffset: nil, isEnabled: isEnabled)))
    }

    /// Moves each pixel with `shader`, as SwiftUI's `distortionEffect(_:maxSampleOffset:isEnabled:)`
    /// (iOS 17), reading at most `maxSampleOffset` away from a pixel.
    ///
    /// Layout is unchanged, as on iOS; the view is drawn without the shader, which the dump names
    /// (see ``colorEffect(_:isEnabled:)``).
    nonisolated public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        modified(
            ShaderEffectModifier(
                effect: ShaderEffect(kind: .distortion, shader: shader, maxSampleOffset: maxSampleOffset, isEnabled: isEnabled)))
    }

    /// Draws the view through `shader`, which reads the view as a layer, as SwiftUI's
    /// `layerEffect(_:maxSampleOffset:isEnabled:)` (iOS 17).
    ///
    /// Layout is unchanged, as on iOS; the view is drawn without the shader, which the dump names
    /// (see ``colorEffect(_:isEnabled:)``).
    nonisolated public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        modified(
            ShaderEffectModifier(effect: ShaderEffect(kind: .layer, shader: shader, maxSampleOffset: maxSampleOffset, isEnabled: isEnabled))
        )
    }
}

extension VisualEffect {
    /// The shader effect of ``View/colorEffect(_:isEnabled:)``, in a chain of effects.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect {
        adding(.shader(ShaderEffect(kind: .color, shader: shader, maxSampleOffset: nil, isEnabled: isEnabled)))
    }

    /// The shader effect of ``View/distortionEffect(_:maxSampleOffset:isEnabled:)``, in a chain of effects.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        adding(.shader(ShaderEffect(kind: .distortion, shader: shader, maxSampleOffset: maxSampleOffset, isEnabled: isEnabled)))
    }

    /// The shader effect of ``View/layerEffect(_:maxSampleOffset:isEnabled:)``, in a chain of effects.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        adding(.shader(ShaderEffect(kind: .layer, shader: shader, maxSampleOffset: maxSampleOffset, isEnabled: isEnabled)))
    }
}

/// A shader effect's node: its child's layout unchanged, the shader in the dump.
struct ShaderEffectModifier {
    let effect: ShaderEffect
}

// The conformances in an extension: the memberwise initialiser stays nonisolated.
extension ShaderEffectModifier: WrappingModifier, WrapperBehavior {
    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior { self }

    var kindName: String { effect.kind.rawValue }

    var dumpAttributes: [DumpAttribute] {
        var attributes = [DumpAttribute("shader", effect.shader.dumpText)]
        if let offset = effect.maxSampleOffset {
            attributes.append(DumpAttribute("maxSampleOffset", "\(formatNumber(offset.width))×\(formatNumber(offset.height))"))
        }
        if !effect.isEnabled { attributes.append(DumpAttribute("isEnabled", "false")) }
        return attributes
    }
}
