// `import SwiftUI` on Linux brings what it brings on iOS: SwiftUI's API (Tesselate), Foundation,
// Observation (re-exported by Tesselate), Combine and UIKit's types.
@_exported import Tesselate
