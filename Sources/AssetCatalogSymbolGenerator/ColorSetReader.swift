import Foundation

/// A colour set's `Contents.json` read into the Swift expressions of its light and dark colours.
///
/// The entries for iPhone (`universal`, else `iphone`) are read; among them, the one without a
/// luminosity appearance is "Any", `light` and `dark` are the others. The light colour is the
/// `light` entry, else "Any"; the dark colour is the `dark` entry, else "Any". High-contrast
/// entries (`contrast: high`) are skipped (Tesselate has no increased-contrast setting), and so
/// are `display-P3`-gamut entries when an sRGB-gamut one exists.
///
/// Components are written by Xcode in three forms: floating point (`"0.502"`), 8-bit integers
/// (`"128"`, read as 128/255) and 8-bit hexadecimal (`"0x80"`); the opacity is always floating
/// point (an integer opacity is taken as is). Colour spaces: `srgb` and `extended-srgb` are sRGB,
/// `display-p3` is `.displayP3` (which Tesselate draws as sRGB), `extended-linear-srgb` is
/// `.sRGBLinear`, the grey spaces (`gray-gamma-22`, `extended-gray`) are a white level. A
/// reference to an iOS system colour (`"reference": "systemRedColor"`) is Tesselate's colour of
/// that name, which adapts to the appearance itself.
struct ColorSetReader {
    /// Swift expressions of a Tesselate `Color` for each appearance.
    struct Appearances: Equatable {
        var light: String
        var dark: String
    }

    var appearances: Appearances?
    var warning: String?

    init(contents: [String: Any]?) {
        let entries = (contents?["colors"] as? [[String: Any]] ?? []).filter { entry in
            let idiom = entry["idiom"] as? String ?? "universal"
            return idiom == "universal" || idiom == "iphone"
        }
        func entry(_ luminosity: String?) -> [String: Any]? {
            let matching = entries.filter { entry in
                let appearances = entry["appearances"] as? [[String: Any]] ?? []
                let contrast = appearances.contains { $0["appearance"] as? String == "contrast" }
                let value = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
                return !contrast && value == luminosity
            }
            let sRGB = matching.filter { ($0["display-gamut"] as? String ?? "sRGB") == "sRGB" }
            let candidates = sRGB.isEmpty ? matching : sRGB
            return candidates.first { ($0["idiom"] as? String ?? "universal") == "universal" } ?? candidates.first
        }
        let any = entry(nil)
        guard let lightEntry = entry("light") ?? any ?? entry("dark") else {
            warning = "a colour set with no colour for iPhone; it is not registered"
            return
        }
        let darkEntry = entry("dark") ?? any ?? lightEntry
        guard let light = Self.expression(lightEntry["color"] as? [String: Any]),
            let dark = Self.expression(darkEntry["color"] as? [String: Any])
        else {
            warning = "a colour that is neither components nor a known system colour; it is not registered"
            return
        }
        appearances = Appearances(light: light, dark: dark)
    }

    /// A Swift expression of the Tesselate `Color` that `color` (a `"color"` object) describes.
    static func expression(_ color: [String: Any]?) -> String? {
        guard let color else { return nil }
        if let reference = color["reference"] as? String {
            return systemColors[reference].map { "Tesselate.Color.\($0)" }
        }
        guard let components = color["components"] as? [String: Any] else { return nil }
        let space: String
        switch color["color-space"] as? String ?? "srgb" {
        case "display-p3": space = ".displayP3"
        case "extended-linear-srgb": space = ".sRGBLinear"
        default: space = ".sRGB"
        }
        let opacity = number(components["alpha"], isOpacity: true) ?? 1
        if let white = number(components["white"]) {
            return "Tesselate.Color(\(space), white: \(literal(white)), opacity: \(literal(opacity)))"
        }
        guard let red = number(components["red"]), let green = number(components["green"]), let blue = number(components["blue"])
        else { return nil }
        return "Tesselate.Color(\(space), red: \(literal(red)), green: \(literal(green)), blue: \(literal(blue)), "
            + "opacity: \(literal(opacity)))"
    }

    /// A component in 0…1 from the forms Xcode writes.
    static func number(_ value: Any?, isOpacity: Bool = false) -> Double? {
        if let number = value as? Double { return number }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if text.lowercased().hasPrefix("0x") {
            return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
        }
        guard let number = Double(text) else { return nil }
        if text.contains(".") || text.contains("e") || isOpacity { return number }
        return number / 255
    }

    /// `value` as a Swift literal, to at most 6 decimals.
    static func literal(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        var text = String(format: "%.6f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// UIKit's system colours by asset catalog reference, as Tesselate's `Color` names them.
    static let systemColors: [String: String] = [
        "systemRedColor": "red", "systemOrangeColor": "orange", "systemYellowColor": "yellow",
        "systemGreenColor": "green", "systemMintColor": "mint", "systemTealColor": "teal", "systemCyanColor": "cyan",
        "systemBlueColor": "blue", "systemIndigoColor": "indigo", "systemPurpleColor": "purple", "systemPinkColor": "pink",
        "systemBrownColor": "brown", "systemGrayColor": "gray", "labelColor": "primary", "secondaryLabelColor": "secondary",
        "blackColor": "black", "whiteColor": "white", "clearColor": "clear",
    ]
}
