import Foundation

/// The tracking iOS applies to the system font at each point size: points added after every
/// character (including the last), before any `tracking(_:)` or `kerning(_:)` of the view.
///
/// The numbers are the points column of Apple's Human Interface Guidelines, Typography →
/// Tracking values → iOS, iPadOS, visionOS (the table is in the project's shared data as
/// `sf-pro-tracking-ios.csv`). Measured iOS widths fit that column applied once per character:
/// `Text("Hello, world!")` in body is 94.667 wide on an iPhone.
///
/// Between two rows of the table the value is interpolated linearly, as a font's tracking table
/// (the TrueType `trak` table that carries these values) is interpolated between its sizes;
/// below 6 points the 6-point value is used and above 96 points none. The HIG lists one table for
/// SF Pro; Tesselate applies it to the default and rounded designs, and no tracking to the serif
/// (New York has its own table, not modelled) and monospaced designs.
enum SystemTracking {
    /// (point size, tracking in points), sorted by size.
    static let table: [(size: CGFloat, points: CGFloat)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0.0), (13, -0.08),
        (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45),
        (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29),
        (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40), (35, 0.38),
        (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37), (41, 0.36), (42, 0.37), (43, 0.38),
        (44, 0.37), (45, 0.35), (46, 0.36), (47, 0.37), (48, 0.35), (49, 0.33), (50, 0.34), (51, 0.35),
        (52, 0.33), (53, 0.31), (54, 0.32), (56, 0.30), (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22),
        (66, 0.19), (68, 0.17), (70, 0.14), (72, 0.14), (76, 0.07), (80, 0), (84, 0), (88, 0), (92, 0),
        (96, 0),
    ]

    /// The tracking, in points per character, of the system font at `size` points.
    static func points(atSize size: CGFloat) -> CGFloat {
        guard let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.points }
        if size >= last.size { return last.points }
        // The first row at or above `size`; the table is short and sorted.
        let upper = table.firstIndex { $0.size >= size }!
        let high = table[upper], low = table[upper - 1]
        if high.size == size { return high.points }
        return low.points + (high.points - low.points) * (size - low.size) / (high.size - low.size)
    }

    /// Whether fonts of `design` get the system tracking.
    static func applies(to design: Font.Design) -> Bool { design == .default || design == .rounded }
}
