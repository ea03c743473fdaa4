import XCTest

import Tesselate

// Previews declared as SwiftUI files declare them. `Preview.all` finds them in the test bundle.

private struct Badge: View {
    var title: String
    var body: some View {
        Text(title).padding(8).background(Color.blue)
    }
}

#Preview {
    Badge(title: "Unnamed")
}

/// A comment that mentions #Preview("Decoy") { } before the macro.
#Preview("Badge") {
    Badge(title: "New")
}

#Preview("Badge that fits", traits: .sizeThatFitsLayout) {
    Badge(title: "Fits")
}

#Preview("Badge in landscape", traits: .landscapeLeft, .fixedLayout(width: 300, height: 100)) {
    Badge(title: "Wide")
}

#Preview("Toggle with state") {
    @Previewable @State var isOn = true
    // A comment with a brace { that the macro must not count.
    Toggle("Wi-Fi", isOn: $isOn)
    Text(isOn ? "on" : "off")
}

#Preview("Local type") {
    struct Counter: View {
        @State var count = 41
        var body: some View { Text("count \(count + 1)") }
    }
    return Counter()
}

/// `#Preview` (Tesselate's compiler plugin, no swift-syntax), `Preview.all` and
/// `ViewHost(preview:)`.
final class PreviewTests: XCTestCase {
    @MainActor private func preview(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> Preview {
        try XCTUnwrap(
            Preview.all.first { $0.name == name }, "no preview named \(name) in \(Preview.all.map(\.name))", file: file, line: line)
    }

    /// Every `#Preview` of this file is found, in the order of their lines; an unnamed one is named
    /// by its file and line, as Xcode labels it.
    @MainActor func testEveryPreviewIsFoundInSourceOrder() async {
        let mine = Preview.all.filter { $0.fileID == "TesselateTests/PreviewTests.swift" }
        XCTAssertEqual(
            mine.map(\.name),
            ["PreviewTests.swift:14", "Badge", "Badge that fits", "Badge in landscape", "Toggle with state", "Local type"])
        XCTAssertEqual(mine.map(\.line), [14, 19, 23, 27, 31, 38])
    }

    /// A preview is shown in an iPhone 16's window by default, safe area included.
    @MainActor func testADefaultPreviewFillsTheDevice() async throws {
        let preview = try preview("Badge")
        XCTAssertEqual(preview.layout, .device)
        let host = ViewHost(preview: preview)
        XCTAssertEqual(host.device, .iPhone16)
        XCTAssertTrue(host.dump().contains(#"Text("New""#), host.dump())
    }

    /// `.sizeThatFitsLayout`: the window is the view's own size.
    @MainActor func testASizeThatFitsPreviewIsTheViewsSize() async throws {
        let host = ViewHost(preview: try preview("Badge that fits"))
        XCTAssertEqual(host.size.width, 130.0 / 3, accuracy: 0.001)
        XCTAssertEqual(host.size.height, 109.0 / 3, accuracy: 0.001)
        XCTAssertTrue(host.dump(proposals: false).contains("Badge ▸ background  (0, 0, 43.333×36.333)"), host.dump())
    }

    /// Traits combine: an orientation and a fixed layout.
    @MainActor func testTraitsCombine() async throws {
        let preview = try preview("Badge in landscape")
        XCTAssertEqual(preview.layout, .fixed(width: 300, height: 100))
        XCTAssertEqual(preview.device, .iPhone16.landscape)
        XCTAssertEqual(ViewHost(preview: preview).size, CGSize(width: 300, height: 100))
    }

    /// `@Previewable` declarations are the previewed view's state: a binding to it works.
    @MainActor func testPreviewableStateIsState() async throws {
        let host = ViewHost(preview: try preview("Toggle with state"))
        XCTAssertTrue(host.dump().contains(#"Text("on""#), host.dump())
        XCTAssertTrue(host.dump().contains("PreviewContent"), host.dump())
    }

    /// A body that declares a view type and returns it (the body is then not a view builder, as
    /// in SwiftUI): the type is the preview's view. Swift 6.3's compiler crashed on such a type in
    /// the closure the macro used to make.
    @MainActor func testALocalTypeInTheBodyIsThePreviewedView() async throws {
        let host = ViewHost(preview: try preview("Local type"))
        XCTAssertTrue(host.dump().contains(#"Text("count 42""#), host.dump())
    }
}
