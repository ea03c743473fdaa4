import Foundation
import XCTest

@testable import Tesselate

/// The fidelity corpus as a test (issue 30): every case of `Corpus/*.json` is laid out by
/// Tesselate from its rewrite (`FidelityViews`) in the recording's configuration, and every box
/// is measured on Tesselate's picture as `scripts/measure-recording.py` measures it on the
/// recording (`PaintedAreas`). A box passes when each of its four edges is within the box's
/// tolerance (0.5 points unless it says); a view snapshotted at its own size also has its size
/// checked (the box "view size"). A box that is further off fails the test unless
/// `FidelityKnownDifferences` lists it with its reason; a listed box that passes fails it too,
/// so the list stays true.
///
/// `TESSELATE_FIDELITY_REPORT=<file>` writes the table `scripts/fidelity-report.sh` prints;
/// `TESSELATE_FIDELITY_PNG=<folder>` writes Tesselate's picture of each case there, at the
/// recording's scale (`scripts/fidelity-side-by-side.sh` puts them beside the recordings);
/// `TESSELATE_FIDELITY_BOXES=<file>` writes every box, one a line: its key, kind, difference,
/// Tesselate's rectangle and the recording's. `TESSELATE_FIDELITY_CASES=<text>` measures only the
/// cases whose id contains the text and prints every box of them, passing or not (the known
/// differences are then not checked).
final class FidelityCorpusTests: XCTestCase {
    struct Result {
        var caseID: String
        var os: String
        var box: String
        var kind: String
        var measured: CGRect?
        var expected: CGRect
        var tolerance: Double
        /// The largest difference of an edge, in points (∞ when nothing was measured).
        var difference: Double {
            guard let measured else { return .infinity }
            return max(
                abs(measured.minX - expected.minX), abs(measured.minY - expected.minY),
                abs(measured.maxX - expected.maxX), abs(measured.maxY - expected.maxY))
        }
        var passes: Bool { isWithin(tolerance) }
        /// Whether every edge is within `limit` points (and a thousandth, for rounding).
        func isWithin(_ limit: Double) -> Bool { difference <= limit + 0.001 }
        var key: String { "\(caseID) › \(box)" }
    }

