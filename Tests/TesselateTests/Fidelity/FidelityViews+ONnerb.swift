import Foundation

import Tesselate

/// o-nnerb/swift-snapshot-testing's Dynamic Type test (`Corpus/onnerb.json`): a body text at
/// three content size categories, each snapshotted at its own size on iOS 18 at 3x.
extension FidelityViews {
    static let onnerb: [String: @MainActor () -> AnyView] = [
        "onnerb/customContentSizeCategory.extraSmall": { helloWorld },
        "onnerb/customContentSizeCategory.large": { helloWorld },
        "onnerb/customContentSizeCategory.accessibilityExtraExtraExtraLarge": { helloWorld },
    ]

    private static var helloWorld: AnyView { AnyView(Text("Hello World").foregroundColor(.black).font(.body)) }
}
