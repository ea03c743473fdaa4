import Foundation

import Tesselate

/// home-assistant/iOS's bars on iOS 26 (`Corpus/homeassistantbars.json`): glass buttons either
/// side of an inline title, a glass text button with no title, an inline title alone and a large
/// title, each in light and dark, drawn in the host app's key window (a 62-point top inset).
extension FidelityViews {
    static let homeAssistantBars: [String: @MainActor () -> AnyView] = {
        let views: [String: @MainActor () -> AnyView] = [
            "WatchComplicationBuilderEditViewSnapshot.test/newComplicationBuilder": { AnyView(ComplicationBuilder()) },
            "GesturesSetupView.test/testUI": { AnyView(GesturesSetup()) },
            "ServerSwitchingHowItWorksView.test/howItWorksScreen": { AnyView(HowItWorks()) },
            "SettingsServersView.test/settingsServersScreen": { AnyView(Servers()) },
        ]
        var cases: [String: @MainActor () -> AnyView] = [:]
        for (test, view) in views {
            for appearance in ["light", "dark"] { cases["homeassistant-bars/\(test).\(appearance)"] = view }
        }
        return cases
    }()

    /// A new complication's form under an inline title, between a close button and a disabled
    /// confirm button (iOS 26's `.close` and `.confirm` roles draw an xmark and a checkmark in
    /// a glass circle; written here with the symbols).
    private struct ComplicationBuilder: View {
        var body: some View {
            NavigationView {
                List {
                    Section("Complication") {
                        Text("Template")
                        Text("Display name")
                    }
                }
                .navigationTitle("New complication")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button {
                        } label: {
                            Image(systemName: "xmark")
                        }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button {
                        } label: {
                            Image(systemName: "checkmark")
                        }
                        .disabled(true)
                    }
                }
            }
        }
    }

    /// Gesture settings with a destructive Reset button and no title.
    private struct GesturesSetup: View {
        var body: some View {
            NavigationView {
                List {
                    Section("Gestures") {
                        Text("Swipe right")
                        Text("Shake")
                    }
                }
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Reset", role: .destructive) {}
                    }
                }
            }
        }
    }

    /// An explanation under an inline title.
    private struct HowItWorks: View {
        var body: some View {
            NavigationView {
                List {
                    Section {
                        Text("The app connects to the closest server it can reach.")
                    }
                }
                .navigationTitle("How it works?")
                .navigationBarTitleDisplayMode(.inline)
            }
        }
    }

    /// The servers under the root's large title, in a section with a header and a footer.
    private struct Servers: View {
        var body: some View {
            NavigationView {
                List {
                    Section {
                        Text("Home")
                    } header: {
                        Text("Servers")
                    } footer: {
                        Text("Add a server from its invitation or its address.")
                    }
                }
                .navigationTitle("Servers")
            }
        }
    }
}
