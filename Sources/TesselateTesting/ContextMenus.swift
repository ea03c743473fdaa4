import Foundation
import Tesselate

/// Context menus, opened as a person opens them: by a long press on the view.
extension ViewMatch {
    /// Opens the context menu (`contextMenu(menuItems:)`) of this view or of the nearest view
    /// around it that has one, as a long press does: its items then show in the host (and its
    /// preview, if it has one), and tapping an item runs it and closes the menu. Fails the test
    /// when no view at or above has a context menu.
    ///
    /// ```swift
    /// host.find(.text("Photo"))?.openContextMenu()
    /// host.find(.text("Delete"))?.tap()
    /// ```
    @discardableResult
    public func openContextMenu(file: StaticString = #filePath, line: UInt = #line) -> Bool {
        perform("openContextMenu", control: .contextMenu, file: file, line: line) { $0.openAction }
    }

    /// Whether a long press here reaches a context menu rather than a gesture: a context menu is
    /// at or above the view and no long-press gesture there would take the press.
    func longPressOpensContextMenu() -> Bool {
        let chain = [self] + ancestors
        guard chain.contains(where: { $0.snapshot.control(of: $0.node)?.kind == .contextMenu }) else { return false }
        let probe = GestureInput(kind: .longPress(duration: nil), start: touchPoint)
        return !chain.contains { match in
            guard let gesture = match.snapshot.gesture(of: match.node), gesture.includesGesture else { return false }
            return gesture.makeRecognizer(match.snapshot.gestureSpace(of: match.node)).accepts(probe)
        }
    }
}
