import Testing
import Tesselate
import TesselateTesting
import XCTest

/// `assertAudit` fails with every finding of `host.audit()` that the test does not leave out.
final class AssertAuditTests: XCTestCase {
    /// A small button (a tap-target finding) and a grey caption (a contrast finding).
    struct Screen: View {
        var body: some View {
            VStack {
                Button {
                } label: {
                    Text("Go").foregroundStyle(.black)
                }
                Text("Caption").foregroundStyle(Color(white: 0.7))
            }
        }
    }

    @MainActor func testAFailureListsEveryFindingOnItsOwnLine() async {
        let host = ViewHost(Screen(), size: CGSize(width: 300, height: 300))
        let failures = collectingFailures { assertAudit(host) }
        XCTAssertEqual(failures.count, 1)
        let lines = failures.first?.split(separator: "\n").map(String.init) ?? []
        XCTAssertEqual(lines.first, "The audit found 2 problems:")
        XCTAssertTrue(lines.dropFirst().first?.hasPrefix("  smallTapTarget  VStack/Button[0]  (") == true, "\(lines)")
        XCTAssertTrue(lines.dropFirst(2).first?.hasPrefix("  lowContrast  VStack/Text[1]  (") == true, "\(lines)")
    }

    /// The "Auditing a window" article's example failure is this screen's, word for word.
    @MainActor func testTheArticlesExampleIsThisScreensFailure() async throws {
        let host = ViewHost(Screen(), size: CGSize(width: 300, height: 300))
        let failure = collectingFailures { assertAudit(host) }.first ?? ""
        let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Tesselate/Tesselate.docc/Auditing.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        let marker = try XCTUnwrap(text.range(of: "with the numbers measured:\n\n```\n"))
        let end = try XCTUnwrap(text.range(of: "\n```", range: marker.upperBound..<text.endIndex))
        XCTAssertEqual(String(text[marker.upperBound..<end.lowerBound]), failure)
    }

    @MainActor func testKindsAndSingleFindingsCanBeLeftOut() async {
        let host = ViewHost(Screen(), size: CGSize(width: 300, height: 300))
        XCTAssertEqual(collectingFailures { assertAudit(host, ignoring: [.smallTapTarget, .lowContrast]) }, [])
        XCTAssertEqual(collectingFailures { assertAudit(host, ignoring: [.smallTapTarget]) { $0.path == "VStack/Text[1]" } }, [])
        let left = collectingFailures { assertAudit(host, ignoring: [.lowContrast]) }
        XCTAssertTrue(left.first?.hasPrefix("The audit found 1 problem:\n  smallTapTarget") == true, "\(left)")
    }

    @MainActor func testAWindowWithoutProblemsPasses() async {
        let host = ViewHost(Text("Fine"), size: CGSize(width: 300, height: 300))
        XCTAssertEqual(collectingFailures { assertAudit(host) }, [])
    }
}

/// Inside a Swift Testing test, an audit's findings are recorded as an issue.
@Suite struct AssertAuditSwiftTestingTests {
    @Test @MainActor func findingsAreRecordedAsAnIssue() {
        let host = ViewHost(AssertAuditTests.Screen(), size: CGSize(width: 300, height: 300))
        withKnownIssue {
            assertAudit(host, ignoring: [.smallTapTarget])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("The audit found 1 problem:\n  lowContrast") }
        }
    }
}
