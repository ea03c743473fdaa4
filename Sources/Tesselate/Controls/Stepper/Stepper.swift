import Foundation

/// A control that increments and decrements a value, as SwiftUI's `Stepper` on iOS.
///
/// Layout: the label on the leading side and the "−|+" segments on the trailing side, with a
/// `Spacer` between, so a stepper takes all the width it is offered. The segments are a
/// `UIStepper`, 94×32 points whatever they are offered (iOS 13 and later; measured on iOS 26 by
/// a public UIKit probe: "UIStepper 94 × 32", halves 46.33 / 46.67). The testing library steps it
/// with `increment()` and `decrement()`; a segment at its bound does nothing, as it is disabled.
public struct Stepper<Label: View> {
    let onIncrement: (@MainActor () -> Void)?
    let onDecrement: (@MainActor () -> Void)?
    let valueAttributes: [DumpAttribute]
    let label: Label
    public typealias Body = Never

    /// A stepper that calls `onIncrement` and `onDecrement`; a `nil` closure disables its segment.
    @MainActor public init(
        @ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        valueAttributes = []
    }

    /// A stepper that adds and subtracts `step` to `value`, kept within `bounds`.
    @MainActor public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        let current = value.wrappedValue
        let upper = bounds.upperBound, lower = bounds.lowerBound
        // A step past what the type holds (Int.max from a value above 0) lands on the bound.
        let up = stepped(current, by: step, up: true) ?? upper
        let down = stepped(current, by: step, up: false) ?? lower
        let increment: @MainActor () -> Void = { value.wrappedValue = Swift.min(up, upper) }
        let decrement: @MainActor () -> Void = { value.wrappedValue = Swift.max(down, lower) }
        onIncrement = current < upper ? increment : nil
        onDecrement = current > lower ? decrement : nil
        valueAttributes = [DumpAttribute("value", "\(current)"), DumpAttribute("in", "\(bounds)")]
    }

    /// A stepper that adds and subtracts `step` to `value`, without bounds.
    @MainActor public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        let current = value.wrappedValue
        onIncrement = { value.wrappedValue = current.advanced(by: step) }
        onDecrement = { value.wrappedValue = current.advanced(by: -step) }
        valueAttributes = [DumpAttribute("value", "\(current)")]
    }

    /// The size of the iOS stepper segments (`UIStepper`).
    static var segmentsSize: CGSize { CGSize(width: 94, height: 32) }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        let segments = RowControlGlyph(part: .stepperSegments, size: Stepper.segmentsSize)
        let content = HStack {
            if !context.environment.labelsHidden {
                label
                Spacer()
            }
            segments
        }
        resolver.resolveControl(
            kind: .stepper, attributes: valueAttributes, action: .step(increment: onIncrement, decrement: onDecrement),
            content: content, context, into: &nodes)
        if context.environment.labelsHidden {
            resolver.setImplicitAccessibility(nodes[nodes.count - 1], label: resolver.accessibilityText(of: label, context))
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper with the text `title` that adds and subtracts `step` to `value` within `bounds`.
    @MainActor public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper with the text `title` that adds and subtracts `step` to `value`.
    @MainActor public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper with the text `title` that calls `onIncrement` and `onDecrement`.
    @MainActor public init<S: StringProtocol>(
        _ title: S, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension Stepper: View, PrimitiveView {}

/// `value` moved up or down by `step`, or `nil` when an `Int` would overflow (where
/// `advanced(by:)` traps).
private func stepped<V: Strideable>(_ value: V, by step: V.Stride, up: Bool) -> V? {
    if let integer = value as? Int, let step = step as? Int {
        let (moved, overflow) = up ? integer.addingReportingOverflow(step) : integer.subtractingReportingOverflow(step)
        return overflow ? nil : moved as? V
    }
    return value.advanced(by: up ? step : -step)
}
