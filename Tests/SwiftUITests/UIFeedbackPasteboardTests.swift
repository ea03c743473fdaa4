import SwiftUI
import TesselateTesting
import XCTest

/// Feedback generators record their haptics, and the pasteboard keeps what is copied, on the
/// running host.
final class UIFeedbackPasteboardTests: XCTestCase {
    override func setUp() {
        UIKitRecords.reset()
    }

    struct Controls: View {
        @State private var pasted = ""
        var body: some View {
            VStack {
                Button("Tap") {
                    let generator = UIImpactFeedbackGenerator(style: .rigid)
                    generator.prepare()
                    generator.impactOccurred()
                    generator.impactOccurred(intensity: 0.4)
                }
                Button("Save") { UINotificationFeedbackGenerator().notificationOccurred(.success) }
                Button("Pick") { UISelectionFeedbackGenerator().selectionChanged() }
                Button("Copy") { UIPasteboard.general.string = "ABC-123" }
                Button("Paste") { pasted = UIPasteboard.general.string ?? "nothing" }
                Text("pasted \(pasted)")
            }
        }
    }

    @MainActor func testHapticsAreRecordedInOrder() async {
        let host = ViewHost(Controls())
        host.tap(.button("Tap"))
        host.tap(.button("Save"))
        host.tap(.button("Pick"))
        XCTAssertEqual(host.haptics, [.impact(.rigid, intensity: 1), .impact(.rigid, intensity: 0.4), .notification(.success), .selection])
        XCTAssertEqual(
            host.haptics.map(\.description), ["impact(.rigid)", "impact(.rigid, intensity: 0.4)", "notification(.success)", "selection"])
        XCTAssertEqual(UIKitRecords.unhosted.haptics, [])
        XCTAssertEqual(ViewHost(Controls()).haptics, [], "each host has its own")
    }

    @MainActor func testGeneratorsOutsideAHost() async {
        UIImpactFeedbackGenerator().impactOccurred(intensity: 3)
        XCTAssertEqual(UIKitRecords.unhosted.haptics, [.impact(.medium, intensity: 1)], "intensity is clamped to 1")
    }

    @MainActor func testCopyAndPasteThroughTheHostsPasteboard() async {
        let host = ViewHost(Controls())
        host.tap(.button("Copy"))
        XCTAssertEqual(host.pasteboard.string, "ABC-123")
        host.pasteboard.string = "seeded"
        host.tap(.button("Paste"))
        XCTAssertNotNil(host.find(.text("pasted seeded")))
        XCTAssertNil(UIKitRecords.unhosted.pasteboard.string, "the host's pasteboard is its own")
        XCTAssertNil(ViewHost(Controls()).pasteboard.string)
    }

    func testPasteboardItems() {
        let board = UIKitRecords.unhosted.pasteboard
        XCTAssertFalse(board.hasStrings)
        board.strings = ["a", "b"]
        XCTAssertEqual(board.string, "a")
        XCTAssertEqual(board.numberOfItems, 2)
        XCTAssertTrue(board.hasStrings)
        board.url = URL(string: "https://example.com")
        XCTAssertFalse(board.hasStrings, "setting a value replaces the contents")
        XCTAssertEqual(board.urls, [URL(string: "https://example.com")!])
        board.image = UIImage()
        XCTAssertTrue(board.hasImages)
        board.color = .systemRed
        XCTAssertEqual(board.color, .systemRed)
        board.addItems([["public.utf8-plain-text": "added"]])
        XCTAssertEqual(board.strings, ["added"])
        XCTAssertEqual(board.numberOfItems, 2)
        board.setData(Data([1, 2]), forPasteboardType: "public.data")
        XCTAssertEqual(board.data(forPasteboardType: "public.data"), Data([1, 2]))
        let before = board.changeCount
        board.string = nil
        XCTAssertEqual(board.numberOfItems, 0)
        XCTAssertEqual(board.changeCount, before + 1)
        XCTAssertTrue(UIPasteboard.general === UIPasteboard.general)
        UIPasteboard.general.string = "general"
        XCTAssertEqual(board.string, "general", "outside a host, the general pasteboard is the process's")
    }
}
