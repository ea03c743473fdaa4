import Tesselate
import XCTest

@testable import TesselateTesting

/// With `TESSELATE_REPORT_DIR` set, every failed snapshot, audit and configuration matrix goes
/// into one self-contained HTML report and a Markdown summary in that directory.
final class FailureReportTests: XCTestCase {
    private var directory: URL!
    private var report: URL { directory.appendingPathComponent("report") }

    /// Snapshots and the report go to a temporary directory of the test's own.
    override func invokeTest() {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tesselate-report-\(UUID().uuidString)")
        self.directory = directory
        let environment = [FailureReport.environmentVariable: directory.appendingPathComponent("report").path]
        SnapshotConfiguration.$current.withValue(SnapshotConfiguration(environment: environment, directory: directory)) {
            super.invokeTest()
        }
        try? FileManager.default.removeItem(at: directory)
    }

    private struct Label: View {
        var text: String
        var body: some View { Text(text).padding(8) }
    }

    private func entries() throws -> [FailureReport.Entry] { try FailureReport.load(report.appendingPathComponent("entries")) }
    private func page() throws -> String { try String(contentsOf: report.appendingPathComponent("report.html"), encoding: .utf8) }
    private func summary() throws -> String { try String(contentsOf: report.appendingPathComponent("summary.md"), encoding: .utf8) }

    @MainActor func testWithoutTheVariableNothingIsWritten() async {
        SnapshotConfiguration.$current.withValue(SnapshotConfiguration(environment: [:], directory: directory)) {
            _ = collectingFailures { assertLayout(of: ViewHost(Label(text: "A"), size: CGSize(width: 100, height: 40)), named: "x") }
            let failures = collectingFailures {
                assertLayout(of: ViewHost(Label(text: "B"), size: CGSize(width: 100, height: 40)), named: "x")
            }
            XCTAssertEqual(failures.count, 1)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: report.path))
    }

    @MainActor func testAChangedDumpIsReportedWithItsLineDiff() async throws {
        let before = ViewHost(Label(text: "Before"), size: CGSize(width: 200, height: 40))
        let after = ViewHost(Label(text: "After <b>"), size: CGSize(width: 200, height: 40))
        XCTAssertEqual(collectingFailures { assertLayout(of: before, named: "label") }, [], "recorded")
        XCTAssertFalse(FileManager.default.fileExists(atPath: report.path), "a recording is not a failure")
        let failures = collectingFailures { assertLayout(of: after, named: "label") }
        XCTAssertEqual(failures.count, 1)
        let entry = try XCTUnwrap(try entries().first)
        XCTAssertEqual(try entries().count, 1)
        XCTAssertEqual(entry.kind, .layout)
        XCTAssertEqual(entry.message, failures.first)
        XCTAssertEqual(entry.subject, "FailureReportTests/testAChangedDumpIsReportedWithItsLineDiff.label.txt")
        XCTAssertEqual(entry.diff, lineDiff(old: before.dump(proposals: false), new: after.dump(proposals: false)))
        XCTAssertTrue(entry.place.hasPrefix("FailureReportTests.swift:"), entry.place)
        let html = try page()
        XCTAssertTrue(html.contains("Text(&quot;After &lt;b&gt;&quot;"), "the page escapes the dump")
        XCTAssertTrue(html.contains("<span class=\"added\">+"), "added lines are marked")
        XCTAssertFalse(html.contains("<b>"))
        let markdown = try summary()
        XCTAssertTrue(markdown.hasPrefix("### Tesselate: 1 failure\n"), markdown)
        let headline =
            #"Snapshot \_\_Snapshots\_\_/FailureReportTests/testAChangedDumpIsReportedWithItsLineDiff.label.txt differs from the layout."#
        XCTAssertTrue(markdown.contains("| \(entry.place) | layout snapshot | \(headline) |"), markdown)
    }

    @MainActor func testAChangedPictureIsReportedWithTheBeforeAfterAndDifferenceImages() async throws {
        let red = ViewHost(Color.red.frame(width: 20, height: 20), size: CGSize(width: 20, height: 20), displayScale: 1)
        let blue = ViewHost(Color.blue.frame(width: 20, height: 20), size: CGSize(width: 20, height: 20), displayScale: 1)
        XCTAssertEqual(collectingFailures { assertLayout(of: red, as: .png, named: "swatch") }, [])
        XCTAssertEqual(collectingFailures { assertLayout(of: blue, as: .png, named: "swatch") }.count, 1)
        let entry = try XCTUnwrap(try entries().first)
        XCTAssertEqual(entry.kind, .image)
        XCTAssertEqual(entry.pictures.map(\.caption), ["Before (the reference)", "After (now)", "Difference (in red)"])
        XCTAssertEqual(entry.pictures.first?.png, red.png())
        XCTAssertEqual(entry.pictures.dropFirst().first?.png, blue.png())
        let difference = try XCTUnwrap(entry.pictures.last?.png)
        XCTAssertEqual(try DecodedPNG(difference).width, 20)
        let html = try page()
        for picture in [red.png(), blue.png(), difference] {
            XCTAssertTrue(html.contains("data:image/png;base64,\(picture.base64EncodedString())"))
        }
    }

    /// A button too small to tap.
    private struct SmallButton: View {
        var title = "x"
        var body: some View { Button(title) {}.frame(width: 20, height: 20) }
    }

    @MainActor func testAFailedAuditIsReportedWithItsFindingsAndThePicture() async throws {
        let host = ViewHost(SmallButton(), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(collectingFailures { assertAudit(host) }.count, 1)
        let entry = try XCTUnwrap(try entries().first)
        XCTAssertEqual(entry.kind, .audit)
        XCTAssertEqual(entry.findings, host.audit().map(\.description))
        XCTAssertFalse(entry.findings.isEmpty)
        XCTAssertEqual(entry.pictures, [FailureReport.Picture(caption: "The window", png: host.png())])
        XCTAssertTrue(try summary().contains("| audit |"))
    }

    @MainActor func testAMatrixAndItsSnapshotsAddAnEntryEachToOneReport() async throws {
        let configurations = [ViewConfiguration(), ViewConfiguration(device: .iPhoneSE3)]
        XCTAssertEqual(collectingFailures { assertLayout(of: SmallButton(), across: configurations, audit: false) }, [])
        XCTAssertEqual(collectingFailures { assertLayout(of: SmallButton(title: "y"), across: configurations) }.count, 3)
        let kinds = try entries().map(\.kind)
        XCTAssertEqual(kinds.filter { $0 == .layout }.count, 2, "one a configuration's snapshot")
        XCTAssertEqual(kinds.filter { $0 == .matrix }.count, 1)
        let matrix = try XCTUnwrap(try entries().first { $0.kind == .matrix })
        XCTAssertEqual(matrix.findings.filter { $0.hasSuffix(":") }, configurations.map { $0.name + ":" })
        XCTAssertEqual(matrix.pictures.map(\.caption), configurations.map(\.name), "each configuration with findings is pictured")
        XCTAssertEqual(try page().components(separatedBy: "<section ").count - 1, 3)
        XCTAssertTrue(try summary().hasPrefix("### Tesselate: 3 failures\n"))
    }
}
