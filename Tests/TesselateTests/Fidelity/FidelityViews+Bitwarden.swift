import Foundation

import Tesselate

/// bitwarden/ios's snapshots (`Corpus/bitwarden.json`): recorded on iOS 17.0.1 in
/// swift-snapshot-testing's iPhone 13 configurations (390 × 844 and, in landscape, 844 × 390, at
/// 3x, Dynamic Type medium unless a case says). Rewritten from what each image shows; the app's
/// own styles are written out as the image measures them (fonts, paddings, colours as recorded).
extension FidelityViews {
    static let bitwarden: [String: @MainActor () -> AnyView] = [
        "bitwarden/StyleGuideFont.semibold": { AnyView(BitwardenTypeSpecimen()) },
        "bitwarden/StyleGuideFont.semibold.AX5": { AnyView(BitwardenTypeSpecimen()) },
        "bitwarden/LoadingOverlay.light": { AnyView(BitwardenLoadingOverlay()) },
        "bitwarden/LoadingOverlay.dark": { AnyView(BitwardenLoadingOverlay()) },
        "bitwarden/ManualEntry.empty.landscape": { AnyView(BitwardenManualEntry(key: "")) },
        "bitwarden/ManualEntry.text.portrait": { AnyView(BitwardenManualEntry(key: "manualEntry")) },
        "bitwarden/ManualEntry.text.AX5": { AnyView(BitwardenManualEntry(key: "manualEntry")) },
        "bitwarden/OtherSettings.light": { AnyView(BitwardenOtherSettings()) },
        "bitwarden/OtherSettings.dark": { AnyView(BitwardenOtherSettings()) },
        "bitwarden/OtherSettings.AX5": { AnyView(BitwardenOtherSettings()) },
        "bitwarden/DeleteAccount": { AnyView(BitwardenDeleteAccount()) },
        "bitwarden/SettingsView": { AnyView(BitwardenSettings()) },
        "bitwarden/AppearanceView.light": { AnyView(BitwardenAppearance()) },
        "bitwarden/AppearanceView.AX5": { AnyView(BitwardenAppearance()) },
        "bitwarden/GeneratorView.passphrase": { AnyView(BitwardenGenerator(passphrase: true)) },
        "bitwarden/GeneratorView.password": { AnyView(BitwardenGenerator(passphrase: false)) },
    ]
}

/// The app's colours as recorded, light and dark.
private struct BitwardenPalette {
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
private enum BitwardenColors {
    static let ground = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
    static let blue = Color(red: 23 / 255, green: 93 / 255, blue: 220 / 255)
    static let secondaryText = Color(red: 80 / 255, green: 80 / 255, blue: 89 / 255)
    static let buttonFill = Color(red: 227 / 255, green: 228 / 255, blue: 232 / 255)
}

/// A text style of the app's type scale: the system style, and the line height the design asks
/// for at the large size (the text is padded by half the difference above and below, with that
/// line spacing, and is at least the line height tall).
private struct BitwardenType {
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
    fileprivate func bitwardenType(_ type: BitwardenType, lineSpacing: Bool = true) -> some View {
        let half = (type.lineHeight - type.size) / 2
        return font(type.font)
            .padding(.vertical, half)
            .lineSpacing(lineSpacing ? half : 0)
            .frame(minHeight: type.lineHeight)
    }
}

/// The app's type specimen: thirteen text styles in two columns, regular (right-aligned; the
/// headline too, as the image shows) and semibold (left-aligned), on the grouped background.
/// Assumed: the stack's own spacing (8) and the line heights above, which the image's line pitch
/// agrees with.
private struct BitwardenTypeSpecimen: View {
    let styles: [(String, BitwardenType)] = [
        ("Large Title", .largeTitle), ("Title", .title), ("Title 2", .title2), ("Title 3", .title3),
        ("Headline", .headline), ("Body", .body), ("Body Monospaced", .bodyMonospaced), ("Callout", .callout),
        ("Subheadline", .subheadline), ("Footnote", .footnote), ("Caption 1", .caption), ("Caption 2", .caption2),
        ("Caption 2 Monospaced", .caption2Monospaced),
    ]

