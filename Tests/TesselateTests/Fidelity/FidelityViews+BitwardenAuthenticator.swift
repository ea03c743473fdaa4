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
/// the difference above and below the font's line and between lines, as `styleLine` does here;
/// its opaque white bar (UIKit's appearance) is written as a visible white toolbar background.
extension FidelityViews {
    static let bitwardenAuthenticator: [String: @MainActor () -> AnyView] = [
        "bitwarden-authenticator/ItemListView_previews.Items-with-Favorite-portrait": { AnyView(BitwardenItemList()) },
        "bitwarden-authenticator/ItemListView_previews.Items-with-Favorite-portraitAX5": { AnyView(BitwardenItemList()) },
        "bitwarden-authenticator/styleGuideFont.1": { AnyView(BitwardenTextStyles()) },
        "bitwarden-authenticator/styleGuideFont_largeText.1": { AnyView(BitwardenTextStyles()) },
        "bitwarden-authenticator/styleGuideFont.4": { AnyView(BitwardenStyledControls()) },
        "bitwarden-authenticator/styleGuideFont_largeText.4": { AnyView(BitwardenStyledControls()) },
        "bitwarden-authenticator/SettingsView.test_viewRender.1": { AnyView(BitwardenSettings()) },
        "bitwarden-authenticator/SettingsView.test_viewRender.3": { AnyView(BitwardenSettings()) },
        "bitwarden-authenticator/manualEntryView_previews.Empty-portrait": { AnyView(BitwardenManualEntry()) },
        "bitwarden-authenticator/TutorialView_previews.1": { AnyView(BitwardenTutorial()) },
        "bitwarden-authenticator/ItemListView_previews.Empty-portrait": { AnyView(BitwardenEmptyItemList()) },
        "bitwarden-authenticator/EditAuthenticatorItemView_previews.Advanced-Closed": { AnyView(BitwardenEditItem()) },
        "bitwarden-authenticator/ItemListCardView_previews.Unknown-portrait": { AnyView(BitwardenSyncCard().padding(16)) },
        "bitwarden-authenticator/DebugMenuView.debugMenuWithFeatureFlags": { AnyView(BitwardenDebugMenu()) },
        "bitwarden-authenticator/ImportItemsView.empty.1": { AnyView(BitwardenImportItems()) },
        "bitwarden-authenticator/ImportItemsView.empty.3": { AnyView(BitwardenImportItems()) },
        "bitwarden-authenticator/toastView_previews.1": { AnyView(BitwardenToast(text: "Toast!")) },
        "bitwarden-authenticator/toastView_previews.4": { AnyView(BitwardenToastOverlay()) },
        "bitwarden-authenticator/toastView_previews.6": { AnyView(BitwardenToastOverlay()) },
    ]
}

/// The app's colours as the images show them.
private enum Bitwarden {
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
    fileprivate func styleLine(_ lineHeight: CGFloat, size: CGFloat) -> some View {
        padding(.vertical, (lineHeight - size) / 2)
            .lineSpacing((lineHeight - size) / 2)
            .frame(minHeight: lineHeight)
    }
}

/// The countdown's ring: an arc from the top, clockwise, over the part of the period left.
private struct CountdownArc: Shape {
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
private struct BitwardenCodeRow: View {
    let name: String

