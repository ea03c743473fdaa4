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

/// The task of a view, kept from its appearance to its disappearance.
@MainActor
final class ViewTaskHandle {
    var id: Int?
}

struct TaskModifier: WrappingModifier {
    var action: @MainActor () async -> Void

    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior {
        // One handle per view identity in the host, kept across passes in the host's memory.
        let key = PassObservers.memoryKey(identity: resolver.tree[child].identity, TaskModifier.self)
        let handle = (resolver.host.memory.observedValues[key] as? ViewTaskHandle) ?? ViewTaskHandle()
        resolver.host.memory.observedValues[key] = handle
        let action = self.action
        let clock = resolver.host.clock
        return AppearanceNode(appear: { handle.id = clock.start(action) },
                              disappear: { if let id = handle.id { clock.cancel(id) } })
    }
}
