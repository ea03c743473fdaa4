import Foundation

/// A device's window for ``ViewHost``: its size in points, its scale and its safe-area insets, in
/// portrait or landscape. A Tesselate type (SwiftUI runs on the device itself); the numbers and
/// their sources are in LayoutRules.md, "Devices and safe areas".
///
/// ```swift
/// let host = ViewHost(ContentView(), device: .iPhone16)
/// host.device = .iPhone16.landscape
/// ```
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// Which way the device is held.
    public enum Orientation: Hashable, Sendable {
        case portrait, landscape
    }

    /// The marketing name: "iPhone 16".
    public var name: String
    /// The screen's size in points, held in portrait.
    public var portraitSize: CGSize
    /// Pixels per point.
    public var displayScale: CGFloat
    /// The safe-area insets in portrait (status bar or Dynamic Island on top, home indicator at
    /// the bottom).
    public var portraitSafeAreaInsets: EdgeInsets
    /// The safe-area insets in landscape (the sensor housing on both sides, the home indicator
    /// at the bottom; iPhones hide the status bar).
    public var landscapeSafeAreaInsets: EdgeInsets
    /// How the device is held.
    public var orientation: Orientation
    /// The status bar's height in portrait, where it is less than the safe area's top: on the
    /// Dynamic Island iPhones the safe area reaches below the status bar, and a navigation bar
    /// starts at the status bar's bottom. `nil`: the safe area's top.
    public var portraitStatusBarHeight: CGFloat?

    public init(
        name: String, portraitSize: CGSize, displayScale: CGFloat, portraitSafeAreaInsets: EdgeInsets,
        landscapeSafeAreaInsets: EdgeInsets, orientation: Orientation = .portrait, portraitStatusBarHeight: CGFloat? = nil
    ) {
        self.name = name
        self.portraitSize = portraitSize
        self.displayScale = displayScale
        self.portraitSafeAreaInsets = portraitSafeAreaInsets
        self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
        self.orientation = orientation
        self.portraitStatusBarHeight = portraitStatusBarHeight
    }

    /// How much of the safe area's top a navigation bar takes, as held: the safe area's top less
    /// the status bar's height in portrait (0 in landscape, where iPhones hide the status bar).
    var navigationBarRise: CGFloat {
        let top = portraitSafeAreaInsets.top
        guard orientation == .portrait, let statusBar = portraitStatusBarHeight, statusBar >= 0, top.isFinite, statusBar < top else {
            return 0
        }
        return top - statusBar
    }

    /// The window's size in points as held.
    public var windowSize: CGSize {
        orientation == .portrait ? portraitSize : CGSize(width: portraitSize.height, height: portraitSize.width)
    }

    /// The safe-area insets as held.
    public var safeAreaInsets: EdgeInsets {
        orientation == .portrait ? portraitSafeAreaInsets : landscapeSafeAreaInsets
    }

    /// Whether the device is an iPad: its shorter side is at least 744 points (the iPad mini's;
    /// the largest iPhone's is 440).
    public var isPad: Bool { min(portraitSize.width, portraitSize.height) >= 744 }

    /// The horizontal size class as held, as Apple's Human Interface Guidelines list it ("Layout",
    /// device size classes): `.regular` on an iPad either way, and on the large iPhones (at least
    /// 414 points wide in portrait: Plus and Pro Max models) in landscape; `.compact` otherwise.
    public var horizontalSizeClass: UserInterfaceSizeClass {
        if isPad { return .regular }
        return orientation == .landscape && portraitSize.width >= 414 ? .regular : .compact
    }

    /// The vertical size class as held: `.compact` on an iPhone in landscape, `.regular` otherwise
    /// (the same table).
    public var verticalSizeClass: UserInterfaceSizeClass {
        !isPad && orientation == .landscape ? .compact : .regular
    }

    /// The same device held in landscape.
    public var landscape: Device { held(.landscape) }
    /// The same device held in portrait.
    public var portrait: Device { held(.portrait) }

    private func held(_ orientation: Orientation) -> Device {
        var device = self
        device.orientation = orientation
        return device
    }

    public var description: String { "\(name)\(orientation == .landscape ? " (landscape)" : "")" }

    /// iPhone 16: 393×852 points at 3x; 59 above (Dynamic Island), 34 below; landscape 59 on each
    /// side and 21 below. The status bar ends at 53.667 (161 pixels), where a navigation bar starts.
    public static let iPhone16 = Device(
        name: "iPhone 16", portraitSize: CGSize(width: 393, height: 852), displayScale: 3,
        portraitSafeAreaInsets: EdgeInsets(top: 59, bottom: 34),
        landscapeSafeAreaInsets: EdgeInsets(leading: 59, bottom: 21, trailing: 59), portraitStatusBarHeight: 161.0 / 3)
    /// iPhone 16 Pro: 402×874 points at 3x; 62 above, 34 below; landscape 62 on each side, 20 below.
    public static let iPhone16Pro = Device(
        name: "iPhone 16 Pro", portraitSize: CGSize(width: 402, height: 874), displayScale: 3,
        portraitSafeAreaInsets: EdgeInsets(top: 62, bottom: 34),
        landscapeSafeAreaInsets: EdgeInsets(leading: 62, bottom: 20, trailing: 62))
    /// iPhone 16 Pro Max: 440×956 points at 3x; 62 above, 34 below; landscape 62 on each side, 20 below.
    public static let iPhone16ProMax = Device(
        name: "iPhone 16 Pro Max", portraitSize: CGSize(width: 440, height: 956), displayScale: 3,
        portraitSafeAreaInsets: EdgeInsets(top: 62, bottom: 34),
        landscapeSafeAreaInsets: EdgeInsets(leading: 62, bottom: 20, trailing: 62))
    /// iPhone SE (3rd generation): 375×667 points at 2x; the 20-point status bar above, nothing
    /// below (a home button); no insets in landscape, where the status bar is hidden.
    public static let iPhoneSE3 = Device(
        name: "iPhone SE (3rd generation)", portraitSize: CGSize(width: 375, height: 667), displayScale: 2,
        portraitSafeAreaInsets: EdgeInsets(top: 20), landscapeSafeAreaInsets: EdgeInsets())
    /// iPad Air 11-inch (M2/M3): 820×1180 points at 2x; the 24-point status bar above and the
    /// 20-point home indicator below, held either way.
    public static let iPadAir11 = Device(
        name: "iPad Air 11-inch", portraitSize: CGSize(width: 820, height: 1180), displayScale: 2,
        portraitSafeAreaInsets: EdgeInsets(top: 24, bottom: 20),
        landscapeSafeAreaInsets: EdgeInsets(top: 24, bottom: 20))
}