    @MainActor func testEveryBoxIsWhereTheRecordingHasIt() async throws {
        let only = ProcessInfo.processInfo.environment["TESSELATE_FIDELITY_CASES"]
        let cases = try FidelityCase.all().filter { item in only.map { item.id.contains($0) } ?? true }
        XCTAssertFalse(cases.isEmpty, "the corpus is empty")
        var results: [Result] = []
        for fidelityCase in cases {
            guard let rewrite = FidelityViews.all[fidelityCase.id] else {
                XCTFail("\(fidelityCase.id): no rewrite in FidelityViews")
                continue
            }
            results += Self.measure(fidelityCase, rewrite())
        }
        if only != nil {
            for result in results {
                print(
                    "\(result.key): Tesselate \(describe(result.measured)), recording \(describe(result.expected)), \(formatNumber(result.difference)) pt"
                )
            }
            return
        }
        for result in results {
            let reason = FidelityKnownDifferences.all[result.key]
            if result.passes, reason != nil {
                XCTFail("\(result.key) now matches the recording: remove it from FidelityKnownDifferences")
            } else if !result.passes, reason == nil {
                XCTFail(
                    "\(result.key): Tesselate \(describe(result.measured)), recording \(describe(result.expected)), "
                        + "\(formatNumber(result.difference)) pt off (tolerance \(formatNumber(result.tolerance)))")
            }
        }
        let known = Set(results.map(\.key))
        for key in FidelityKnownDifferences.all.keys.sorted() where !known.contains(key) {
            XCTFail("FidelityKnownDifferences lists \(key), which is not in the corpus")
        }
        if let path = ProcessInfo.processInfo.environment["TESSELATE_FIDELITY_REPORT"] {
            try FidelityReport.table(results, cases: cases).write(toFile: path, atomically: true, encoding: .utf8)
        }
        if let path = ProcessInfo.processInfo.environment["TESSELATE_FIDELITY_BOXES"] {
            let rows = results.map {
                "\($0.key)\t\($0.kind)\t\(formatNumber($0.difference))\t\(describe($0.measured))\t\(describe($0.expected))"
            }
            try (rows.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    /// Lays out `view` as the recording was made and measures each box.
    @MainActor static func measure(_ fidelityCase: FidelityCase, _ view: AnyView) -> [Result] {
        let config = fidelityCase.config
        let view = config.hostLocale.map { AnyView(view.environment(\.locale, $0)) } ?? view
        let size = CGSize(width: config.size[0], height: config.size[1])
        var offset = CGPoint.zero
        let host: ViewHost<AnyView>
        switch config.layout {
        case "device":
            let insets = config.safeArea ?? [0, 0, 0, 0]
            let device = Device(
                name: config.device ?? "recorded device", portraitSize: size, displayScale: config.scale,
                portraitSafeAreaInsets: EdgeInsets(top: insets[0], leading: insets[1], bottom: insets[2], trailing: insets[3]),
                landscapeSafeAreaInsets: EdgeInsets(), portraitStatusBarHeight: config.statusBar.map { CGFloat($0) })
            host = ViewHost(view, device: device)
        case "sizeThatFits":
            host = ViewHost(AnyView(view.fixedSize()), size: CGSize(width: 4_000, height: 4_000), displayScale: config.scale)
        default:
            host = ViewHost(view, size: size, displayScale: config.scale)
        }
        host.os = FidelityCase.osVersion(config.os)
        if config.appearance == "dark" { host.colorScheme = .dark }
        if let name = config.dynamicType, let size = FidelityCase.dynamicTypeSize(name) { host.dynamicTypeSize = size }
        host.settle()
        if let folder = ProcessInfo.processInfo.environment["TESSELATE_FIDELITY_PNG"] {
            Self.writePicture(of: host, fidelityCase, view, to: folder)
        }
        // A view snapshotted at its own size: the recording's size is a box of its own.
        var sizeResult: [Result] = []
        if config.layout == "sizeThatFits", let root = host.tree.root >= 0 ? host.frame(of: host.tree.root) : nil {
            offset = root.origin
            sizeResult.append(
                Result(
                    caseID: fidelityCase.id, os: config.os, box: "view size", kind: "frame",
                    measured: CGRect(origin: .zero, size: root.size),
                    expected: CGRect(origin: .zero, size: size), tolerance: 0.5))
        }
        // Off the window iOS 26 draws no glass: the recording shows none to measure.
        let drawsGlass = config.capture != "layer"
        let areas = PaintedAreas.of(host, window: config.layout == "device").filter { drawsGlass || !$0.isBarGlass }.map {
            area -> PaintedArea in
            var area = area
            area.rect = area.rect.offsetBy(dx: -offset.x, dy: -offset.y)
            area.path = area.path?.offsetBy(dx: -offset.x, dy: -offset.y)
            area.clips = area.clips.map { $0.offsetBy(dx: -offset.x, dy: -offset.y) }
            return area
        }
        return sizeResult
            + fidelityCase.boxes.map { box in
                let region = box.regionInPoints(scale: fidelityCase.scale)
                var background = box.backgroundComponents
                if box.background == "auto" {
                    let corner = CGRect(x: region.minX, y: region.minY, width: 0.01, height: 0.01)
                    let white: (Double, Double, Double) = config.appearance == "dark" ? (0, 0, 0) : (255, 255, 255)
                    background = PaintedAreas.colour(of: areas, at: corner.origin, over: white)
                }
                let measured = PaintedAreas.box(
                    of: areas, in: region, background: background, threshold: box.threshold ?? 24, scale: config.scale)
                return Result(
                    caseID: fidelityCase.id, os: config.os, box: box.name, kind: box.kind ?? "frame", measured: measured,
                    expected: box.expected,
                    tolerance: box.tolerance ?? 0.5)
            }
    }

    /// Writes `host`'s PNG (for a view at its own size, the view alone in a window of the
    /// recording's size) as `<folder>/<case id, "/" as "+">.png`.
    @MainActor private static func writePicture(
        of host: ViewHost<AnyView>, _ fidelityCase: FidelityCase, _ view: AnyView, to folder: String
    ) {
        let config = fidelityCase.config
        var picture = host.png(scale: config.scale)
        if config.layout == "sizeThatFits" {
            let alone = ViewHost(
                AnyView(view.fixedSize()), size: CGSize(width: config.size[0], height: config.size[1]), displayScale: config.scale)
            alone.os = host.os
            alone.colorScheme = host.colorScheme
            alone.dynamicTypeSize = host.dynamicTypeSize
            picture = alone.png(scale: config.scale)
        }
        let url = URL(fileURLWithPath: folder).appendingPathComponent(fidelityCase.id.replacingOccurrences(of: "/", with: "+") + ".png")
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? picture.write(to: url)
    }

    private func describe(_ rect: CGRect?) -> String {
        guard let rect else { return "nothing" }
        return "(\(formatNumber(rect.minX)), \(formatNumber(rect.minY)), \(formatNumber(rect.width)), \(formatNumber(rect.height)))"
    }
}

extension FidelityCase {
    /// The release a recording's iOS version is modelled by: `.iOS26` for iOS 26, `.iOS18` for
    /// iOS 13 to 18, and for iOS 26 running an app in its compatibility design
    /// (`UIDesignRequiresCompatibility`), which keeps iOS 18's bars.
    static func osVersion(_ name: String) -> OSVersion {
        let major = Int(name.drop { !$0.isNumber }.prefix { $0.isNumber }) ?? OSVersion.default.major
        return major >= 26 && !name.contains("UIDesignRequiresCompatibility") ? .iOS26 : .iOS18
    }

    /// SwiftUI's name of a Dynamic Type size ("large", "accessibility3"; also "AX3"), or UIKit's
    /// content size category a recording's traits name ("extraLarge", "accessibilityMedium").
    static func dynamicTypeSize(_ name: String) -> DynamicTypeSize? {
        let uiKit: [String: DynamicTypeSize] = [
            "extrasmall": .xSmall, "extralarge": .xLarge, "extraextralarge": .xxLarge, "extraextraextralarge": .xxxLarge,
            "accessibilitymedium": .accessibility1, "accessibilitylarge": .accessibility2, "accessibilityextralarge": .accessibility3,
            "accessibilityextraextralarge": .accessibility4, "accessibilityextraextraextralarge": .accessibility5,
        ]
        if let size = uiKit[name.lowercased()] { return size }
        let lowered = name.lowercased().replacingOccurrences(of: "ax", with: "accessibility")
        return DynamicTypeSize.allCases.first { "\($0)".lowercased() == lowered }
    }
}
