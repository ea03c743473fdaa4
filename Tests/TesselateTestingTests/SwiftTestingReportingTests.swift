import Testing
import Tesselate
import TesselateTesting

/// Inside a Swift Testing test, the library's failures are recorded as issues.
@Suite struct SwiftTestingReportingTests {
    @Test @MainActor func aFailedQueryIsRecordedAsAnIssue() {
        let host = ViewHost(Card(), size: CGSize(width: 300, height: 200))
        withKnownIssue {
            host.find(.text("missing"))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("No view matches text \"missing\" in the window.") }
        }
    }

    @Test @MainActor func aPassingQueryRecordsNothing() {
        let host = ViewHost(Card(), size: CGSize(width: 300, height: 200))
        #expect(host.find(.text("Palette"))?.kind == .text)
    }
}
