import Foundation

/// How a gauge is drawn, as SwiftUI's `GaugeStyle`. Set one with `gaugeStyle(_:)`; write one by
/// building a view from the configuration's `value` and labels.
@MainActor @preconcurrency
public protocol GaugeStyle {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration
    /// The view of a gauge with `configuration`'s value and labels.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a gauge a ``GaugeStyle`` draws, as SwiftUI's `GaugeStyleConfiguration`.
public struct GaugeStyleConfiguration {
    /// A gauge's label, with its type erased.
    public struct Label: View, TypeErasedView {
        let view: any View
        public typealias Body = Never
    }

    /// A gauge's current-value label, with its type erased.
    public struct CurrentValueLabel: View, TypeErasedView {
        let view: any View
        public typealias Body = Never
    }

    /// A gauge's minimum-value label, with its type erased.
    public struct MinimumValueLabel: View, TypeErasedView {
        let view: any View
        public typealias Body = Never
    }

    /// A gauge's maximum-value label, with its type erased.
    public struct MaximumValueLabel: View, TypeErasedView {
        let view: any View
        public typealias Body = Never
    }

    /// The value, as a fraction of the gauge's range: 0…1.
    public var value: Double
    /// What the gauge shows.
    public var label: GaugeStyleConfiguration.Label
    /// The current value's label, `nil` when the gauge has none.
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    /// The minimum's label, `nil` when the gauge has none.
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
    /// The maximum's label, `nil` when the gauge has none.
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
}

/// iOS's gauge, as SwiftUI's `DefaultGaugeStyle`: a linear capacity bar
/// (``LinearCapacityGaugeStyle``).
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

/// A bar filled from its leading edge to the value, as SwiftUI's `LinearCapacityGaugeStyle`:
/// the label, then the bar (a `ProgressView`'s 4-point track) between the minimum and maximum
/// labels, then the current value's label in the secondary style, leading-aligned with the
/// default spacing (Tesselate's arrangement, not measured).
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label
            HStack {
                configuration.minimumValueLabel
                ProgressView(value: configuration.value)
                configuration.maximumValueLabel
            }
            configuration.currentValueLabel.foregroundStyle(.secondary)
        }
    }
}

/// A thin bar with a marker at the value, as SwiftUI's `AccessoryLinearGaugeStyle` (for
/// Lock Screen widgets): the current value's label (else the label) above, the bar between the
/// minimum and maximum labels. The bar is 6 points tall and the marker 8 (**chosen**).
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        AccessoryLinearGauge(configuration: configuration, fills: false)
    }
}

/// A thin bar filled to the value, as SwiftUI's `AccessoryLinearCapacityGaugeStyle`: laid out
/// as ``AccessoryLinearGaugeStyle`` with the bar filled instead of marked.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        AccessoryLinearGauge(configuration: configuration, fills: true)
    }
}

/// An open ring with a marker at the value, as SwiftUI's `AccessoryCircularGaugeStyle`: "the
/// gauge's `currentValueLabel` value at the center", the minimum and maximum labels (else the
/// label) "in the opening at the bottom of the ring" (Apple's documentation). The ring is 58
/// points across with a 6-point line and a 270° arc (**chosen**).
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        AccessoryCircularGauge(configuration: configuration, capacity: false)
    }
}

/// A closed ring filled to the value, as SwiftUI's `AccessoryCircularCapacityGaugeStyle`, with
/// the current value's label at its centre; sized as ``AccessoryCircularGaugeStyle``.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        AccessoryCircularGauge(configuration: configuration, capacity: true)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

extension View {
    /// Sets the style of the gauges in this view, as SwiftUI's `gaugeStyle(_:)`.
    nonisolated public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyle, AnyGaugeStyle(style))
    }
}

/// A gauge style with its type erased, as the environment keeps it (not named in the dump).
typealias AnyGaugeStyle = ErasedStyle<GaugeStyleConfiguration>

extension ErasedStyle where Configuration == GaugeStyleConfiguration {
    nonisolated init<S: GaugeStyle>(_ style: S) {
        let boxed = MainActorBound(style)
        self.init(dumpName: nil) { AnyView(boxed.value.makeBody(configuration: $0)) }
    }
}

struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: AnyGaugeStyle { MainActor.assumeIsolated { AnyGaugeStyle(DefaultGaugeStyle()) } }
}

extension EnvironmentValues {
    var gaugeStyle: AnyGaugeStyle {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}
