import Foundation

import Tesselate

/// bitwarden/authenticator-ios's screens (`Corpus/bitwarden-authenticator.json`), recorded on iOS
/// 17 (17.0.1 from its CI on; the earliest, 2024-04, likely 17.4) on an iPhone 15 Pro simulator
/// in swift-snapshot-testing's iPhone 13 configuration (390 × 844 at 3x; the top inset measures
/// 54, that simulator's status bar, not the configuration's 47; the bottom 34), light, Dynamic
/// Type medium (the configuration's) or accessibility5. Rewritten from what the images show
/// (GPL-3.0: none of the app's code). Assumed from the images: the app's own images (globe,
/// plus, magnifier, illustrations) become a system symbol or a clear frame of the same size;
/// its colours are the recorded ones; its style guide pads every text line to a line height
/// (largeTitle 41, title 34, title2 28, title3 25, headline and body 22, callout 21, subheadline
/// 20, footnote 18, caption 16, caption2 13; the differences from the large size's points), half
/// the difference above and below the font's line and between lines, as `authenticatorLine` does here;
/// its opaque white bar (UIKit's appearance) is written as a visible white toolbar background.
extension FidelityViews {
    static let bitwardenAuthenticator: [String: @MainActor () -> AnyView] = [
        "bitwarden-authenticator/ItemListView_previews.Items-with-Favorite-portrait": { AnyView(AuthenticatorItemList()) },
        "bitwarden-authenticator/ItemListView_previews.Items-with-Favorite-portraitAX5": { AnyView(AuthenticatorItemList()) },
        "bitwarden-authenticator/styleGuideFont.1": { AnyView(AuthenticatorTextStyles()) },
        "bitwarden-authenticator/styleGuideFont_largeText.1": { AnyView(AuthenticatorTextStyles()) },
        "bitwarden-authenticator/styleGuideFont.4": { AnyView(AuthenticatorStyledControls()) },
        "bitwarden-authenticator/styleGuideFont_largeText.4": { AnyView(AuthenticatorStyledControls()) },
        "bitwarden-authenticator/SettingsView.test_viewRender.1": { AnyView(AuthenticatorSettings()) },
        "bitwarden-authenticator/SettingsView.test_viewRender.3": { AnyView(AuthenticatorSettings()) },
        "bitwarden-authenticator/manualEntryView_previews.Empty-portrait": { AnyView(AuthenticatorManualEntry()) },
        "bitwarden-authenticator/TutorialView_previews.1": { AnyView(AuthenticatorTutorial()) },
        "bitwarden-authenticator/ItemListView_previews.Empty-portrait": { AnyView(AuthenticatorEmptyItemList()) },
        "bitwarden-authenticator/EditAuthenticatorItemView_previews.Advanced-Closed": { AnyView(AuthenticatorEditItem()) },
        "bitwarden-authenticator/ItemListCardView_previews.Unknown-portrait": { AnyView(AuthenticatorSyncCard().padding(16)) },
        "bitwarden-authenticator/DebugMenuView.debugMenuWithFeatureFlags": { AnyView(AuthenticatorDebugMenu(flag: "Enable Pm Bwa Sync")) },
        "bitwarden-authenticator/83e8934/DebugMenuView.debugMenuWithFeatureFlags": {
            AnyView(AuthenticatorDebugMenu(flag: "Enable Password Manager Sync Ios"))
        },
        "bitwarden-authenticator/ios18/DebugMenuView.debugMenuWithFeatureFlags": {
            AnyView(AuthenticatorDebugMenu(flag: "Enable Password Manager Sync Ios"))
        },
        "bitwarden-authenticator/ImportItemsView.empty.1": { AnyView(AuthenticatorImportItems()) },
        "bitwarden-authenticator/ImportItemsView.empty.3": { AnyView(AuthenticatorImportItems()) },
        "bitwarden-authenticator/toastView_previews.1": { AnyView(AuthenticatorToast(text: "Toast!")) },
        "bitwarden-authenticator/toastView_previews.4": { AnyView(AuthenticatorToastOverlay()) },
        "bitwarden-authenticator/toastView_previews.6": { AnyView(AuthenticatorToastOverlay()) },
    ]
}

