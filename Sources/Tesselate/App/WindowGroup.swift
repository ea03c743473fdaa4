import Foundation

/// A scene that presents a group of identically structured windows, as SwiftUI's `WindowGroup`.
///
/// On iOS an app's window group is its one full-screen window. Tesselate has no windows to open:
/// ``ViewHost/init(app:device:)`` hosts the content of the app's first window group in a device's
/// window. The title and identifier are kept; SwiftUI shows a title only
/// on macOS and iPadOS.
public struct WindowGroup<Content: View> {
    let title: String?
    let id: String?
    let content: @MainActor () -> Content
    public typealias Body = Never

    /// A window group whose windows show `content`.
    public init(@ViewBuilder content: @escaping @MainActor () -> Content) {
        title = nil
        id = nil
        self.content = content
    }

    /// A window group with an identifier (for `openWindow(id:)`, which Tesselate does not offer).
    public init(id: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        title = nil
        self.id = id
        self.content = content
    }

    /// A window group with a title, as SwiftUI shows in the window's title bar (macOS, iPadOS).
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.title = String(title)
        id = nil
        self.content = content
    }

    /// A window group with a title and an identifier.
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.title = String(title)
        self.id = id
        self.content = content
    }
}

extension WindowGroup: PrimitiveScene {
    var windows: [SceneWindow] {
        let content = content
        return [SceneWindow(title: title, id: id) { AnyView(content()) }]
    }
}

// Declared apart, so that making a window group is not main-actor isolated (as for views).
extension WindowGroup: Scene {}
