import Foundation

/// An image set's size in points, read from its pictures: a PNG's, GIF's or JPEG's pixel size
/// over the entry's scale (`"scale": "2x"`), or a vector picture's own size (a PDF's media box, an
/// SVG's `width`/`height`, else its `viewBox`), which is in points.
///
/// The entries for iPhone (`universal`, else `iphone`) without an appearance are tried first, from
/// the smallest scale up; the first whose file reads gives the size (every scale of an image set
/// is the same size in points).
enum ImageSetReader {
    struct Size: Equatable {
        var width: Double
        var height: Double
    }

    static func size(of folder: URL, contents: [String: Any]?) -> Size? {
        let entries = (contents?["images"] as? [[String: Any]] ?? []).filter { $0["filename"] is String }
        func rank(_ entry: [String: Any]) -> (Int, Int, Double) {
            let idiom = entry["idiom"] as? String ?? "universal"
            let idiomRank = idiom == "universal" ? 0 : idiom == "iphone" ? 1 : 2
            let appearanceRank = (entry["appearances"] as? [Any])?.isEmpty == false ? 1 : 0
            return (appearanceRank, idiomRank, scale(of: entry))
        }
        for entry in entries.sorted(by: { rank($0) < rank($1) }) {
            guard let filename = entry["filename"] as? String,
                let data = try? Data(contentsOf: folder.appendingPathComponent(filename))
            else { continue }
            if let pixels = PictureSize.raster(data) {
                let scale = scale(of: entry)
                return Size(width: pixels.width / scale, height: pixels.height / scale)
            }
            if let points = PictureSize.vector(data) { return points }
        }
        return nil
    }

    /// The entry's scale (`"2x"` is 2); 1 when it has none.
    private static func scale(of entry: [String: Any]) -> Double {
        guard let text = entry["scale"] as? String, let value = Double(text.dropLast()), value > 0 else { return 1 }
        return value
    }
}

/// The sizes pictures declare in their headers.
enum PictureSize {
    /// A PNG's (`IHDR`), GIF's (logical screen) or JPEG's (first start-of-frame) pixel size.
    static func raster(_ data: Data) -> ImageSetReader.Size? {
        let bytes = [UInt8](data.prefix(1 << 20))
        func bigEndian(_ at: Int, _ count: Int) -> Double {
            (at..<(at + count)).reduce(0.0) { $0 * 256 + Double(bytes[$1]) }
        }
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        if bytes.count >= 24, bytes.starts(with: png), bytes[12...15].elementsEqual("IHDR".utf8) {
            return positive(bigEndian(16, 4), bigEndian(20, 4))
        }
        if bytes.count >= 10, bytes.starts(with: "GIF8".utf8) {
            return positive(Double(bytes[6]) + Double(bytes[7]) * 256, Double(bytes[8]) + Double(bytes[9]) * 256)
        }
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var offset = 2
        while offset + 9 < bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            let length = Int(bigEndian(offset + 2, 2))
            // Start-of-frame markers: C0–CF but for C4 (Huffman tables), C8 and CC (arithmetic).
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return positive(bigEndian(offset + 7, 2), bigEndian(offset + 5, 2))
            }
            guard length >= 2 else { return nil }
            offset += 2 + length
        }
        return nil
    }

    /// A PDF's first `/MediaBox` or an SVG's size, in points.
    static func vector(_ data: Data) -> ImageSetReader.Size? {
        guard let text = String(data: data.prefix(1 << 20), encoding: .isoLatin1) else { return nil }
        if text.hasPrefix("%PDF") {
            guard let box = text.range(of: "/MediaBox") else { return nil }
            let numbers = numbers(in: text[box.upperBound...].prefix(200).prefix { $0 != "]" })
            guard numbers.count == 4 else { return nil }
            return positive(numbers[2] - numbers[0], numbers[3] - numbers[1])
        }
        guard let start = text.range(of: "<svg") else { return nil }
        let tag = text[start.upperBound...].prefix { $0 != ">" }
        if let width = attribute("width", in: tag).flatMap(length), let height = attribute("height", in: tag).flatMap(length) {
            return positive(width, height)
        }
        if let viewBox = attribute("viewBox", in: tag) {
            let numbers = numbers(in: Substring(viewBox))
            if numbers.count == 4 { return positive(numbers[2], numbers[3]) }
        }
        return nil
    }

    private static func positive(_ width: Double, _ height: Double) -> ImageSetReader.Size? {
        width > 0 && height > 0 && width.isFinite && height.isFinite ? ImageSetReader.Size(width: width, height: height) : nil
    }

    private static func numbers(in text: Substring) -> [Double] {
        text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\r" || $0 == "[" }).compactMap { Double($0) }
    }

    /// The value of the attribute `name` in an SVG tag.
    private static func attribute(_ name: String, in tag: Substring) -> String? {
        for quote in ["\"", "'"] {
            if let range = tag.range(of: " \(name)=\(quote)") ?? tag.range(of: "\n\(name)=\(quote)") {
                return String(tag[range.upperBound...].prefix { String($0) != quote })
            }
        }
        return nil
    }

    /// An SVG length in points: unitless, `px` or `pt`, each taken as a point (an SVG's user
    /// unit is a point on iOS). Other units (`%`, `em`, `mm`) are not read.
    private static func length(_ text: String) -> Double? {
        var text = text.trimmingCharacters(in: .whitespaces)
        if text.hasSuffix("pt") || text.hasSuffix("px") { text.removeLast(2) }
        return Double(text)
    }
}
