import Foundation
import Tesselate

/// The view as VoiceOver reads it (see `ViewQuery.label(_:)`): `nil` when it is not an
/// accessibility element (a view inside a button, a hidden view, a stack).
extension ViewMatch {
    /// The label VoiceOver reads: the `accessibilityLabel(_:)`, a text's string, or the texts
    /// inside a control or combined element joined with ", ".
    public var accessibilityLabel: String? { snapshot.accessibilityElement(of: node)?.label }
    /// The `accessibilityValue(_:)`.
    public var accessibilityValue: String? { snapshot.accessibilityElement(of: node)?.value }
    /// The `accessibilityHint(_:)`.
    public var accessibilityHint: String? { snapshot.accessibilityElement(of: node)?.hint }
    /// The traits: a button's `.isButton`, a text's `.isStaticText`, plus those added.
    public var accessibilityTraits: AccessibilityTraits? { snapshot.accessibilityElement(of: node)?.traits }

    /// Runs the action added with `accessibilityAction(named:_:)` under `name` on this element,
    /// then settles the host; fails the test when the view has no action of that name.
    @discardableResult
    public func performAccessibilityAction(named name: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let actions = snapshot.accessibilityElement(of: node)?.actions ?? []
        guard let action = actions.first(where: { $0.name == name }) else {
            FailureReporting.fail(
                "performAccessibilityAction(named: \"\(name)\"): \(path) has no such action; its actions: "
                    + (actions.isEmpty ? "none" : actions.map { "\"\($0.name)\"" }.joined(separator: ", ")), file: file, line: line)
            return false
        }
        host.runningForThisHost { action.perform() }
        assertSettles(host, file: file, line: line)
        return true
    }

    /// Adjusts this element up, as VoiceOver's swipe up does (UIKit's `accessibilityIncrement()`):
    /// runs its `accessibilityAdjustableAction` with `.increment`, then settles the host; fails
    /// the test when the element is not adjustable.
    @discardableResult
    public func accessibilityIncrement(file: StaticString = #filePath, line: UInt = #line) -> Bool {
        adjust(.increment, "accessibilityIncrement", file: file, line: line)
    }

    /// Adjusts this element down, as VoiceOver's swipe down does (UIKit's
    /// `accessibilityDecrement()`): runs its `accessibilityAdjustableAction` with `.decrement`.
    @discardableResult
    public func accessibilityDecrement(file: StaticString = #filePath, line: UInt = #line) -> Bool {
        adjust(.decrement, "accessibilityDecrement", file: file, line: line)
    }

    private func adjust(_ direction: AccessibilityAdjustmentDirection, _ name: String, file: StaticString, line: UInt) -> Bool {
        guard let element = snapshot.accessibilityElement(of: node) else {
            FailureReporting.fail("\(name)(): \(path) is not an accessibility element", file: file, line: line)
            return false
        }
        guard let adjust = element.adjust else {
            FailureReporting.fail(
                "\(name)(): \(path) is not adjustable (no accessibilityAdjustableAction): \(element.summary)", file: file, line: line)
            return false
        }
        host.runningForThisHost { adjust(direction) }
        assertSettles(host, file: file, line: line)
        return true
    }
}

extension ViewHost {
    /// The accessibility elements of the window in the order VoiceOver reads them: the views'
    /// order, with `accessibilitySortPriority` deciding within each accessibility container
    /// (higher first).
    public var accessibilityReadingOrder: [ViewMatch] {
        let snapshot = layoutSnapshot
        guard let root = snapshot.root else { return [] }
        return snapshot.accessibilityReadingOrder(from: root).map { ViewMatch(host: self, snapshot: snapshot, node: $0) }
    }
}
