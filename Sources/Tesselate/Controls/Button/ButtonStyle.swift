import Foundation

/// The built-in button styles, as SwiftUI's `PrimitiveButtonStyle` values `.automatic`, `.plain`,
/// `.borderless`, `.bordered` and `.borderedProminent` draw them.
///
/// `.automatic`, `.plain` and `.borderless` show the label as it is (on iOS the automatic style is
/// borderless: fivestars.blog, "Exploring SwiftUI's Button styles"). `.bordered` and
/// `.borderedProminent` put the label on a rounded rectangle, tinted or filled with the accent
/// colour; their insets per ``ControlSize`` and corner radius are in ``ControlSize`` and
/// ``ButtonBorderShape``.
struct ButtonStyleKind: Hashable, Sendable {
    let name: String
    static let automatic = ButtonStyleKind(name: "automatic")
    static let plain = ButtonStyleKind(name: "plain")
    static let borderless = ButtonStyleKind(name: "borderless")
    static let bordered = ButtonStyleKind(name: "bordered")
    static let borderedProminent = ButtonStyleKind(name: "borderedProminent")

    var isBordered: Bool { self == .bordered || self == .borderedProminent }
}

/// A button style with its type erased, as the environment keeps it: a built-in style, a
/// ``ButtonStyle`` or a ``PrimitiveButtonStyle``.
struct AnyButtonStyle: @unchecked Sendable {
    let body: @MainActor (PrimitiveButtonStyleConfiguration) -> AnyView
    /// Whether the style triggers the action itself (a custom primitive style): the button's own
    /// tap then does nothing.
    let triggersItself: Bool
    /// The style's name in the dump (nothing for the automatic style).
    let dumpAttributes: [DumpAttribute]

    nonisolated init<S: PrimitiveButtonStyle>(_ style: S) {
        let boxed = MainActorBound(style)
        body = { AnyView(boxed.value.makeBody(configuration: $0)) }
        let builtIn: ButtonStyleKind? =
            switch style {
            case is DefaultButtonStyle: .automatic
            case is PlainButtonStyle: .plain
            case is BorderlessButtonStyle: .borderless
            case is BorderedButtonStyle: .bordered
            case is BorderedProminentButtonStyle: .borderedProminent
            default: nil
            }
        triggersItself = builtIn == nil
        dumpAttributes = builtIn == .automatic ? [] : [DumpAttribute("style", builtIn.map { ".\($0.name)" } ?? "\(S.self)")]
    }

    nonisolated init<S: ButtonStyle>(_ style: S) {
        let boxed = MainActorBound(style)
        body = {
            AnyView(
                boxed.value.makeBody(configuration: ButtonStyleConfiguration(role: $0.role, label: .init(view: $0.label), isPressed: false))
            )
        }
        triggersItself = false
        dumpAttributes = [DumpAttribute("style", "\(S.self)")]
    }
}

struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyButtonStyle { MainActor.assumeIsolated { AnyButtonStyle(DefaultButtonStyle()) } }
}

extension EnvironmentValues {
    /// The style of buttons in the subtree.
    var buttonStyle: AnyButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of buttons in this view to a ``ButtonStyle``, as SwiftUI's
    /// `buttonStyle(_:)`. Other controls (a `Stepper`, a `Toggle`) are not buttons and keep
    /// their look.
    nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, AnyButtonStyle(style))
    }

    /// Sets the style of buttons in this view to a ``PrimitiveButtonStyle`` (the built-in
    /// `.automatic`, `.plain`, `.borderless`, `.bordered`, `.borderedProminent`, or your own).
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, AnyButtonStyle(style))
    }
}

