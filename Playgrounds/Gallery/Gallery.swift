import Foundation
import Tesselate

/// Typical app views written as plain SwiftUI (only the import differs), one file each in this
/// folder: the acceptance test that real code ports. `swift run playgrounds Gallery` shows them;
/// `Tests/PlaygroundsTests/Gallery*Tests.swift` pin their key frames.
extension Playground {
    static var gallery: Playground {
        Playground(
            name: "Gallery", summary: "typical app views written as plain SwiftUI",
            variants: Gallery.imageVariants + Gallery.shapeVariants + Gallery.layoutVariants)
    }
}

/// The gallery's variants, grouped by the part of SwiftUI they exercise (one file each).
@MainActor
enum Gallery {}
