import Foundation

/// A view that displays an image, as SwiftUI's `Image`.
///
/// Tesselate has no pictures: an image is a size and a name, drawn as a labelled placeholder box.
///
/// - `Image(systemName:)` is an SF Symbol. It is sized like a glyph of the font of its environment
///   (`font(_:)`, `.body` by default) and scaled by `imageScale(_:)`; the sizes come from a table of
///   measured symbols and shape categories (`SymbolMetrics`) and are approximate.
/// - `Image(_:bundle:)` and `Image(decorative:bundle:)` name an asset a test registered with
///   ``ImageAssets/register(_:size:)``. An unregistered name is reported (``Diagnostic/Code/invalidValue``)
///   and is 0×0, as SwiftUI lays out a missing asset (it logs "No image named … found"). A
///   name registered with ``ImageAssets/registerSymbol(_:)`` (an asset catalog's symbol set) is
///   a symbol, sized and tinted as `Image(systemName:)` is.
///
/// Layout: an image that is not `resizable()` has its natural size whatever it is proposed (it may
/// overflow its frame). A resizable image takes the proposal, and its natural size along a `nil`
/// dimension. `aspectRatio(_:contentMode:)`, `scaledToFit()` and `scaledToFill()` keep its ratio.
public struct Image: Hashable, Sendable {
    enum Source: Hashable, Sendable {
        /// An asset; `label` is the accessibility label (`nil` for a decorative image).
        case asset(name: String, label: String?)
        case symbol(name: String)
        /// A picture of its own size that no asset names (the UIKit-shaped module's images made
        /// from data); `name` is what the placeholder shows.
        case picture(name: String, size: CGSize)
    }

    /// The parameters of `resizable(capInsets:resizingMode:)`.
    struct Resizing: Hashable, Sendable {
        var capInsets: EdgeInsets
        var mode: ResizingMode
    }

    var source: Source
    var resizing: Resizing?
    var renderingMode: TemplateRenderingMode?
    var symbolRenderingMode: SymbolRenderingMode?
    var interpolation: Interpolation?
    var isAntialiased = true
    /// The colour a template image is drawn in whatever the foreground style (a `UIImage`'s
    /// `withTintColor(_:)`); `nil`: the foreground style.
    var tintColor: Color?
    public typealias Body = Never

    /// An image from the asset `name`, as SwiftUI's `init(_:bundle:)`. Its accessibility label is
    /// the name. `bundle` is accepted and ignored: assets are registered with ``ImageAssets``.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .asset(name: name, label: name)
    }

    /// An image from the asset `name` with an accessibility label, as SwiftUI's
    /// `init(_:bundle:label:)`.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        source = .asset(name: name, label: label.content)
    }

    /// An image from the asset `name` that accessibility ignores, as SwiftUI's
    /// `init(decorative:bundle:)`. It lays out as `Image(_:)`.
    public init(decorative name: String, bundle: Bundle? = nil) {
        source = .asset(name: name, label: nil)
    }

    /// A system symbol image, as SwiftUI's `init(systemName:)`: sized from the environment's font
    /// and image scale (`SymbolMetrics`).
    public init(systemName: String) {
        source = .symbol(name: systemName)
    }

    /// A picture of `size` points that no asset names, drawn as a placeholder labelled `name`:
    /// what the UIKit-shaped module's `Image(uiImage:)` makes of an image made from data.
    package init(pictureNamed name: String, size: CGSize) {
        func valid(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        source = .picture(name: name, size: CGSize(width: valid(size.width), height: valid(size.height)))
    }

    /// This image drawn in `color` when it is a template (`nil`: in the foreground style).
    package func tinted(_ color: Color?) -> Image {
        with { $0.tintColor = color }
    }

    /// The name shown in dumps and drawn on the placeholder.
    var name: String {
        switch source {
        case .asset(let name, _), .symbol(let name), .picture(let name, _): name
        }
    }

    private func with(_ change: (inout Image) -> Void) -> Image {
        var copy = self
        change(&copy)
        return copy
    }

    /// This image resizable to the space it is offered, as SwiftUI's
    /// `resizable(capInsets:resizingMode:)`. The insets and the mode change how the picture is
    /// drawn (shown in the dump), not the layout.
    nonisolated public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        with { $0.resizing = Resizing(capInsets: capInsets, mode: resizingMode) }
    }

    /// This image drawn as a template (in the foreground style) or as its own colours, as SwiftUI's
    /// `renderingMode(_:)`; `nil` restores the default (symbols are templates, assets are not).
    nonisolated public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        with { $0.renderingMode = renderingMode }
    }

    /// This symbol's rendering mode, as SwiftUI's `Image.symbolRenderingMode(_:)`. Recorded for
    /// drawing; the placeholder is drawn the same in every mode.
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        with { $0.symbolRenderingMode = mode }
    }

    /// The quality of scaling, as SwiftUI's `interpolation(_:)`. Recorded; no effect on layout.
    nonisolated public func interpolation(_ interpolation: Interpolation) -> Image {
        with { $0.interpolation = interpolation }
    }

    /// Whether the image is antialiased when scaled, as SwiftUI's `antialiased(_:)`. Recorded; no
    /// effect on layout.
    nonisolated public func antialiased(_ isAntialiased: Bool) -> Image {
        with { $0.isAntialiased = isAntialiased }
    }

    /// How a resizable image fills its space, as SwiftUI's `Image.ResizingMode`.
    public enum ResizingMode: Hashable, Sendable {
        /// Scales the picture to the space.
        case stretch
        /// Repeats the picture at its own size.
        case tile
    }

    /// Whether an image is drawn in its own colours or as a template, as SwiftUI's
    /// `Image.TemplateRenderingMode`.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// Drawn in the foreground style where the picture is opaque.
        case template
        /// Drawn in its own colours.
        case original
    }

    /// The quality of scaling, as SwiftUI's `Image.Interpolation`.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    /// The size of a symbol relative to text, as SwiftUI's `Image.Scale`.
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }
}

