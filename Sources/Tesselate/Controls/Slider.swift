import Foundation

/// A control for choosing a value from a range, as SwiftUI's `Slider` on iOS.
///
/// Layout: the minimum-value label, the track and the maximum-value label in an `HStack`; the
/// track takes the width it is offered and is 34 points tall (a `UISlider`'s height), with a
/// 4-point bar filled in the tint up to a 28-point white thumb (outlined in light grey where iOS
/// draws a shadow). The `label` is not shown, as on
/// iOS (VoiceOver reads it). A value outside the bounds is drawn clamped; a NaN value or bounds
/// that are not finite draw the thumb at the start, and a step that is not positive is ignored,
/// each with a diagnostic. The testing library
/// drags the thumb with `slide(to:)`, which calls `onEditingChanged(true)`, sets the value
/// (clamped to the bounds and snapped to the step, as a drag would) and calls
/// `onEditingChanged(false)`.
public struct Slider<Label: View, ValueLabel: View> {
    let fraction: Double
    let slide: @MainActor (Double) -> Void
    let valueAttributes: [DumpAttribute]
    let problem: String?
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel
    public typealias Body = Never

    @MainActor init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label, minimumValueLabel: ValueLabel,
        maximumValueLabel: ValueLabel, onEditingChanged: @escaping (Bool) -> Void
    ) where V.Stride: BinaryFloatingPoint {
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        let lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound)
        let current = Double(value.wrappedValue)
        let share = (current - lower) / (upper - lower)
        fraction = upper > lower && !share.isNaN ? Swift.min(Swift.max(share, 0), 1) : 0
        let given = step.map { Double($0) }
        problem =
            if !lower.isFinite || !upper.isFinite {
                "Slider: bounds \(bounds) are not finite; the slider is drawn at its start"
            } else if current.isNaN {
                "Slider: value NaN is not a number; the slider is drawn at its start"
            } else if given.map({ $0 > 0 && $0.isFinite }) == false {
                "Slider: step \(given!) is not a positive number; the value is not snapped"
            } else { nil }
        let step = given.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        slide = { target in
            // A drag always ends somewhere on the track: NaN moves nothing, ±∞ reach an end.
            guard !target.isNaN else { return }
            var chosen = Swift.min(Swift.max(target, lower), upper)
            if let step, lower.isFinite {
                let snapped = Swift.min(lower + ((chosen - lower) / step).rounded() * step, upper)
                if snapped.isFinite { chosen = snapped }
            }
            onEditingChanged(true)
            value.wrappedValue = V(chosen)
            onEditingChanged(false)
        }
        valueAttributes =
            [DumpAttribute("value", "\(value.wrappedValue)"), DumpAttribute("in", "\(bounds)")]
            + (step.map { [DumpAttribute("step", "\($0)")] } ?? [])
    }

    /// The track's height (`UISlider`) and the thumb's diameter.
    static var trackHeight: CGFloat { 34 }
    static var thumbDiameter: CGFloat { 28 }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        if let problem { resolver.report(.invalidValue, problem, context) }
        var actions = ControlActions()
        actions.slide = slide
        let content = HStack {
            minimumValueLabel
            SliderTrack(fraction: fraction)
            maximumValueLabel
        }
        resolver.resolveControl(kind: .slider, attributes: valueAttributes, actions: actions, content: content, context, into: &nodes)
        // VoiceOver reads the label it does not show, and the value as a percentage.
        resolver.setImplicitAccessibility(
            nodes[nodes.count - 1], label: resolver.accessibilityText(of: label, context),
            value: accessibilityPercent(fraction))
    }
}

/// The track, its filled part and the thumb.
struct SliderTrack: View {
    var fraction: Double
    @Environment(\.tintFill) private var tint

    var body: some View {
        let thumb = Slider<EmptyView, EmptyView>.thumbDiameter
        GeometryReader { proxy in
            let thumbX = (proxy.size.width - thumb) * fraction
            ZStack(alignment: .leading) {
                Capsule().fill(Color.gray.opacity(0.3)).frame(height: 4)
                Capsule().fill(tint?.representativeColor ?? .accentColor).frame(width: thumbX + thumb / 2, height: 4)
                Circle().fill(Color.white).overlay(Circle().stroke(Color.gray.opacity(0.3), lineWidth: 0.5))
                    .frame(width: thumb, height: thumb).offset(x: thumbX)
            }
            .frame(maxHeight: .infinity)
        }
        .frame(height: Slider<EmptyView, EmptyView>.trackHeight)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider bound to `value` within `bounds`.
    @MainActor public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(),
            onEditingChanged: onEditingChanged)
    }

    /// A slider bound to `value` within `bounds`, in increments of `step`.
    @MainActor public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: EmptyView(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(),
            onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider bound to `value` within `bounds`, described by `label`.
    @MainActor public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(),
            onEditingChanged: onEditingChanged)
    }

    /// A slider bound to `value` within `bounds`, in increments of `step`, described by `label`.
    @MainActor public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(),
            onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    /// A slider bound to `value` within `bounds`, with labels at its ends.
    @MainActor public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// A slider bound to `value` within `bounds`, in increments of `step`, with labels at its ends.
    @MainActor public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }
}

// The view conformance is declared apart, so that making the view is not main-actor isolated
// (as SwiftUI declares its views): views can be built in any context.
extension Slider: View, PrimitiveView {}
