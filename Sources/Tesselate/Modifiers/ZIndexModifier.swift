import Foundation

extension View {
    /// Orders this view among its siblings when drawn, as SwiftUI's `zIndex(_:)`: a container
    /// draws its children from the lowest `zIndex` to the highest (0 by default), in source
    /// order among equals. Layout is unchanged. The value is a trait of the view: modifiers
    /// applied after it keep it, and the outermost `zIndex` counts.
    nonisolated public func zIndex(_ value: Double) -> some View {
        modified(ZIndexTrait(value: value))
    }
}

/// The `zIndex` of the view it wraps; the drawing order reads it.
struct ZIndexTrait: WrappingModifier, WrapperBehavior {
    static var checksValues: Bool { true }
    var value: Double

    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior {
        guard value.isNaN else { return self }
        resolver.report(.invalidValue, "zIndex(nan): taken as 0", node: child)
        return ZIndexTrait(value: 0)
    }

    var kindName: String { "zIndex" }
    var dumpAttributes: [DumpAttribute] { [DumpAttribute(formatNumber(CGFloat(value)))] }
    /// A trait makes no view of its own in SwiftUI: the view keeps its layout priority.
    var keepsChildPriority: Bool { true }
}

extension DrawListBuilder {
    /// `children` in drawing order: by `zIndex`, source order among equals.
    func zOrdered(_ children: [NodeIndex]) -> [NodeIndex] {
        let indices = children.map(zIndex(of:))
        guard indices.contains(where: { $0 != 0 }) else { return children }
        return children.indices.sorted { indices[$0] != indices[$1] ? indices[$0] < indices[$1] : $0 < $1 }.map { children[$0] }
    }

    /// The `zIndex` of the view at `node`: the outermost one among the modifiers that wrap it
    /// (down to the first view that is not a modifier), else 0.
    func zIndex(of node: NodeIndex) -> Double {
        var current = node
        while true {
            let behavior = tree[current].behavior
            if let trait = behavior as? ZIndexTrait { return trait.value }
            let children = tree[current].children
            guard !children.isEmpty, isModifier(behavior) else { return 0 }
            current = children[0]
        }
    }

    /// Whether `behavior` is a modifier of the view in its first child (not a container that
    /// lays out content of its own, such as a scroll view or a geometry reader).
    private func isModifier(_ behavior: any NodeBehavior) -> Bool {
        if behavior is ScrollViewNode || behavior is GeometryReaderNode || behavior is ControlNode { return false }
        return behavior is any WrapperBehavior || behavior is DecorationNode
    }
}