    var body: some View {
        HStack {
            VStack(alignment: .trailing, spacing: 8) {
                ForEach(styles, id: \.0) { name, type in
                    Text(name).fontWeight(.regular).bitwardenType(type)
                }
            }
            VStack(alignment: .leading, spacing: 8) {
                ForEach(styles, id: \.0) { name, type in
                    Text(name).fontWeight(.semibold).bitwardenType(type)
                }
            }
        }
        .background(BitwardenColors.ground)
    }
}

/// The app's loading overlay: a large spinner over a headline label in a 270-point card with
/// 16 points around it, rounded 14, on a dimmed window. Assumed: the card's material drawn as the
/// flat grey the image shows (#E0E0E0 light, #212121 dark) and the dimming as recorded (#999999
/// light, black dark).
private struct BitwardenLoadingOverlay: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let dark = colorScheme == .dark
        ProgressView {
            Text("Loading...")
                .foregroundStyle(.primary)
                .font(.headline)
                .multilineTextAlignment(.center)
        }
        .padding(16)
        .frame(width: 270)
        .background(dark ? Color(white: 33 / 255) : Color(white: 224 / 255))
        .clipShape(RoundedRectangle(cornerRadius: 14))
        .controlSize(.large)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background((dark ? Color.black : Color(white: 153 / 255)).ignoresSafeArea())
    }
}

/// The app's field: an optional semibold subheadline title 8 above a white field rounded 10, its
/// content 16 inside and the field at least 44 tall (8 above and below a 28-point line), with
/// optional round buttons 8 after it.
private struct BitwardenFieldBox<Content: View, Accessory: View>: View {
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
private struct BitwardenField: View {
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
private struct BitwardenMenuField: View {
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
private struct BitwardenRoundButton: View {
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
private struct BitwardenToggleRow: View {
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
private struct BitwardenStepperRow: View {
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
private struct BitwardenSliderCard: View {
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

/// The password generator with its passphrase or password options: the generated value (empty)
/// with copy and regenerate buttons, the type menu, "OPTIONS", then the options (fields 12 apart,
/// groups 20 apart, 16 inside the screen), under an opaque large title with an options item.
/// Assumed: the app's bar appearance as a visible white toolbar background; its three-dot image
/// as `ellipsis` turned upright in a 19-point frame; its copy and regenerate images as
/// `doc.on.doc` and `arrow.triangle.2.circlepath`.
private struct BitwardenGenerator: View {
    var passphrase: Bool

    var body: some View {
        NavigationView {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    VStack(spacing: 12) {
                        BitwardenFieldBox(title: nil) {
                            Text("").bitwardenType(.bodyMonospaced)
                        } accessory: {
                            BitwardenRoundButton(symbol: "doc.on.doc")
                            BitwardenRoundButton(symbol: "arrow.triangle.2.circlepath")
                        }
                        BitwardenMenuField(title: "What would you like to generate?", selection: "Password")
                    }
                    Text("OPTIONS")
                        .foregroundStyle(BitwardenColors.secondaryText)
                        .bitwardenType(.footnote)
                        .frame(maxWidth: .infinity, alignment: .leading)
                    VStack(spacing: 12) {
                        BitwardenMenuField(title: "Password type", selection: passphrase ? "Passphrase" : "Password")
                        if passphrase {
                            BitwardenStepperRow(title: "Number of words", value: 3)
                            BitwardenField(title: "Word separator", text: "-")
                            BitwardenToggleRow(title: "Capitalize", isOn: false)
                            BitwardenToggleRow(title: "Include number", isOn: false)
                        } else {
                            BitwardenSliderCard(title: "Length", value: 14, range: 5...128)
                            BitwardenToggleRow(title: "A-Z", isOn: true)
                            BitwardenToggleRow(title: "a-z", isOn: true)
                            BitwardenToggleRow(title: "0-9", isOn: true)
                            BitwardenToggleRow(title: "!@#$%^&*", isOn: false)
                            BitwardenStepperRow(title: "Minimum numbers", value: 1)
                            BitwardenStepperRow(title: "Minimum special", value: 1)
                            BitwardenToggleRow(title: "Avoid ambiguous characters", isOn: false)
                        }
                    }
                }
                .padding(16)
            }
            .background(BitwardenColors.ground)
            .navigationTitle("Generator")
            .navigationBarTitleDisplayMode(.large)
            .toolbarBackground(Color.white, for: .navigationBar)
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Button("Password history") {}
                    } label: {
                        Image(systemName: "ellipsis")
                            .rotationEffect(.degrees(90))
                            .frame(width: 19, height: 19)
                            .foregroundStyle(BitwardenColors.blue)
                    }
                }
            }
        }
    }
}

/// The authenticator key's manual entry (landscape and portrait, the key empty or typed): an
/// inline title over a scrolling column (heading, field, grey button, footer, a link) on the
/// grouped background, 16 inside the safe area.
/// Assumed: the app's bar appearance (opaque white with its hairline) written as a visible white
/// toolbar background; the app's own X image for the cancel item as an SF Symbol xmark 13 points
/// square in a 19-point frame.
private struct BitwardenManualEntry: View {
    var key: String

