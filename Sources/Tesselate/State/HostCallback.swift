import Foundation

/// A plain closure that only the host calls, on the main actor: a nonisolated modifier's action
/// (a sheet's dismiss) or a button's action, which SwiftUI code passes as a plain `() -> Void`.
/// Wrapping it lets a `@MainActor` closure (implicitly `Sendable`) call it: it is made on the main
/// actor or by a modifier before the host has the view, and never called from anywhere else, so
/// it is never called concurrently.
struct HostCallback: @unchecked Sendable {
    let body: () -> Void
}
