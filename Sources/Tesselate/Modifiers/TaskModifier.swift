import Foundation

extension View {
    /// Runs `action` when the view appears and cancels it when the view disappears, as SwiftUI's
    /// `task(priority:_:)`. The task runs on the main actor; under a test host it makes progress
    /// when the test lets tasks run (the testing library's `runTasks()` and `advance(by:)`), and
    /// waits in its host's virtual time with ``ViewTasks/sleep(for:)``. It is also cancelled when
    /// the host goes away. `priority` is accepted and ignored.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        modified(TaskModifier(action: action))
    }
}

struct TaskModifier: WrappingModifier {
    var action: @MainActor () async -> Void

    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior { AppearanceNode(task: action) }
}