/// How a symbol's layers are coloured, as SwiftUI's `SymbolRenderingMode`.
public struct SymbolRenderingMode: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// One colour for every layer.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// Layers in levels of the foreground style.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Layers in the foreground styles given to `foregroundStyle(_:_:)`.
    public static let palette = SymbolRenderingMode(name: "palette")

    public var description: String { name }
}

extension Image: View, PrimitiveView {
    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let (node, problems) = node(in: context.environment)
        for problem in problems { resolver.report(.invalidValue, problem, context) }
        // A system symbol (not an asset catalog's) that Tesselate has no drawing for is reported.
        if case .symbol = source, case .symbol(let name) = node.image.source, !name.isEmpty {
            resolver.reportIfUndrawn(symbol: name, context)
        }
        nodes.append(resolver.makeNode(node, context))
    }

    /// The image's node as `environment` sizes and colours it, and what is wrong with its input;
    /// what ``resolve(in:_:into:)`` and a canvas's `resolve(_:)` draw.
    func node(in environment: EnvironmentValues) -> (ImageNode, problems: [String]) {
        var problems: [String] = []
        var natural = CGSize.zero
        var symbol: SymbolMetrics.Layout?
        var image = self
        // A symbol set of an asset catalog (`ImageAssets.registerSymbol(_:)`) is a symbol.
        if case .asset(let name, _) = source, ImageAssets.isSymbol(name) { image.source = .symbol(name: name) }
        switch image.source {
        case .asset(let name, _):
            if let size = ImageAssets.size(of: name) {
                natural = size
            } else {
                problems.append(
                    "No image named \(quoted(name)) found: register it with ImageAssets.register(_:size:); "
                        + "it lays out as 0×0, as a missing asset does")
            }
        case .symbol(var name):
            // `symbolVariant(_:)`: the name of the variant the environment asks for.
            name = environment.symbolVariants.symbolName(for: name)
            image.source = .symbol(name: name)
            let font = environment.symbolFont.map { environment.resolvedFont(own: $0) } ?? environment.resolvedFont()
            if name.isEmpty {
                problems.append("Image(systemName: \"\"): no symbol has an empty name; it lays out as 0×0")
            } else {
                symbol =
                    image.resizing == nil
                    ? SymbolMetrics.layout(
                        of: name, pointSize: font.size, scale: environment.imageScale, displayScale: environment.displayScale)
                    : SymbolMetrics.resizableLayout(of: name, pointSize: font.size, scale: environment.imageScale)
                natural = symbol?.size ?? .zero
            }
        case .picture(_, let size):
            natural = size
        }
        let isSymbol: Bool
        if case .symbol = image.source { isSymbol = true } else { isSymbol = false }
        let template = renderingMode.map { $0 == .template } ?? isSymbol
        let node = ImageNode(
            image: image, naturalSize: natural, isTemplate: template,
            foreground: tintColor ?? environment.foregroundColor ?? .primary,
            symbolMode: symbolRenderingMode ?? environment.symbolRenderingMode,
            descent: symbol?.descent ?? 0, symbolInk: symbol?.ink)
        return (node, problems)
    }
}
