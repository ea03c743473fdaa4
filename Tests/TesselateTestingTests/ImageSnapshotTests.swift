import XCTest
import Tesselate
@testable import TesselateTesting

/// `assertLayout(of:as: .png)` stores the window's PNG beside the test and compares pictures
/// pixel by pixel within `ImageSnapshotTolerance`; a difference fails naming the new picture and a
/// difference image written beside the reference; an unreadable reference is kept.
final class ImageSnapshotTests: XCTestCase {
    private var directory: URL!

    private struct Swatch: View {
        var color: Color = .red
        var body: some View { color.frame(width: 40, height: 40) }
    }

    override func invokeTest() {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tesselate-images-\(UUID().uuidString)")
        self.directory = directory
        SnapshotConfiguration.$current.withValue(SnapshotConfiguration(environment: [:], directory: directory)) {
            super.invokeTest()
        }
        try? FileManager.default.removeItem(at: directory)
    }

    private func file(_ name: String) -> URL { directory.appendingPathComponent("__Snapshots__/ImageSnapshotTests/\(name)") }

    @MainActor private func host(_ color: Color = .red) -> ViewHost<Swatch> {
        ViewHost(Swatch(color: color), size: CGSize(width: 60, height: 60), displayScale: 2)
    }

    @MainActor func testAPictureIsRecordedThenMatched() async throws {
        XCTAssertEqual(collectingFailures { assertLayout(of: host(), as: .png) }, [])
        let stored = try Data(contentsOf: file("testAPictureIsRecordedThenMatched.1.png"))
        XCTAssertEqual(stored, host().png(), "the reference is the host's PNG at its display scale")
        XCTAssertEqual(try DecodedPNG(stored).width, 120)
        XCTAssertEqual(collectingFailures { assertLayout(of: host(), as: .png, named: "again") }, [])
        XCTAssertEqual(collectingFailures { assertLayout(of: host(), as: .png, named: "again") }, [], "the same picture matches")
        XCTAssertEqual(collectingFailures { assertLayout(of: host(), as: .png(scale: 1), named: "small") }, [])
        XCTAssertEqual(try DecodedPNG(Data(contentsOf: file("testAPictureIsRecordedThenMatched.small.png"))).width, 60)
    }

    @MainActor func testADifferenceFailsAndWritesThePictureAndTheDifference() async throws {
        XCTAssertEqual(collectingFailures { assertLayout(of: host(.red), as: .png, named: "swatch") }, [])
        let failures = collectingFailures { assertLayout(of: host(.blue), as: .png, named: "swatch") }
        XCTAssertEqual(failures.count, 1)
        let message = try XCTUnwrap(failures.first)
        XCTAssertTrue(message.contains("6400 of 14400 pixels differ"), message)
        let actual = file("testADifferenceFailsAndWritesThePictureAndTheDifference.swatch.actual.png")
        let difference = file("testADifferenceFailsAndWritesThePictureAndTheDifference.swatch.difference.png")
        XCTAssertTrue(message.contains(actual.path) && message.contains(difference.path), message)
        XCTAssertEqual(try Data(contentsOf: actual), host(.blue).png())
        let diff = try DecodedPNG(Data(contentsOf: difference))
        XCTAssertEqual(diff.pixel(60, 60), [255, 0, 0], "the swatch's pixels differ: red")
        XCTAssertEqual(diff.pixel(2, 2), [255, 255, 255], "the white around it does not: faded")
        // Recording replaces the reference; the next run matches and clears what the failure left.
        XCTAssertEqual(
            collectingFailures { withSnapshotTesting(record: .failed) { assertLayout(of: host(.blue), as: .png, named: "swatch") } }.count,
            1)
        XCTAssertEqual(collectingFailures { assertLayout(of: host(.blue), as: .png, named: "swatch") }, [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: actual.path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: difference.path))
    }

    @MainActor func testSmallDifferencesWithinTheToleranceMatch() async throws {
        // One channel off by the tolerance, everywhere: the same picture.
        let reference = try DecodedPNG(host().png())
        let shifted = reference.pixels.map { $0 > 250 ? $0 - 3 : $0 + 3 }
        let nearby = try DecodedPNG(Data(PNGEncoder.encode(width: reference.width, height: reference.height, channels: 3, pixels: shifted)))
        XCTAssertTrue(ImageComparison(reference: reference, actual: nearby).matches(pixels: reference.width * reference.height))
        let further = reference.pixels.map { $0 > 250 ? $0 - 4 : $0 + 4 }
        let off = try DecodedPNG(Data(PNGEncoder.encode(width: reference.width, height: reference.height, channels: 3, pixels: further)))
        XCTAssertFalse(ImageComparison(reference: reference, actual: off).matches(pixels: reference.width * reference.height))
    }

    @MainActor func testAnUnreadableReferenceIsKeptAndAMissingOneFailsOnCI() async throws {
        let folder = directory.appendingPathComponent("__Snapshots__/ImageSnapshotTests")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let broken = folder.appendingPathComponent("testAnUnreadableReferenceIsKeptAndAMissingOneFailsOnCI.broken.png")
        try Data("not a picture".utf8).write(to: broken)
        let failures = collectingFailures { assertLayout(of: host(), as: .png, named: "broken") }
        XCTAssertTrue(failures.first?.contains("is not a PNG Tesselate can read") == true, "\(failures)")
        XCTAssertEqual(try Data(contentsOf: broken), Data("not a picture".utf8), "left as it is")
        var configuration = SnapshotConfiguration.current
        configuration.environment = ["CI": "true"]
        let missing = SnapshotConfiguration.$current.withValue(configuration) {
            collectingFailures { assertLayout(of: host(), as: .png, named: "new") }
        }
        XCTAssertTrue(missing.first?.contains("CI: missing snapshots are not recorded") == true, "\(missing)")
    }
}
