import Foundation

/// The automatic button style, as SwiftUI's `DefaultButtonStyle`: borderless on iOS.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInButtonBody(configuration: configuration, kind: .automatic) }
}

/// The label as it is, as SwiftUI's `PlainButtonStyle`.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInButtonBody(configuration: configuration, kind: .plain) }
}

/// The label in the tint colour, as SwiftUI's `BorderlessButtonStyle`.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInButtonBody(configuration: configuration, kind: .borderless) }
}

/// The label on a tinted rounded rectangle, as SwiftUI's `BorderedButtonStyle`.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInButtonBody(configuration: configuration, kind: .bordered) }
}

/// The label in white on a rounded rectangle filled with the tint, as SwiftUI's
/// `BorderedProminentButtonStyle`.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(configuration: configuration, kind: .borderedProminent)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The body of a built-in style: the label drawn by ``StyledButtonLabel``, triggered by the
/// button's own tap (the control node carries the action).
struct BuiltInButtonBody: View {
    var configuration: PrimitiveButtonStyleConfiguration
    var kind: ButtonStyleKind
    var body: some View { StyledButtonLabel(label: configuration.label, style: kind, role: configuration.role) }
}
