import Foundation

extension LayoutSnapshot {
    /// The accessibility elements under `start` (itself included) in the order VoiceOver reads
    /// them: the order of the views, except that within an accessibility container (the window,
    /// or a view made one with `accessibilityElement(children: .contain)`, read as one item of
    /// its own container) the items with a higher `accessibilitySortPriority` come first, equal
    /// priorities keeping the views' order (SwiftUI: "higher numbers are sorted first; the
    /// default sort priority is zero").
    package func accessibilityReadingOrder(from start: Int) -> [Int] {
        LayoutSnapshot.sorted(readingItems(start, inherited: nil))
    }

    /// The items `node` adds to its container: each with its priority and its elements in order.
    private func readingItems(_ node: Int, inherited: Double?) -> [(priority: Double, elements: [Int])] {
        let properties = tree[node].accessibility
        if properties?.isHidden == true { return [] }
        let priority = properties?.sortPriority ?? inherited
        // The walk stops at hidden views and at elements, and every view that reads its content
        // as one is an element itself, so no ancestor can hide this one: its own properties decide.
        if isAccessibilityElement(node) { return [(priority ?? 0, [node])] }
        if properties?.children == .contain {
            let inner = children(of: node).flatMap { readingItems($0, inherited: nil) }
            return [(priority ?? 0, LayoutSnapshot.sorted(inner))]
        }
        return children(of: node).flatMap { readingItems($0, inherited: priority) }
    }

    /// The elements of `items`, higher priorities first, a stable sort. A NaN priority is taken
    /// as 0, so that the order stays total.
    private static func sorted(_ items: [(priority: Double, elements: [Int])]) -> [Int] {
        func key(_ priority: Double) -> Double { priority.isNaN ? 0 : priority }
        return items.enumerated()
            .sorted {
                key($0.element.priority) != key($1.element.priority)
                    ? key($0.element.priority) > key($1.element.priority) : $0.offset < $1.offset
            }
            .flatMap(\.element.elements)
    }
}
