import Foundation

/// WCAG 2.1's contrast ratio (success criterion 1.4.3, "Contrast (Minimum)", and its
/// definitions of "relative luminance", "contrast ratio" and "large scale" text), and what the
/// window paints behind a point.
enum ContrastRule {
    /// The minimum ratio for normal text (level AA).
    static let normalMinimum = 4.5
    /// The minimum ratio for large text (level AA).
    static let largeMinimum = 3.0
    /// Large text: at least 18 points, or at least 14 points and bold (WCAG's "large scale").
    static func isLarge(size: CGFloat, weight: Int) -> Bool {
        size >= 18 || (size >= 14 && weight >= 700)
    }

    /// WCAG's relative luminance of an opaque sRGB colour: each component linearised
    /// (c ≤ 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055)^2.4), then 0.2126 R + 0.7152 G + 0.0722 B.
    static func luminance(_ color: Color) -> Double {
        func linear(_ component: Double) -> Double {
            let c = component.isNaN ? 0 : min(max(component, 0), 1)
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// WCAG's contrast ratio, (L1 + 0.05) / (L2 + 0.05) with L1 the lighter: 1 to 21.
    static func ratio(_ a: Color, _ b: Color) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `color` drawn with `opacity` over the opaque `background` (source-over compositing).
    static func composite(_ color: Color, opacity: Double, over background: Color) -> Color {
        var alpha = color.alpha * opacity
        alpha = alpha.isNaN ? 0 : min(max(alpha, 0), 1)
        func mix(_ top: Double, _ bottom: Double) -> Double {
            let top = top.isNaN ? 0 : min(max(top, 0), 1)
            return top * alpha + bottom * (1 - alpha)
        }
        return Color(
            mix(color.red, background.red), mix(color.green, background.green), mix(color.blue, background.blue), 1, name: nil)
    }
}

extension AuditPainting {
    /// The opaque colour the window shows at `point` under item `index` of ``items``: the
    /// window's colour with every solid fill painted before it there composited over it, or
    /// `nil` when a gradient, an image or a transformed view is part of it (the audit does not
    /// guess a colour it cannot know).
    func background(at point: CGPoint, below index: Int) -> Color? {
        var color: Color? = windowColor
        for painted in items[..<min(index, items.count)] {
            guard case .shape(_, let fill, _) = painted.item, fill.isVisible, painted.opacity > 0, painted.draws(at: point) else {
                continue
            }
            if painted.isTransformed || snapshot.tree[painted.node].behavior is ImageNode {
                color = nil
            } else if case .color(let fillColor) = fill {
                if fillColor.alpha * painted.opacity >= 1 {
                    color = ContrastRule.composite(fillColor, opacity: 1, over: .black)
                } else if let below = color {
                    color = ContrastRule.composite(fillColor, opacity: painted.opacity, over: below)
                }
            } else {
                color = nil
            }
        }
        return color
    }

    /// Whether an opaque fill painted after item `low` and before item `high` covers `point`.
    func isCovered(_ point: CGPoint, between low: Int, and high: Int) -> Bool {
        guard high > low + 1 else { return false }
        for painted in items[(low + 1)..<high] {
            guard case .shape(_, .color(let color), _) = painted.item, color.alpha * painted.opacity >= 1, !painted.isTransformed,
                painted.draws(at: point)
            else { continue }
            return true
        }
        return false
    }
}
