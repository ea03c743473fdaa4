import Foundation

/// Builds views from closures, as SwiftUI's `ViewBuilder`.
///
/// Accepts everything SwiftUI's does: blocks of any length (through parameter packs, so there is
/// no ten-child limit), `if`, `if let`, `if`/`else`, `switch`, `if #available`, and `let`
/// declarations.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    @inlinable
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView<(repeat each Content)>((repeat each content)) { value, resolver, context, nodes in
            var index = 0
            // One context for the elements, whose identity each element sets (see
            // `TupleView.resolveElement`).
            var elementContext = context
            for view in repeat each value {
                TupleView<(repeat each Content)>.resolveElement(view, at: index, resolver, context, &elementContext, &nodes)
                index += 1
            }
        }
    }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(trueContent: first)
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(falseContent: second)
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
