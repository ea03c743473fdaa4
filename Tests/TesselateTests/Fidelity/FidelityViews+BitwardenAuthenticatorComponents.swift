import Foundation

import Tesselate

// The parts bitwarden/authenticator-ios's screens share (`FidelityViews+BitwardenAuthenticator.swift`):
// its colours, its style guide's padded lines, its rows, sections, fields, button styles, toast
// and bar.

/// The app's colours as the images show them.
enum AuthenticatorColors {
    static let page = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
    static let blue = Color(red: 23 / 255, green: 93 / 255, blue: 220 / 255)
    static let secondaryText = Color(red: 80 / 255, green: 80 / 255, blue: 89 / 255)
    static let tertiaryFill = Color(red: 227 / 255, green: 228 / 255, blue: 232 / 255)
    static let red = Color(red: 186 / 255, green: 26 / 255, blue: 26 / 255)
}

extension View {
    /// Text padded to the style guide's line height: half the difference between the line
    /// height and the font's size above and below and between lines, and at least the line
    /// height tall.
    func authenticatorLine(_ lineHeight: CGFloat, size: CGFloat) -> some View {
        padding(.vertical, (lineHeight - size) / 2)
            .lineSpacing((lineHeight - size) / 2)
            .frame(minHeight: lineHeight)
    }
}

/// The countdown's ring: an arc from the top, clockwise, over the part of the period left.
struct AuthenticatorCountdownArc: Shape {
    var fraction: CGFloat

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
            startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * fraction), clockwise: false)
        return path
    }
}

/// A verification code row: a 22-point globe, the name, the seconds left in a ring, the code.
struct AuthenticatorCodeRow: View {
    let name: String

    var body: some View {
        HStack(spacing: 16) {
            Image(systemName: "globe")
                .resizable()
                .scaledToFit()
                .frame(width: 22, height: 22)
                .foregroundStyle(AuthenticatorColors.secondaryText)
                .padding(.vertical, 19)
            HStack {
                Text(name)
                    .lineLimit(1)
                    .authenticatorLine(22, size: 17)
                Spacer()
                Text("19")
                    .font(.system(.caption2, design: .monospaced))
                    .monospacedDigit()
                    .authenticatorLine(13, size: 11)
                    .padding(6)
                    .background {
                        AuthenticatorCountdownArc(fraction: 19.0 / 30)
                            .stroke(lineWidth: 3)
                            .foregroundStyle(AuthenticatorColors.blue)
                    }
                Text("123 456")
                    .font(.system(.body, design: .monospaced))
                    .monospacedDigit()
                    .authenticatorLine(22, size: 17)
            }
            .padding(.vertical, 9)
        }
        .padding(.horizontal, 16)
        .background(.white)
        .clipShape(RoundedRectangle(cornerRadius: 10))
    }
}

/// The app's filled button: the label padded 14 above and below and 20 at the sides, as wide as
/// offered, white on blue with 12-point corners.
struct AuthenticatorFilledButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(.white)
            .padding(.vertical, 14)
            .padding(.horizontal, 20)
            .frame(maxWidth: .infinity)
            .background(AuthenticatorColors.blue)
            .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}

/// A section of the app's own grouped screens: an uppercased grey footnote header 8 above its
/// content.
struct AuthenticatorSection<Content: View>: View {
    let title: String
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title)
                .font(.footnote)
                .textCase(.uppercase)
                .foregroundStyle(AuthenticatorColors.secondaryText)
                .authenticatorLine(18, size: 13)
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// A settings row: its name 19 above and below, a trailing value or image in grey, on white,
/// with a divider 16 in from the leading edge unless it is its card's last row.
struct AuthenticatorSettingsRow<Trailing: View>: View {
    let name: String
    var divider = true
    @ViewBuilder var trailing: Trailing

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Text(name)
                    .authenticatorLine(22, size: 17)
                    .padding(.vertical, 19)
                Spacer()
                trailing
                    .authenticatorLine(22, size: 17)
                    .foregroundStyle(AuthenticatorColors.secondaryText)
            }
            .padding(.horizontal, 16)
            if divider {
                Divider()
                    .padding(.leading, 16)
            }
        }
        .background(.white)
    }
}

