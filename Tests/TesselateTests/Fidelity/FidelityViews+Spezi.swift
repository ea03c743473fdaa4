import Foundation

@testable import Tesselate

/// StanfordSpezi/SpeziViews' rows and labels (`Corpus/spezi.json`): device snapshots of an
/// iPhone 13 Pro window, on iOS 18 and iOS 26.
extension FidelityViews {
    static let spezi: [String: () -> AnyView] = [
        "spezi/ListSnapshotTests.listRow.iphone-regular": { AnyView(weatherRow) },
        "spezi/SnapshotTests+Lists.listRow.iphone-regular": { AnyView(weatherRow) },
        "spezi/ListSnapshotTests.listRow.iphone-XA3": { AnyView(weatherRow.dynamicTypeSize(.accessibility3)) },
        "spezi/SnapshotTests+Lists.listRow.iphone-XA3": { AnyView(weatherRow.dynamicTypeSize(.accessibility3)) },
        "spezi/SnapshotTests+Texts.labeledContent.iphone-regular": {
            AnyView(
                LabeledContent("Clean") {
                    Text("Code")
                })
        },
    ]

    private static var weatherRow: some View {
        List {
            LabeledContent("San Francisco") {
                Text("20 °C, Sunny")
            }
        }
    }
}
