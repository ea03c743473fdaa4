import Tesselate

// Previews of the seed components, written as SwiftUI files write them: `swift run playgrounds
// --previews` lists and dumps them (PreviewsCommand.swift).

#Preview("Calculator display") {
    CalculatorDisplay()
}

#Preview("Editor with text", traits: .sizeThatFitsLayout) {
    @Previewable @State var text = "Hello"
    AutoResizingTextEditor(text: $text, width: 300)
        .padding()
}

#Preview("Title bar that fits", traits: .fixedLayout(width: 393, height: 50)) {
    UntruncatedTitleBar(rightButtonCount: 5, useViewThatFits: true)
}

/// The zooming pager held both ways, as an older SwiftUI file previews it.
struct ZoomingPager_Previews: PreviewProvider {
    static var previews: some View {
        ZoomingPager()
            .previewDisplayName("Zooming pager")
        ZoomingPager()
            .previewDisplayName("Zooming pager, landscape")
            .previewInterfaceOrientation(.landscapeLeft)
    }
}

extension Playground {
    /// The playgrounds' preview providers: Swift on Linux cannot list a protocol's conforming
    /// types, so they are listed here (`#Preview`s are found by `Preview.all`).
    static let previewProviders: [any PreviewProvider.Type] = [ZoomingPager_Previews.self, ReadingListView_Previews.self]

    /// Every preview of the playgrounds: the `#Preview`s in source order, then the providers'.
    static var previews: [Preview] {
        let declared = Preview.all.filter { $0.fileID.hasPrefix("Playgrounds/") }
        return declared + previewProviders.flatMap { Preview.previews(of: $0) }
    }
}
