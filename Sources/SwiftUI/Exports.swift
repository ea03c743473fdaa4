// `import SwiftUI` on Linux brings what it brings on iOS: SwiftUI's API (Tesselate, which also
// re-exports Foundation and Observation), URLSession (in FoundationNetworking on Linux), Combine
// and UIKit's types. The Foundation API Apple's Foundation has and Linux's lacks, as far as view
// code uses it, is in Foundation/ beside this file.
@_exported import Combine
// Apple's SwiftUI re-exports Core Graphics.
@_exported import CoreGraphics
@_exported import Tesselate

#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
