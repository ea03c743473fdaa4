import Foundation

/// A view that shows a value within a range, as SwiftUI's `Gauge`, drawn by the environment's
/// ``GaugeStyle`` (iOS's default is a linear capacity bar, ``DefaultGaugeStyle``). A value
/// outside the range is drawn clamped.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel
    @Environment(\.gaugeStyle) private var style

    public var body: some View {
        style.body(
            GaugeStyleConfiguration(
                value: fraction, label: .init(view: label),
                currentValueLabel: CurrentValueLabel.self == EmptyView.self ? nil : .init(view: currentValueLabel),
                minimumValueLabel: BoundsLabel.self == EmptyView.self ? nil : .init(view: minimumValueLabel),
                maximumValueLabel: BoundsLabel.self == EmptyView.self ? nil : .init(view: maximumValueLabel)))
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with all its labels.
    @MainActor public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        let lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound)
        // Halved where the span overflows (-max...max), so the fraction is still a number.
        let span = upper - lower, current = Double(value)
        let share = span.isFinite ? (current - lower) / span : (current / 2 - lower / 2) / (upper / 2 - lower / 2)
        fraction = upper > lower && !share.isNaN ? Swift.min(Swift.max(share, 0), 1) : 0
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with a label and a current-value label.
    @MainActor public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
            minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with a label.
    @MainActor public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() })
    }
}
