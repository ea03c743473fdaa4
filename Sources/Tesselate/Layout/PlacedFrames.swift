import Foundation

/// Each node's frame in a pass, exact (window coordinates, before pixel rounding), `nil` for a
/// node not placed: a rectangle a node, whose x is a NaN of a payload of its own for "not
/// placed" (arithmetic makes NaNs of the default payload, so even a frame a custom layout put at
/// NaN stays a frame), instead of an optional's padded five words.
struct PlacedFrames {
    private let rects: NodeBuffer<CGRect>

    /// A quiet NaN with the payload 0x7AC3D.
    private static let unplacedBits: UInt = 0x7FF8_0000_0007_AC3D
    private static let unplaced = CGRect(x: CGFloat(bitPattern: unplacedBits), y: 0, width: 0, height: 0)

    init(count: Int) { rects = NodeBuffer(repeating: PlacedFrames.unplaced, count: count) }

    private init(rects: NodeBuffer<CGRect>) { self.rects = rects }

    subscript(node: NodeIndex) -> CGRect? {
        get {
            let rect = rects[node]
            return rect.origin.x.bitPattern == PlacedFrames.unplacedBits ? nil : rect
        }
        nonmutating set { rects[node] = newValue ?? PlacedFrames.unplaced }
    }

    /// The frames for the tree a partial pass left (see ``NodeBuffer/replacing(_:with:inPlace:)``).
    func replacing(_ blocks: [ReplacedBlock], inPlace: Bool) -> PlacedFrames {
        PlacedFrames(rects: rects.replacing(blocks, with: PlacedFrames.unplaced, inPlace: inPlace))
    }
}
