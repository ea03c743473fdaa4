import Foundation

/// What the generated symbols need of an asset catalog: its colour sets, image sets and symbol
/// sets, each under its full name (`Brand/Accent` inside a folder that provides a namespace).
struct AssetCatalog {
    enum Kind {
        /// A colour set: its light ("Any" or "Light") and dark appearances, as Swift expressions
        /// of a Tesselate `Color`; `nil` when the set has no colour we read.
        case color(ColorSetReader.Appearances?)
        /// An image set: its size in points, `nil` when no picture of it could be read.
        case image(ImageSetReader.Size?)
        /// A symbol set (a custom SF Symbol): an image drawn as a symbol.
        case symbol
    }

    struct Asset {
        /// The full name, with namespace folders: what `ColorResource(name:bundle:)` is given.
        var name: String
        /// The namespace folders' names, outermost first.
        var namespaces: [String]
        /// The last component of the name.
        var baseName: String
        var kind: Kind
    }

    var assets: [Asset] = []
    /// Whether the catalog asks for no `Color`/`UIColor`/`UIImage`/`ShapeStyle` extensions
    /// (Xcode's "Asset Symbols: Extensions Off", `generate-swift-asset-symbol-extensions`).
    var extensionsDisabled = false
    /// Problems to show as build warnings.
    var warnings: [String] = []

    /// Reads the catalog at `url` (a `.xcassets` folder).
    init(url: URL) {
        let root = Self.contents(of: url)
        let properties = root?["properties"] as? [String: Any]
        extensionsDisabled = (properties?["generate-swift-asset-symbol-extensions"] as? String) == "disabled"
        walk(url, namespaces: [])
        assets.sort { $0.name < $1.name }
    }

    /// The parsed `Contents.json` of the folder `url`, if it has one.
    static func contents(of url: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: url.appendingPathComponent("Contents.json")) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    private mutating func walk(_ folder: URL, namespaces: [String]) {
        let children = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
        for child in children.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            guard (try? child.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true else { continue }
            let base = child.deletingPathExtension().lastPathComponent
            let name = (namespaces + [base]).joined(separator: "/")
            switch child.pathExtension {
            case "colorset":
                let reader = ColorSetReader(contents: Self.contents(of: child))
                if let warning = reader.warning { warnings.append("\(name): \(warning)") }
                assets.append(Asset(name: name, namespaces: namespaces, baseName: base, kind: .color(reader.appearances)))
            case "imageset":
                let size = ImageSetReader.size(of: child, contents: Self.contents(of: child))
                assets.append(Asset(name: name, namespaces: namespaces, baseName: base, kind: .image(size)))
            case "symbolset":
                assets.append(Asset(name: name, namespaces: namespaces, baseName: base, kind: .symbol))
            case "":
                // A group folder; it adds its name to its assets' names when it provides a namespace.
                let properties = Self.contents(of: child)?["properties"] as? [String: Any]
                let providesNamespace = (properties?["provides-namespace"] as? Bool) == true
                walk(child, namespaces: providesNamespace ? namespaces + [base] : namespaces)
            default:
                // App icons, data sets, stickers, …: Xcode generates no colour or image symbol for them.
                continue
            }
        }
    }
}