    var body: some View {
        HStack(spacing: 16) {
            Image(systemName: "globe")
                .resizable()
                .scaledToFit()
                .frame(width: 22, height: 22)
                .foregroundStyle(Bitwarden.secondaryText)
                .padding(.vertical, 19)
            HStack {
                Text(name)
                    .lineLimit(1)
                    .styleLine(22, size: 17)
                Spacer()
                Text("19")
                    .font(.system(.caption2, design: .monospaced))
                    .monospacedDigit()
                    .styleLine(13, size: 11)
                    .padding(6)
                    .background {
                        CountdownArc(fraction: 19.0 / 30)
                            .stroke(lineWidth: 3)
                            .foregroundStyle(Bitwarden.blue)
                    }
                Text("123 456")
                    .font(.system(.body, design: .monospaced))
                    .monospacedDigit()
                    .styleLine(22, size: 17)
            }
            .padding(.vertical, 9)
        }
        .padding(.horizontal, 16)
        .background(.white)
        .clipShape(RoundedRectangle(cornerRadius: 10))
    }
}

/// The code list: a large title over an always-shown search field, the bar opaque white (the
/// app sets UIKit's navigation bar appearance; written here as a visible white toolbar
/// background), sections of rows in a scroll view on the grouped grey.
private struct BitwardenItemList: View {
    var body: some View {
        NavigationView {
            ScrollView {
                VStack(spacing: 20) {
                    section("Favorites", rows: ["Favorited"])
                    section("Personal", rows: ["One", "Two"])
                }
                .padding(16)
            }
            .background(Bitwarden.page.ignoresSafeArea())
            .searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always), prompt: "Search")
            .bitwardenBar("Verification codes", inline: false)
            .toolbar { BitwardenAddItem() }
        }
    }

    private func section(_ title: String, rows: [String]) -> some View {
        LazyVStack(alignment: .leading, spacing: 7) {
            Text(title)
                .font(.footnote)
                .textCase(.uppercase)
                .foregroundStyle(Bitwarden.secondaryText)
                .styleLine(18, size: 13)
            ForEach(rows, id: \.self) { name in
                BitwardenCodeRow(name: name)
            }
        }
    }
}

/// The app's filled button: the label padded 14 above and below and 20 at the sides, as wide as
/// offered, white on blue with 12-point corners.
private struct BitwardenFilledButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(.white)
            .padding(.vertical, 14)
            .padding(.horizontal, 20)
            .frame(maxWidth: .infinity)
            .background(Bitwarden.blue)
            .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}

/// The style guide's text styles in two columns, regular on the left (right-aligned) and
/// semibold on the right, each line padded to its line height, on the grouped grey.
private struct BitwardenTextStyles: View {
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
        .background(Bitwarden.page)
    }

    private func column(_ weight: Font.Weight) -> some View {
        ForEach(Self.styles.indices, id: \.self) { index in
            let style = Self.styles[index]
            Text(style.0)
                .font(style.1)
                .fontWeight(weight)
                .styleLine(style.2, size: style.3)
        }
    }
}

/// A filled button, a toggle and a note with a bold lead-in, stacked on the grouped grey.
private struct BitwardenStyledControls: View {
    var body: some View {
        VStack {
            Button("Sample Button") {}
                .buttonStyle(BitwardenFilledButtonStyle())
                .font(.callout)
                .styleLine(21, size: 16)
            Toggle("Toggle", isOn: .constant(true))
                .styleLine(22, size: 17)
                .tint(Bitwarden.blue)
            (Text("Important: ").bold() + Text("Your master password cannot be recovered if you forget it! 16 characters minimum."))
                .font(.footnote)
                .styleLine(18, size: 13)
                .foregroundStyle(Bitwarden.secondaryText)
        }
        .background(Bitwarden.page)
    }
}

