import Foundation

/// The key of a localized string, as SwiftUI's `LocalizedStringKey`: what a string literal passed
/// to `Text`, `TextField` or another view's title becomes.
///
/// Tesselate does not localize: the key is the text. Interpolations are formatted as SwiftUI
/// formats them (each value gets a printf-style format specifier): integers as `%lld`, so
/// `Text("\(3)")` shows "3"; floating-point numbers as `%lf`, so `Text("\(0.5)")` shows
/// "0.500000", as on a device; `specifier:` uses the given format ("%.2f"). Strings and other
/// values are shown as they describe themselves.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    let key: String

    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.output }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""

        public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity * 2) }
        public mutating func appendLiteral(_ literal: String) { output += literal }
        public mutating func appendInterpolation(_ string: String) { output += string }
        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) { output += String(string) }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { output += String(value) }
        public mutating func appendInterpolation(_ value: Double) { output += String(format: "%lf", value) }
        public mutating func appendInterpolation(_ value: Float) { output += String(format: "%lf", Double(value)) }
        public mutating func appendInterpolation(_ value: CGFloat) { output += String(format: "%lf", Double(value)) }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            output += String(format: specifier, Int64(value))
        }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            output += String(format: specifier, Double(value))
        }
        public mutating func appendInterpolation(_ text: Text) { output += text.content }
        public mutating func appendInterpolation<T>(_ value: T) { output += String(describing: value) }
    }
}
