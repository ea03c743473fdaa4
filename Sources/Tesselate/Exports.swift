// SwiftUI makes CGFloat, CGSize, CGPoint and CGRect available to its importers; Tesselate does the
// same by re-exporting Foundation, so SwiftUI code compiles with only `import Tesselate`.
@_exported import Foundation

// SwiftUI re-exports Observation, so `@Observable` classes compile with only `import SwiftUI`;
// Tesselate does the same.
@_exported import Observation

// SwiftUI brings Combine along on Apple platforms (`ObservableObject`, `@Published`,
// `AnyCancellable`, `Just`, … compile with only `import SwiftUI`); Tesselate re-exports its
// Combine module likewise, so `import Tesselate` alone keeps working for such code.
@_exported import Combine
