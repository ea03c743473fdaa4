import Foundation

extension View {
    /// Runs `action` when the view appears and cancels it when the view disappears, as SwiftUI's
    /// `task(priority:_:)`. The task runs on the main actor; under a test host it makes progress
    /// when the test lets tasks run (the testing library's `runTasks()` and `advance(by:)`), and
    /// waits in its host's virtual time with ``ViewTasks/sleep(for:)``. It is also cancelled when
    /// the host goes away. `priority` is accepted and ignored.
    nonisolated public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void)
        -> some View
    {
        modified(TaskModifier(action: action))
    }

    /// Runs `action` when the view appears, and again each time `value` changes (cancelling the
    /// run under way first), as SwiftUI's `task(id:priority:_:)`; cancels it when the view
    /// disappears. The value is compared after each update, as `onChange(of:)` compares its
    /// value. `priority` is accepted and ignored.
    nonisolated public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        modified(TaskModifier(action: action, id: value))
    }
}

struct TaskModifier {
    var action: @MainActor () async -> Void
    var id: (any Equatable)?
}

// The conformance in an extension: the memberwise initialiser stays nonisolated.
extension TaskModifier: WrappingModifier {
    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior { AppearanceNode(task: action, taskID: id) }
}
