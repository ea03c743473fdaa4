import Combine
import Foundation

extension View {
    /// Runs `action` with each value `publisher` delivers while the view is on screen, as
    /// SwiftUI's `onReceive(_:perform:)`.
    ///
    /// The view subscribes when it appears (after the layout it first appears in, as
    /// `onAppear`) and cancels when it disappears or its host goes away; a publisher that delivers
    /// on subscribing (`Just`, `CurrentValueSubject`, `$property`) runs `action` then. The
    /// action runs on the main actor (values sent from another thread hop there) with the latest
    /// closure the view's body made; a value received outside an update marks the host out of
    /// date, as a state change does, so it updates before it next answers. Unlike SwiftUI, the
    /// view keeps the subscription it made when it appeared, even if a later body passes another
    /// publisher. Any Combine publisher that cannot fail works (Tesselate's Combine module):
    /// time-based ones scheduled on the main queue or run loop wait on the host's virtual clock.
    nonisolated public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modified(ReceiveNode(publisher: publisher, action: action))
    }
}

/// `onReceive`: subscribes to its publisher in the callbacks of the pass the view appears in.
struct ReceiveNode<P: Publisher> where P.Failure == Never {
    var publisher: P
    var action: (P.Output) -> Void
}

// The conformances in an extension: the memberwise initialiser stays nonisolated.
extension ReceiveNode: WrappingModifier, WrapperBehavior, PassObserving, Receiving {
    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior { self }

    var kindName: String { "onReceive" }
    var dumpAttributes: [DumpAttribute] { [DumpAttribute("publisher", String(describing: P.self))] }

    func runCallbacks(_ node: NodeIndex, _ pass: PassObservers) -> [String] {
        let id = pass.tree[node].id
        let action = action
        let latest: (Any) -> Void = { if let value = $0 as? P.Output { action(value) } }
        if let receiver = pass.observed.receivers[id] {
            receiver.action = latest
            return []
        }
        let receiver = Receiver(action: latest, invalidation: HostRegistry.current)
        pass.observed.receivers[id] = receiver
        receiver.subscribe(to: publisher)
        return []
    }
}

/// A node that subscribes while on screen (so the pass knows which subscriptions to cancel).
protocol Receiving {}

/// One view's subscription: the latest action, and the host to mark out of date.
@MainActor
final class Receiver {
    var action: (Any) -> Void
    weak var invalidation: HostInvalidation?
    private var subscription: AnyCancellable?
    /// Whether the host is updating (the subscription delivering its first values).
    private var subscribing = false

    init(action: @escaping (Any) -> Void, invalidation: HostInvalidation?) {
        self.action = action
        self.invalidation = invalidation
    }

    func subscribe<P: Publisher>(to publisher: P) where P.Failure == Never {
        subscribing = true
        defer { subscribing = false }
        subscription = publisher.sink { [weak self] value in
            let value = UncheckedSendable(value)
            onMainActor { self?.receive(value.value) }
        }
    }

    private func receive(_ value: Any) {
        action(value)
        if !subscribing { invalidation?.invalidate() }
    }

    func cancel() {
        subscription?.cancel()
        subscription = nil
    }
}

/// Runs `action` on the main actor: now when on the main thread, else soon.
func onMainActor(_ action: @escaping @MainActor @Sendable () -> Void) {
    if Thread.isMainThread {
        MainActor.assumeIsolated { action() }
    } else {
        Task { @MainActor in action() }
    }
}
