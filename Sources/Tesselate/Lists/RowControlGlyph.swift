import Foundation

/// A control's platform part (a switch, a stepper's buttons) that, in a list row, overflows the
/// row's line instead of making the control taller, as iOS lays out a `Toggle` or a `Stepper`
/// in a list: the control is as tall as its label and the part is centred on it (swiftui-web,
/// `Docs/elements/iOS.md`: "in a list row the toggle is its label's line and the switch
/// overflows it"). Elsewhere, and under `labelsHidden()` (no line to be as tall as), it is the
/// part itself: a hidden-label switch in a top-aligned `HStack` row has its top at the row
/// content's top (iOS 26, criticalmaps/criticalmaps-ios's settings screen).
struct RowControlGlyph {
    var part: ControlPart
    var size: CGSize
    typealias Body = Never

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let glyph = ControlGlyph(part: part, size: size)
        if context.environment.isListRow && !context.environment.labelsHidden {
            resolver.resolve(glyph.frame(height: 0), context, into: &nodes)
        } else {
            resolver.resolve(glyph, context, into: &nodes)
        }
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension RowControlGlyph: View, PrimitiveView {}
