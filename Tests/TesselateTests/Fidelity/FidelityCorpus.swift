import Foundation

/// The fidelity corpus (issue 30): facts measured on real iOS recordings, one JSON file per
/// source repository in `Corpus/`. Each case names the recording (repository, commit, path,
/// licence), how it was made (device or size, scale, iOS version, appearance, Dynamic Type size)
/// and the boxes measured on it; `scripts/measure-recording.sh` measures them again from the
/// image. The views are rewritten in `FidelityViews+*.swift`.
struct FidelityCase: Decodable {
    struct Source: Decodable {
        var repo: String
        var commit: String
        var path: String
        var test: String?
        var licence: String?
    }

    struct Config: Decodable {
        /// The simulator, when the recording is of a device's window (`layout` "device").
        var device: String?
        /// The image's size in points.
        var size: [Double]
        var scale: Double
        /// "device": the window with its safe area; "sizeThatFits": the view at its ideal size;
        /// "fixed": the view proposed `size`.
        var layout: String
        /// The safe-area insets of a device layout: top, leading, bottom, trailing.
        var safeArea: [Double]?
        /// Where the status bar ends, when a navigation bar starts above the safe area's top (the
        /// Dynamic Island iPhones: `Device/portraitStatusBarHeight`).
        var statusBar: Double?
        /// "iOS 17.5", "iOS 26.2", …
        var os: String
        var osSource: String?
        var appearance: String?
        var dynamicType: String?
        /// How the image was made, where it changes what shows: "layer", a view's layer drawn
        /// into an image off the window, where iOS 26 draws no glass behind the bar's items.
        var capture: String?
        /// The language the recording shows ("Japanese …"): the host's locale then is that
        /// language's (iOS draws Japanese ideographs in another font than Chinese ones).
        var locale: String?

        /// The locale the host takes for ``locale``, if it names one Tesselate measures apart.
        var hostLocale: Locale? { locale?.hasPrefix("Japanese") == true ? Locale(identifier: "ja_JP") : nil }
    }

    struct Box: Decodable {
        var name: String
        var what: String?
        /// "frame" (a shape's extent) or "ink" (a text line's or a symbol's drawn pixels).
        var kind: String?
        /// Pixels of the recording: x, y, width, height.
        var region: [Double]
        var background: String
        var threshold: Double?
        /// Points: x, y, width, height, as measured on the recording.
        var expect: [Double]
        var tolerance: Double?
        var text: String?
        var font: String?
    }

    var id: String
    var source: Source
    var config: Config
    var scale: Double
    var boxes: [Box]
    var notes: String?

    /// Every case of every file in `Corpus/` (beside this source file), in file then list order.
    static func all() throws -> [FidelityCase] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        return try files.flatMap { name in
            try JSONDecoder().decode([FidelityCase].self, from: Data(contentsOf: folder.appendingPathComponent(name)))
        }
    }
}

extension FidelityCase.Box {
    /// The recording's box in points.
    var expected: CGRect { CGRect(x: expect[0], y: expect[1], width: expect[2], height: expect[3]) }

    /// The region in points at `scale` pixels a point.
    func regionInPoints(scale: Double) -> CGRect {
        CGRect(x: region[0] / scale, y: region[1] / scale, width: region[2] / scale, height: region[3] / scale)
    }

    /// The background colour as 0…255 components.
    var backgroundComponents: (Double, Double, Double) {
        let hex = background.hasPrefix("#") ? String(background.dropFirst()) : background
        let value = UInt32(hex, radix: 16) ?? 0
        return (Double((value >> 16) & 0xFF), Double((value >> 8) & 0xFF), Double(value & 0xFF))
    }
}
