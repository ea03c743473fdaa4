import Foundation

@testable import Tesselate

/// StanfordSpezi/SpeziViews' rows and labels (`Corpus/spezi.json`): device snapshots of an
/// iPhone 13 Pro window, on iOS 18 and iOS 26.
extension FidelityViews {
    static let spezi: [String: @MainActor () -> AnyView] = [
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
        "spezi/SnapshotTests.descriptionGridRow.header": {
            AnyView(
                VStack {
                    Form {
                        Grid(horizontalSpacing: 8, verticalSpacing: 8) {
                            DescribedRow()
                            Divider()
                            DescribedRow()
                            DescribedRow()
                        }
                    }
                })
        },
        "spezi/SnapshotTests.dynamicHStack.header": {
            AnyView(
                List {
                    AnyLayout(HStackLayout(alignment: .center)) {
                        Text("Hello World:")
                        Text("How are you doing?").foregroundColor(.secondary)
                    }
                })
        },
        "spezi/SnapshotTests+Controls.caseIterablePicker.iphone-regular": {
            AnyView(
                List {
                    Picker("Clean Code", selection: .constant("A")) {
                        Text("A").tag("A")
                        Text("B").tag("B")
                    }
                })
        },
        "spezi/SnapshotTests+Tiles.simpleTile.leading": { AnyView(tile(.leading)) },
        "spezi/SnapshotTests+Tiles.simpleTile.center": { AnyView(tile(.center)) },
    ]

    /// A grid row written as the body of a view of its own.
    private struct DescribedRow: View {
        var body: some View {
            GridRow {
                Text("Description")
                    .gridColumnAlignment(.leading)
                    .fixedSize(horizontal: false, vertical: true)
                Text("Content")
                    .frame(maxWidth: .infinity)
            }
            .contentShape(Rectangle())
        }
    }

    private static func tile(_ alignment: HorizontalAlignment) -> some View {
        VStack(alignment: alignment) {
            Text("Clean Code")
            Divider().padding(.bottom, 4)
            Text("A book by Robert C. Martin")
            Button {
            } label: {
                Text("Buy").frame(maxWidth: .infinity, minHeight: 30)
            }
            .buttonStyle(.borderedProminent)
            .padding(.top, 8)
        }
    }

    private static var weatherRow: some View {
        List {
            LabeledContent("San Francisco") {
                Text("20 °C, Sunny")
            }
        }
    }
}