/// A section of the app's own grouped screens: an uppercased grey footnote header 8 above its
/// content.
private struct BitwardenSection<Content: View>: View {
    let title: String
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title)
                .font(.footnote)
                .textCase(.uppercase)
                .foregroundStyle(Bitwarden.secondaryText)
                .styleLine(18, size: 13)
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// A settings row: its name 19 above and below, a trailing value or image in grey, on white,
/// with a divider 16 in from the leading edge unless it is its card's last row.
private struct BitwardenSettingsRow<Trailing: View>: View {
    let name: String
    var divider = true
    @ViewBuilder var trailing: Trailing

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Text(name)
                    .styleLine(22, size: 17)
                    .padding(.vertical, 19)
                Spacer()
                trailing
                    .styleLine(22, size: 17)
                    .foregroundStyle(Bitwarden.secondaryText)
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

extension BitwardenSettingsRow where Trailing == EmptyView {
    init(_ name: String, divider: Bool = true) {
        self.init(name: name, divider: divider) { EmptyView() }
    }
}

/// The settings screen without its navigation bar: four sections of rows in rounded white cards
/// on the grouped grey, and the copyright line. The link and copy images are the app's own
/// (22 points): system symbols here.
private struct BitwardenSettings: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                BitwardenSection(title: "Data") {
                    card {
                        BitwardenSettingsRow("Import")
                        BitwardenSettingsRow("Export")
                        BitwardenSettingsRow("Backup", divider: false)
                    }
                }
                .padding(.bottom, 32)
                BitwardenSection(title: "Appearance") {
                    VStack(alignment: .leading, spacing: 8) {
                        card {
                            BitwardenSettingsRow(name: "Theme", divider: false) { Text("Default (System)") }
                        }
                        Text("Change the application's color theme.")
                            .font(.subheadline)
                            .foregroundStyle(Bitwarden.secondaryText)
                            .styleLine(20, size: 15)
                    }
                }
                .padding(.bottom, 32)
                BitwardenSection(title: "Help") {
                    card {
                        BitwardenSettingsRow("Launch tutorial")
                        BitwardenSettingsRow(name: "Bitwarden Help Center", divider: false) { rowImage("arrow.up.forward.square") }
                    }
                }
                .padding(.bottom, 32)
                BitwardenSection(title: "About") {
                    card {
                        BitwardenSettingsRow(name: "Privacy Policy") { rowImage("arrow.up.forward.square") }
                        BitwardenSettingsRow(name: "Version: 1.0.0 (1)", divider: false) { rowImage("square.on.square") }
                    }
                }
                .padding(.bottom, 16)
                Text("© Bitwarden Inc. 2015-2024")
                    .font(.caption2)
                    .foregroundStyle(Bitwarden.secondaryText)
                    .styleLine(13, size: 11)
                    .frame(maxWidth: .infinity)
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 16)
        }
        .background(Bitwarden.page)
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

/// The app's tertiary button: as the filled one, blue (or red) text on a light grey fill.
private struct BitwardenGreyButtonStyle: ButtonStyle {
    var textColor = Bitwarden.blue

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(textColor)
            .padding(.vertical, 14)
            .padding(.horizontal, 20)
            .frame(maxWidth: .infinity)
            .background(Bitwarden.tertiaryFill)
            .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}

/// A labelled field: a semibold grey subheadline over a text field on a white rounded
/// background (8 above and below a line at least 28 tall, 16 at the sides), with an optional
/// accessory button 8 beside it.
private struct BitwardenLabelledField<Accessory: View>: View {
    let title: String
    var text = ""
    var secure = false
    @ViewBuilder var accessory: Accessory

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title)
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(Bitwarden.secondaryText)
                .styleLine(20, size: 15)
            HStack(spacing: 8) {
                field
                    .styleLine(22, size: 17)
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

extension BitwardenLabelledField where Accessory == EmptyView {
    init(title: String, text: String = "") {
        self.init(title: title, text: text) { EmptyView() }
    }
}

/// The app's round accessory button: a 14-point image padded 10 on a grey circle, blue.
private struct BitwardenAccessoryButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(width: 14, height: 14)
            .padding(10)
            .foregroundStyle(Bitwarden.blue)
            .background(Bitwarden.tertiaryFill)
            .clipShape(Circle())
    }
}

/// The opaque white bar the app sets through UIKit's appearance, written as SwiftUI's toolbar
/// background.
extension View {
    fileprivate func bitwardenBar(_ title: String, inline: Bool) -> some View {
        navigationTitle(title)
            .navigationBarTitleDisplayMode(inline ? .inline : .large)
            .toolbarBackground(.white, for: .navigationBar)
            .toolbarBackground(.visible, for: .navigationBar)
    }
}

