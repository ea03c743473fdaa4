import Foundation

/// A preview of a view, as DeveloperToolsSupport's `Preview`: what `#Preview` makes, and what
/// ``Preview/previews(of:)`` makes of a ``PreviewProvider``'s previews.
///
/// SwiftUI shows previews in Xcode's canvas. Tesselate finds them in the running program
/// (``Preview/all``) and hosts them (``ViewHost/init(preview:)``): `swift run playgrounds
/// --previews` lists and dumps the playgrounds' previews.
public struct Preview {
    /// The preview's name: the name it was given, else its file and line (`Card.swift:12`), as
    /// Xcode labels an unnamed preview by its line.
    public let name: String
    /// The file that declares the preview, as `#fileID` gives it (`Module/File.swift`).
    public let fileID: String
    /// The line of the declaration.
    public let line: Int
    /// The preview's layout, device and orientation, from its traits or modifiers.
    let settings: PreviewSettings
    /// Makes the view to preview.
    let makeContent: @MainActor () -> AnyView

    /// A preview of the view `body` makes, with the traits `#Preview` was given, as
    /// DeveloperToolsSupport's `init(_:traits:body:)`; `#Preview` expands to a call of it. Write
    /// `#Preview` rather than calling this.
    public init<Content: View>(
        _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., fileID: String = #fileID, line: Int = #line,
        @ViewBuilder body: @escaping @MainActor () -> Content
    ) {
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        self.name = name ?? "\(file):\(line)"
        self.fileID = fileID
        self.line = line
        settings = traits.reduce(PreviewSettings(displayName: name)) { $0.merging($1.settings) }
        makeContent = { AnyView(body()) }
    }

    init(name: String, fileID: String, line: Int, settings: PreviewSettings, content: @escaping @MainActor () -> AnyView) {
        self.name = name
        self.fileID = fileID
        self.line = line
        self.settings = settings
        makeContent = content
    }

    /// The view to preview, made anew.
    @MainActor public var content: AnyView { makeContent() }

    /// How the preview is sized: in its device's window unless a trait or modifier says otherwise.
    public var layout: PreviewLayout { settings.layout ?? .device }

    /// The device the preview is shown on: the ``PreviewDevice`` it names when Tesselate has that
    /// device, else an iPhone 16; in landscape when its orientation is.
    public var device: Device {
        let device = settings.device?.device ?? .iPhone16
        return settings.orientation?.isLandscape == true ? device.landscape : device
    }

    /// The kinds of preview traits a view's preview takes, as DeveloperToolsSupport's.
    public enum ViewTraits {}
}

/// A setting of a `#Preview`, as DeveloperToolsSupport's `PreviewTrait`: `#Preview("Row",
/// traits: .sizeThatFitsLayout) { … }`.
public struct PreviewTrait<T> {
    let settings: PreviewSettings
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview fills its device's window (the default).
    public static var defaultLayout: PreviewTrait { PreviewTrait(settings: PreviewSettings(layout: .device)) }
    /// The preview is as large as its view chooses to be.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(settings: PreviewSettings(layout: .sizeThatFits)) }
    /// The preview has this size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(settings: PreviewSettings(layout: .fixed(width: width, height: height)))
    }
    /// The device is held upright.
    public static var portrait: PreviewTrait { PreviewTrait(settings: PreviewSettings(orientation: .portrait)) }
    /// The device is held upside down (shown upright: Tesselate's devices have two orientations).
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(settings: PreviewSettings(orientation: .portraitUpsideDown)) }
    /// The device is held in landscape, its top on the left.
    public static var landscapeLeft: PreviewTrait { PreviewTrait(settings: PreviewSettings(orientation: .landscapeLeft)) }
    /// The device is held in landscape, its top on the right.
    public static var landscapeRight: PreviewTrait { PreviewTrait(settings: PreviewSettings(orientation: .landscapeRight)) }
}

/// Declares a preview of a view, as SwiftUI's `#Preview`: `#Preview { CardView() }`,
/// `#Preview("Empty") { CardView(items: []) }`. Declarations in the closure marked
/// ``Previewable()`` (`@Previewable @State var on = true`) become the state of the previewed view.
///
/// The macro is Tesselate's own compiler plugin (no swift-syntax): it expands to a record that
/// ``Preview/all`` finds at run time, on Linux.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "TesselateMacros", type: "PreviewMacro")

/// Declares a preview of a view with traits, as SwiftUI's `#Preview(_:traits:_:body:)`:
/// `#Preview("Row", traits: .sizeThatFitsLayout) { Row() }`.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TesselateMacros", type: "PreviewMacro")

/// Marks a declaration in a `#Preview`'s closure as a property of the previewed view, as SwiftUI's
/// `@Previewable`: `@Previewable @State var count = 0`.
@attached(peer)
public macro Previewable() = #externalMacro(module: "TesselateMacros", type: "PreviewableMacro")
