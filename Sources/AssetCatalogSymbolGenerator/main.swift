import Foundation

// The generator behind the AssetCatalogSymbols build-tool plugin: reads asset catalogs and writes
// the Swift source of their symbols (see SymbolSource and SymbolName).
//
//     AssetCatalogSymbolGenerator --output FILE [--import MODULE]… [--uikit] [--no-extensions] CATALOG.xcassets…
//
// `--no-extensions`: `ColorResource`/`ImageResource` members only, as Xcode generates for a project
// without ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES (Xcode 15's templates
// set it; projects made before lack it).

var output: String?
var imports: [String] = []
var hasUIKit = false
var extensions = true
var catalogs: [URL] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--output": output = arguments.popFirst()
    case "--import": arguments.popFirst().map { imports.append($0) }
    case "--uikit": hasUIKit = true
    case "--no-extensions": extensions = false
    default: catalogs.append(URL(fileURLWithPath: argument))
    }
}
guard let output else {
    FileHandle.standardError.write(
        Data("usage: AssetCatalogSymbolGenerator --output FILE [--import MODULE]… [--uikit] [--no-extensions] CATALOG…\n".utf8))
    exit(2)
}

var assets: [AssetCatalog.Asset] = []
var warnings: [String] = []
for url in catalogs {
    let catalog = AssetCatalog(url: url)
    assets += catalog.assets
    warnings += catalog.warnings.map { "\(url.lastPathComponent): \($0)" }
    if catalog.extensionsDisabled { extensions = false }
}
assets.sort { $0.name < $1.name }
var source = SymbolSource(
    assets: assets, imports: imports.isEmpty ? ["Tesselate"] : imports, hasUIKit: hasUIKit, extensions: extensions,
    catalogNames: catalogs.map(\.lastPathComponent))
let text = source.render()
warnings += source.warnings
for warning in warnings {
    FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
}
// Written only when it changes, so that an unchanged catalog does not recompile the target.
let url = URL(fileURLWithPath: output)
if (try? String(contentsOf: url, encoding: .utf8)) != text {
    do {
        try text.write(to: url, atomically: true, encoding: .utf8)
    } catch {
        FileHandle.standardError.write(Data("error: cannot write \(output): \(error)\n".utf8))
        exit(1)
    }
}
