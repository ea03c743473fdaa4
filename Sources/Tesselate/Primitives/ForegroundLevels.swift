import Foundation

struct ForegroundLevelsKey: EnvironmentKey { static let defaultValue: [Fill]? = nil }

extension EnvironmentValues {
    /// The styles of the hierarchical levels set with `foregroundStyle(_:_:)` or
    /// `foregroundStyle(_:_:_:)`, primary first; `nil` when the levels derive from one style.
    var foregroundLevels: [Fill]? {
        get { self[ForegroundLevelsKey.self] }
        set { self[ForegroundLevelsKey.self] = newValue }
    }

    /// Sets the levels to `styles`, primary first, as resolved here.
    mutating func setForegroundLevels(_ styles: [any ShapeStyle]) {
        let fills = styles.map { Fill.resolving($0, in: self) }
        setForegroundStyle(styles[0])
        foregroundLevels = fills
    }
}

extension View {
    /// Sets the primary and secondary levels of the foreground style in this view, as SwiftUI's
    /// `foregroundStyle(_:_:)`: `.primary` content (text, shapes, a symbol's first layer) is drawn
    /// in `primary`, `.secondary` in `secondary`; the lower levels fade the secondary style.
    /// Tesselate draws a symbol in one colour, so a multicolour symbol shows the primary style.
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        EnvironmentWriter(content: self) { $0.setForegroundLevels([primary, secondary]) }
    }

    /// Sets the primary, secondary and tertiary levels of the foreground style in this view, as
    /// SwiftUI's `foregroundStyle(_:_:_:)`; the lower levels fade the tertiary style.
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3)
        -> some View
    {
        EnvironmentWriter(content: self) { $0.setForegroundLevels([primary, secondary, tertiary]) }
    }
}