    var body: some View {
        NavigationView {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    Text("Enter key manually").fontWeight(.bold).bitwardenType(.title2)
                    BitwardenField(title: "Authenticator key", text: key)
                    Button("Add TOTP") {}
                        .buttonStyle(BitwardenFilledButtonStyle(fill: BitwardenColors.buttonFill, label: BitwardenColors.blue))
                    Text("Once the key is successfully entered,\nselect Add TOTP to store the key safely")
                        .bitwardenType(.callout)
                    VStack(alignment: .leading, spacing: 0) {
                        Text("Cannot add authenticator key?").bitwardenType(.callout)
                        Button {
                        } label: {
                            Text("Scan QR Code")
                                .foregroundStyle(BitwardenColors.blue)
                                .bitwardenType(.callout)
                        }
                        .buttonStyle(.plain)
                    }
                }
                .padding(16)
            }
            .background(BitwardenColors.ground)
            .navigationTitle("Authenticator key")
            .navigationBarTitleDisplayMode(.inline)
            .toolbarBackground(Color.white, for: .navigationBar)
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button {
                    } label: {
                        Image(systemName: "xmark")
                            .resizable()
                            .scaledToFit()
                            .frame(width: 13, height: 13)
                            .frame(width: 19, height: 19)
                            .foregroundStyle(BitwardenColors.blue)
                    }
                }
            }
        }
    }
}

/// The app's "Other" settings, the view alone: a toggle with a footnote, a grey "Sync now" button
/// with the last sync time, a menu row with a footnote and a second toggle, 16 apart and 16
/// inside the screen, on the grouped ground. Assumed: the menu row written as a Menu whose label
/// is the title, a spacer and the grey value (19 above and below the title, 16 inside, rounded
/// 10); the time in iOS 17's format ("4:52" and "PM" joined by a narrow no-break space); the
/// colours as recorded in each appearance; the toggles' switches 5 below their rows' tops, as
/// the image shows: the app's toggle style pads its label as body text (2.5 above and below) and
/// the screen pads the toggle so again.
private struct BitwardenOtherSettings: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let palette = colorScheme == .dark ? BitwardenPalette.dark : BitwardenPalette.light
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                VStack(alignment: .leading, spacing: 4) {
                    Toggle(isOn: .constant(false)) {
                        Text("Allow sync on refresh")
                    }
                    .toggleStyle(BitwardenToggleStyle(tint: palette.blue))
                    .foregroundStyle(palette.text)
                    .bitwardenType(.body)
                    Text("Syncing vault with pull down gesture.")
                        .foregroundStyle(palette.secondaryText)
                        .bitwardenType(.footnote)
                }
                VStack(alignment: .leading, spacing: 5) {
                    Button("Sync now") {}
                        .buttonStyle(BitwardenFilledButtonStyle(fill: palette.buttonFill, label: palette.blue))
                    Text("Last sync: 5/14/2023 4:52\u{202F}PM")
                        .foregroundStyle(palette.secondaryText)
                        .bitwardenType(.footnote)
                }
                VStack(alignment: .leading, spacing: 5) {
                    Menu {
                        Button("Never") {}
                    } label: {
                        HStack {
                            Text("Clear clipboard")
                                .foregroundStyle(palette.text)
                                .padding(.vertical, 19)
                                .fixedSize(horizontal: false, vertical: true)
                            Spacer()
                            Text("Never")
                                .foregroundStyle(palette.secondaryText)
                        }
                    }
                    .bitwardenType(.body)
                    .padding(.horizontal, 16)
                    .background(palette.card)
                    .clipShape(RoundedRectangle(cornerRadius: 10))
                    Text("Automatically clear copied values from your clipboard.")
                        .foregroundStyle(palette.secondaryText)
                        .bitwardenType(.footnote)
                }
                Toggle(isOn: .constant(false)) {
                    Text("Connect to Watch")
                }
                .toggleStyle(BitwardenToggleStyle(tint: palette.blue))
                .foregroundStyle(palette.text)
                .bitwardenType(.body)
                .padding(.top, 8)
            }
            .padding(16)
        }
        .background(palette.ground)
    }
}

