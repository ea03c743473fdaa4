// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Tesselate",
    products: [
        .library(name: "Tesselate", targets: ["Tesselate"]),
        .library(name: "TesselateTesting", targets: ["TesselateTesting"]),
        // Linux stand-ins for Apple's modules, so an app's view files compile unchanged: a package
        // depends on them only on Linux (see README, "Porting an app").
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "UIKit", targets: ["UIKit", "UIKitSubmodules"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .executable(name: "playgrounds", targets: ["Playgrounds"]),
        .executable(name: "benchmarks", targets: ["Benchmarks"]),
        // Xcode's generated asset symbols on Linux: a target that applies it gets `ColorResource`
        // and `ImageResource` members for its `.xcassets` folders (see README, "Porting an app").
        .plugin(name: "AssetCatalogSymbols", targets: ["AssetCatalogSymbols"]),
    ],
    targets: [
        // The PNG renderer's glyph outlines come from Inter; its licence sits beside them.
        .target(name: "Tesselate", dependencies: ["TesselateMacros", "Combine"], exclude: ["Render/Pixels/Inter-OFL.txt"]),
        // Combine as Apple's Combine declares it (Linux has none); Tesselate's `onReceive`,
        // `ObservableObject` and timers use it. Time-based operators run on a host's virtual clock
        // inside a test.
        .target(name: "Combine"),
        // UIKit-shaped types that SwiftUI apps reach (`UIColor`, `UIScreen`, `UIApplication`, …),
        // answering from the host where a device would.
        .target(name: "UIKit", dependencies: ["Tesselate"]),
        // `import UIKit.UIImage` (UIKit's headers are submodules on iOS): a Clang module named UIKit
        // whose submodules find the Swift module above (see its include/module.modulemap).
        .target(name: "UIKitSubmodules"),
        // `UTType` as Apple's UniformTypeIdentifiers declares it (Linux has none): the common
        // types with Apple's identifiers, and the types an app declares in code.
        .target(name: "UniformTypeIdentifiers"),
        // `import CoreGraphics` (Linux has none): the geometry types, which Linux's Foundation
        // declares and Tesselate completes (`CGVector`, `CGAffineTransform`), re-exported.
        .target(name: "CoreGraphics", dependencies: ["Tesselate"]),
        // `import SwiftUI` on Linux: Tesselate and everything Apple's SwiftUI brings into scope
        // (Foundation with its networking, Observation, Combine, the UIKit-shaped types), plus the
        // SwiftUI API that joins them (representables, `Color(uiColor:)`, `String(localized:)`).
        .target(name: "SwiftUI", dependencies: ["Tesselate", "Combine", "CoreGraphics", "UIKit", "UIKitSubmodules", "UniformTypeIdentifiers"]),
        // The compiler plugin behind `#Preview` and `@Previewable`. It speaks the compiler's plugin
        // protocol itself (no swift-syntax): see Sources/TesselateMacros/main.swift.
        .macro(name: "TesselateMacros"),
        // `--explain`, `--audit`, `--mcp` and `--json` are the testing library's `PreviewCommand`.
        // The seed articles' code is Swift 5 (mutable statics, views in static arrays): the
        // playgrounds compile it as written, in Swift 5 mode.
        .executableTarget(name: "Playgrounds", dependencies: ["Tesselate", "TesselateTesting"], path: "Playgrounds",
                          swiftSettings: [.swiftLanguageMode(.v5)]),
        // An app declared as SwiftUI apps are (`@main struct ExampleApp: App`, `import SwiftUI`):
        // `swift run ExampleApp`.
        // Its model files import only Foundation, as on iOS: Combine comes into every file as
        // Apple's Foundation brings it (the README's "Port an app").
        .executableTarget(
            name: "ExampleApp", dependencies: ["SwiftUI"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "Combine"], .when(platforms: [.linux]))]),
        .executableTarget(name: "Benchmarks", dependencies: ["Tesselate", "BenchmarkShapes"], path: "Sources/Benchmarks"),
        // The benchmarks' view shapes, shared by the `benchmarks` executable (times) and
        // BenchmarkTests (measurement counts per node, in `swift test`). Not a product.
        .target(name: "BenchmarkShapes", dependencies: ["Tesselate", "BenchmarkHeap"]),
        // glibc's count of live heap bytes (mallinfo2, not in Swift's Glibc module), for the
        // benchmarks' bytes per node.
        .target(name: "BenchmarkHeap"),
        // The build-tool plugin that turns a target's asset catalogs into Xcode's generated asset
        // symbols (`Color(.brandOrange)`, `Image(.logo)`), registered with Tesselate; the
        // generator reads the catalogs with Foundation's JSON (no swift-syntax).
        .plugin(name: "AssetCatalogSymbols", capability: .buildTool(), dependencies: ["AssetCatalogSymbolGenerator"],
                path: "Sources/AssetCatalogSymbols"),
        .executableTarget(name: "AssetCatalogSymbolGenerator", path: "Sources/AssetCatalogSymbolGenerator"),
        // Developer tool: regenerates Sources/Tesselate/Text/Generated{Advances,Kerning}.swift from
        // Apple's SF Pro fonts, numbers only (scripts/generate-font-metrics.sh).
        .executableTarget(name: "FontMetricsGenerator", path: "Sources/FontMetricsGenerator"),
        // The number fuzzer (Fuzz/NumberFuzz*) drives the testing library's interactions too.
        // The fidelity corpus's facts are read from the source tree (`Fidelity/Corpus`), not bundled.
        .testTarget(name: "TesselateTests", dependencies: ["Tesselate", "TesselateTesting"], exclude: ["Fidelity/Corpus"]),
        // The benchmark shapes at two sizes, asserting ratios and counts (never times).
        .testTarget(name: "BenchmarkTests", dependencies: ["BenchmarkShapes", "Tesselate"]),
        // The seed components of the playgrounds, each tested against its article's claims.
        .testTarget(name: "PlaygroundsTests", dependencies: ["Playgrounds", "Tesselate", "TesselateTesting"], exclude: ["__Snapshots__"]),
        // Queries, interaction, settling, geometry and snapshot assertions for tests of views.
        .target(name: "TesselateTesting", dependencies: ["Tesselate"]),
        .testTarget(name: "CombineTests", dependencies: ["Combine"]),
        // The AssetCatalogSymbols plugin applied to a small catalog (Tests/AssetCatalogTests/Assets.xcassets).
        .testTarget(name: "AssetCatalogTests", dependencies: ["SwiftUI", "TesselateTesting"], exclude: ["Assets.xcassets"],
                    plugins: ["AssetCatalogSymbols"]),
        .testTarget(name: "SwiftUITests", dependencies: ["SwiftUI", "TesselateTesting", "UniformTypeIdentifiers", "ExampleApp"]),
        .testTarget(name: "TesselateTestingTests", dependencies: ["TesselateTesting", "Tesselate"], exclude: ["__Snapshots__"]),
    ]
)
