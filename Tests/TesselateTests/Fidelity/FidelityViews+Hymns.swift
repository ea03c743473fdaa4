import Foundation

import Tesselate

/// HymnalDreamTeam/Hymns-iOS's preview snapshots (`Corpus/hymns.json`): views 390 wide at their
/// height, at 2x, one folder per iOS version.
extension FidelityViews {
    static let hymns: [String: @MainActor () -> AnyView] = [
        "hymns/17.5/RepeatChorusView.repeat-off": { repeatChorus },
        "hymns/18.1/RepeatChorusView.repeat-off": { repeatChorus },
        "hymns/18.2/RepeatChorusView.repeat-off": { repeatChorus },
        "hymns/17.5/SimpleSettingView.with-subtitle": { setting("Theme", "Using system theme") },
        "hymns/18.1/SimpleSettingView.with-subtitle": { setting("Theme", "Using system theme") },
        "hymns/18.2/SimpleSettingView.with-subtitle": { setting("Theme", "Using system theme") },
        "hymns/17.5/SimpleSettingView.no-subtitle": { setting("Privacy policy", nil) },
        "hymns/18.1/SimpleSettingView.no-subtitle": { setting("Privacy policy", nil) },
        "hymns/18.2/SimpleSettingView.no-subtitle": { setting("Privacy policy", nil) },
        "hymns/17.5/AboutUsButtonView_0": { aboutUs },
        "hymns/18.1/AboutUsButtonView_0": { aboutUs },
        "hymns/18.2/AboutUsButtonView_0": { aboutUs },
        "hymns/17.5/TitleWithBackButton_0": { titleWithBackButton },
        "hymns/18.1/TitleWithBackButton_0": { titleWithBackButton },
        "hymns/18.2/TitleWithBackButton_0": { titleWithBackButton },
    ]

    /// A back chevron and a bold title, in a preview 390 wide.
    private static var titleWithBackButton: AnyView {
        AnyView(
            HStack {
                Button {
                } label: {
                    Image(systemName: "chevron.left").padding()
                }
                Text("Custom Title").font(.body).fontWeight(.bold)
                Spacer()
            }
            .frame(width: 390)
            .fixedSize(horizontal: false, vertical: true))
    }

    /// The "About us" settings button, in a preview 390 wide.
    private static var aboutUs: AnyView {
        AnyView(
            Button {
            } label: {
                Text("About us").font(.callout)
            }
            .padding()
            .foregroundColor(.primary)
            .frame(width: 390)
            .fixedSize(horizontal: false, vertical: true))
    }

    /// A settings row: a button of a callout title and an optional caption, in a preview 390 wide.
    private static func setting(_ title: String, _ subtitle: String?) -> AnyView {
        AnyView(
            Button {
            } label: {
                VStack(alignment: .leading, spacing: 5) {
                    Text(title).font(.callout)
                    if let subtitle { Text(subtitle).font(.caption) }
                }
            }
            .padding()
            .foregroundColor(.primary)
            .frame(width: 390)
            .fixedSize(horizontal: false, vertical: true))
    }

    private static var repeatChorus: AnyView {
        AnyView(
            Toggle(isOn: .constant(false)) {
                VStack(alignment: .leading, spacing: 5) {
                    Text("Repeat chorus")
                    Text("For songs with only one chorus, repeat the chorus after every verse.")
                        .fixedSize(horizontal: false, vertical: true)
                        .font(.caption)
                }
            }
            .padding()
            .frame(width: 390)
            .fixedSize(horizontal: false, vertical: true))
    }
}
