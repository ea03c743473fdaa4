import Foundation
import Tesselate

/// How two pictures of a window are compared: pixel by pixel, a pixel matching when no channel
/// differs by more than ``channelTolerance`` (of 255); the pictures match when at most
/// ``outlierShare`` of the pixels do not. Tesselate draws the pictures itself, so the same layout
/// gives the same bytes on every machine; the tolerance only absorbs the last bit of
/// floating-point rounding in anti-aliased edges that another processor's arithmetic (fused
/// multiply-adds) could change.
public enum ImageSnapshotTolerance {
    /// The largest difference of one channel, 0…255, that still counts as the same colour.
    public static let channelTolerance = 3
    /// The share of pixels, 0…1, that may differ by more: 1 in 10,000.
    public static let outlierShare = 0.0001
}

/// The comparison of a picture with its reference.
struct ImageComparison {
    var differing = 0
    var largestDifference = 0
    /// The reference faded to a light grey, with the pixels that differ in red.
    var difference: [UInt8] = []

    init(reference: DecodedPNG, actual: DecodedPNG) {
        let count = reference.width * reference.height
        difference = [UInt8](repeating: 0, count: count * 3)
        for index in 0..<count {
            var delta = 0, luma = 0
            for channel in 0..<3 {
                let old = Int(truncatingIfNeeded: reference.pixels[index * reference.channels + channel])
                let new = Int(truncatingIfNeeded: actual.pixels[index * actual.channels + channel])
                delta = max(delta, abs(old - new))
                luma += old
            }
            largestDifference = max(largestDifference, delta)
            if delta > ImageSnapshotTolerance.channelTolerance {
                differing += 1
                difference[3 * index] = 255
            } else {
                let faded = UInt8(truncatingIfNeeded: 255 - (255 - luma / 3) * 3 / 10)
                (difference[3 * index], difference[3 * index + 1], difference[3 * index + 2]) = (faded, faded, faded)
            }
        }
    }

    /// Whether the pictures match within ``ImageSnapshotTolerance``.
    func matches(pixels: Int) -> Bool { Double(differing) <= Double(pixels) * ImageSnapshotTolerance.outlierShare }
}

extension SnapshotFile {
    /// Compares the PNG `data` with the reference, as ``check(_:record:file:line:)`` compares
    /// text: a missing reference is recorded (not on CI); a reference that is not a PNG Tesselate
    /// can read is left as it is; on a difference, the new picture and a difference image are
    /// written beside the reference (`<name>.actual.png`, `<name>.difference.png`) and named in
    /// the failure. Record modes `all` and `failed` write the reference instead.
    func checkImage(_ data: Data, record: RecordMode?, file: StaticString, line: UInt) {
        let configuration = SnapshotConfiguration.current
        let mode = configuration.recordMode(record)
        let relative = url.pathComponents.suffix(3).joined(separator: "/")
        guard FileManager.default.fileExists(atPath: url.path) else {
            if mode == .never || (configuration.isCI && mode == .missing) {
                fail(
                    "No snapshot at \(relative)\(configuration.isCI ? " (CI: missing snapshots are not recorded)" : ""). "
                        + "Run the test locally to record it.", file: file, line: line)
                return
            }
            writeData(data, to: url, file: file, line: line)
            if mode == .all {
                fail("Recorded \(relative) (record mode all); turn recording off and run again.", file: file, line: line)
            } else {
                print("TesselateTesting: recorded the new snapshot \(url.path)")
            }
            return
        }
        let reference: DecodedPNG
        let referenceData = try? Data(contentsOf: url)
        do {
            reference = try DecodedPNG(referenceData ?? Data(contentsOf: url))
        } catch {
            var message = "Snapshot \(relative) is not a PNG Tesselate can read (\(error))."
            if mode == .all || mode == .failed {
                writeData(data, to: url, file: file, line: line)
                message += " Recorded the picture over it (record mode \(mode.rawValue)); run again to compare."
            } else {
                message += " It was left as it is: delete it, or record (TESSELATE_RECORD=failed)."
            }
            fail(message, file: file, line: line)
            return
        }
        guard let actual = try? DecodedPNG(data) else {
            fail("The picture of the window could not be read back (a bug in Tesselate).", file: file, line: line)
            return
        }
        let base = url.deletingPathExtension()
        let actualURL = base.appendingPathExtension("actual.png"), differenceURL = base.appendingPathExtension("difference.png")
        var message: String
        var differenceImage: Data?
        if reference.width != actual.width || reference.height != actual.height {
            message =
                "Snapshot \(relative) is \(reference.width)×\(reference.height) pixels, the picture now \(actual.width)×\(actual.height)."
            writeData(data, to: actualURL, file: file, line: line)
            message += "\nThe picture now: \(actualURL.path)"
        } else {
            let comparison = ImageComparison(reference: reference, actual: actual)
            if comparison.matches(pixels: actual.width * actual.height) {
                // A match removes what an earlier failure left beside the reference.
                try? FileManager.default.removeItem(at: actualURL)
                try? FileManager.default.removeItem(at: differenceURL)
                if mode == .all {
                    writeData(data, to: url, file: file, line: line)
                    fail(
                        "Recorded \(relative) (record mode all, unchanged); turn recording off and run again.", file: file, line: line)
                }
                return
            }
            message =
                "Snapshot \(relative) differs from the picture: \(comparison.differing) of \(actual.width * actual.height) pixels "
                + "differ by more than \(ImageSnapshotTolerance.channelTolerance) (largest \(comparison.largestDifference))."
            writeData(data, to: actualURL, file: file, line: line)
            let difference = Data(
                PNGEncoder.encode(width: actual.width, height: actual.height, channels: 3, pixels: comparison.difference))
            differenceImage = difference
            writeData(difference, to: differenceURL, file: file, line: line)
            message += "\nThe picture now: \(actualURL.path)\nThe pixels that differ, in red: \(differenceURL.path)"
        }
        if mode == .all || mode == .failed {
            writeData(data, to: url, file: file, line: line)
            message += "\nRecorded the new picture (record mode \(mode.rawValue)); run again to compare."
        }
        let pictures = [("Before (the reference)", referenceData), ("After (now)", data), ("Difference (in red)", differenceImage)]
        fail(
            message, pictures: pictures.compactMap { caption, png in png.map { FailureReport.Picture(caption: caption, png: $0) } },
            file: file, line: line)
    }

    private func writeData(_ data: Data, to target: URL, file: StaticString, line: UInt) {
        do {
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: target, options: .atomic)
        } catch {
            FailureReporting.fail("Could not write \(target.path): \(error)", file: file, line: line)
        }
    }
}
