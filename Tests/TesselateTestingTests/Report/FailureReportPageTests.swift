import Tesselate
import XCTest

@testable import TesselateTesting

/// The CI report's `report.html` is one well-formed page that loads nothing from elsewhere
/// (issue 35, part 3): opened from a CI artifact, offline, it shows everything it has.
final class FailureReportPageTests: XCTestCase {
    /// A report with one failure of each kind, with text that must be escaped everywhere.
    @MainActor private func page() -> String {
        let png = ViewHost(Color.red.frame(width: 4, height: 4), size: CGSize(width: 4, height: 4), displayScale: 1).png()
        let tricky = #"Text("a < b & c > \"d\" 'e'") https://example.com/x.png"#
        let entries = [
            FailureReport.Entry(
                kind: .layout, place: "Tests.swift:1", subject: "Tests/test <1>.txt", message: "differs:\n\(tricky)",
                diff: "- \(tricky)\n+ Text(\"&amp; is text\")\n  unchanged"),
            FailureReport.Entry(
                kind: .image, place: "Tests.swift:2", subject: "picture & co", message: "pixels differ",
                pictures: [FailureReport.Picture(caption: "Before \"the reference\"", png: png)]),
            FailureReport.Entry(
                kind: .audit, place: "Tests.swift:3", subject: "Screen<Int>", message: tricky,
                pictures: [FailureReport.Picture(caption: "The window", png: png)], findings: [tricky]),
            FailureReport.Entry(
                kind: .matrix, place: "Tests.swift:4", subject: "Screen across 2", message: "m", findings: ["iPhoneSE:", "  x"]),
        ]
        return FailureReport.html(entries)
    }

    @MainActor func testTheReportIsOneWellFormedSelfContainedPage() async {
        let html = page()
        XCTAssertEqual(HTMLCheck.problems(html), [])
        XCTAssertTrue(html.contains("<meta charset=\"utf-8\">"))
        XCTAssertEqual(html.components(separatedBy: "<section ").count - 1, 4)
        XCTAssertEqual(html.components(separatedBy: "src=\"data:image/png;base64,").count - 1, 2, "pictures are inline")
        XCTAssertTrue(html.contains("https://example.com/x.png"), "a URL in a message is text, shown, not loaded")
    }

    /// The check finds what it looks for: each of these pages has a problem.
    func testTheCheckFindsBrokenPages() {
        let head = "<!DOCTYPE html>\n<html><head><title>t</title></head><body>"
        let broken = [
            head + "<section><pre>x</section></pre></body></html>",
            head + "<section><p>never closed</p></body></html>",
            head + "<img src=\"https://example.com/a.png\"></body></html>",
            head + "<a href=\"http://example.com\">x</a></body></html>",
            head + "<style>body { background: url(https://example.com/a.png) }</style></body></html>",
            head + "<script src=\"data:text/javascript,1\"></script></body></html>",
            head + "<p>fish & chips</p></body></html>",
            head + "<p>a < b</p></body></html>",
            head + "<p class=unquoted>x</p></body></html>",
            "<html><body></body></html>",
        ]
        for page in broken {
            XCTAssertFalse(HTMLCheck.problems(page).isEmpty, page)
        }
        XCTAssertEqual(
            HTMLCheck.problems(head + "<p>fish &amp; chips &#38; &#x26;</p><img alt=\"a\" src=\"data:image/png;base64,AA\"></body></html>"),
            [])
    }
}
