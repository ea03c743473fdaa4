import Tesselate

/// A visual effect, as UIKit's `UIVisualEffect`: the base of blurs and vibrancy.
///
/// UIKit blurs and tints what is behind a `UIVisualEffectView`. Tesselate never shows UIKit views
/// (a representable wrapping one is a placeholder), so an effect is the style it was made with;
/// SwiftUI's own materials (`.background(.ultraThinMaterial)`) are what Tesselate draws.
@MainActor @preconcurrency
open class UIVisualEffect: Hashable {
    public init() {}

    public nonisolated static func == (lhs: UIVisualEffect, rhs: UIVisualEffect) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A blur, as UIKit's `UIBlurEffect`.
@MainActor @preconcurrency
open class UIBlurEffect: UIVisualEffect {
    /// The blur's style.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The look of a blur, as UIKit's `UIBlurEffect.Style` (UIKit's raw values).
    public enum Style: Int, Hashable, Sendable {
        case extraLight = 0, light = 1, dark = 2
        case regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
            systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
            systemChromeMaterialDark
    }
}

/// Vibrancy over a blur, as UIKit's `UIVibrancyEffect`.
@MainActor @preconcurrency
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy goes over.
    public let blurEffect: UIBlurEffect
    /// The vibrancy's style.
    public let style: UIVibrancyEffectStyle

    /// Vibrancy for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle = .label) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}

/// The kind of content vibrancy is for, as UIKit's `UIVibrancyEffectStyle`.
public enum UIVibrancyEffectStyle: Int, Hashable, Sendable {
    case label = 0, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// A view that applies a visual effect to what is behind it, as UIKit's `UIVisualEffectView`:
/// subviews go in its ``contentView``.
@MainActor @preconcurrency
open class UIVisualEffectView: UIView {
    /// The effect (a blur, vibrancy, or none).
    open var effect: UIVisualEffect?
    /// The view that holds the content shown with the effect.
    public let contentView = UIView()

    /// A view with `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// A view with no effect and `frame`, as UIKit's `init(frame:)` (inherited from `UIView`, and
    /// with it `init()`).
    public override init(frame: CGRect) {
        effect = nil
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        effect = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    open override var frame: CGRect {
        didSet { contentView.frame = bounds }
    }
}
