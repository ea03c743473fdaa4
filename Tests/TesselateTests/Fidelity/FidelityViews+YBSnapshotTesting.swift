import Foundation

import Tesselate

/// yogeshbharate25/SnapShotTesting's text field screen (`Corpus/yb-snapshottesting.json`): a
/// title, an optional red error line and a rounded-border text field at the top of an iPhone X
/// window (375 × 812 at 3x), iOS 18.5, at the medium and three accessibility Dynamic Type sizes.
extension FidelityViews {
    static let ybSnapshotTesting: [String: @MainActor () -> AnyView] = [
        "yb-snapshottesting/CustomTextFieldView": { AnyView(CustomTextField(error: nil)) },
        "yb-snapshottesting/CustomTextFieldView_withError": { AnyView(CustomTextField(error: "This is Demo error")) },
        "yb-snapshottesting/CustomTextFieldView_accessibilityMedium": { AnyView(CustomTextField(error: nil)) },
        "yb-snapshottesting/CustomTextFieldView_accessibilityLarge": { AnyView(CustomTextField(error: nil)) },
        "yb-snapshottesting/CustomTextFieldView_accessibilityExtraExtraExtraLarge": { AnyView(CustomTextField(error: nil)) },
    ]

    private struct CustomTextField: View {
        var error: String?
        @State private var text = "Sample demo"

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Header 1").font(.title).bold()
                    if let error {
                        Text(error).foregroundColor(.red).font(.subheadline)
                    }
                    TextField("Enter text...", text: $text).textFieldStyle(.roundedBorder)
                }
                .padding()
                Spacer()
            }
        }
    }
}
