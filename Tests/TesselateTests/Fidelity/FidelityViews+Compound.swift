import Foundation

import Tesselate

/// element-hq/compound-ios's search field style (`Corpus/compound.json`): an untitled navigation
/// stack over a plain list of ten one-line rows with a search field, recorded on iOS 18.4 in
/// swift-snapshot-testing's iPhone X configuration (375 × 812 at 2x, Dynamic Type medium) with the
/// safe area set to 1 point on every side. Rewritten from what the image and the preview show;
/// the original recolours the field's UIKit parts, which changes none of its geometry.
extension FidelityViews {
    static let compound: [String: @MainActor () -> AnyView] = [
        "compound/searchStyle.List-iPhone-16": { AnyView(CompoundSearchList()) }
    ]
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