/// The code list: a large title over an always-shown search field, the bar opaque white (the
/// app sets UIKit's navigation bar appearance; written here as a visible white toolbar
/// background), sections of rows in a scroll view on the grouped grey.
private struct AuthenticatorItemList: View {
    var body: some View {
        NavigationView {
            ScrollView {
                VStack(spacing: 20) {
                    section("Favorites", rows: ["Favorited"])
                    section("Personal", rows: ["One", "Two"])
                }
                .padding(16)
            }
            .background(AuthenticatorColors.page.ignoresSafeArea())
            .searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always), prompt: "Search")
            .authenticatorBar("Verification codes", inline: false)
            .toolbar { AuthenticatorAddItem() }
        }
    }

    private func section(_ title: String, rows: [String]) -> some View {
        LazyVStack(alignment: .leading, spacing: 7) {
            Text(title)
                .font(.footnote)
                .textCase(.uppercase)
                .foregroundStyle(AuthenticatorColors.secondaryText)
                .authenticatorLine(18, size: 13)
            // Each row is a menu's label (a tap copies the code, a long press offers more), as in
            // the app: its lines are centred.
            ForEach(rows, id: \.self) { name in
                Menu {
                    Button("Edit") {}
                } label: {
                    AuthenticatorCodeRow(name: name)
                } primaryAction: {
                }
            }
        }
    }
}

/// The style guide's text styles in two columns, regular on the left (right-aligned) and
/// semibold on the right, each line padded to its line height, on the grouped grey.
private struct AuthenticatorTextStyles: View {
    /// Name, font, line height and the size the padding is computed from (the large size's).
    private static let styles: [(String, Font, CGFloat, CGFloat)] = [
        ("Large Title", .largeTitle, 41, 34), ("Title", .title, 34, 28), ("Title 2", .title2, 28, 22),
        ("Title 3", .title3, 25, 20), ("Headline", .headline, 22, 17), ("Body", .body, 22, 17),
        ("Body Monospaced", .system(.body, design: .monospaced), 22, 17), ("Callout", .callout, 21, 16),
        ("Subheadline", .subheadline, 20, 15), ("Footnote", .footnote, 18, 13), ("Caption 1", .caption, 16, 12),
        ("Caption 2", .caption2, 13, 11), ("Caption 2 Monospaced", .system(.caption2, design: .monospaced), 13, 11),
    ]

    var body: some View {
        HStack {
            VStack(alignment: .trailing, spacing: 8) { column(.regular) }
            VStack(alignment: .leading, spacing: 8) { column(.semibold) }
        }
        .background(AuthenticatorColors.page)
    }

    private func column(_ weight: Font.Weight) -> some View {
        ForEach(Self.styles.indices, id: \.self) { index in
            let style = Self.styles[index]
            Text(style.0)
                .font(style.1)
                .fontWeight(weight)
                .authenticatorLine(style.2, size: style.3)
        }
    }
}

/// A filled button, a toggle and a note with a bold lead-in, stacked on the grouped grey.
private struct AuthenticatorStyledControls: View {
    var body: some View {
        VStack {
            Button("Sample Button") {}
                .buttonStyle(AuthenticatorFilledButtonStyle())
                .font(.callout)
                .authenticatorLine(21, size: 16)
            Toggle("Toggle", isOn: .constant(true))
                .authenticatorLine(22, size: 17)
                .tint(AuthenticatorColors.blue)
            (Text("Important: ").bold() + Text("Your master password cannot be recovered if you forget it! 16 characters minimum."))
                .font(.footnote)
                .authenticatorLine(18, size: 13)
                .foregroundStyle(AuthenticatorColors.secondaryText)
        }
        .background(AuthenticatorColors.page)
    }
}

