import Foundation

/// A value made outside the main actor that only the main actor reads: a style a nonisolated
/// `…Style` modifier was given, or a plain closure a nonisolated modifier or `Button` stores
/// (a sheet's dismiss, a button's action), carried into the main-actor closure that uses it.
/// Such values are not `Sendable` (styles conform to main-actor protocols; closures capture what
/// they like), but a `@MainActor` closure is, so it cannot capture them directly.
///
/// Invariant: the value is read only through ``value``, which is isolated to the main actor (the
/// compiler checks every read), after the nonisolated code that made it returned; the maker keeps
/// no other reference it uses concurrently. So it is never read from two places at once.
struct MainActorBound<Value>: @unchecked Sendable {
    private let stored: Value

    nonisolated init(_ value: Value) { stored = value }

    /// The value, read on the main actor.
    @MainActor var value: Value { stored }
}