/// Entering a key by hand: a bold heading, two labelled fields, a grey button and a line with a
/// blue link, in a scroll view under an inline title with a close button.
private struct BitwardenManualEntry: View {
    var body: some View {
        NavigationView {
            ScrollView {
                VStack(spacing: 16) {
                    Text("Enter key manually")
                        .font(.title2.bold())
                        .styleLine(28, size: 22)
                    BitwardenLabelledField(title: "Name")
                    BitwardenLabelledField(title: "Key")
                    Button("Add code") {}
                        .buttonStyle(BitwardenGreyButtonStyle())
                    Button {
                    } label: {
                        (Text("Cannot add authenticator key? ") + Text("Scan QR Code").foregroundColor(Bitwarden.blue))
                            .font(.subheadline)
                            .styleLine(20, size: 15)
                    }
                    .buttonStyle(.plain)
                }
                .padding(16)
            }
            .background(Bitwarden.page.ignoresSafeArea())
            .bitwardenBar("Create verification code", inline: true)
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
private struct BitwardenTutorial: View {
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
                                    .styleLine(28, size: 22)
                                Text(Self.pages[index].1)
                                Spacer()
                            }
                            .multilineTextAlignment(.center)
                            .padding(16)
                        }
                        .background(Bitwarden.page)
                        .tag(index)
                    }
                }
                .tabViewStyle(.page(indexDisplayMode: .always))
                .indexViewStyle(.page(backgroundDisplayMode: .always))
                .padding(.top, 16)
                Button("Continue") {}
                    .buttonStyle(BitwardenFilledButtonStyle())
                Button {
                } label: {
                    Text("Skip").foregroundStyle(Bitwarden.blue)
                }
                .buttonStyle(.plain)
            }
            .padding(16)
            .background(Bitwarden.page.ignoresSafeArea())
            .bitwardenBar("Bitwarden Authenticator", inline: true)
        }
    }
}

/// The item list's trailing add button: the app's 19-point plus image, at least 44 tall.
private struct BitwardenAddItem: ToolbarContent {
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

/// The code list with no codes: the empty state centred in the scroll view's visible height
/// (an illustration, a semibold heading, a callout line, a filled button), under the same bar.
/// The illustration is the app's own (a 180 × 161 PDF): a clear frame of its size here.
private struct BitwardenEmptyItemList: View {
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
                            .styleLine(22, size: 17)
                        Text("Add a new code to secure your accounts.")
                            .multilineTextAlignment(.center)
                            .font(.callout)
                            .styleLine(21, size: 16)
                        Button("Add code") {}
                            .buttonStyle(BitwardenFilledButtonStyle())
                        Spacer()
                    }
                    .padding(.horizontal, 16)
                    .frame(minWidth: proxy.size.width, minHeight: proxy.size.height)
                }
            }
            .background(Bitwarden.page.ignoresSafeArea())
            .searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always), prompt: "Search")
            .bitwardenBar("Verification codes", inline: false)
            .toolbar { BitwardenAddItem() }
        }
    }
}

/// A toast: a semibold subheadline, centred, white on a blue capsule at least 300 × 46, 16 in
/// from the sides; its text grows with Dynamic Type up to `.accessibility2`.
private struct BitwardenToast: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.subheadline.weight(.semibold))
            .styleLine(20, size: 15)
            .multilineTextAlignment(.center)
            .dynamicTypeSize(...DynamicTypeSize.accessibility2)
            .padding(14)
            .foregroundStyle(.white)
            .frame(minWidth: 300, minHeight: 46)
            .background(Bitwarden.blue)
            .clipShape(RoundedRectangle(cornerRadius: 24))
            .padding(.horizontal, 16)
    }
}

/// A toast shown over a white screen in an untitled navigation view, 28 above the safe area's
/// bottom.
private struct BitwardenToastOverlay: View {
    var body: some View {
        NavigationView {
            Color.white
                .overlay(alignment: .bottom) {
                    BitwardenToast(text: "Taos, NM!")
                        .padding(.bottom, 28)
                }
        }
    }
}

