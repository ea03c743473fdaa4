import Foundation

import Tesselate

/// home-assistant/iOS's onboarding option list (`Corpus/homeassistant.json`, its
/// `SelectionOptionView` cases) as it was when the images were recorded (2340cdf97): bordered
/// rows of a selection circle, 4 below the top, and a caption title over a caption2 subtitle.
extension FidelityViews {
    static let homeAssistantOptions: [String: @MainActor () -> AnyView] = {
        let sample: [Option] = [
            Option("Most secure: Allow this app to know when you're home", "This provides the best security features", recommended: true),
            Option("Less secure: Do not allow this app to know when you're home", "Limited functionality but more privacy"),
            Option("Custom Configuration", nil),
        ]
        let views: [String: @MainActor () -> AnyView] = [
            "testSingleSelectionEmptyStateSnapshot.single-selection-empty": { options(sample, selected: []) },
            "testSingleSelectionWithSelectedItemSnapshot.single-selection-selected": { options(sample, selected: [0]) },
            "testMultipleSelectionEmptyStateSnapshot.multiple-selection-empty": { options(sample, selected: [], multiple: true) },
            "testMultipleSelectionWithSelectedItemsSnapshot.multiple-selection-selected": {
                options(sample, selected: [0, 2], multiple: true)
            },
            "testMultipleSelectionRecommendedItemSnapshot.multiple-selection-recommended": {
                options(sample, selected: [0], multiple: true)
            },
            "testSingleOptionSnapshot.single-option": {
                options([Option("Only Available Option", "This is the only choice available", recommended: true)], selected: [])
            },
            "testOptionsWithoutSubtitlesSnapshot.options-without-subtitles": {
                options(
                    [Option("First Option", nil, recommended: true), Option("Second Option", nil), Option("Third Option", nil)],
                    selected: [0, 2],
                    multiple: true)
            },
            "testLongTextContentSnapshot.long-text-content": {
                AnyView(
                    options(
                        [
                            Option(
                                "This is a very long title that should wrap to multiple lines and test how the layout handles extensive text content in the selection option view",
                                "This is also a very long subtitle that provides additional context and information about the selection option, testing how subtitles handle multiline text and proper spacing within the component layout",
                                recommended: true),
                            Option("Short", "Brief"),
                        ], selected: [0]
                    )
                    .frame(maxWidth: 320))
            },
        ]
        var cases: [String: @MainActor () -> AnyView] = [:]
        for (test, view) in views {
            for appearance in ["light", "dark"] { cases["homeassistant/SelectionOptionView.test/\(test).\(appearance)"] = view }
        }
        return cases
    }()

    struct Option {
        var title: String
        var subtitle: String?
        var recommended = false
        init(_ title: String, _ subtitle: String?, recommended: Bool = false) {
            self.title = title
            self.subtitle = subtitle
            self.recommended = recommended
        }
    }

    /// The app's primary colour, #009AC7.
    private static let primary = Color(red: 0, green: 0x9A / 255.0, blue: 0xC7 / 255.0)

    private static func options(_ options: [Option], selected: Set<Int>, multiple: Bool = false) -> AnyView {
        AnyView(
            VStack(spacing: 16) {
                ForEach(options.indices, id: \.self) { index in
                    let option = options[index], isSelected = selected.contains(index)
                    Button {
                    } label: {
                        HStack(alignment: .top, spacing: 16) {
                            ZStack {
                                Circle().stroke(isSelected ? primary : Color.gray.opacity(0.5), lineWidth: 2).frame(width: 20, height: 20)
                                if isSelected {
                                    if multiple {
                                        Image(systemName: "checkmark").font(.caption.weight(.bold)).foregroundStyle(primary)
                                    } else {
                                        Circle().fill(primary).frame(width: 10, height: 10)
                                    }
                                }
                            }
                            .padding(.top, 4)
                            VStack(alignment: .leading, spacing: 4) {
                                Text(option.title).font(.caption).foregroundStyle(.primary).multilineTextAlignment(.leading)
                                if let subtitle = option.subtitle {
                                    Text(subtitle).font(.caption2).foregroundStyle(.secondary).multilineTextAlignment(.leading)
                                }
                            }
                            Spacer()
                        }
                        .padding(16)
                        .background(
                            RoundedRectangle(cornerRadius: 12)
                                .fill(isSelected && option.recommended ? primary.opacity(0.1) : Color.clear)
                                .overlay(RoundedRectangle(cornerRadius: 12).stroke(Color.gray.opacity(0.3), lineWidth: 1)))
                    }
                    .buttonStyle(PlainButtonStyle())
                }
            }
            .padding())
    }
}
