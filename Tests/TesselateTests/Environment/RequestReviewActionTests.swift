import Tesselate
import TesselateTesting
import XCTest

/// `@Environment(\.requestReview)` (StoreKit's, iOS 16), as apps call it after a happy moment: the
/// system decides whether to show the rating prompt and tells the app nothing, so a host shows
/// none and records each request. Source:
/// <https://developer.apple.com/documentation/storekit/requestreviewaction>.
final class RequestReviewActionTests: XCTestCase {
    struct OrderComplete: View {
        @Environment(\.requestReview) private var requestReview
        var body: some View {
            Button("Done") { requestReview() }
        }
    }

    @MainActor func testARequestIsRecorded() async {
        let host = ViewHost(OrderComplete(), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.reviewRequestCount, 0)
        host.find(.button("Done"))?.tap()
        host.find(.button("Done"))?.tap()
        XCTAssertEqual(host.reviewRequestCount, 2)
        XCTAssertEqual(host.diagnostics, [])
    }
}
