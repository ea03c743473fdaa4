import Foundation

import Tesselate

/// nadvitek/gitlabourer's design components (`Corpus/gitlabourer.json`): a filled button, a quiet
/// button, a bordered text field with an error line, an error state, the account screen, an empty search and the pipeline states' badges, each filling an iPhone 8
/// and an iPhone 13 Pro Max window at 1x, dark, at the small, large and extraExtraExtraLarge
/// Dynamic Type sizes, on iOS 26. Rewritten from what the images and the test show; colours are
/// the recorded sRGB values.
extension FidelityViews {
    static let gitlabourer: [String: @MainActor () -> AnyView] = {
        var views: [String: @MainActor () -> AnyView] = [:]
        for device in ["iP8", "iP13ProMax"] {
            for size in ["S", "L", "XXXL"] {
                let suffix = ".\(device)_size\(size)"
                views["gitlabourer/primaryButton" + suffix] = { AnyView(GitlabourerScreen.filledButtons) }
                views["gitlabourer/secondaryButton" + suffix] = { AnyView(GitlabourerScreen.quietButtons) }
                views["gitlabourer/textField" + suffix] = { AnyView(GitlabourerScreen.fields) }
                views["gitlabourer/errorState" + suffix] = { AnyView(GitlabourerScreen.errorState) }
                views["gitlabourer/settingsView" + suffix] = { AnyView(GitlabourerScreen.settings) }
                views["gitlabourer/searchViewEmpty" + suffix] = { AnyView(GitlabourerScreen.noResults) }
            }
            views["gitlabourer/jobState.\(device)_sizeL"] = { AnyView(GitlabourerScreen.jobStates) }
        }
        return views
    }()
}

/// The screens the test snapshots: each preview made to fill the window, then laid on the app's
/// gradient, dark.
@MainActor
private enum GitlabourerScreen {
    static let ink = Color(red: 0x1E / 255, green: 0x1E / 255, blue: 0x1E / 255)
    static let paper = Color(red: 0xF8 / 255, green: 0xED / 255, blue: 0xED / 255)
    static let orange = Color(red: 0xED / 255, green: 0x6B / 255, blue: 0x2C / 255)
    static let teal = Color(red: 0x17 / 255, green: 0x3B / 255, blue: 0x45 / 255)

    /// The app's backdrop: a diagonal gradient from translucent near-black to translucent teal.
    static var backdrop: LinearGradient {
        LinearGradient(colors: [ink.opacity(0.6), teal.opacity(0.75)], startPoint: .topLeading, endPoint: .bottomTrailing)
    }

