import Foundation

import Tesselate

// The parts bitwarden/ios's screens share (`FidelityViews+Bitwarden.swift`): its palettes and
// colours, its type scale, its fields, menus, rows, cards and button and toggle styles.

/// The app's colours as recorded, light and dark.
struct BitwardenPalette {
    var ground: Color
    var card: Color
    var buttonFill: Color
    var blue: Color
    var text: Color
    var secondaryText: Color

    static let light = BitwardenPalette(
        ground: BitwardenColors.ground, card: .white, buttonFill: BitwardenColors.buttonFill, blue: BitwardenColors.blue,
        text: .black, secondaryText: BitwardenColors.secondaryText)
    static let dark = BitwardenPalette(
        ground: Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255), card: Color(red: 58 / 255, green: 58 / 255, blue: 60 / 255),
        buttonFill: Color(red: 49 / 255, green: 50 / 255, blue: 54 / 255), blue: Color(red: 178 / 255, green: 197 / 255, blue: 255 / 255),
        text: .white, secondaryText: Color(red: 152 / 255, green: 152 / 255, blue: 159 / 255))
}

/// The app's colours as recorded (light).
enum BitwardenColors {
    static let ground = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
    static let blue = Color(red: 23 / 255, green: 93 / 255, blue: 220 / 255)
    static let secondaryText = Color(red: 80 / 255, green: 80 / 255, blue: 89 / 255)
    static let buttonFill = Color(red: 227 / 255, green: 228 / 255, blue: 232 / 255)
}

/// A text style of the app's type scale: the system style, and the line height the design asks
/// for at the large size (the text is padded by half the difference above and below, with that
/// line spacing, and is at least the line height tall).
struct BitwardenType {
    var font: Font
    var size: CGFloat
    var lineHeight: CGFloat

    static let largeTitle = BitwardenType(font: .largeTitle, size: 34, lineHeight: 41)
    static let title = BitwardenType(font: .title, size: 28, lineHeight: 34)
    static let title2 = BitwardenType(font: .title2, size: 22, lineHeight: 28)
    static let title3 = BitwardenType(font: .title3, size: 20, lineHeight: 25)
    static let headline = BitwardenType(font: .headline, size: 17, lineHeight: 22)
    static let body = BitwardenType(font: .body, size: 17, lineHeight: 22)
    static let bodyMonospaced = BitwardenType(font: .system(.body, design: .monospaced), size: 17, lineHeight: 22)
    static let callout = BitwardenType(font: .callout, size: 16, lineHeight: 21)
    static let subheadline = BitwardenType(font: .subheadline, size: 15, lineHeight: 20)
    static let footnote = BitwardenType(font: .footnote, size: 13, lineHeight: 18)
    static let caption = BitwardenType(font: .caption, size: 12, lineHeight: 16)
    static let caption2 = BitwardenType(font: .caption2, size: 11, lineHeight: 13)
    static let caption2Monospaced = BitwardenType(font: .system(.caption2, design: .monospaced), size: 11, lineHeight: 13)
}

extension View {
    func bitwardenType(_ type: BitwardenType, lineSpacing: Bool = true) -> some View {
        let half = (type.lineHeight - type.size) / 2
        return font(type.font)
            .padding(.vertical, half)
            .lineSpacing(lineSpacing ? half : 0)
            .frame(minHeight: type.lineHeight)
    }
}

/// The app's field: an optional semibold subheadline title 8 above a white field rounded 10, its
/// content 16 inside and the field at least 44 tall (8 above and below a 28-point line), with
/// optional round buttons 8 after it.
struct BitwardenFieldBox<Content: View, Accessory: View>: View {
    var title: String?
    @ViewBuilder var content: Content
    @ViewBuilder var accessory: Accessory

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if let title {
                Text(title)
                    .fontWeight(.semibold)
                    .foregroundStyle(BitwardenColors.secondaryText)
                    .bitwardenType(.subheadline)
            }
            HStack(spacing: 8) {
                content
                    .frame(maxWidth: .infinity, minHeight: 28, alignment: .leading)
                    .padding(.horizontal, 16)
                    .padding(.vertical, 8)
                    .background(Color.white)
                    .clipShape(RoundedRectangle(cornerRadius: 10))
                accessory
            }
        }
    }
}

/// A text field in the app's field.
struct BitwardenField: View {
    var title: String
    var text: String

    var body: some View {
        BitwardenFieldBox(title: title) {
            TextField("", text: .constant(text))
                .bitwardenType(.body, lineSpacing: false)
        } accessory: {
            EmptyView()
        }
    }
}

