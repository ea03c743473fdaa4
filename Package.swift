// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Tesselate",
    products: [
        .library(name: "Tesselate", targets: ["Tesselate"]),
        .executable(name: "playgrounds", targets: ["Playgrounds"]),
        .executable(name: "benchmarks", targets: ["Benchmarks"]),
    ],
    targets: [
        .target(name: "Tesselate"),
        .executableTarget(name: "Playgrounds", dependencies: ["Tesselate"], path: "Playgrounds"),
        .executableTarget(name: "Benchmarks", dependencies: ["Tesselate"], path: "Sources/Benchmarks"),
        .testTarget(name: "TesselateTests", dependencies: ["Tesselate"]),
    ]
)
