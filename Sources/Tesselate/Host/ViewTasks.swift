import Foundation

/// Virtual time for the asynchronous work views start with `task(_:)`.
///
/// Tesselate hosts are never on screen, so time only passes when a test says so. Each
/// ``ViewHost`` has a virtual clock of its own; its views' tasks run with it, and a task that
/// waits with ``ViewTasks/sleep(for:)`` is resumed when the testing library's `advance(by:)`
/// moves that host's clock past its deadline. Tests never sleep, always see the same
/// interleaving, and one host's clock never wakes another host's tasks. Tasks run on the main
/// actor, start when their view appears, and are cancelled when it disappears or its host goes
/// away. `Task.sleep` keeps real time (Swift offers no hook to virtualise it): in views meant to
/// be tested, wait with `ViewTasks.sleep(for:)`, which is `Task.sleep` in spirit.
///
/// "The host's clock" is the clock of the host the calling code runs for: inside a task its
/// views started (and the `Task { }`s that task creates), and during its update (`onAppear`,
/// `onChange`, …). Code that runs for no host (a test's own code, a detached task, an action a
/// test triggers with `tap()` that starts a `Task`) has no virtual clock: there `now` is zero and
/// `sleep(for:)` waits in real time, as `Task.sleep` does.
@MainActor
public enum ViewTasks {
    /// The virtual time of the current host's clock since the host was made; zero in code that
    /// runs for no host.
    public static var now: Duration { HostClock.current?.now ?? .zero }

    /// Waits `duration` of the current host's virtual time, as `Task.sleep(for:)` waits real time
    /// (and waits real time, with `Task.sleep`, in code that runs for no host). Throws
    /// `CancellationError` when the task is cancelled (its view disappeared, or its host went
    /// away).
    public static func sleep(for duration: Duration) async throws {
        guard let clock = HostClock.current else {
            try await Task.sleep(for: duration)
            return
        }
        try await clock.sleep(for: duration)
    }
}
