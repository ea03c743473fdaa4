import Foundation

/// A button style, as SwiftUI's `PrimitiveButtonStyle` values: `.automatic`, `.plain`,
/// `.borderless`, `.bordered` and `.borderedProminent`. Custom styles are not supported.
///
/// `.automatic`, `.plain` and `.borderless` show the label as it is (on iOS the automatic style is
/// borderless: fivestars.blog, "Exploring SwiftUI's Button styles"). `.bordered` and
/// `.borderedProminent` put the label on a rounded rectangle, tinted or filled with the accent
/// colour; their insets (7 points top and bottom, 12 leading and trailing) and corner radius (6)
/// are Tesselate's estimates of iOS's regular-size bordered buttons, not measured values.
public struct ButtonStyleKind: Hashable, Sendable {
    let name: String
    public static let automatic = ButtonStyleKind(name: "automatic")
    public static let plain = ButtonStyleKind(name: "plain")
    public static let borderless = ButtonStyleKind(name: "borderless")
    public static let bordered = ButtonStyleKind(name: "bordered")
    public static let borderedProminent = ButtonStyleKind(name: "borderedProminent")

    var isBordered: Bool { self == .bordered || self == .borderedProminent }
}

struct ButtonStyleKey: EnvironmentKey { static let defaultValue = ButtonStyleKind.automatic }

extension EnvironmentValues {
    /// The style of buttons in the subtree.
    public var buttonStyle: ButtonStyleKind {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of buttons in this view, as SwiftUI's `buttonStyle(_:)`. Other controls (a
    /// `Stepper`, a `Toggle`) are not buttons and keep their look.
    public func buttonStyle(_ style: ButtonStyleKind) -> some View {
        environment(\.buttonStyle, style)
    }
}

/// A button's label as its style draws it.
struct StyledButtonLabel<Label: View>: View {
    var label: Label
    var style: ButtonStyleKind
    /// `tint(_:)` colours bordered buttons, as in SwiftUI.
    @Environment(\.tintFill) private var tint

    /// The label's colour, as iOS draws it: white on a prominent button's fill, the tint (the
    /// accent colour) for bordered, borderless and automatic buttons, the label's own for plain
    /// ones. A colour the label sets itself wins, being nearer the text.
    var body: some View {
        if style.isBordered {
            label
                .foregroundColor(style == .borderedProminent ? .white : tintColor)
                .padding(EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
                .background(RoundedRectangle(cornerRadius: 6).fill(style == .borderedProminent ? tintColor : tintColor.opacity(0.15)))
        } else if style == .plain {
            label
        } else {
            label.foregroundColor(tintColor)
        }
    }

    private var tintColor: Color { tint?.representativeColor ?? .accentColor }
}