/// The settings screen without its navigation bar: four sections of rows in rounded white cards
/// on the grouped grey, and the copyright line. The link and copy images are the app's own
/// (22 points): system symbols here.
private struct AuthenticatorSettings: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                AuthenticatorSection(title: "Data") {
                    card {
                        AuthenticatorSettingsRow("Import")
                        AuthenticatorSettingsRow("Export")
                        AuthenticatorSettingsRow("Backup", divider: false)
                    }
                }
                .padding(.bottom, 32)
                AuthenticatorSection(title: "Appearance") {
                    VStack(alignment: .leading, spacing: 8) {
                        card {
                            AuthenticatorSettingsRow(name: "Theme", divider: false) { Text("Default (System)") }
                        }
                        Text("Change the application's color theme.")
                            .font(.subheadline)
                            .foregroundStyle(AuthenticatorColors.secondaryText)
                            .authenticatorLine(20, size: 15)
                    }
                }
                .padding(.bottom, 32)
                AuthenticatorSection(title: "Help") {
                    card {
                        AuthenticatorSettingsRow("Launch tutorial")
                        AuthenticatorSettingsRow(name: "Bitwarden Help Center", divider: false) { rowImage("arrow.up.forward.square") }
                    }
                }
                .padding(.bottom, 32)
                AuthenticatorSection(title: "About") {
                    card {
                        AuthenticatorSettingsRow(name: "Privacy Policy") { rowImage("arrow.up.forward.square") }
                        AuthenticatorSettingsRow(name: "Version: 1.0.0 (1)", divider: false) { rowImage("square.on.square") }
                    }
                }
                .padding(.bottom, 16)
                Text("© Bitwarden Inc. 2015-2024")
                    .font(.caption2)
                    .foregroundStyle(AuthenticatorColors.secondaryText)
                    .authenticatorLine(13, size: 11)
                    .frame(maxWidth: .infinity)
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 16)
        }
        .background(AuthenticatorColors.page)
    }

    private func card<Rows: View>(@ViewBuilder _ rows: () -> Rows) -> some View {
        VStack(spacing: 0) { rows() }
            .clipShape(RoundedRectangle(cornerRadius: 10))
    }

    private func rowImage(_ name: String) -> some View {
        Image(systemName: name)
            .resizable()
            .frame(width: 22, height: 22)
    }
}

/// Entering a key by hand: a bold heading, two labelled fields, a grey button and a line with a
/// blue link, in a scroll view under an inline title with a close button.
private struct AuthenticatorManualEntry: View {
    var body: some View {
        NavigationView {
            ScrollView {
                VStack(spacing: 16) {
                    Text("Enter key manually")
                        .font(.title2.bold())
                        .authenticatorLine(28, size: 22)
                    AuthenticatorLabelledField(title: "Name")
                    AuthenticatorLabelledField(title: "Key")
                    Button("Add code") {}
                        .buttonStyle(AuthenticatorGreyButtonStyle())
                    Button {
                    } label: {
                        (Text("Cannot add authenticator key? ") + Text("Scan QR Code").foregroundColor(AuthenticatorColors.blue))
                            .font(.subheadline)
                            .authenticatorLine(20, size: 15)
                    }
                    .buttonStyle(.plain)
                }
                .padding(16)
            }
            .background(AuthenticatorColors.page.ignoresSafeArea())
            .authenticatorBar("Create verification code", inline: true)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "xmark")
                            .resizable()
                            .frame(width: 19, height: 19)
                    }
                    .frame(minHeight: 44)
                }
            }
        }
    }
}

/// The tutorial's first page: a paged TabView with dots (an illustration 146 tall, a two-line
/// title2 heading, a body paragraph, centred), a filled Continue button and a text Skip button.
/// The illustrations are the app's own: clear frames of their height here.
private struct AuthenticatorTutorial: View {
    private static let pages = [
        ("Secure your accounts with Bitwarden Authenticator", "Get verification codes for all your accounts using 2-step verification."),
        ("Use your device camera to scan codes", "Scan the QR code in your 2-step verification settings for any account."),
        (
            "Sign in using unique codes",
            "When using 2-step verification, you’ll enter your username and password and a code generated in this app."
        ),
    ]

