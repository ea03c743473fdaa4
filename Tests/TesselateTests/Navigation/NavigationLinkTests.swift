import XCTest

@testable import Tesselate

/// A `NavigationLink` in a list row: its label, at least 10 points, and the disclosure chevron at
/// the row content's trailing margin (`NavigationMetrics.disclosureChevronSize(os:)`,
/// LayoutRules.md, "Lists and forms").
final class NavigationLinkTests: XCTestCase {
    /// On an iPhone SE (375 × 667, 2x) a link whose label takes all it is offered, in an inset
    /// grouped list: the card 16…359, the content 32…343. Before iOS 26 the chevron's frame is
    /// 8 × 17 at the margin (335…343), so its 6.667-point ink ends 0.667 inside it (341.667;
    /// iOS 17 ends it at 342, BlockchainCommons/GordianSeedTool-iOS's iPhone SE screenshot, and
    /// iOS 18.0 0.667 inside, lunij/netbob's list) and the label is offered 343 − 32 − 8 − 10 =
    /// 293 (iOS 17: 292.5–294.2). On iOS 26 the frame is 12 × 17 (331…343, the ink ending 2.667
    /// inside; home-assistant/iOS, iOS 26.1) and the label is offered 289.
    @MainActor func testTheChevronSitsAtTheMarginItsFrameNarrowerBeforeIOS26() async {
        func row(_ os: OSVersion) -> (label: CGRect?, chevron: CGRect?) {
            let host = ViewHost(
                NavigationStack {
                    List {
                        NavigationLink {
                            Text("Detail")
                        } label: {
                            Color.green.frame(height: 40).id("label")
                        }
                    }
                },
                device: .iPhoneSE3, os: os)
            return (host.frame(id: "label"), host.frames(kind: .chevron).first)
        }
        let iOS18 = row(.iOS18)
        XCTAssertEqual(iOS18.label?.minX, 32)
        XCTAssertEqual(iOS18.label?.width, 293)
        XCTAssertEqual(iOS18.chevron?.minX, 335)
        XCTAssertEqual(iOS18.chevron?.size, CGSize(width: 8, height: 17))
        let iOS26 = row(.iOS26)
        XCTAssertEqual(iOS26.label?.width, 289)
        XCTAssertEqual(iOS26.chevron?.minX, 331)
        XCTAssertEqual(iOS26.chevron?.size, CGSize(width: 12, height: 17))
    }
}
