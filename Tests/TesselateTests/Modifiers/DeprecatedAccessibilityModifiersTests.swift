import XCTest

import Tesselate

/// The deprecated `accessibility(…)` modifiers do what their replacements do.
final class DeprecatedAccessibilityModifiersTests: XCTestCase {
    @available(*, deprecated)
    @MainActor private func deprecatedForms() -> some View {
        Text("Play").accessibility(label: Text("Start")).accessibility(hint: Text("Plays the song")).accessibility(value: Text("Paused"))
            .accessibility(addTraits: .isButton).accessibility(identifier: "play")
    }

    @MainActor private func currentForms() -> some View {
        Text("Play").accessibilityLabel(Text("Start")).accessibilityHint(Text("Plays the song")).accessibilityValue(Text("Paused"))
            .accessibilityAddTraits(.isButton).accessibilityIdentifier("play")
    }

    @available(*, deprecated)
    @MainActor func testTheyDoWhatTheirReplacementsDo() async {
        let size = CGSize(width: 200, height: 100)
        XCTAssertEqual(ViewHost(deprecatedForms(), size: size).dump(), ViewHost(currentForms(), size: size).dump())
        let hidden = ViewHost(Text("A").accessibility(hidden: true), size: size).dump()
        XCTAssertEqual(hidden, ViewHost(Text("A").accessibilityHidden(true), size: size).dump())
        let removed = ViewHost(Text("A").accessibility(removeTraits: .isStaticText), size: size).dump()
        XCTAssertEqual(removed, ViewHost(Text("A").accessibilityRemoveTraits(.isStaticText), size: size).dump())
    }
}
