import Foundation

import Tesselate

/// RevenueCat/purchases-ios's debug screen (`Corpus/revenuecat.json`): a navigation view with an
/// inset grouped list 450×900 at 1x, one recording per iOS version.
extension FidelityViews {
    static let revenueCat: [String: @MainActor () -> AnyView] = [
        "revenuecat/DebugViewSwiftUITests.iOS18-testDebugView": { debugScreen },
        "revenuecat/DebugViewSwiftUITests.iOS26-testDebugView": { debugScreen },
        "revenuecat/TextComponentViewLoadingTests.iOS17-testTextIsVisibleWhenLoaded": { helloWorld },
        "revenuecat/TextComponentViewLoadingTests.iOS18-testTextIsVisibleWhenLoaded": { helloWorld },
        "revenuecat/TextComponentViewLoadingTests.iOS26-testTextIsVisibleWhenLoaded": { helloWorld },
    ]

    /// A paywall text at its defaults (16 points, regular, centred) in a 300×60 snapshot.
    private static var helloWorld: AnyView {
        AnyView(Text("Hello, world").font(.system(size: 16)).frame(width: 300, height: 60))
    }

    private static var debugScreen: AnyView {
        AnyView(
            NavigationView {
                List {
                    Section {
                        LabeledContent("Status") {
                            HStack {
                                Text("Configuration OK")
                                Image(systemName: "checkmark.circle.fill").foregroundColor(.green)
                            }
                        }
                    } header: {
                        Text("Diagnostics")
                    }
                    Section("Configuration") {
                        LabeledContent("SDK version", value: "4.20.0")
                        LabeledContent("Observer mode", value: "false")
                        LabeledContent("Sandbox", value: "true")
                    }
                }
                .listStyle(.insetGrouped)
                .scrollContentBackground(.hidden)
                .navigationTitle("RevenueCat Debug")
            }
            .frame(width: 450, height: 900))
    }
}
