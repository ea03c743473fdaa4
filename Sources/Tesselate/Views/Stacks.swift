import Foundation

/// A view that arranges its children in a horizontal line, as SwiftUI's `HStack`.
///
/// Space is shared as SwiftUI shares it (see ``HStackLayout``); `spacing: nil` uses each pair
/// of neighbours' preferred distance, 8 points between most views.
public struct HStack<Content: View> {
    let layout: HStackLayout
    let content: Content
    public typealias Body = Never

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        resolver.resolveLayout(layout, content, context, into: &nodes)
    }
}

/// A view that arranges its children in a vertical line, as SwiftUI's `VStack`.
///
/// Space is shared as SwiftUI shares it (see ``VStackLayout``).
public struct VStack<Content: View> {
    let layout: VStackLayout
    let content: Content
    public typealias Body = Never

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        resolver.resolveLayout(layout, content, context, into: &nodes)
    }
}

/// A view that overlays its children, aligning them in both axes, as SwiftUI's `ZStack`.
public struct ZStack<Content: View> {
    let layout: ZStackLayout
    let content: Content
    public typealias Body = Never

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        resolver.resolveLayout(layout, content, context, into: &nodes)
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension HStack: View, PrimitiveView {}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension VStack: View, PrimitiveView {}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension ZStack: View, PrimitiveView {}

extension Resolver {
    /// Reports a stack spacing that cannot be a distance (the stack uses its children's own
    /// spacing instead).
    func checkStackSpacing(_ spacing: CGFloat?, _ context: ResolveContext) {
        if let spacing, !spacing.isFinite {
            report(.invalidValue, "stack spacing \(formatNumber(spacing)) is not finite; the default spacing is used", context)
        }
    }
}
