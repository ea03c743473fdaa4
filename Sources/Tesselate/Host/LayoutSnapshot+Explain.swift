import Foundation

/// A node behavior that can tell whether an app's own `Layout` places its children, for the
/// testing library's explanations of a layout (`explain` in TesselateTesting).
@MainActor
protocol CustomLayoutReporting {
    /// Whether the layout is one the app declares, not one of the library's (stacks, grids, …).
    var isCustomLayout: Bool { get }
}

extension LayoutBehavior: CustomLayoutReporting {
    var isCustomLayout: Bool { !(layout is any NamedLayout) }
}

extension LayoutSnapshot {
    /// Whether `node` is laid out by a `Layout` the app declares (its kind is the layout's type
    /// name), rather than by one of the library's views.
    package func isCustomLayout(_ node: Int) -> Bool {
        guard isValid(node) else { return false }
        return (tree[node].behavior as? any CustomLayoutReporting)?.isCustomLayout ?? false
    }

    /// Whether `node` has `ignoresSafeArea` applied (placing extends it into the safe area its
    /// frame reaches).
    package func ignoresSafeArea(_ node: Int) -> Bool { isValid(node) && tree[node].ignoresSafeArea }
}
