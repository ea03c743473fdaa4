import Foundation

/// A dimension that scales with the Dynamic Type size, as SwiftUI's `ScaledMetric`.
///
/// At the default size (`.large`) it is the value it was given; at another it is multiplied by
/// how much its text style's leading grows from `.large` to that size (the leadings of the Human
/// Interface Guidelines' Dynamic Type table; UIKit's `UIFontMetrics` curve is not published, and
/// this one is measured on iOS 18.4 for body, footnote, caption and title, to half a point at
/// every size; title's own factors are kept as measured). Outside a host it is the value.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let baseValue: Value
    let textStyle: Font.TextStyle
    let box = EnvironmentBox()

    /// A metric that scales as `textStyle` does.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// A metric that scales as body text does.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// The value, scaled for the environment's Dynamic Type size.
    public var wrappedValue: Value {
        guard let size = box.values?.dynamicTypeSize, size != .large else { return baseValue }
        return baseValue * Value(size.metricScale(for: textStyle))
    }
}

extension ScaledMetric: InstallableProperty {
    func install(_ installation: inout PropertyInstallation) {
        box.values = installation.environment
    }
}
