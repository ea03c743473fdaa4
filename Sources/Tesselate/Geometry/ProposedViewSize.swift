import Foundation

/// A proposal for the size of a view, as SwiftUI's `ProposedViewSize`.
///
/// Each dimension is either a length or `nil`. SwiftUI gives the values these meanings, and so
/// does Tesselate:
/// - `nil`: "use your ideal size" (``unspecified``),
/// - `0`: "use your minimum size" (``zero``),
/// - `.infinity`: "use your maximum size" (``infinity``),
/// - any other value: the space on offer.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width, or `nil` for the view's ideal width.
    public var width: CGFloat?
    /// The proposed height, or `nil` for the view's ideal height.
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Both dimensions `nil`: the view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Both dimensions zero: the view's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both dimensions infinite: the view's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// Replaces each `nil` dimension with the matching one of `size`.
    ///
    /// SwiftUI's default `size` is 10×10, the size a view without an ideal size reports (a
    /// `Color` or a `GeometryReader` proposed `nil`).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    public var description: String {
        "\(ProposedViewSize.format(width))×\(ProposedViewSize.format(height))"
    }

    static func format(_ value: CGFloat?) -> String {
        guard let value else { return "nil" }
        return formatNumber(value)
    }
}

extension ProposedViewSize {
    /// The dimension along `axis`.
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(along axis: Axis, _ main: CGFloat?, cross: CGFloat?) {
        self = axis == .horizontal ? .init(width: main, height: cross) : .init(width: cross, height: main)
    }
}

/// Formats a coordinate compactly for dumps: at most three decimals, no trailing zeros,
/// `∞` for infinity.
package func formatNumber(_ value: CGFloat) -> String {
    if value.isNaN { return "nan" }
    if value == .infinity { return "∞" }
    if value == -.infinity { return "-∞" }
    // Thousandths, where there are any: a value beyond 1e15 is whole, and 1e308 * 1000 is ∞.
    guard abs(value) < 1e15 else { return String(format: "%.6g", Double(value)) }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() {
        let int = CheckedConversion.int(rounded)
        return int == 0 ? "0" : String(int)
    }
    var text = String(format: "%.3f", Double(rounded))
    while text.hasSuffix("0") { text.removeLast() }
    if text == "-0" { return "0" }
    return text
}