    var body: some View {
        NavigationView {
            VStack(spacing: 24) {
                Spacer()
                TabView {
                    ForEach(Self.pages.indices, id: \.self) { index in
                        ScrollView {
                            VStack(spacing: 24) {
                                Color.clear.frame(height: 146)
                                Text(Self.pages[index].0)
                                    .font(.title2)
                                    .authenticatorLine(28, size: 22)
                                Text(Self.pages[index].1)
                                Spacer()
                            }
                            .multilineTextAlignment(.center)
                            .padding(16)
                        }
                        .background(AuthenticatorColors.page)
                        .tag(index)
                    }
                }
                .tabViewStyle(.page(indexDisplayMode: .always))
                .indexViewStyle(.page(backgroundDisplayMode: .always))
                .padding(.top, 16)
                Button("Continue") {}
                    .buttonStyle(AuthenticatorFilledButtonStyle())
                Button {
                } label: {
                    Text("Skip").foregroundStyle(AuthenticatorColors.blue)
                }
                .buttonStyle(.plain)
            }
            .padding(16)
            .background(AuthenticatorColors.page.ignoresSafeArea())
            .authenticatorBar("Bitwarden Authenticator", inline: true)
        }
    }
}

/// The code list with no codes: the empty state centred in the scroll view's visible height
/// (an illustration, a semibold heading, a callout line, a filled button), under the same bar.
/// The illustration is the app's own (a 180 × 161 PDF): a clear frame of its size here.
private struct AuthenticatorEmptyItemList: View {
    var body: some View {
        NavigationView {
            GeometryReader { proxy in
                ScrollView {
                    VStack(spacing: 16) {
                        Spacer()
                        Color.clear.frame(width: 180, height: 161)
                        Text("You don’t have any codes to display")
                            .multilineTextAlignment(.center)
                            .font(.headline)
                            .authenticatorLine(22, size: 17)
                        Text("Add a new code to secure your accounts.")
                            .multilineTextAlignment(.center)
                            .font(.callout)
                            .authenticatorLine(21, size: 16)
                        Button("Add code") {}
                            .buttonStyle(AuthenticatorFilledButtonStyle())
                        Spacer()
                    }
                    .padding(.horizontal, 16)
                    .frame(minWidth: proxy.size.width, minHeight: proxy.size.height)
                }
            }
            .background(AuthenticatorColors.page.ignoresSafeArea())
            .searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always), prompt: "Search")
            .authenticatorBar("Verification codes", inline: false)
            .toolbar { AuthenticatorAddItem() }
        }
    }
}

/// Editing an item: a section of three labelled fields (the key's secure, with a button to show
/// it) and a toggle, an Advanced disclosure button, Save and Delete, under an inline title. The
/// eye, chevron and close images are the app's own: system symbols here.
private struct AuthenticatorEditItem: View {
    var body: some View {
        NavigationView {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    AuthenticatorSection(title: "Item information") {
                        VStack(alignment: .leading, spacing: 16) {
                            AuthenticatorLabelledField(title: "Name", text: "Issuer")
                            AuthenticatorLabelledField(title: "Key", text: "1234567", secure: true) {
                                Button {
                                } label: {
                                    Image(systemName: "eye").resizable().frame(width: 14, height: 14)
                                }
                                .buttonStyle(AuthenticatorAccessoryButtonStyle())
                            }
                            AuthenticatorLabelledField(title: "Username", text: "Account")
                            Toggle("Favorite", isOn: .constant(false))
                                .authenticatorLine(22, size: 17)
                                .tint(AuthenticatorColors.blue)
                        }
                    }
                    Button {
                    } label: {
                        HStack(spacing: 8) {
                            Text("Advanced")
                                .authenticatorLine(22, size: 17)
                            Image(systemName: "chevron.down")
                                .resizable()
                                .frame(width: 16, height: 16)
                        }
                        .padding(.vertical, 12)
                        .foregroundStyle(AuthenticatorColors.blue)
                    }
                    .buttonStyle(.plain)
                    Button("Save") {}
                        .buttonStyle(AuthenticatorFilledButtonStyle())
                    Button("Delete") {}
                        .buttonStyle(AuthenticatorGreyButtonStyle(textColor: AuthenticatorColors.red))
                }
                .padding(16)
            }
            .background(AuthenticatorColors.page.ignoresSafeArea())
            .authenticatorBar("Edit item", inline: true)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "xmark").resizable().frame(width: 19, height: 19)
                    }
                    .frame(minHeight: 44)
                }
            }
        }
    }
}

