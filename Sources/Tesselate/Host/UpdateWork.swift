import Foundation

/// What one update of a host did, over all its passes: the bodies it ran, the views it made and
/// the sizes it computed. ``ViewHost/lastUpdateWork`` holds the last update's.
///
/// The counts do not depend on the machine or on time, so a test can pin the cost of an
/// interaction: tapping one row of a thousand runs that row's body, not a thousand
/// (`assertWork(_:bodiesRun:viewsMade:sizesComputed:passes:)` in `TesselateTesting`).
///
/// - ``bodiesRun``: the `body` of each view with one (your views, and built-in views made of
///   others) counts once per run.
/// - ``viewsMade``: each view of the tree made or made again, modifiers included (a line of
///   the dump is one view).
/// - ``sizesComputed``: each size a view computed for a proposal it had not answered before
///   (answers kept from an earlier update or pass are not counted).
/// - ``passes``: how many times the update loop ran (1 unless a callback, a preference or a
///   geometry change called for another pass); ``partialPasses`` of them ran only the bodies
///   whose state changed.
public struct UpdateWork: Hashable, Sendable, CustomStringConvertible {
    /// Bodies run.
    public var bodiesRun = 0
    /// Views made (the nodes of the resolved tree, modifiers included).
    public var viewsMade = 0
    /// Sizes computed (measurements not answered from a cache).
    public var sizesComputed = 0
    /// Passes of the update loop.
    public var passes = 0
    /// Passes that ran only the bodies whose state changed (incremental updates).
    public var partialPasses = 0

    /// No work: every count 0.
    public init() {}

    /// Bodies run, views made and sizes computed, together: one number to compare updates by.
    public var total: Int { bodiesRun + viewsMade + sizesComputed }

    /// `2 bodies, 5 views, 7 sizes, 1 pass (1 partial)`.
    public var description: String {
        "\(bodiesRun) bodies, \(viewsMade) views, \(sizesComputed) sizes, \(passes) pass\(passes == 1 ? "" : "es")"
            + (partialPasses > 0 ? " (\(partialPasses) partial)" : "")
    }

    @MainActor mutating func add(_ resolver: Resolver, _ engine: LayoutEngine) {
        bodiesRun += resolver.bodiesRead
        viewsMade += resolver.nodesMade
        sizesComputed += engine.sizesComputed
    }
}
