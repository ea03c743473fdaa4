import Foundation

extension View {
    /// Registers `action` to run when the app receives a URL (a Universal Link, or a URL of the
    /// app's scheme), as SwiftUI's `onOpenURL(perform:)`. A host receives none from a system: the
    /// test delivers one with ``ViewHost/receiveURL(_:)``, which runs every handler in the window
    /// (chosen: Apple routes the URL to a scene and does not say more for one scene). Layout is
    /// unchanged; the dump shows an `onOpenURL` line.
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        modified(OpenURLHandlerNode(action: action))
    }
}

/// The node of `onOpenURL`: the handler the host runs for a received URL.
struct OpenURLHandlerNode {
    var action: (URL) -> Void
}

// The conformances in an extension, so the memberwise initialiser stays nonisolated (the
// modifiers that make this value are nonisolated, as SwiftUI declares them).
extension OpenURLHandlerNode: WrappingModifier, WrapperBehavior {
    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior { self }

    var kindName: String { "onOpenURL" }
    /// A handler makes no view of its own in SwiftUI: the view keeps its layout priority.
    var keepsChildPriority: Bool { true }
}

extension ViewHost {
    /// Delivers `url` to the app as the system delivers a Universal Link or a URL of the app's
    /// scheme: runs every `onOpenURL(perform:)` handler in the window, in the order they are in
    /// the tree, and settles. Returns whether any handler ran; when none did, records a
    /// `.navigationNotPossible` diagnostic (the app would ignore the URL).
    @discardableResult
    public func receiveURL(_ url: URL) -> Bool {
        let tree = self.tree
        let handlers = (0..<tree.count).compactMap { (tree[$0].behavior as? OpenURLHandlerNode)?.action }
        guard !handlers.isEmpty else {
            inbox.reports.append(
                Diagnostic(
                    code: .navigationNotPossible, message: "receiveURL(\(url.absoluteString)): no view has an onOpenURL handler",
                    path: "ViewHost", node: nil))
            invalidateForInteraction()
            return false
        }
        runningForThisHost {
            for handler in handlers { handler(url) }
        }
        invalidateForInteraction()
        settle()
        return true
    }
}
