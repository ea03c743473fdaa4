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
    /// The opaque colour the window shows at `point` under the leaf at `index` of ``leaves``:
    /// the window's colour with every solid fill painted before it there composited over it, or
    /// `nil` when a gradient, an image or a transformed view is part of it (the audit does not
    /// guess a colour it cannot know).
    func background(at point: CGPoint, below index: Int) -> Color? {
        var color: Color? = windowColor
        for leaf in leaves[..<min(index, leaves.count)] {
            guard isUnclipped(leaf.node, at: point) else { continue }
            if snapshot.tree[leaf.node].behavior is ImageNode {
                if snapshot.frame(of: leaf.node)?.contains(point) == true { color = nil }
                continue
            }
            let opacity = opacity(of: leaf.node)
            guard opacity > 0 else { continue }
            let transformed = isTransformed(leaf.node)
            paint(leaf.items, at: point, opacity: opacity, transformed: transformed, into: &color)
        }
        return color
    }

    private func paint(_ items: [DrawItem], at point: CGPoint, opacity: Double, transformed: Bool, into color: inout Color?) {
        for item in items {
            switch item {
            case .shape(let path, let fill, _):
                guard fill.isVisible, path.contains(point) else { continue }
                if transformed {
                    color = nil
                } else if case .color(let fillColor) = fill {
                    let alpha = fillColor.alpha * opacity
                    if alpha >= 1 {
                        color = ContrastRule.composite(fillColor, opacity: 1, over: .black)
                    } else if let below = color {
                        color = ContrastRule.composite(fillColor, opacity: opacity, over: below)
                    }
                } else {
                    color = nil
                }
            case .group(let group):
                guard group.clip?.contains(point) ?? true else { continue }
                let inner = transformed || group.transform != nil || group.projection != nil || group.mask != nil
                paint(group.items, at: point, opacity: opacity * group.opacity, transformed: inner, into: &color)
            case .text, .rule:
                // Other texts are judged as overlaps; a hairline is too thin to be a text's background.
                continue
            }
        }
    }
}