/// The app's toggle style: the standard switch, tinted, its label body text padded to the app's
/// 22-point line.
private struct BitwardenToggleStyle: ToggleStyle {
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
private struct BitwardenFilledButtonStyle: ButtonStyle {
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

/// The account deletion warning, the view alone: a red warning triangle (24 points square), a red
/// semibold headline, a grey two-line explanation and two full-width buttons 12 apart (red with a
/// white label, grey with a red one), 24 apart and 16 inside the screen. Assumed: the app's
/// triangle image as `exclamationmark.triangle` fitted in its 24-point frame; the red as recorded
/// (#BA1A1A).
private struct BitwardenDeleteAccount: View {
    let red = Color(red: 186 / 255, green: 26 / 255, blue: 26 / 255)

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                Image(systemName: "exclamationmark.triangle")
                    .resizable()
                    .scaledToFit()
                    .frame(width: 24, height: 24)
                    .foregroundStyle(red)
                Text("Deleting your account is permanent")
                    .fontWeight(.semibold)
                    .foregroundStyle(red)
                    .bitwardenType(.headline)
                Text("Your account and all vault data will be erased and unrecoverable. Are you sure you want to continue?")
                    .foregroundStyle(BitwardenColors.secondaryText)
                    .bitwardenType(.subheadline)
                VStack(spacing: 12) {
                    Button("Delete account") {}
                        .buttonStyle(BitwardenFilledButtonStyle(fill: red, label: .white))
                    Button("Cancel") {}
                        .buttonStyle(BitwardenFilledButtonStyle(fill: BitwardenColors.buttonFill, label: red))
                }
            }
            .padding(16)
        }
        .background(BitwardenColors.ground)
    }
}

/// The settings menu, the view alone: six navigation rows in a white card rounded 10, 16 inside
/// the screen, each a body title 19 above and below its line and 16 inside the card, a grey
/// chevron at the trailing end and a Divider from the title's edge. Assumed: the app's chevron
/// image as `chevron.right` fitted in 12 points.
private struct BitwardenSettings: View {
    let rows = ["Account security", "Auto-fill", "Vault", "Appearance", "Other", "About"]

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(rows, id: \.self) { name in
                    Button {
                    } label: {
                        VStack(spacing: 0) {
                            HStack {
                                Text(name)
                                    .foregroundStyle(Color.black)
                                    .bitwardenType(.body)
                                    .padding(.vertical, 19)
                                Spacer()
                                Image(systemName: "chevron.right")
                                    .resizable()
                                    .scaledToFit()
                                    .frame(width: 12, height: 12)
                                    .foregroundStyle(BitwardenColors.secondaryText)
                            }
                            .padding(.horizontal, 16)
                            if name != rows.last {
                                Divider().padding(.leading, 16)
                            }
                        }
                        .background(Color.white)
                    }
                }
            }
            .clipShape(RoundedRectangle(cornerRadius: 10))
            .padding(16)
        }
        .background(BitwardenColors.ground)
    }
}

/// The appearance settings, the view alone: a "Language" row with its value, a "Theme" menu row,
/// each with a grey subheadline description 8 below, and a toggle with its description right
/// under it; 16 apart and 16 inside the screen. Assumed: as in the other settings, the rows 19
/// above and below their titles and 16 inside, rounded 10, and the toggle padded as body text
/// twice (its style and the screen).
private struct BitwardenAppearance: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                VStack(alignment: .leading, spacing: 8) {
                    BitwardenValueRow(title: "Language", value: "Default (System)")
                    Text("Language change requires app restart")
                        .foregroundStyle(BitwardenColors.secondaryText)
                        .bitwardenType(.subheadline)
                }
                VStack(alignment: .leading, spacing: 8) {
                    Menu {
                        Button("Default (System)") {}
                    } label: {
                        BitwardenValueRow(title: "Theme", value: "Default (System)")
                    }
                    Text("Change the application's color theme.")
                        .foregroundStyle(BitwardenColors.secondaryText)
                        .bitwardenType(.subheadline)
                }
                VStack(alignment: .leading, spacing: 0) {
                    Toggle(isOn: .constant(false)) {
                        Text("Show website icons")
                    }
                    .toggleStyle(BitwardenToggleStyle(tint: BitwardenColors.blue))
                    .bitwardenType(.body)
                    Text("Show a recognizable image next to each login.")
                        .foregroundStyle(BitwardenColors.secondaryText)
                        .bitwardenType(.subheadline)
                }
                .padding(.bottom, 12)
            }
            .padding(16)
        }
        .background(BitwardenColors.ground)
    }
}

/// A white settings row rounded 10: the body title 19 above and below its line, a spacer and the
/// grey value (trailing-aligned), 16 inside.
private struct BitwardenValueRow: View {
    var title: String
    var value: String

    var body: some View {
        HStack {
            Text(title)
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
