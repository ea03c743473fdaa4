import Foundation
import PackagePlugin

/// Xcode's generated asset symbols for a SwiftPM target on Linux: the `.xcassets` folders in the
/// target's directory become `ColorResource`/`ImageResource` members (`Color(.brandOrange)`,
/// `Image(.logo)`), `Color`/`ShapeStyle`/`UIColor`/`UIImage` members, and the registration of
/// every colour set, image set and symbol set with Tesselate. See AssetCatalogSymbolGenerator.
///
/// The generated source imports `SwiftUI` when the target depends on Tesselate's SwiftUI module
/// (which brings UIKit's types too), else `Tesselate` (and `UIKit` when it depends on that).
@main
struct AssetCatalogSymbols: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        // `directoryURL` is PackageDescription 6.1's; the package's tools version is 6.0.
        let catalogs = Self.catalogs(in: URL(fileURLWithPath: String(describing: target.directory)))
        guard !catalogs.isEmpty else { return [] }
        let dependencies = Set(target.recursiveTargetDependencies.map(\.name))
        var arguments: [String] = []
        if dependencies.contains("SwiftUI") {
            arguments += ["--import", "SwiftUI", "--uikit"]
        } else {
            arguments += ["--import", "Tesselate"]
            if dependencies.contains("UIKit") { arguments += ["--import", "UIKit", "--uikit"] }
        }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
        arguments += ["--output", output.path] + catalogs.map(\.path)
        return [
            .buildCommand(
                displayName: "Generating asset symbols for \(target.name)",
                executable: try context.tool(named: "AssetCatalogSymbolGenerator").url,
                arguments: arguments,
                inputFiles: catalogs.flatMap(Self.files(in:)),
                outputFiles: [output])
        ]
    }

    /// The `.xcassets` folders under `directory`, outside `.build` and hidden folders.
    static func catalogs(in directory: URL) -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else { return [] }
        var found: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "xcassets" {
            found.append(url)
            enumerator.skipDescendants()
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Every file of a catalog: the command runs again when one changes.
    static func files(in catalog: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
    }
}
