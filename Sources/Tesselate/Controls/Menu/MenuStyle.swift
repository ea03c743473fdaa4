import Foundation

/// How a `Menu` is drawn, as SwiftUI's `MenuStyle`.
public protocol MenuStyle: Sendable {}

/// The platform's menu style, as SwiftUI's `DefaultMenuStyle`: on iOS a borderless button.
public struct DefaultMenuStyle: MenuStyle {
    public init() {}
}

/// A menu drawn as a button, as SwiftUI's `ButtonMenuStyle`: it takes the environment's button
/// style, which on iOS is borderless unless set.
public struct ButtonMenuStyle: MenuStyle {
    public init() {}
}

/// A borderless button, as SwiftUI's `BorderlessButtonMenuStyle` (deprecated in SwiftUI for
/// `.button` with `.borderless`).
public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension View {
    /// Sets the style of the menus in this view, as SwiftUI's `menuStyle(_:)`. Every iOS style
    /// draws the label as a borderless button, which is what Tesselate draws; a `.button` menu
    /// under a bordered `buttonStyle` is not drawn bordered (a difference).
    nonisolated public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
}
