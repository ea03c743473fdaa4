import Foundation
import Tesselate

/// One of the settings a screen must work in: a device (portrait or landscape), a Dynamic Type
/// size, a layout direction, a colour scheme and an iOS release. `assertLayout(of:across:)` and
/// `forEachConfiguration(of:across:_:)` run a view in each of a list of them.
public struct ViewConfiguration: Hashable, Sendable, CustomStringConvertible {
    /// The device and its orientation (`.iPhone16.landscape`).
    public var device: Device
    /// The text size the person chose (`\.dynamicTypeSize`).
    public var dynamicTypeSize: DynamicTypeSize
    /// Left to right, or right to left as in Arabic and Hebrew (`\.layoutDirection`).
    public var layoutDirection: LayoutDirection
    /// The system's appearance (``ViewHost/colorScheme``).
    public var colorScheme: ColorScheme
    /// The iOS release whose metrics the host models.
    public var os: OSVersion

    /// A configuration; each setting left out is the default a ``ViewHost`` has.
    public init(
        device: Device = .iPhone16, dynamicTypeSize: DynamicTypeSize = .large, layoutDirection: LayoutDirection = .leftToRight,
        colorScheme: ColorScheme = .light, os: OSVersion = .default
    ) {
        self.device = device
        self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection
        self.colorScheme = colorScheme
        self.os = os
    }

    /// The configuration's name, which snapshot files are named after: the device, then each
    /// setting that is not the default: `iPhone16`, `iPhone16-landscape`, `iPhoneSE`,
    /// `iPhone16-accessibility3`, `iPhone16-rightToLeft`, `iPhone16-dark`, `iPhone16-iOS26`.
    public var name: String {
        let deviceName = device.name.split(separator: "(").first.map(String.init) ?? device.name
        var parts = [String(deviceName.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) || $0 == "-" })]
        if device.orientation == .landscape { parts.append("landscape") }
        if dynamicTypeSize != .large { parts.append("\(dynamicTypeSize)") }
        if layoutDirection == .rightToLeft { parts.append("rightToLeft") }
        if colorScheme == .dark { parts.append("dark") }
        if os != .default { parts.append("iOS\(os.major)") }
        return parts.joined(separator: "-")
    }

    public var description: String { name }
}

extension Array where Element == ViewConfiguration {
    /// A small set that finds most layout problems of a phone screen, seven configurations: an
    /// iPhone 16 as it comes (portrait, the `.large` text size, left to right, light, iOS 18),
    /// the same turned to landscape, the small iPhone SE (3rd generation), the text size
    /// `.accessibility3`, right to left, dark, and iOS 26.
    public static var standard: [ViewConfiguration] {
        [
            ViewConfiguration(),
            ViewConfiguration(device: .iPhone16.landscape),
            ViewConfiguration(device: .iPhoneSE3),
            ViewConfiguration(dynamicTypeSize: .accessibility3),
            ViewConfiguration(layoutDirection: .rightToLeft),
            ViewConfiguration(colorScheme: .dark),
            ViewConfiguration(os: .iOS26),
        ]
    }
}

extension ViewHost where Root == AnyView {
    /// Hosts `view` in `configuration`: on its device with its iOS release, its Dynamic Type size
    /// and colour scheme set on the host, and its layout direction in the view's environment.
    public convenience init<Content: View>(_ view: Content, configuration: ViewConfiguration) {
        self.init(
            AnyView(view.environment(\.layoutDirection, configuration.layoutDirection)), device: configuration.device, os: configuration.os)
        apply(configuration)
    }

    /// Sets the configuration's text size and appearance (through their setters, which update
    /// the host: an initializer's own assignments would not).
    private func apply(_ configuration: ViewConfiguration) {
        if configuration.dynamicTypeSize != dynamicTypeSize { dynamicTypeSize = configuration.dynamicTypeSize }
        if configuration.colorScheme != colorScheme { colorScheme = configuration.colorScheme }
    }
}
