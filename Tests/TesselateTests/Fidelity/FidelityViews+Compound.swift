import Foundation

import Tesselate

/// element-hq/compound-ios's search field style (`Corpus/compound.json`): an untitled navigation
/// stack over a plain list of ten one-line rows with a search field, recorded on iOS 18.4 in
/// swift-snapshot-testing's iPhone X configuration (375 × 812 at 2x, Dynamic Type medium) with the
/// safe area set to 1 point on every side. Rewritten from what the image and the preview show;
/// the original recolours the field's UIKit parts, which changes none of its geometry. And three
/// previews of scaled metrics in the same configuration, one row per Dynamic Type size.
extension FidelityViews {
    static let compound: [String: @MainActor () -> AnyView] = [
        "compound/searchStyle.List-iPhone-16": { AnyView(CompoundSearchList()) },
        "compound/scaledFrameModifier": { everySize { _ in ScaledHeart() } },
        "compound/scaledPaddingModifier": { everySize { _ in ScaledAvatar() } },
        "compound/compoundIcon.Accessibility-Icons-Only": {
            everySize { _ in
                HStack {
                    CompoundIcon(16, relativeTo: .caption)
                    CompoundIcon(20, relativeTo: .footnote)
                    CompoundIcon(24, relativeTo: .body)
                }
            }
        },
        "compound/compoundIcon.Accessibility-Labels": {
            AnyView(
                Grid(alignment: .leading) {
                    ForEach(DynamicTypeSize.allCases, id: \.self) { size in
                        GridRow {
                            Label {
                                Text("Test XS")
                            } icon: {
                                CompoundIcon(16, relativeTo: .caption)
                            }.font(.caption)
                            Label {
                                Text("Test Small")
                            } icon: {
                                CompoundIcon(20, relativeTo: .footnote)
                            }.font(.footnote)
                            Label {
                                Text("Test Medium")
                            } icon: {
                                CompoundIcon(24, relativeTo: .body)
                            }.font(.body)
                        }
                        .lineLimit(1)
                        .dynamicTypeSize(size)
                    }
                })
        },
    ]

    /// A row of `content` at each Dynamic Type size, xSmall at the top.
    private static func everySize<Content: View>(@ViewBuilder _ content: @escaping (DynamicTypeSize) -> Content) -> AnyView {
        AnyView(
            VStack {
                ForEach(DynamicTypeSize.allCases, id: \.self) { size in
                    content(size).dynamicTypeSize(size)
                }
            })
    }
}

/// A resizable `heart.circle.fill` in a square 24 points wide relative to title.
private struct ScaledHeart: View {
    @ScaledMetric(relativeTo: .title) private var side: CGFloat = 24

    var body: some View {
        Image(systemName: "heart.circle.fill")
            .resizable()
            .foregroundStyle(Color(red: 0, green: 155 / 255, blue: 120 / 255))
            .frame(width: side, height: side)
    }
}

/// A white 24-point icon padded 6 on a green circle, both relative to title.
private struct ScaledAvatar: View {
    @ScaledMetric(relativeTo: .title) private var padding: CGFloat = 6

    var body: some View {
        CompoundIcon(24, relativeTo: .title, color: .white)
            .padding(padding)
            .background(Color(red: 0, green: 122 / 255, blue: 97 / 255), in: Circle())
    }
}

/// Compound's person icon, a resizable image in a square frame: its drawing fills the centre 5/6
/// of the frame (measured inside `ScaledAvatar`'s circle), drawn here as a disc of that size.
private struct CompoundIcon: View {
    @ScaledMetric private var side: CGFloat
    private let color: Color

    init(_ side: CGFloat, relativeTo style: Font.TextStyle, color: Color = .black) {
        _side = ScaledMetric(wrappedValue: side, relativeTo: style)
        self.color = color
    }

    var body: some View {
        Circle()
            .fill(color)
            .padding(side / 12)
            .frame(width: side, height: side)
    }
}

/// Ten rows "Item 0" to "Item 9" in a plain list, searchable, with no title and no toolbar.
private struct CompoundSearchList: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(0..<10, id: \.self) { number in
                    Text("Item \(number)")
                }
            }
            .listStyle(.plain)
            .searchable(text: .constant(""))
        }
    }
}
