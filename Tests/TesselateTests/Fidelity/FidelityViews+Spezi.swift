import Foundation

import Tesselate

/// StanfordSpezi/SpeziViews' rows, labels, buttons and pickers (`Corpus/spezi.json`): device
/// snapshots of an iPhone 13 Pro window (iOS 18 and iOS 26) and of an iPad Pro 11" in landscape
/// (iOS 26).
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
        "spezi/SnapshotTests+Tiles.simpleTile.trailing": { AnyView(tile(.trailing)) },
        // AsyncButton("Clean Code"): a button with a text label, alone on the screen.
        "spezi/SnapshotTests+Buttons.allButtons.button-async": { AnyView(Button("Clean Code") {}) },
        // InfoButton: an info.circle symbol in `.title3`, the label's title hidden.
        "spezi/SnapshotTests+Buttons.allButtons.button-info": {
            AnyView(
                Button {
                } label: {
                    Label {
                        Text("Clean Code")
                    } icon: {
                        Image(systemName: "info.circle")
                    }
                }
                .labelStyle(.iconOnly)
                .font(.title3)
                .foregroundColor(.accentColor)
                .buttonStyle(.borderless))
        },
        // OptionSetPicker's inline style: a titled section of buttons, each selected one with a
        // semibold checkmark in the accent colour.
        "spezi/SnapshotTests+Controls.optionSetPicker.option-picker-inline": {
            AnyView(
                List {
                    Section {
                        ForEach(["Option 1", "Option 2"], id: \.self) { name in
                            Button {
                            } label: {
                                HStack {
                                    Text(name).tint(.primary)
                                    Spacer()
                                    Image(systemName: "checkmark").foregroundStyle(Color.accentColor).fontWeight(.semibold)
                                }
                            }
                        }
                    } header: {
                        Text("Code")
                    }
                })
        },
        // OptionSetPicker's menu style: a Menu whose label is a LabeledContent of the title and
        // the selection with an up-down chevron symbol.
        "spezi/SnapshotTests+Controls.optionSetPicker.option-picker": {
            AnyView(
                List {
                    Menu {
                        Toggle("Option 1", isOn: .constant(true))
                        Toggle("Option 2", isOn: .constant(false))
                    } label: {
                        LabeledContent {
                            HStack {
                                Text("Option 1")
                                Image(systemName: "chevron.up.chevron.down").font(.footnote).fontWeight(.medium)
                            }
                        } label: {
                            Text("Clean").foregroundStyle(Color.primary)
                        }
                    }
                })
        },
        "spezi/PadSnapshotTests.listRow.ipad-regular": { AnyView(weatherRow) },
        "spezi/PadSnapshotTests.listRow.ipad-XA3": { AnyView(weatherRow.dynamicTypeSize(.accessibility3)) },
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
