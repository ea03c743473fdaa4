import Foundation

extension View {
    /// Runs `action` with the old and new value when `value` changes between updates, as
    /// SwiftUI's `onChange(of:initial:_:)`; with `initial`, also when the view first appears
    /// (with the value as both old and new). It runs after layout; state it changes starts
    /// another pass of the update.
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    )
        -> some View
    {
        modified(ChangeObserver(value: value, initial: initial, action: action))
    }

    /// Runs `action` when `value` changes between updates, as SwiftUI's `onChange(of:initial:_:)`.
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modified(ChangeObserver(value: value, initial: initial, action: { _, _ in action() }))
    }

    /// Runs `action` when the view appears: the first update in which it is part of the tree, as
    /// SwiftUI's `onAppear(perform:)`.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modified(AppearanceNode(appear: action, disappear: nil))
    }

    /// Runs `action` when the view is no longer part of the tree, as SwiftUI's
    /// `onDisappear(perform:)`.
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modified(AppearanceNode(appear: nil, disappear: action))
    }
}

struct ChangeObserver<V: Equatable> {
    var value: V
    var initial: Bool
    var action: (V, V) -> Void
}

// The conformances in an extension: the memberwise initialiser stays nonisolated.
extension ChangeObserver: WrappingModifier, WrapperBehavior, PassObserving {
    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior { self }

    var kindName: String { "onChange" }
    var dumpAttributes: [DumpAttribute] { [DumpAttribute("of", dumpValue(value))] }

    func runCallbacks(_ node: NodeIndex, _ pass: PassObservers) -> [String] {
        let id = pass.tree[node].id
        switch pass.observed.changeValues.keep(value, id, Self.self) {
        case nil:
            return []
        case .never?:
            // The first value the view is seen with is no change (SwiftUI calls the action only
            // with `initial`, with the value as both old and new), even when it is `nil`.
            if initial { action(value, value) }
            return []
        case .seen(let last)?:
            action(last, value)
            return ["onChange \(pass.tree.path(to: node)): \(dumpValue(last)) → \(dumpValue(value))"]
        }
    }
}

/// `onAppear`, `onDisappear` and `task`: what to do when the view comes on screen (after the
/// layout it first appears in) and when it goes.
struct AppearanceNode {
    var appear: (() -> Void)?
    var disappear: (() -> Void)?
    /// A `task`: started on the host's clock when the view appears, cancelled when it goes.
    var task: (@MainActor () async -> Void)?
    /// The value of `task(id:)`: when it changes, the task is cancelled and started again.
    var taskID: (any Equatable)?
}

// The conformances in an extension: the memberwise initialiser stays nonisolated.
extension AppearanceNode: WrappingModifier, WrapperBehavior, PassObserving {
    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior { self }

    var kindName: String { task != nil ? "task" : appear != nil ? "onAppear" : "onDisappear" }
    var dumpAttributes: [DumpAttribute] { taskID.map { [DumpAttribute("id", dumpValue($0))] } ?? [] }

    func runCallbacks(_ node: NodeIndex, _ pass: PassObservers) -> [String] {
        let id = pass.tree[node].id
        if let shown = pass.observed.appeared[id] {
            // The latest closure, as SwiftUI calls the one of the view's latest body.
            pass.observed.appeared[id]?.disappear = disappear
            guard let task, let taskID, let last = shown.taskID, !last.isEqual(to: taskID) else { return [] }
            // `task(id:)`: the id changed, so the task is cancelled and the latest one started.
            if let running = shown.task { pass.clock.cancel(running) }
            pass.observed.appeared[id]?.task = pass.clock.start(task)
            pass.observed.appeared[id]?.taskID = taskID
            return ["task \(pass.tree.path(to: node)): id \(dumpValue(last)) → \(dumpValue(taskID))"]
        }
        pass.observed.appeared[id] = ObservedState.Appearance(disappear: disappear, task: task.map { pass.clock.start($0) }, taskID: taskID)
        appear?()
        return []
    }
}
