import Foundation

/// The one rule by which frames snap to the pixel grid.
///
/// Layout computes exact (fractional) positions and sizes; when a view is placed, each of its
/// edges in window coordinates is rounded to the nearest pixel (`1 / displayScale` points,
/// halves up), and the size is the distance between the rounded edges. Rounding edges rather than origin and size separately means views that
/// touch before rounding still touch after it, with no gaps or overlaps, and the leftover of a
/// division goes to whichever view the rounding gives it to. SwiftUI likewise aligns the frames it
/// renders to device pixels (WWDC19 session 237 "Building Custom Views with SwiftUI"; OpenSwiftUI's
/// `roundCoordinatesToNearestOrUp`). Example: three 33.333-point views side by side are 33, 34
/// and 33 points wide at 1x, unchanged at 3x.
struct PixelRounding {
    let scale: CGFloat

    func round(_ value: CGFloat) -> CGFloat {
        guard value.isFinite, scale > 0 else { return value }
        // The tolerance keeps exact half-pixel ties (82.1666… × 3 = 246.4999…) rounding up as
        // they would in exact arithmetic.
        return (value * scale + 0.5 + 1e-9).rounded(.down) / scale
    }

    func round(_ rect: CGRect) -> CGRect {
        let minX = round(rect.minX), minY = round(rect.minY)
        let maxX = round(rect.minX + rect.width), maxY = round(rect.minY + rect.height)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// Each node's frame rounded to the pixel grid, from its exact frame (see
/// ``LayoutEngine/frames``).
struct RoundedFrames {
    let exact: PlacedFrames
    let rounding: PixelRounding

    subscript(node: NodeIndex) -> CGRect? {
        guard let frame = exact[node] else { return nil }
        return rounding.round(frame)
    }
}
