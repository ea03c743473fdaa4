import Foundation

/// An immediate-mode drawing destination and its current state, as SwiftUI's `GraphicsContext`:
/// what a ``Canvas``'s renderer draws into.
///
/// Every command is drawn with the state the context has when it is issued: its ``transform``
/// (user space to the canvas's, identity at first), its clips, ``opacity``, ``blendMode`` and
/// filters. A copy of the context draws into the same canvas with its own state, as in SwiftUI.
/// Commands are recorded into the window's draw list (shapes through their transform, clips
/// and opacity), which the SVG, PNG and character renderers draw.
///
/// Differences: only the blur and shadow filters exist; shadings are colours, shape styles and
/// linear, radial and conic gradients (gradients are drawn padded: the `repeat` and `mirror`
/// options are kept and drawn as no option); text takes one colour (a gradient shading draws
/// in its first colour). A command given non-finite geometry is not drawn and is reported.
public struct GraphicsContext {
    /// Everything the renderer drew, shared by every copy of the context.
    let recording: CanvasRecording
    /// Where this context's commands go (the canvas, or a layer).
    let layer: CanvasLayer
    /// The canvas's origin in the window.
    let origin: CGPoint
    /// The clips in force, in window coordinates.
    var clips: [Path] = []
    var blur: CGFloat = 0
    var shadow: DrawShadow?

    /// The opacity commands are drawn with, 0…1 (1 at first).
    public var opacity: Double = 1
    /// How commands composite with what is drawn below them (normal at first).
    public var blendMode: GraphicsContext.BlendMode = .normal
    /// The user space's transform to the canvas's coordinates (identity at first: the canvas's
    /// top-leading corner is the origin, y grows downwards).
    public var transform: CGAffineTransform = .identity

    /// The canvas's environment, as SwiftUI's `environment`.
    public var environment: EnvironmentValues { recording.environment }

    init(recording: CanvasRecording, origin: CGPoint) {
        self.recording = recording
        layer = recording.root
        self.origin = origin
    }

    private init(layerOf parent: GraphicsContext) {
        recording = parent.recording
        layer = CanvasLayer()
        origin = parent.origin
        clips = parent.clips
        transform = parent.transform
    }

    /// User coordinates to the window's.
    var windowTransform: Transform2D {
        Transform2D(tx: origin.x, ty: origin.y).concatenating(after: transform.transform2D)
    }

