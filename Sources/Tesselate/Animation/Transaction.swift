import Foundation

/// The context of a state change, as SwiftUI's `Transaction`: the animation it asks for, and
/// whether animations are turned off. A host shows the end state of every change, so a
/// transaction changes nothing it lays out.
public struct Transaction: Sendable {
    /// The animation of the change, if any.
    public var animation: Animation?
    /// Whether views' own animations (`animation(_:value:)`) are turned off for the change.
    public var disablesAnimations = false
    /// Whether the change is part of a continuous interaction (a drag).
    public var isContinuous = false

    public init() {}

    public init(animation: Animation?) { self.animation = animation }
}

/// The criteria for when an animation counts as finished, as SwiftUI's
/// `AnimationCompletionCriteria`. A host finishes every animation at once.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    /// The animation has reached its end value (it may still be settling).
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// The animation has finished entirely.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body` and returns its result, as SwiftUI's `withAnimation(_:_:)`: the changes it makes
/// are animated in SwiftUI. A host shows their end state: the views it updates are laid out at
/// the final values, as SwiftUI's are when the animation ends.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body`, then `completion`, as SwiftUI's `withAnimation(_:completionCriteria:_:completion:)`.
/// A host's animations end at once, so the completion runs right after `body` (SwiftUI runs it
/// when the animations end, and right after `body` when they are none).
@discardableResult
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

/// Runs `body` in `transaction`, as SwiftUI's `withTransaction(_:_:)`; a host shows the end state.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` in a transaction whose `keyPath` is `value`, as SwiftUI's `withTransaction(_:_:_:)`.
@discardableResult
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    try body()
}
