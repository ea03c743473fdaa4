import Foundation

struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
struct SymbolFontKey: EnvironmentKey { static let defaultValue: Font? = nil }
struct HeaderButtonSymbolFontKey: EnvironmentKey { static let defaultValue: Font? = nil }
struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: Fill? = nil }

extension EnvironmentValues {
    /// Pixels per point; 1 in a bare environment, as in SwiftUI. ``ViewHost`` sets it (3 by
    /// default, an iPhone's) and layout rounds frames to this grid.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The size of a pixel in points, as SwiftUI's `pixelLength`: `1 / displayScale` (1 when the
    /// scale is not a positive number). A `Divider` is this thick.
    public var pixelLength: CGFloat { displayScale > 0 ? 1 / displayScale : 1 }

    /// The default font of text in the subtree; `nil` means `.body`. Symbols follow it too, also
    /// the symbols of a `Button` in a grouped list's header, which otherwise keep the font the
    /// header was given (as iOS 17 and 18 draw them).
    public var font: Font? {
        get { self[FontKey.self] }
        set {
            self[FontKey.self] = newValue
            if symbolFont != nil { symbolFont = nil }
        }
    }

    /// The font symbols are sized by where it is not ``font``:
    /// a grouped list's header styles its texts, and a `Button`'s symbol there keeps the size of
    /// the font the header was given (``headerButtonSymbolFont``). `nil`: symbols follow `font`.
    var symbolFont: Font? {
        get { self[SymbolFontKey.self] }
        set { self[SymbolFontKey.self] = newValue }
    }

    /// In a grouped list's header before iOS 26, the font the header was given, which its
    /// buttons' symbols keep: measured, an `arrow.clockwise` in a header `Button` is body-sized
    /// (14 × 17 points of ink at the medium size, where the header's text is the 12-point
    /// footnote), and the header as tall as it makes it (iOS 17.0.1 and 18.1,
    /// bitwarden/authenticator-ios's debug menu). A bare image or a button's text there is not
    /// recorded and follows the header's font.
    var headerButtonSymbolFont: Font? {
        get { self[HeaderButtonSymbolFontKey.self] }
        set { self[HeaderButtonSymbolFontKey.self] = newValue }
    }

    /// The most lines text may take; `nil` for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// The style that text and shapes are drawn in when they set none (`nil`: the primary colour).
    var foregroundFill: Fill? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The colour that text and shapes are drawn in when they set none: the foreground style's
    /// colour (a gradient's first stop).
    var foregroundColor: Color? {
        get { foregroundFill?.representativeColor }
        set {
            foregroundFill = newValue.map { .color($0) }
            foregroundHierarchyBase = nil
            foregroundLevels = nil
        }
    }
}

// These modifiers set their property directly, where `environment(_:_:)` would apply a key path
// to the environment each time the view is resolved (about 2,000 instructions: a text's
// `lineLimit` in every row of a list).
extension View {
    /// Sets the default font of text in this view, as SwiftUI's `font(_:)`.
    nonisolated public func font(_ font: Font?) -> some View { EnvironmentWriter(content: self) { $0.font = font } }

    /// Limits text in this view to `number` lines, as SwiftUI's `lineLimit(_:)`.
    nonisolated public func lineLimit(_ number: Int?) -> some View { EnvironmentWriter(content: self) { $0.lineLimit = number } }

    /// Sets the colour of text and shapes in this view, as SwiftUI's `foregroundColor(_:)`.
    nonisolated public func foregroundColor(_ color: Color?) -> some View {
        EnvironmentWriter(content: self) { $0.foregroundColor = color }
    }

    /// Sets the style of text and shapes in this view, as SwiftUI's `foregroundStyle(_:)`. Shapes
    /// are filled with it (gradients included); text is drawn in its first colour. Hierarchical
    /// levels (`.secondary`, …) and `.tint` resolve against the enclosing environment.
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        EnvironmentWriter(content: self) { $0.setForegroundStyle(style) }
    }
}
