import Foundation

extension HostInbox {
    /// The offset the scroll view `key` will have once the scroll requests waiting in the inbox
    /// are applied, when they are plain offsets (a test scrolling to a point or along one axis):
    /// the next pass builds the scroll view and its lazy content at that offset at once, instead
    /// of laying out at the old offset first (the observe stage still applies the requests, and
    /// clamps them, as before). `nil` when nothing waits for it, or when a request to scroll to a
    /// view might move it (that needs the layout).
    func pendingOffset(for key: NodeID, from current: CGPoint?) -> CGPoint? {
        var offset = current
        var found = false
        for request in scrollRequests {
            guard let target = request.scrollViewKey else { return nil }
            guard target == key else { continue }
            switch request.target {
            case .point(let point):
                offset = point
            case .axis(let axis, let value):
                var moved = offset ?? .zero
                moved[axis] = value
                offset = moved
            case .view, .edge:
                return nil
            }
            found = true
        }
        return found ? offset : nil
    }
}

extension HostContext {
    /// The offset the scroll view `key` is built with in this pass: its offset, or the one a test
    /// asked for since (``HostInbox/pendingOffset(for:from:)``).
    func builtOffset(_ key: NodeID) -> CGPoint? {
        inbox.pendingOffset(for: key, from: observed.scrollOffsets[key]) ?? observed.scrollOffsets[key]
    }
}
