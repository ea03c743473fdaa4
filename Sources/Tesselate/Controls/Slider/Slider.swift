import Foundation

/// A control for choosing a value from a range, as SwiftUI's `Slider` on iOS.
///
/// Layout: the minimum-value label, the track and the maximum-value label in an `HStack`; the
/// track takes the width it is offered and is 31 points tall, with a 4-point bar 14 points below
/// its top and 1 point in from each end, filled in the tint up to a 27-point white thumb with a soft
/// shadow below it, that is flush with the ends at the bounds (measured on
/// iOS 17.5–18.2, HymnalDreamTeam/Hymns-iOS's audio and font-size sliders). The `label` is not shown, as on
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

    /// The slider's height and the thumb's diameter: 31 and 27 on iOS 17.5–18.2 (Hymns-iOS's
    /// previews: a slider alone in an `HStack` of symbols is 31 tall, the thumb's disc 27 wide at
    /// 0, 0.12, 5/11 and 1 of its range). The thumb is flush with the slider's ends at the bounds.
    static var trackHeight: CGFloat { 31 }
    static var thumbDiameter: CGFloat { 27 }
    /// The bar: 4 tall, its top 14 below the slider's, 1 in from each end (the same recordings).
    static var barHeight: CGFloat { 4 }
    static var barTop: CGFloat { 14 }
    static var barInset: CGFloat { 1 }
    /// The thumb's disc: its top 1.5 below the slider's, a little above the bar's centre line.
    static var thumbTop: CGFloat { 1.5 }

    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        if let problem { resolver.report(.invalidValue, problem, context) }
        let content = HStack {
            minimumValueLabel
            SliderTrack(fraction: fraction)
            maximumValueLabel
        }
        resolver.resolveControl(kind: .slider, attributes: valueAttributes, action: .slide(slide), content: content, context, into: &nodes)
        // VoiceOver reads the label it does not show, and the value as a percentage.
        resolver.setImplicitAccessibility(
            nodes[nodes.count - 1], label: resolver.accessibilityText(of: label, context),
            value: accessibilityPercent(fraction))
    }
}

/// The track, its filled part and the thumb. The unfilled bar is `systemFill`, (120, 120, 128)
/// at 20% in the light appearance and 36% in the dark, which is the #E4E4E6 on white and
/// (43, 43, 46) on black the recordings show.
struct SliderTrack: View {
    var fraction: Double
    @Environment(\.tintFill) private var tint
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        typealias Metrics = Slider<EmptyView, EmptyView>
        let thumb = Metrics.thumbDiameter, inset = Metrics.barInset
        let unfilled = Color(.sRGB, red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: colorScheme == .dark ? 0.36 : 0.2)
        return GeometryReader { proxy in
            let thumbX = max(proxy.size.width - thumb, 0) * fraction
            ZStack(alignment: .topLeading) {
                Capsule().fill(unfilled)
                    .frame(width: max(proxy.size.width - 2 * inset, 0), height: Metrics.barHeight)
                    .offset(x: inset, y: Metrics.barTop)
                Capsule().fill(tint?.representativeColor ?? .accentColor)
                    .frame(width: max(thumbX + thumb / 2 - inset, 0), height: Metrics.barHeight)
                    .offset(x: inset, y: Metrics.barTop)
                Circle().fill(Color.white).shadow(color: .black.opacity(0.15), radius: 3, x: 0, y: 2)
                    .frame(width: thumb, height: thumb).offset(x: thumbX, y: Metrics.thumbTop)
            }
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
        }
        .frame(height: Metrics.trackHeight)
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