extension AuthenticatorSettingsRow where Trailing == EmptyView {
    init(_ name: String, divider: Bool = true) {
        self.init(name: name, divider: divider) { EmptyView() }
    }
}

/// The app's tertiary button: as the filled one, blue (or red) text on a light grey fill.
struct AuthenticatorGreyButtonStyle: ButtonStyle {
    var textColor = AuthenticatorColors.blue

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(textColor)
            .padding(.vertical, 14)
            .padding(.horizontal, 20)
            .frame(maxWidth: .infinity)
            .background(AuthenticatorColors.tertiaryFill)
            .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}

/// A labelled field: a semibold grey subheadline over a text field on a white rounded
/// background (8 above and below a line at least 28 tall, 16 at the sides), with an optional
/// accessory button 8 beside it.
struct AuthenticatorLabelledField<Accessory: View>: View {
    let title: String
    var text = ""
    var secure = false
    @ViewBuilder var accessory: Accessory

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title)
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(AuthenticatorColors.secondaryText)
                .authenticatorLine(20, size: 15)
            HStack(spacing: 8) {
                field
                    .authenticatorLine(22, size: 17)
                    .frame(maxWidth: .infinity, minHeight: 28, alignment: .leading)
                    .padding(.horizontal, 16)
                    .padding(.vertical, 8)
                    .background(.white)
                    .clipShape(RoundedRectangle(cornerRadius: 10))
                accessory
            }
        }
    }

    @ViewBuilder private var field: some View {
        if secure {
            SecureField("", text: .constant(text)).font(.system(.body, design: .monospaced))
        } else {
            TextField("", text: .constant(text))
        }
    }
}

extension AuthenticatorLabelledField where Accessory == EmptyView {
    init(title: String, text: String = "") {
        self.init(title: title, text: text) { EmptyView() }
    }
}

/// The app's round accessory button: a 14-point image padded 10 on a grey circle, blue.
struct AuthenticatorAccessoryButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(width: 14, height: 14)
            .padding(10)
            .foregroundStyle(AuthenticatorColors.blue)
            .background(AuthenticatorColors.tertiaryFill)
            .clipShape(Circle())
    }
}

/// The opaque white bar the app sets through UIKit's appearance, written as SwiftUI's toolbar
/// background.
extension View {
    func authenticatorBar(_ title: String, inline: Bool) -> some View {
        navigationTitle(title)
            .navigationBarTitleDisplayMode(inline ? .inline : .large)
            .toolbarBackground(.white, for: .navigationBar)
            .toolbarBackground(.visible, for: .navigationBar)
    }
}

/// The item list's trailing add button: the app's 19-point plus image, at least 44 tall.
struct AuthenticatorAddItem: ToolbarContent {
    var body: some ToolbarContent {
        ToolbarItem(placement: .topBarTrailing) {
            Button {
            } label: {
                Image(systemName: "plus")
                    .resizable()
                    .frame(width: 19, height: 19)
            }
            .frame(minHeight: 44)
        }
    }
}

/// A toast: a semibold subheadline, centred, white on a blue capsule at least 300 × 46, 16 in
/// from the sides; its text grows with Dynamic Type up to `.accessibility2`.
struct AuthenticatorToast: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.subheadline.weight(.semibold))
            .authenticatorLine(20, size: 15)
            .multilineTextAlignment(.center)
            .dynamicTypeSize(...DynamicTypeSize.accessibility2)
            .padding(14)
            .foregroundStyle(.white)
            .frame(minWidth: 300, minHeight: 46)
            .background(AuthenticatorColors.blue)
            .clipShape(RoundedRectangle(cornerRadius: 24))
            .padding(.horizontal, 16)
    }
}

/// A toast shown over a white screen in an untitled navigation view, 28 above the safe area's
/// bottom.
struct AuthenticatorToastOverlay: View {
    var body: some View {
        NavigationView {
            Color.white
                .overlay(alignment: .bottom) {
                    AuthenticatorToast(text: "Taos, NM!")
                        .padding(.bottom, 28)
                }
        }
    }
}
