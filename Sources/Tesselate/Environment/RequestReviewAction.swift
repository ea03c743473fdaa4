import Foundation

/// An action that asks the system to show the App Store's rating prompt, as StoreKit's
/// `RequestReviewAction`, read from the environment as `@Environment(\.requestReview)`.
///
/// StoreKit declares it (iOS 16), and on iOS a file that imports only SwiftUI reaches it when
/// another file of the app imports StoreKit. StoreKit does not exist on Linux, so Tesselate offers
/// it here. The system decides whether to show the prompt and tells the app nothing; a host shows
/// none and records the request, which a test reads as ``ViewHost/reviewRequestCount``.
// It only ever runs on the main actor (`callAsFunction` is isolated to it).
public struct RequestReviewAction: @unchecked Sendable {
    let action: @MainActor () -> Void

    init(_ action: @escaping @MainActor () -> Void) { self.action = action }

    /// Asks for a review: the host records the request.
    @MainActor @preconcurrency public func callAsFunction() { action() }
}

struct RequestReviewKey: EnvironmentKey { static let defaultValue = RequestReviewAction {} }

extension EnvironmentValues {
    /// The action that asks for an App Store review (see ``RequestReviewAction``); read-only, as
    /// in StoreKit.
    public internal(set) var requestReview: RequestReviewAction {
        get { self[RequestReviewKey.self] }
        set { self[RequestReviewKey.self] = newValue }
    }
}

extension ViewHost {
    /// How many times the host's views asked for an App Store review through the environment's
    /// ``RequestReviewAction``. A host shows no prompt (the system may not either).
    public var reviewRequestCount: Int { services.reviewRequestCount }
}
