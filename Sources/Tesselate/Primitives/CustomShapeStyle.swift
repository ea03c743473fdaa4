import Foundation

// Styles of one's own (iOS 17's `ShapeStyle.resolve(in:)`): resolved where they are drawn, until
// a built-in style is reached.

extension Never: ShapeStyle {
    public var representativeColor: Color { .clear }
}

extension ShapeStyle where Resolved == Never {
    /// A built-in style draws itself and is never resolved.
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) is a built-in shape style: Tesselate draws it without resolving it.")
    }
}

extension ShapeStyle {
    /// A style of one's own as it draws in a bare environment; clear for a type that conforms
    /// without ``resolve(in:)``, which SwiftUI does not allow.
    public var representativeColor: Color { isCustom ? Fill.resolving(self, in: EnvironmentValues()).representativeColor : .clear }

    /// Whether the style is one of one's own, resolved with ``resolve(in:)``.
    var isCustom: Bool { Resolved.self != Never.self }

    /// The built-in style this one draws as in `environment`: itself for a built-in style, else
    /// what ``resolve(in:)`` returns, resolved again until a built-in style (at most 32 times:
    /// a style that resolves to itself draws clear).
    func resolvingCustom(in environment: EnvironmentValues) -> any ShapeStyle {
        var style: any ShapeStyle = self
        for _ in 0..<32 {
            guard style.isCustom else { return style }
            style = style.resolve(in: environment)
        }
        return style.isCustom ? Color.clear : style
    }
}
