import Foundation

import Tesselate

/// pointfreeco/swift-snapshot-testing's own test of a tab bar controller holding a navigation
/// controller (`Corpus/swiftsnapshottesting.json`): iOS 13's UIKit bars, the ones SwiftUI's
/// `TabView` and `NavigationStack` use, on six iPhone sizes, each image the safe area's rectangle
/// alone. Rewritten as the SwiftUI equivalent: a white page with a leading add button in a tab
/// with no label.
extension FidelityViews {
    static let swiftSnapshotTesting: [String: @MainActor () -> AnyView] = {
        var cases: [String: @MainActor () -> AnyView] = [:]
        for device in ["iphone-se", "iphone-8", "iphone-8-plus", "iphone-x", "iphone-xr", "iphone-xs-max"] {
            cases["swiftsnapshottesting/testTraitsEmbeddedInTabNavigation.\(device)"] = { tabWithNavigation }
        }
        return cases
    }()

    private static var tabWithNavigation: AnyView {
        AnyView(
            TabView {
                NavigationStack {
                    Color.white
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) {
                                Button {
                                } label: {
                                    Image(systemName: "plus")
                                }
                            }
                        }
                }
                .tabItem { EmptyView() }
            })
    }
}
