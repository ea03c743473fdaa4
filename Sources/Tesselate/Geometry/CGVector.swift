import Foundation

/// A two-dimensional vector, as Core Graphics' `CGVector` (Foundation on Linux has none; on
/// Apple platforms SwiftUI re-exports Core Graphics'): a change `dx` along x and `dy` along y.
public struct CGVector: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat

    /// The zero vector.
    public init() { self.init(dx: 0, dy: 0) }

    /// The vector (`dx`, `dy`).
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The vector (`dx`, `dy`).
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// The vector (`dx`, `dy`).
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// (0, 0).
    public static var zero: CGVector { CGVector() }

    public var description: String { "(\(dx), \(dy))" }
}
