import Tesselate
import XCTest

@testable import TesselateTesting

/// `assertLayout(of:across:)`: a snapshot per configuration, named after it, and the audit of
/// each, failing with the configurations that have findings.
final class AssertLayoutAcrossTests: XCTestCase {
    private var directory: URL!

    /// Snapshots go to a temporary directory of the test's own, with an empty environment.
    override func invokeTest() {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tesselate-across-\(UUID().uuidString)")
        self.directory = directory
        SnapshotConfiguration.$current.withValue(SnapshotConfiguration(environment: [:], directory: directory)) {
            super.invokeTest()
        }
        try? FileManager.default.removeItem(at: directory)
    }

    /// A title 344 points wide at the default text size: it fits on one line of an iPhone 16
    /// (353 between the margins), not of an iPhone SE (335), nor at an accessibility size.
    struct Title: View {
        var body: some View {
            Text("Quarterly results for the whole north region").font(.headline).lineLimit(1).padding(.horizontal, 20)
        }
    }

    private func snapshotNames() -> [String] {
        let folder = directory.appendingPathComponent("__Snapshots__/AssertLayoutAcrossTests")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @MainActor func testEachConfigurationHasASnapshotNamedAfterIt() async throws {
        let failures = collectingFailures { assertLayout(of: Text("Hi"), across: .standard) }
        XCTAssertEqual(failures, [])
        XCTAssertEqual(
            snapshotNames(), [ViewConfiguration].standard.map { "testEachConfigurationHasASnapshotNamedAfterIt.\($0.name).txt" }.sorted())
        let landscape = try String(
            contentsOf: directory.appendingPathComponent(
                "__Snapshots__/AssertLayoutAcrossTests/testEachConfigurationHasASnapshotNamedAfterIt.iPhone16-landscape.txt"),
            encoding: .utf8)
        XCTAssertTrue(landscape.contains("window 852×393"), landscape)
        XCTAssertEqual(collectingFailures { assertLayout(of: Text("Hi"), across: .standard) }, [], "the second run compares")
    }

    @MainActor func testTheFailureNamesTheConfigurationsWithFindings() async {
        let failures = collectingFailures { assertLayout(of: Title(), across: .standard) }
        XCTAssertEqual(failures.count, 1)
        let message = failures.first ?? ""
        XCTAssertTrue(message.hasPrefix("The audit found problems in 2 of 7 configurations: iPhoneSE, iPhone16-accessibility3\n"), message)
        XCTAssertTrue(message.contains("\niPhoneSE:\n  truncatedText  "), message)
        XCTAssertEqual(collectingFailures { assertLayout(of: Title(), across: .standard, ignoring: [.truncatedText]) }, [])
        XCTAssertEqual(collectingFailures { assertLayout(of: Title(), across: [ViewConfiguration()]) }, [])
    }

    /// The "Auditing a window" article shows this failure word for word.
    @MainActor func testTheArticlesExampleIsThisFailure() async throws {
        let failure = collectingFailures { assertLayout(of: Title(), across: .standard) }.first ?? ""
        let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Tesselate/Tesselate.docc/Auditing.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        let marker = try XCTUnwrap(text.range(of: "a failure reads:\n\n```\n"))
        let end = try XCTUnwrap(text.range(of: "\n```", range: marker.upperBound..<text.endIndex))
        XCTAssertEqual(String(text[marker.upperBound..<end.lowerBound]), failure)
    }

    @MainActor func testConfigurationsWithTheSameNameAreRefused() async {
        let failures = collectingFailures { assertLayout(of: Text("Hi"), across: [ViewConfiguration(), ViewConfiguration()]) }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("same name") == true)
        XCTAssertEqual(snapshotNames(), [], "nothing is recorded")
    }
}