/// A menu in the app's field: its selection in black body text, no chevron.
struct BitwardenMenuField: View {
    var title: String
    var selection: String

    var body: some View {
        BitwardenFieldBox(title: title) {
            Menu {
                Button(selection) {}
            } label: {
                HStack {
                    Text(selection)
                    Spacer()
                }
            }
            .foregroundStyle(Color.black)
            .bitwardenType(.body)
        } accessory: {
            EmptyView()
        }
    }
}

/// The app's round accessory button: a 14-point icon with 10 around it on a grey circle.
struct BitwardenRoundButton: View {
    var symbol: String

    var body: some View {
        Button {
        } label: {
            Image(systemName: symbol)
                .resizable()
                .scaledToFit()
                .frame(width: 14, height: 14)
                .padding(10)
                .foregroundStyle(BitwardenColors.blue)
                .background(BitwardenColors.buttonFill)
                .clipShape(Circle())
        }
        .buttonStyle(.plain)
    }
}

/// A toggle row: the switch tinted blue beside a body label, 4 above and 16 below it, over a
/// Divider.
struct BitwardenToggleRow: View {
    var title: String
    var isOn: Bool

    var body: some View {
        VStack(spacing: 0) {
            Toggle(title, isOn: .constant(isOn))
                .bitwardenType(.body)
                .tint(BitwardenColors.blue)
                .padding(.bottom, 16)
                .padding(.top, 4)
            Divider()
        }
    }
}

/// A stepper row: the label, a spacer and the grey value (4 before the stepper), 4 below the row
/// above, over a Divider 16 below.
struct BitwardenStepperRow: View {
    var title: String
    var value: Int

    var body: some View {
        VStack(spacing: 16) {
            Stepper(value: .constant(value), in: 0...20) {
                HStack {
                    Text(title).bitwardenType(.body)
                    Spacer()
                    Text(String(value))
                        .monospacedDigit()
                        .foregroundStyle(BitwardenColors.secondaryText)
                        .bitwardenType(.body)
                }
                .padding(.trailing, 4)
            }
            .padding(.top, 4)
            Divider()
        }
    }
}

/// A slider in a white card: the label row, a Divider and the tinted slider, 8 apart, 16 and 8
/// inside the card, rounded 10.
struct BitwardenSliderCard: View {
    var title: String
    var value: Double
    var range: ClosedRange<Double>

    var body: some View {
        VStack(spacing: 8) {
            HStack {
                Text(title).bitwardenType(.body)
                Spacer()
                Text(String(Int(value)))
                    .monospacedDigit()
                    .foregroundStyle(BitwardenColors.secondaryText)
                    .bitwardenType(.body)
            }
            Divider()
            Slider(value: .constant(value), in: range, step: 1)
                .tint(BitwardenColors.blue)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
        .background(Color.white)
        .clipShape(RoundedRectangle(cornerRadius: 10))
    }
}

/// The app's toggle style: the standard switch, tinted, its label body text padded to the app's
/// 22-point line.
struct BitwardenToggleStyle: ToggleStyle {
    var tint: Color

    func makeBody(configuration: Configuration) -> some View {
        Toggle(isOn: configuration.$isOn) {
            configuration.label
        }
        .bitwardenType(.body)
        .tint(tint)
    }
}

/// The app's full-width button: the label 14 above and below and 20 at the sides, on a fill
/// rounded 12 (grey with a blue or red label, or red with a white one).
struct BitwardenFilledButtonStyle: ButtonStyle {
    var fill: Color
    var label: Color

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(label)
            .padding(.vertical, 14)
            .padding(.horizontal, 20)
            .frame(maxWidth: .infinity)
            .background(fill)
            .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}

/// A white settings row rounded 10: the body title 19 above and below its line, a spacer and the
/// grey value (trailing-aligned), 16 inside.
struct BitwardenValueRow: View {
    var title: String
    var value: String

    var body: some View {
        HStack {
            Text(title)
                .multilineTextAlignment(.leading)
                .foregroundStyle(Color.black)
                .bitwardenType(.body)
                .padding(.vertical, 19)
            Spacer()
            Text(value)
                .multilineTextAlignment(.trailing)
                .foregroundStyle(BitwardenColors.secondaryText)
                .bitwardenType(.body)
        }
        .padding(.horizontal, 16)
        .background(Color.white)
        .clipShape(RoundedRectangle(cornerRadius: 10))
    }
}
