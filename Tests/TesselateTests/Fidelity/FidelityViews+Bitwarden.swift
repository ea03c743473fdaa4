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
                                .multilineTextAlignment(.leading)
                                .foregroundStyle(palette.text)
                                .padding(.vertical, 19)
                                .fixedSize(horizontal: false, vertical: true)
                            Spacer()
                            Text("Never")
                                .multilineTextAlignment(.trailing)
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