/// A button's label as a built-in style draws it.
struct StyledButtonLabel<Label: View>: View {
    var label: Label
    var style: ButtonStyleKind
    var role: ButtonRole?
    /// `tint(_:)` colours bordered buttons, as in SwiftUI.
    @Environment(\.tintFill) private var tint
    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var borderShape
    @Environment(\.isInControlGroup) private var isInControlGroup
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.osVersion) private var os
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.emphasizesCancelButton) private var emphasizesCancel

    /// The label's colour, as iOS draws it: white on a prominent button's fill, the tint (the
    /// accent colour, red for a destructive button) for bordered, borderless and automatic
    /// buttons, the label's own for plain ones; grey when the button is disabled
    /// (``disabledLabel``). A colour the label sets itself wins, being nearer the text. In an
    /// alert a borderless button with the cancel role is semibold, as UIKit's cancel action
    /// (iOS 16.4, pkozielecki/ios-swiftui-navigation: "Cancel" 52.33 wide, semibold's width).
    var body: some View {
        if style.isBordered && isInControlGroup {
            bordered(label.foregroundColor(borderedLabel).frame(maxWidth: .infinity))
        } else if style.isBordered {
            bordered(label.foregroundColor(borderedLabel))
        } else if style == .plain {
            label
        } else if emphasizesCancel && role == .cancel {
            label.fontWeight(.semibold).foregroundColor(isEnabled ? tintColor : disabledLabel)
        } else {
            // The automatic (borderless) style centres the lines of its label's text unless the
            // label sets an alignment (iOS 17.0.1, bitwarden/authenticator-ios's item card at
            // accessibility5: "Take me to / the app / settings" centred in its column, where a
            // custom style's `configuration.label` keeps them at the leading edge).
            label.multilineTextAlignment(.center).foregroundColor(isEnabled ? tintColor : disabledLabel)
        }
    }

    /// The label padded on the bordered background. Its lines are centred (iOS 18.4,
    /// pixelrevision/SwiftUIML: "Bordered Prominent" wrapped in a 160-point column, each line
    /// centred), and at the mini and small sizes it is in the subheadline font unless a font is
    /// set (the same snapshots: "Mini" and "Small" 11.333 points of ink, subheadline's widths).
    private func bordered<V: View>(_ content: V) -> some View {
        let small = controlSize == .mini || controlSize == .small
        return
            content
            .multilineTextAlignment(.center)
            .transformEnvironment(\.font) { font in
                if small && font == nil { font = .subheadline }
            }
            .padding(controlSize.borderedInsets)
            .background(borderShape.background(fill: borderedFill, controlSize: controlSize, os: os))
    }

    private var borderedLabel: Color {
        guard isEnabled else { return disabledLabel }
        return style == .borderedProminent ? .white : tintColor
    }

    private var borderedFill: Color {
        guard isEnabled else { return disabledFill }
        return style == .borderedProminent ? tintColor : tintColor.opacity(0.15)
    }

    private var tintColor: Color { role == .destructive ? .red : tint?.representativeColor ?? .accentColor }

    /// A disabled button's label, whatever its tint: (194, 194, 196) in the light appearance
    /// (measured on iOS 17–18: StanfordSpezi/SpeziAccount's disabled prominent Login button, and
    /// (193, 193, 195) for HymnalDreamTeam/Hymns-iOS's disabled "Add" button on white); in the
    /// dark the tertiary label colour, (235, 235, 245) at 30% (not measured).
    private var disabledLabel: Color {
        colorScheme == .dark
            ? Color(.sRGB, red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.3)
            : Color(.sRGB, red: 194 / 255, green: 194 / 255, blue: 196 / 255, opacity: 1)
    }

    /// A disabled bordered or prominent button's fill: `secondarySystemFill`, (120, 120, 128) at
    /// 16% (32% in the dark), the (233, 233, 234) SpeziAccount's disabled prominent button shows
    /// on white (iOS 17–18; a disabled `.bordered` button is taken to look the same, not measured).
    private var disabledFill: Color {
        Color(.sRGB, red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: colorScheme == .dark ? 0.32 : 0.16)
    }
}