    /// What the test adds around every preview.
    static func onScreen(_ content: some View) -> some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(backdrop)
            .preferredColorScheme(.dark)
    }

    static var filledButtons: some View {
        onScreen(
            VStack {
                FilledButton(title: "Primary Button")
                FilledButton(title: "Very very very long text on Button")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(ink))
    }

    static var quietButtons: some View {
        onScreen(
            VStack {
                QuietButton(title: "Secondary Button")
                QuietButton(title: "Very very very long text on Button")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(backdrop))
    }

    static var fields: some View {
        onScreen(
            VStack(spacing: 20) {
                BorderedField(text: "", prompt: "Private access token", error: "")
                BorderedField(text: "Something", prompt: "Private access token", error: "")
                BorderedField(text: "Something", prompt: "Private access token", error: "Error")
            }
            .padding(.horizontal, 16)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(backdrop))
    }

    static var errorState: some View {
        onScreen(
            VStack(spacing: 20) {
                Image(systemName: "network.slash")
                    .resizable()
                    .scaledToFit()
                    .frame(width: 50)
                    .foregroundStyle(paper)
                FilledButton(title: "Retry")
            })
    }

    /// The account screen: initials in a grey circle, the name and two smaller lines centred under
    /// it, and the Logout button at the bottom.
    static var settings: some View {
        onScreen(
            VStack(spacing: 0) {
                VStack(spacing: 24) {
                    Text("VN")
                        .font(.system(size: 80, weight: .bold))
                        .foregroundStyle(ink)
                        .padding(30)
                        .background(paper)
                        .clipShape(.circle)
                    VStack(spacing: 18) {
                        Text("Vít Nademlejnský")
                            .multilineTextAlignment(.center)
                            .bold()
                        VStack(spacing: 6) {
                            Text("vit.nademlejnsky")
                            Text("vit.nademlejnsky@ackee.cz")
                        }
                        .font(.subheadline)
                    }
                }
                .foregroundStyle(paper)
                Spacer()
                FilledButton(title: "Logout")
            }
            .padding(.top, 20)
            .padding(.bottom, 16)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(backdrop))
    }

    /// The search screen with nothing found: the system's "no results" view, in Czech as recorded,
    /// 100 below the top of a scroll view. (Its search field does not show outside a navigation
    /// stack, so it is left out.)
    static var noResults: some View {
        onScreen(
            VStack(spacing: 12) {
                ScrollView {
                    ContentUnavailableView(
                        "Žádné výsledky", systemImage: "magnifyingglass",
                        description: Text("Zkontrolujte zadaný text nebo zadejte jiný.")
                    )
                    .foregroundStyle(paper)
                    .padding(.top, 100)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(backdrop))
    }

    /// The twelve pipeline states' badges stacked to fill the screen: each a circle symbol made
    /// resizable and fitted, tinted, on a 20% circle of its colour.
    static var jobStates: some View {
        let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
        let cancel = Color(red: 0xAD / 255, green: 0xB8 / 255, blue: 0xB0 / 255)
        let states: [(String, Color, Double)] = [
            ("record.circle", cancel, 0), ("circle", brown, 0), ("circle", brown, 0),
            ("pause.circle", Color(red: 1, green: 0x82 / 255, blue: 0x25 / 255).opacity(0.8), 0),
            ("timer.circle", Color(red: 0x4E / 255, green: 0x7B / 255, blue: 0xCF / 255), 0),
            ("checkmark.circle", Color(red: 0x46 / 255, green: 0xC5 / 255, blue: 0x1C / 255), 0),
            ("xmark.circle", Color(red: 0xD1 / 255, green: 0x45 / 255, blue: 0x2A / 255), 0), ("minus.circle", cancel, 45),
            ("forward.end.circle", cancel, 0), ("gear.circle", cancel, 0), ("circle", brown, 0), ("circle", brown, 0),
        ]
        return onScreen(
            VStack(spacing: 20) {
                ForEach(states.indices, id: \.self) { index in
                    Image(systemName: states[index].0)
                        .resizable()
                        .scaledToFit()
                        .foregroundStyle(states[index].1)
                        .background(states[index].1.opacity(0.2))
                        .clipShape(.circle)
                        .rotationEffect(.degrees(states[index].2))
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(backdrop))
    }

    /// Bold body text on an orange rounded rectangle at least 150 wide.
    struct FilledButton: View {
        let title: String

        var body: some View {
            Button {
            } label: {
                Text(title)
                    .font(.body)
                    .fontWeight(.bold)
                    .foregroundStyle(GitlabourerScreen.ink)
                    .lineLimit(1)
                    .padding(.horizontal, 32)
                    .padding(.vertical, 12)
                    .frame(minWidth: 150)
                    .background(GitlabourerScreen.orange)
                    .clipShape(.rect(cornerRadius: 20))
            }
        }
    }

    /// Semibold caption text on a faint grey rounded rectangle.
    struct QuietButton: View {
        let title: String

        var body: some View {
            Button {
            } label: {
                Text(title)
                    .font(.caption)
                    .fontWeight(.semibold)
                    .foregroundStyle(GitlabourerScreen.paper)
                    .lineLimit(1)
                    .padding(.horizontal, 12)
                    .padding(.vertical, 10)
                    .background(GitlabourerScreen.paper.opacity(0.1))
                    .clipShape(.rect(cornerRadius: 12))
            }
        }
    }

    /// A text field on a dark rounded rectangle with a 2-point border (red with an error), and the
    /// error below it behind an octagon symbol.
    struct BorderedField: View {
        @State var text: String
        let prompt: String
        let error: String

        var body: some View {
            VStack(spacing: 8) {
                TextField(prompt, text: $text, prompt: Text(prompt).foregroundColor(.gray))
                    .foregroundStyle(GitlabourerScreen.paper)
                    .padding(.leading, 16)
                    .padding(.vertical, 14)
                    .background(GitlabourerScreen.ink)
                    .clipShape(.rect(cornerRadius: 16))
                    .overlay {
                        RoundedRectangle(cornerRadius: 16)
                            .stroke(error.isEmpty ? GitlabourerScreen.paper : .red, lineWidth: 2)
                    }
                if !error.isEmpty {
                    HStack(spacing: 4) {
                        Image(systemName: "xmark.octagon.fill")
                        Text(error)
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.leading, 12)
                    .foregroundStyle(.red)
                }
            }
        }
    }
}
