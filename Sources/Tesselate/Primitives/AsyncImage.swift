import Foundation

/// A view that loads and shows an image from a URL, as SwiftUI's `AsyncImage`.
///
/// A host loads nothing from the network: the image stays loading (`AsyncImagePhase.empty`) until
/// the test answers its URL with ``ViewHost/respondToImage(url:pixelSize:)`` (`.success`, an image
/// of that many pixels divided by `scale`, in points) or ``ViewHost/failImage(url:error:)``
/// (`.failure`); ``ViewHost/requestedImageURLs`` lists what was asked for. The answer is the
/// host's for that URL: views of it made later show it at once (as if cached). A `nil` URL stays
/// `.empty` (chosen: Apple does not say). The phase changes at once: `transaction` is accepted and
/// its animation not played (a host shows where animations end).
///
/// The default look (`init(url:scale:)`, the placeholder of the other forms when loading fails)
/// is Apple's "standard placeholder that fills the available space": a rectangle in
/// `secondarySystemFill` ((120, 120, 128) at 16%; chosen). The loaded image is shown as it is (not
/// resizable), "smaller than the placeholder" when smaller than its frame, as Apple describes.
public struct AsyncImage<Content: View> {
    let url: URL?
    let scale: CGFloat
    let content: (AsyncImagePhase) -> AnyView
    public typealias Body = Never

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        var scale = scale
        if !(scale > 0) || !scale.isFinite {
            resolver.report(.invalidValue, "AsyncImage: scale \(formatNumber(scale)) is not a positive finite number; 1 is used", context)
            scale = 1
        }
        let phase: AsyncImagePhase
        switch url.flatMap({ resolver.host.services.imageLoads.answer(for: $0) }) {
        case nil: phase = .empty
        case .failure(let error): phase = .failure(error)
        case .image(let pixels)?:
            let name = url.map { $0.lastPathComponent.isEmpty ? $0.absoluteString : $0.lastPathComponent } ?? ""
            phase = .success(Image(pictureNamed: name, size: CGSize(width: pixels.width / scale, height: pixels.height / scale)))
        }
        // Each phase is a branch of its own, as SwiftUI's conditional content is.
        let branch =
            switch phase {
            case .empty: 0
            case .success: 1
            case .failure: 2
            }
        resolver.resolve(content(phase), context.appending(.branch(branch)), into: &nodes)
    }
}

extension AsyncImage where Content == Image {
    /// Loads and shows the image at `url`, as SwiftUI's `init(url:scale:)`: the standard
    /// placeholder until it loads (and when it fails), then the image.
    public init(url: URL?, scale: CGFloat = 1) {
        self.url = url
        self.scale = scale
        content = { phase in phase.image.map { AnyView($0) } ?? AnyView(Color.asyncImagePlaceholder) }
    }
}

extension AsyncImage {
    /// Loads the image at `url` and shows `content(image)` once it has loaded, `placeholder()`
    /// until then (and when it fails), as SwiftUI's `init(url:scale:content:placeholder:)`.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _AsyncImageConditionalContent<I, P> {
        self.url = url
        self.scale = scale
        self.content = { phase in
            AnyView(
                phase.image.map { _AsyncImageConditionalContent<I, P>(storage: .image(content($0))) }
                    ?? _AsyncImageConditionalContent<I, P>(storage: .placeholder(placeholder())))
        }
    }

    /// Loads the image at `url` and shows `content(phase)` for each phase of the load, as
    /// SwiftUI's `init(url:scale:transaction:content:)`. `transaction` is accepted; the phase
    /// changes without animation.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.scale = scale
        self.content = { AnyView(content($0)) }
    }
}

/// The phases of an `AsyncImage`'s load, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase: Sendable {
    /// Not loaded yet (in a host: not answered yet).
    case empty
    /// Loaded.
    case success(Image)
    /// The load failed.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { image } else { nil }
    }

    /// The error of a failed load, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { error } else { nil }
    }
}

/// What `AsyncImage(url:scale:content:placeholder:)` shows: the content with the loaded image, or
/// the placeholder (SwiftUI's type of the same name).
public struct _AsyncImageConditionalContent<TrueContent: View, FalseContent: View> {
    enum Storage {
        case image(TrueContent)
        case placeholder(FalseContent)
    }
    let storage: Storage

    @ViewBuilder public var body: some View {
        switch storage {
        case .image(let content): content
        case .placeholder(let placeholder): placeholder
        }
    }
}

extension Color {
    /// The standard placeholder: `secondarySystemFill`, (120, 120, 128) at 16% (32% in the dark).
    static let asyncImagePlaceholder = Color(
        red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16, name: nil,
        dark: Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.32, name: nil))
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension AsyncImage: View, PrimitiveView {}

// Declared apart, so that making it is not main-actor isolated (as for the other views).
extension _AsyncImageConditionalContent: View {}
