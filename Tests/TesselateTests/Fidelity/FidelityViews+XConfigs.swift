import Foundation

import Tesselate

/// michaelhenry/XConfigs's demo screens (`Corpus/xconfigs.json`): UIKit navigation controllers
/// presented as sheets from a window with no background, captured with the window (iOS 17.5, an
/// iPhone 15 at 3x). Written here as the SwiftUI that presents the same controllers: a `sheet`
/// around a `NavigationStack`. Only the sheet's and its bar's boxes are kept; the tables' rows are
/// UIKit's.
extension FidelityViews {
    static let xConfigs: [String: @MainActor () -> AnyView] = [
        "xconfigs/large-sheet-ios17": { presenting(ConfigsSheet()) },
        "xconfigs/medium-sheet-list-ios17": { presenting(OptionSheet()) },
        "xconfigs/medium-sheet-input-ios17": { presenting(InputSheet()) },
    ]

    private static func presenting(_ sheet: some View) -> AnyView {
        AnyView(Color.black.ignoresSafeArea().sheet(isPresented: .constant(true)) { sheet })
    }
}

/// The configs screen: an inset-grouped list under "🛠Configs" with a Done button.
private struct ConfigsSheet: View {
    var body: some View {
        NavigationStack {
            List {
                Section {
                    Toggle("Enable In-app modification?", isOn: .constant(true))
                    Button("Reset") {}
                }
            }
            .navigationTitle("🛠Configs")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
            }
        }
    }
}

/// An option list at the medium detent: four plain rows under "Name" with a Cancel button.
private struct OptionSheet: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(["Value1", "Value2", "Value3", "Value4"], id: \.self) { Text($0) }
            }
            .listStyle(.plain)
            .navigationTitle("Name")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
            }
        }
        .presentationDetents([.medium, .large])
        .presentationCornerRadius(10)
    }
}

/// A value editor at the medium detent: a text editor under "Hello" with Cancel and Done.
private struct InputSheet: View {
    var body: some View {
        NavigationStack {
            TextEditor(text: .constant("World"))
                .navigationTitle("Hello")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                    ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                }
        }
        .presentationDetents([.medium, .large])
        .presentationCornerRadius(10)
    }
}
