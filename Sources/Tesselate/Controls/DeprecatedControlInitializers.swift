import Foundation

// iOS 13's initializers of `Slider` and `Stepper`, with the label last (SwiftUI deprecated them for
// the forms with the label first, but they compile on iOS and real apps still use them). Each
// makes the same control as its current form. They are disfavoured, so that a call with a
// trailing label and no `onEditingChanged` picks the current form (the two match it alike).

extension Slider {
    /// A slider with value labels at its ends, as SwiftUI's deprecated
    /// `init(value:in:onEditingChanged:minimumValueLabel:maximumValueLabel:label:)`.
    @_disfavoredOverload @MainActor public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, label: label, minimumValueLabel: { minimumValueLabel }, maximumValueLabel: { maximumValueLabel },
            onEditingChanged: onEditingChanged)
    }

    /// A stepped slider with value labels at its ends, as SwiftUI's deprecated
    /// `init(value:in:step:onEditingChanged:minimumValueLabel:maximumValueLabel:label:)`.
    @_disfavoredOverload @MainActor public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: step, label: label, minimumValueLabel: { minimumValueLabel },
            maximumValueLabel: { maximumValueLabel }, onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A labelled slider, as SwiftUI's deprecated `init(value:in:onEditingChanged:label:)`.
    @_disfavoredOverload @MainActor public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
    }

    /// A labelled, stepped slider, as SwiftUI's deprecated `init(value:in:step:onEditingChanged:label:)`.
    @_disfavoredOverload @MainActor public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }
}

extension Stepper {
    /// A stepper that calls its closures, as SwiftUI's deprecated
    /// `init(onIncrement:onDecrement:onEditingChanged:label:)`.
    @_disfavoredOverload @MainActor public init(
        onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper of `value` by `step`, as SwiftUI's deprecated `init(value:step:onEditingChanged:label:)`.
    @_disfavoredOverload @MainActor public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    /// A stepper of `value` within `bounds` by `step`, as SwiftUI's deprecated
    /// `init(value:in:step:onEditingChanged:label:)`.
    @_disfavoredOverload @MainActor public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }
}
