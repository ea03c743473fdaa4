import Foundation

import Tesselate

/// HymnalDreamTeam/Hymns-iOS's controls (`Corpus/hymns.json`, the cases after the settings rows):
/// the audio player's slider and the font-size slider as previews 390 wide at their height, the
/// preferred-language setting and the tag sheet on a 390 × 844 screen without a safe area, at 2x,
/// one folder per iOS version (17.5, 18.1, 18.2).
extension FidelityViews {
    static let hymnsControls: [String: @MainActor () -> AnyView] = [
        "hymns/17.5/AudioSlider.middle": { audioSlider(12, "00:12") },
        "hymns/18.1/AudioSlider.middle": { audioSlider(12, "00:12") },
        "hymns/18.2/AudioSlider.middle": { audioSlider(12, "00:12") },
        "hymns/18.2/AudioSlider.middle-dark": { audioSlider(12, "00:12") },
        "hymns/18.2/AudioSlider.start": { audioSlider(0, "00:00") },
        "hymns/18.2/AudioSlider.end": { audioSlider(100, "01:40") },
        "hymns/17.5/FontPicker": { fontPicker },
        "hymns/18.1/FontPicker": { fontPicker },
        "hymns/18.2/FontPicker": { fontPicker },
        "hymns/17.5/PreferredSearchLanguageView-no-tooltip": { AnyView(PreferredLanguage()) },
        "hymns/18.1/PreferredSearchLanguageView-no-tooltip": { AnyView(PreferredLanguage()) },
        "hymns/18.2/PreferredSearchLanguageView-no-tooltip": { AnyView(PreferredLanguage()) },
        "hymns/17.5/TagSheetView.no-tags": { tagSheet },
        "hymns/18.2/TagSheetView.no-tags": { tagSheet },
    ]

    /// A playback position: a slider over the elapsed time (in the accent colour) and the
    /// duration, 100 seconds, in a preview 390 wide.
    private static func audioSlider(_ seconds: Double, _ elapsed: String) -> AnyView {
        AnyView(
            VStack(spacing: 0) {
                Slider(value: .constant(seconds), in: 0...100)
                HStack {
                    Text(elapsed).font(.subheadline).foregroundColor(.accentColor)
                    Spacer()
                    Text("01:40").font(.subheadline)
                }
            }
            .padding()
            .frame(width: 390)
            .fixedSize(horizontal: false, vertical: true))
    }

    /// A font-size slider, 13 to 24 in steps of 1 at 18, between a small and a large "A" symbol.
    private static var fontPicker: AnyView {
        AnyView(
            HStack {
                Image(systemName: "textformat.size.smaller")
                Slider(value: .constant(18), in: 13...24, step: 1)
                Image(systemName: "textformat.size.larger")
            }
            .padding(.horizontal)
            .frame(width: 390)
            .fixedSize(horizontal: false, vertical: true))
    }

    private enum Language: String, CaseIterable, Hashable {
        case english = "English", spanish = "Spanish", chinese = "Chinese", simplified = "Chinese (Simplified)"
    }

    /// A setting with a two-line explanation and a menu picker of languages (Spanish chosen).
    private struct PreferredLanguage: View {
        @State private var language = Language.spanish

        var body: some View {
            HStack {
                VStack(alignment: .leading, spacing: 5) {
                    Text("Preferred search language")
                    Text("Language of hymns displayed when only a number is entered into the search bar.")
                        .font(.caption)
                }
                Spacer()
                Picker("Preferred search language", selection: $language) {
                    ForEach(Language.allCases, id: \.self) { language in
                        Text(language.rawValue).tag(language)
                    }
                }
            }
            .padding()
        }
    }

    /// The tag colours, each a pill of its name on a fifth of its colour.
    private static let pills: [(String, Color)] = [
        ("Blue", Color(red: 2 / 255, green: 118 / 255, blue: 254 / 255)),
        ("Green", Color(red: 80 / 255, green: 227 / 255, blue: 194 / 255)),
        ("Yellow", Color(red: 1, green: 209 / 255, blue: 0)),
        ("Red", Color(red: 234 / 255, green: 77 / 255, blue: 133 / 255)),
    ]

    /// The sheet for tagging a hymn with no tags yet: a close button, an illustration (265.5 ×
    /// 176.5 points), a plain text field over a divider, a colour chooser, and Close / Add
    /// (disabled while the name is empty).
    private static var tagSheet: AnyView {
        ImageAssets.register("hymns.tag-illustration", size: CGSize(width: 265.5, height: 176.5))
        return AnyView(
            ScrollView(showsIndicators: false) {
                VStack(alignment: .leading) {
                    HStack {
                        Spacer()
                        Button {
                        } label: {
                            Image(systemName: "xmark").foregroundColor(.primary).padding([.horizontal, .bottom])
                        }
                    }
                    Image("hymns.tag-illustration").frame(minWidth: 0, maxWidth: .infinity)
                    TextField("Name your tag", text: .constant(""))
                    Divider()
                    VStack(alignment: .leading) {
                        Text("Select a color").font(.body).fontWeight(.bold)
                        ScrollView(.horizontal, showsIndicators: false) {
                            HStack {
                                ForEach(pills, id: \.0) { name, tint in
                                    Button {
                                    } label: {
                                        Text(name).font(.body)
                                    }
                                    .padding(7)
                                    .background(tint.opacity(0.2))
                                    .foregroundColor(tint)
                                    .cornerRadius(15)
                                    .padding(.vertical, 2)
                                }
                            }
                            .padding(.leading, 2)
                        }
                    }
                    .padding(.vertical)
                    // The hymn's tags, wrapped over lines: none yet, so no height, but the list
                    // keeps its place in the stack.
                    GeometryReader { _ in EmptyView() }.frame(height: 0)
                    HStack {
                        Spacer()
                        Button {
                        } label: {
                            Text("Close").foregroundColor(.primary).fontWeight(.light)
                        }
                        Button("Add") {}.padding(.horizontal).disabled(true)
                    }
                    .padding(.top)
                    Spacer()
                }
            }
            .padding())
    }
}
