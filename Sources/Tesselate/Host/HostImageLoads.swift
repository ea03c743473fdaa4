import Foundation

/// The images a host's `AsyncImage`s asked for, and how the test answered: a host loads nothing
/// from the network, so each URL stays loading (`.empty`) until the test responds with an image
/// (``ViewHost/respondToImage(url:pixelSize:)``) or a failure (``ViewHost/failImage(url:error:)``).
@MainActor
final class HostImageLoads {
    enum Answer {
        /// A picture this many pixels across and down.
        case image(pixelSize: CGSize)
        case failure(any Error)
    }

    /// The URLs asked for, in the order first asked.
    private(set) var requested: [URL] = []
    /// The test's answers, by URL.
    private var answers: [URL: Answer] = [:]

    init() {}

    /// What an `AsyncImage` of `url` shows now; asking records the request.
    func answer(for url: URL) -> Answer? {
        if !requested.contains(url) { requested.append(url) }
        return answers[url]
    }

    func respond(_ url: URL, _ answer: Answer) { answers[url] = answer }

    /// Whether `url` has not been answered yet.
    func isPending(_ url: URL) -> Bool { answers[url] == nil }
}

extension ViewHost {
    /// The URLs the host's `AsyncImage`s asked to load, in the order first asked (a URL once,
    /// however many views show it). A host loads nothing: each stays loading until the test
    /// answers it with ``respondToImage(url:pixelSize:)`` or ``failImage(url:error:)``.
    public var requestedImageURLs: [URL] { services.imageLoads.requested }

    /// The URLs asked for that the test has not answered yet.
    public var pendingImageURLs: [URL] { services.imageLoads.requested.filter { services.imageLoads.isPending($0) } }

    /// Answers the load of `url` with a picture of `pixelSize` pixels, and settles: every
    /// `AsyncImage` of `url` (now or later) shows `.success` with an image of `pixelSize` divided
    /// by its `scale`, in points, drawn as a placeholder labelled with the URL's last path component.
    /// A size that is negative or not finite is taken as 0 in that dimension.
    public func respondToImage(url: URL, pixelSize: CGSize) {
        func valid(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        services.imageLoads.respond(url, .image(pixelSize: CGSize(width: valid(pixelSize.width), height: valid(pixelSize.height))))
        invalidateForInteraction()
        settle()
    }

    /// Fails the load of `url` with `error`, and settles: every `AsyncImage` of `url` shows
    /// `.failure(error)` (the default look keeps its placeholder, as SwiftUI's does).
    public func failImage(url: URL, error: any Error = URLError(.badServerResponse)) {
        services.imageLoads.respond(url, .failure(error))
        invalidateForInteraction()
        settle()
    }
}
