import Tesselate
import XCTest

/// Where a presented sheet's content goes: in its card. The content's safe area is the card
/// with the home indicator's edge, whatever else the layer draws: content that ignores the safe
/// area stays in the card, not the window.
@MainActor
final class PresentedLayerNodeTests: XCTestCase {
    /// A medium sheet on an iPhone 16 on iOS 26 is laid out as a sheet across the window, 459
    /// tall with the home indicator (and drawn scaled: see `PresentationAppearanceTests`): its
    /// content fills the card above the home indicator, and content that ignores the safe area
    /// fills the card to the window's bottom, not the window; with or without a drag indicator
    /// (drawn after the content).
    func testASheetsContentIsInItsCardWithADragIndicator() async throws {
        for visibility in [Visibility.hidden, .visible] {
            let host = ViewHost(
                Color.white.sheet(isPresented: .constant(true)) {
                    Color.red.id("content").presentationDetents([.medium]).presentationDragIndicator(visibility)
                },
                device: .iPhone16)
            host.os = .iOS26
            XCTAssertEqual(host.frame(id: "content"), CGRect(x: 0, y: 852 - 459, width: 393, height: 459 - 34), "\(visibility)")
            let filling = ViewHost(
                Color.white.sheet(isPresented: .constant(true)) {
                    Color.red.ignoresSafeArea().id("filling").presentationDetents([.medium]).presentationDragIndicator(visibility)
                },
                device: .iPhone16)
            filling.os = .iOS26
            XCTAssertEqual(filling.frame(id: "filling"), CGRect(x: 0, y: 852 - 459, width: 393, height: 459), "\(visibility): the card")
        }
    }
}