    /// Moves the user space's origin by (`x`, `y`), as SwiftUI's `translateBy(x:y:)`.
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }

    /// Scales the user space by (`x`, `y`), as SwiftUI's `scaleBy(x:y:)`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }

    /// Rotates the user space by `angle` (clockwise, as y grows downwards), as SwiftUI's
    /// `rotate(by:)`.
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: angle.radians) }

    /// Applies `matrix` to the user space before the current transform, as SwiftUI's
    /// `concatenate(_:)`.
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    /// Intersects the clip with `path` (in user space), as SwiftUI's `clip(to:style:options:)`;
    /// `.inverse` clips to what is outside the path.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        guard checked(path.boundingRect, "clip(to:)") else { return }
        var clip = path
        if options.contains(.inverse) {
            // The outside: a rect beyond any canvas, with the path cut out of it.
            let limit = LayoutEngine.maximumLength
            clip = Path(CGRect(x: -limit, y: -limit, width: 2 * limit, height: 2 * limit))
            clip.addPath(path)
            clip = Path(parts: [.evenOdd(clip)])
        } else if style.isEOFilled {
            clip = Path(parts: [.evenOdd(clip)])
        }
        clips.append(clip.applying(windowTransform))
    }

    /// Adds a filter to the commands that follow, as SwiftUI's `addFilter(_:options:)`.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        switch filter.kind {
        case .blur(let radius):
            guard radius.isFinite, radius >= 0 else { return problem("blur(radius: \(formatNumber(radius))) is not drawn") }
            // The filter's radius is the blur's standard deviation; a draw group's blur radius
            // is twice its standard deviation (as `blur(radius:)` is written).
            blur += 2 * radius
        case .shadow(let drop):
            guard drop.radius.isFinite, drop.radius >= 0, drop.offset.width.isFinite, drop.offset.height.isFinite else {
                return problem("shadow(radius: \(formatNumber(drop.radius))) is not drawn")
            }
            shadow = drop
        }
    }

    /// Draws the commands of `content` into a new layer, then the layer into this context with
    /// this context's opacity, blend mode, filters and clips, as SwiftUI's `drawLayer(content:)`.
    /// The layer's context starts with this one's transform and clips, full opacity, the normal
    /// blend mode and no filters (Tesselate's choice: SwiftUI does not say).
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var inner = GraphicsContext(layerOf: self)
        try content(&inner)
        append(.layer(inner.layer))
    }

    /// Records a command with the context's current state.
    func append(_ content: CanvasRecording.Content, transform: Transform2D? = nil) {
        let opacity = opacity.isNaN ? 1 : min(max(opacity, 0), 1)
        if self.opacity.isNaN { problem("opacity NaN is taken as 1") }
        layer.commands.append(
            CanvasRecording.Command(
                content: content, transform: transform ?? windowTransform, clips: clips, opacity: opacity, blendMode: blendMode.mode,
                blur: blur, shadow: shadow))
    }

    /// Whether `rect` and the transform are finite; otherwise the command `name` is reported.
    func checked(_ rect: CGRect, _ name: String) -> Bool {
        let t = transform
        let finite = [rect.minX, rect.minY, rect.width, rect.height, t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
        if !finite { problem("\(name) with non-finite geometry or transform is not drawn") }
        return finite
    }

    func problem(_ message: String) { recording.problems.append(message) }
}

extension GraphicsContext {
    /// Options of a clip, as SwiftUI's `GraphicsContext.ClipOptions`.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clips to the outside of the path.
        public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
    }

    /// Options of a filter, as SwiftUI's `GraphicsContext.FilterOptions` (kept; they change
    /// nothing here).
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Filters in linear colour.
        public static var linearColor: FilterOptions { FilterOptions(rawValue: 1) }
    }

    /// Options of a blur filter, as SwiftUI's `GraphicsContext.BlurOptions` (kept; they change
    /// nothing here).
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var opaque: BlurOptions { BlurOptions(rawValue: 1) }
        public static var dithersResult: BlurOptions { BlurOptions(rawValue: 2) }
    }

    /// Options of a shadow filter, as SwiftUI's `GraphicsContext.ShadowOptions` (kept; the
    /// shadow is drawn below its object, composited with it).
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var shadowAbove: ShadowOptions { ShadowOptions(rawValue: 1) }
        public static var shadowOnly: ShadowOptions { ShadowOptions(rawValue: 2) }
        public static var invertsAlpha: ShadowOptions { ShadowOptions(rawValue: 4) }
        public static var disablesGroup: ShadowOptions { ShadowOptions(rawValue: 8) }
    }

    /// An image-processing operation on what is drawn next, as SwiftUI's
    /// `GraphicsContext.Filter`: a blur or a drop shadow.
    public struct Filter: Sendable {
        enum Kind: Sendable {
            case blur(CGFloat)
            case shadow(DrawShadow)
        }
        let kind: Kind

        /// A Gaussian blur whose standard deviation is `radius`.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(kind: .blur(radius)) }

        /// A drop shadow: what is drawn's alpha in `color`, blurred by `radius`, moved by `x`, `y`.
        public static func shadow(
            color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
            blendMode: GraphicsContext.BlendMode = .normal, options: ShadowOptions = ShadowOptions()
        ) -> Filter {
            Filter(kind: .shadow(DrawShadow(color: color, radius: radius, offset: CGSize(width: x, height: y))))
        }
    }
}
