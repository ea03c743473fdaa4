import Foundation

/// A device for a preview, named as Xcode names its simulators, as SwiftUI's `PreviewDevice`:
/// `PreviewDevice(rawValue: "iPhone SE (3rd generation)")` or the literal `"iPhone 16 Pro"`.
///
/// Tesselate shows a preview in the window of the ``Device`` of that name (`iPhone 16`,
/// `iPhone 16 Pro`, `iPhone 16 Pro Max`, `iPhone SE (3rd generation)`, `iPad Air 11-inch`, and
/// names that start with one of these, such as `iPad Air 11-inch (M2)`); any other name is shown
/// on an iPhone 16, as ``device`` says.
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { rawValue = stringLiteral }

    /// The Tesselate device of this name, or `nil` when Tesselate has none (a preview is then
    /// shown on an iPhone 16).
    public var device: Device? {
        let devices: [Device] = [.iPhone16ProMax, .iPhone16Pro, .iPhone16, .iPhoneSE3, .iPadAir11]
        return devices.first { rawValue == $0.name } ?? devices.first { rawValue.hasPrefix($0.name) }
    }
}

/// How a preview is sized, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Hashable, Sendable {
    /// In the window of the preview's device, safe area included (the default).
    case device
    /// In a window of the size the view chooses when offered the device's screen, without a safe
    /// area.
    case sizeThatFits
    /// In a window of this size, without a safe area.
    case fixed(width: CGFloat, height: CGFloat)
}

/// The orientation of a preview's device, as SwiftUI's `InterfaceOrientation`. Tesselate's devices
/// are held in portrait or landscape: both landscape orientations show ``Device/landscape`` and
/// upside-down portrait shows portrait.
public struct InterfaceOrientation: Hashable, Sendable, Identifiable, CaseIterable {
    let name: String
    public var id: String { name }

    public static let portrait = InterfaceOrientation(name: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")

    public static var allCases: [InterfaceOrientation] { [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight] }

    var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The platforms a preview can run on, as SwiftUI's `PreviewPlatform`. Tesselate shows every
/// preview as iOS lays it out, whatever the platform.
public enum PreviewPlatform: Hashable, Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// What the preview modifiers and traits say about one preview.
struct PreviewSettings: Hashable {
    var displayName: String?
    var layout: PreviewLayout?
    var device: PreviewDevice?
    var orientation: InterfaceOrientation?

    /// These settings, with the ones `inner` sets (set further in) taking precedence.
    func merging(_ inner: PreviewSettings) -> PreviewSettings {
        PreviewSettings(
            displayName: inner.displayName ?? displayName, layout: inner.layout ?? layout, device: inner.device ?? device,
            orientation: inner.orientation ?? orientation)
    }
}

/// A view carrying preview settings (what the preview modifiers make): no layout or node of its
/// own, as in SwiftUI, where only the preview canvas reads them.
public struct _PreviewSettingsView<Content: View> {
    let content: Content
    let settings: PreviewSettings
    public typealias Body = Never
}

extension _PreviewSettingsView: PrimitiveView {
    @MainActor func resolve(in resolver: Resolver, _ context: ResolveContext, into nodes: inout [NodeIndex]) {
        resolver.resolve(content, context, into: &nodes)
    }
}

// Declared apart, so that making the view is not main-actor isolated (as SwiftUI's views).
extension _PreviewSettingsView: View {}

extension View {
    /// Names the preview this view is, as Xcode's canvas labels it. No effect on layout.
    nonisolated public func previewDisplayName(_ value: String?) -> some View {
        _PreviewSettingsView(content: self, settings: PreviewSettings(displayName: value))
    }

    /// Sizes the preview this view is: in its device's window (``PreviewLayout/device``), at the
    /// size it chooses (``PreviewLayout/sizeThatFits``) or at a fixed size. No effect on layout
    /// otherwise.
    nonisolated public func previewLayout(_ value: PreviewLayout) -> some View {
        _PreviewSettingsView(content: self, settings: PreviewSettings(layout: value))
    }

    /// Chooses the device of the preview this view is (see ``PreviewDevice``); `nil` is the
    /// default, an iPhone 16.
    nonisolated public func previewDevice(_ value: PreviewDevice?) -> some View {
        _PreviewSettingsView(content: self, settings: PreviewSettings(device: value))
    }

    /// Turns the device of the preview this view is (see ``InterfaceOrientation``).
    nonisolated public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        _PreviewSettingsView(content: self, settings: PreviewSettings(orientation: value))
    }
}
