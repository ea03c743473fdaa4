// SwiftUI makes CGFloat, CGSize, CGPoint and CGRect available to its importers; Tesselate does the
// same by re-exporting Foundation, so SwiftUI code compiles with only `import Tesselate`.
@_exported import Foundation
