import Tesselate
import UIKit

extension Path {
    /// The path of a `CGPath` (a `UIBezierPath`'s `cgPath`), as SwiftUI's `init(_:)`.
    public init(_ path: CGPath) {
        self = path.path
    }

    /// The path as a `CGPath`, as SwiftUI's `cgPath`.
    public var cgPath: CGPath { CGPath(path: self) }
}
