import Tesselate

/// Insets for the sides of a rectangle, as UIKit's `UIEdgeInsets`: `left` and `right` where
/// SwiftUI's `EdgeInsets` says `leading` and `trailing`.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// No insets.
    public static let zero = UIEdgeInsets()

    /// The insets of SwiftUI's `EdgeInsets` (left to right: `leading` is `left`).
    package init(_ insets: EdgeInsets) {
        self.init(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }

    public var description: String {
        "UIEdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))"
    }
}

extension CGRect {
    /// This rectangle less `insets`, as UIKit's `inset(by:)`.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }
}

/// Corners of a rectangle, as UIKit's `UIRectCorner` (apps pass it to a `UIBezierPath`, or to
/// their own rounded-corner shapes).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// Which way the device is held, as UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Hashable, Sendable {
    case unknown = 0
    /// Upright, the home button or indicator at the bottom.
    case portrait = 1
    case portraitUpsideDown = 2
    /// On its side, the home button or indicator on the right.
    case landscapeLeft = 3
    /// On its side, the home button or indicator on the left.
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// Which way the interface is turned, as UIKit's `UIInterfaceOrientation` (a device held
/// `landscapeLeft` shows its interface `landscapeRight`).
public enum UIInterfaceOrientation: Int, Hashable, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
