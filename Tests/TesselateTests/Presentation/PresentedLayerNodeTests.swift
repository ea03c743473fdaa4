import Tesselate
import XCTest

/// Where a presented sheet's content goes: in its card. The content's safe area is the card
/// with the home indicator's edge, whatever else the layer draws: content that ignores the safe
/// area stays in the card, not the window.
@MainActor
final class PresentedLayerNodeTests: XCTestCase {
    /// A medium sheet on an iPhone 16 on iOS 26 floats 8 in from the window's sides and 7.5 above
    /// its bottom: its content fills the card, and ignoring the safe area does not take it past
    /// the card to the window's bottom; with or without a drag indicator (drawn after the content).
    func testASheetsContentIsInItsCardWithADragIndicator() async throws {
        for visibility in [Visibility.hidden, .visible] {
            let host = ViewHost(
                Color.white.sheet(isPresented: .constant(true)) {
                    Color.red.id("content").presentationDetents([.medium]).presentationDragIndicator(visibility)
                },
                device: .iPhone16)
            host.os = .iOS26
            let content = try XCTUnwrap(host.frame(id: "content"))
            XCTAssertEqual(content.minX, 8, "\(visibility)")
            XCTAssertEqual(content.maxY, 852 - 7.5, accuracy: 0.34, "\(visibility)")
            let filling = ViewHost(
                Color.white.sheet(isPresented: .constant(true)) {
                    Color.red.ignoresSafeArea().id("filling").presentationDetents([.medium]).presentationDragIndicator(visibility)
                },
                device: .iPhone16)
            filling.os = .iOS26
            let filled = try XCTUnwrap(filling.frame(id: "filling"))
            XCTAssertEqual(filled.maxY, 852 - 7.5, accuracy: 0.34, "\(visibility): the card's bottom")
            XCTAssertEqual(filled.width, 393 - 16, "\(visibility)")
        }
    }
}