/// The card offering to sync with the Bitwarden app: a 24-point image, a headline in regular
/// weight (as the image shows), a grey paragraph and a blue semibold link, a 16-point close
/// image at the top trailing corner, on white with 16-point corners and a soft shadow. The
/// images are the app's own: system symbols here.
private struct AuthenticatorSyncCard: View {
    var body: some View {
        HStack(alignment: .top, spacing: 16) {
            Image(systemName: "arrow.triangle.2.circlepath")
                .resizable()
                .frame(width: 24, height: 24)
                .foregroundStyle(AuthenticatorColors.blue)
                .padding(.leading, 16)
            VStack(alignment: .leading, spacing: 0) {
                Group {
                    Text("Sync with the Bitwarden app")
                        .font(.headline.weight(.regular))
                        .authenticatorLine(22, size: 17)
                    Text("Allow Authenticator app syncing in settings to view all your verification codes here.")
                        .font(.subheadline)
                        .foregroundStyle(AuthenticatorColors.secondaryText)
                        .authenticatorLine(20, size: 15)
                    Button {
                    } label: {
                        Text("Take me to the app settings")
                            .font(.subheadline.weight(.semibold))
                            .foregroundStyle(AuthenticatorColors.blue)
                            .authenticatorLine(20, size: 15)
                    }
                    .padding(.top, 8)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            Button {
            } label: {
                Image(systemName: "xmark")
                    .resizable()
                    .frame(width: 16, height: 16)
                    .padding(.trailing, 16)
            }
            .buttonStyle(.plain)
        }
        .padding(.vertical, 16)
        .background {
            RoundedRectangle(cornerRadius: 16)
                .fill(.white)
                .shadow(color: .black.opacity(0.45), radius: 2, x: 0, y: 1)
        }
        .frame(maxWidth: .infinity)
    }
}

/// The debug menu alone (no navigation view): a default-style list with one section, its header
/// a title and a refresh button, one toggle.
private struct AuthenticatorDebugMenu: View {
    let flag: String

    var body: some View {
        List {
            Section {
                Toggle(isOn: .constant(true)) {
                    Text(flag)
                }
                .authenticatorLine(22, size: 17)
                .tint(AuthenticatorColors.blue)
            } header: {
                HStack {
                    Text("Feature Flags")
                    Spacer()
                    Button {
                    } label: {
                        Image(systemName: "arrow.clockwise")
                    }
                }
            }
        }
    }
}

/// Importing items, without its navigation view: a labelled menu field showing the chosen file
/// format and a grey Import items button.
private struct AuthenticatorImportItems: View {
    @State private var format = "Authenticator Export (JSON)"

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                VStack(alignment: .leading, spacing: 8) {
                    Text("File format")
                        .font(.subheadline.weight(.semibold))
                        .foregroundStyle(AuthenticatorColors.secondaryText)
                        .authenticatorLine(20, size: 15)
                    Menu {
                        Picker("File format", selection: $format) {
                            Text("Authenticator Export (JSON)").tag("Authenticator Export (JSON)")
                        }
                    } label: {
                        HStack {
                            Text(format)
                            Spacer()
                        }
                    }
                    .authenticatorLine(22, size: 17)
                    .foregroundStyle(.primary)
                    .frame(maxWidth: .infinity, minHeight: 28, alignment: .leading)
                    .padding(.horizontal, 16)
                    .padding(.vertical, 8)
                    .background(.white)
                    .clipShape(RoundedRectangle(cornerRadius: 10))
                }
                Button("Import items") {}
                    .buttonStyle(AuthenticatorGreyButtonStyle())
            }
            .padding(16)
        }
        .background(AuthenticatorColors.page)
    }
}