/// Editing an item: a section of three labelled fields (the key's secure, with a button to show
/// it) and a toggle, an Advanced disclosure button, Save and Delete, under an inline title. The
/// eye, chevron and close images are the app's own: system symbols here.
private struct BitwardenEditItem: View {
    var body: some View {
        NavigationView {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    BitwardenSection(title: "Item information") {
                        VStack(alignment: .leading, spacing: 16) {
                            BitwardenLabelledField(title: "Name", text: "Issuer")
                            BitwardenLabelledField(title: "Key", text: "1234567", secure: true) {
                                Button {
                                } label: {
                                    Image(systemName: "eye").resizable().frame(width: 14, height: 14)
                                }
                                .buttonStyle(BitwardenAccessoryButtonStyle())
                            }
                            BitwardenLabelledField(title: "Username", text: "Account")
                            Toggle("Favorite", isOn: .constant(false))
                                .styleLine(22, size: 17)
                                .tint(Bitwarden.blue)
                        }
                    }
                    Button {
                    } label: {
                        HStack(spacing: 8) {
                            Text("Advanced")
                                .styleLine(22, size: 17)
                            Image(systemName: "chevron.down")
                                .resizable()
                                .frame(width: 16, height: 16)
                        }
                        .padding(.vertical, 12)
                        .foregroundStyle(Bitwarden.blue)
                    }
                    .buttonStyle(.plain)
                    Button("Save") {}
                        .buttonStyle(BitwardenFilledButtonStyle())
                    Button("Delete") {}
                        .buttonStyle(BitwardenGreyButtonStyle(textColor: Bitwarden.red))
                }
                .padding(16)
            }
            .background(Bitwarden.page.ignoresSafeArea())
            .bitwardenBar("Edit item", inline: true)
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
private struct BitwardenSyncCard: View {
    var body: some View {
        HStack(alignment: .top, spacing: 16) {
            Image(systemName: "arrow.triangle.2.circlepath")
                .resizable()
                .frame(width: 24, height: 24)
                .foregroundStyle(Bitwarden.blue)
                .padding(.leading, 16)
            VStack(alignment: .leading, spacing: 0) {
                Group {
                    Text("Sync with the Bitwarden app")
                        .font(.headline.weight(.regular))
                        .styleLine(22, size: 17)
                    Text("Allow Authenticator app syncing in settings to view all your verification codes here.")
                        .font(.subheadline)
                        .foregroundStyle(Bitwarden.secondaryText)
                        .styleLine(20, size: 15)
                    Button {
                    } label: {
                        Text("Take me to the app settings")
                            .font(.subheadline.weight(.semibold))
                            .foregroundStyle(Bitwarden.blue)
                            .styleLine(20, size: 15)
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
private struct BitwardenDebugMenu: View {
    var body: some View {
        List {
            Section {
                Toggle(isOn: .constant(true)) {
                    Text("Enable Pm Bwa Sync")
                }
                .styleLine(22, size: 17)
                .tint(Bitwarden.blue)
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
private struct BitwardenImportItems: View {
    @State private var format = "Authenticator Export (JSON)"

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                VStack(alignment: .leading, spacing: 8) {
                    Text("File format")
                        .font(.subheadline.weight(.semibold))
                        .foregroundStyle(Bitwarden.secondaryText)
                        .styleLine(20, size: 15)
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
                    .styleLine(22, size: 17)
                    .foregroundStyle(.primary)
                    .frame(maxWidth: .infinity, minHeight: 28, alignment: .leading)
                    .padding(.horizontal, 16)
                    .padding(.vertical, 8)
                    .background(.white)
                    .clipShape(RoundedRectangle(cornerRadius: 10))
                }
                Button("Import items") {}
                    .buttonStyle(BitwardenGreyButtonStyle())
            }
            .padding(16)
        }
        .background(Bitwarden.page)
    }
}
