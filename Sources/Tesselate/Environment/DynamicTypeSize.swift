import Foundation

/// A Dynamic Type size, as SwiftUI's `DynamicTypeSize`: the text size a person chose, from
/// extra small to the five accessibility sizes. `.large` is the default.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The point size of `style` at this size, from the iOS Dynamic Type table of Apple's Human
    /// Interface Guidelines ("Typography" → "Specifications"). The visionOS extra large titles
    /// scale as the large title.
    func pointSize(of style: Font.TextStyle) -> CGFloat {
        DynamicTypeSize.sizes[DynamicTypeSize.allCases.firstIndex(of: self)!][DynamicTypeSize.column(of: style)]
    }

    /// The column of `style` in ``sizes``.
    private static func column(of style: Font.TextStyle) -> Int {
        let column: Int
        switch style {
        case .largeTitle, .extraLargeTitle, .extraLargeTitle2: column = 0
        case .title: column = 1
        case .title2: column = 2
        case .title3: column = 3
        case .headline, .body: column = 4
        case .callout: column = 5
        case .subheadline: column = 6
        case .footnote: column = 7
        case .caption: column = 8
        case .caption2: column = 9
        }
        return column
    }

    /// Rows: the sizes in order; columns: large title, title 1–3, body (and headline), callout,
    /// subheadline, footnote, caption 1 and 2.
    private static let sizes: [[CGFloat]] = [
        [31, 25, 19, 17, 14, 13, 12, 12, 11, 11],
        [32, 26, 20, 18, 15, 14, 13, 12, 11, 11],
        [33, 27, 21, 19, 16, 15, 14, 12, 11, 11],
        [34, 28, 22, 20, 17, 16, 15, 13, 12, 11],
        [36, 30, 24, 22, 19, 18, 17, 15, 14, 13],
        [38, 32, 26, 24, 21, 20, 19, 17, 16, 15],
        [40, 34, 28, 26, 23, 22, 21, 19, 18, 17],
        [44, 38, 34, 31, 28, 26, 25, 23, 22, 20],
        [48, 43, 39, 37, 33, 32, 30, 27, 26, 24],
        [52, 48, 44, 43, 40, 38, 36, 33, 32, 29],
        [56, 53, 50, 49, 47, 44, 42, 38, 37, 34],
        [60, 58, 56, 55, 53, 51, 49, 44, 43, 40],
    ]

    /// The HIG's leading (baseline to baseline) of a text style's font of `pointSize` points, from
    /// the same table as ``pointSize(of:)``; `nil` for a size the style never has.
    static func leading(of style: Font.TextStyle, pointSize: CGFloat) -> CGFloat? {
        let column = DynamicTypeSize.column(of: style)
        guard let row = sizes.firstIndex(where: { $0[column] == pointSize }) else { return nil }
        return leadings[row][column]
    }

    /// The leadings of ``sizes``, in the same rows and columns.
    private static let leadings: [[CGFloat]] = [
        [38, 31, 24, 22, 19, 18, 16, 16, 13, 13],
        [39, 32, 25, 23, 20, 19, 18, 16, 13, 13],
        [40, 33, 26, 24, 21, 20, 19, 16, 13, 13],
        [41, 34, 28, 25, 22, 21, 20, 18, 16, 13],
        [43, 37, 30, 28, 24, 23, 22, 20, 19, 18],
        [46, 39, 32, 30, 26, 25, 24, 22, 21, 20],
        [48, 41, 34, 32, 29, 28, 28, 24, 23, 22],
        [52, 46, 41, 38, 34, 32, 31, 29, 28, 25],
        [57, 51, 47, 44, 40, 39, 37, 33, 32, 30],
        [61, 57, 52, 51, 48, 46, 43, 40, 39, 35],
        [66, 62, 59, 58, 56, 52, 50, 46, 44, 41],
        [70, 68, 66, 65, 62, 60, 58, 52, 51, 48],
    ]

    /// How much `style` grows from `.large` to this size.
    func scale(for style: Font.TextStyle) -> CGFloat {
        pointSize(of: style) / DynamicTypeSize.large.pointSize(of: style)
    }

    /// How much a ``ScaledMetric`` relative to `style` grows from `.large` to this size: as the
    /// style's leading does, not its point size. Measured on iOS 18.4 (element-hq/compound-ios's
    /// previews at all twelve sizes, 2x): 20, 24 and 16 points relative to footnote, body and
    /// caption (icons in an `HStack`) are the leading's ratio at every size to half a point
    /// (body's 24 is 20.7 at xSmall and 67.6 at accessibility5, where the point size's ratio
    /// gives 19.8 and 74.8; caption's 16 stays 13 below `.large`, as its leading). Title's follow
    /// neither its leading nor its point size: ``titleMetricScales``.
    func metricScale(for style: Font.TextStyle) -> CGFloat {
        let row = DynamicTypeSize.allCases.firstIndex(of: self)!, large = DynamicTypeSize.allCases.firstIndex(of: .large)!
        if style == .title { return DynamicTypeSize.titleMetricScales[row] }
        let column = DynamicTypeSize.column(of: style)
        return DynamicTypeSize.leadings[row][column] / DynamicTypeSize.leadings[large][column]
    }

    /// Title's scaled metrics at each size, measured (the same previews: a 24-point frame and a
    /// 36-point circle relative to title, each pixel-rounded at 2x: 22 and 33 at xSmall, 25.5 and
    /// 38.5 at xLarge, 43 and 65 at accessibility4, 48 and 72 at accessibility5), each the middle
    /// of what both allow; the leading's ratio misses five sizes by half a point or more.
    private static let titleMetricScales: [CGFloat] = [0.917, 0.933, 0.984, 1, 1.067, 1.116, 1.199, 1.354, 1.5, 1.667, 1.8, 2]
}

struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }

extension EnvironmentValues {
    /// The Dynamic Type size, `.large` by default (a host sets it from
    /// ``ViewHost/dynamicTypeSize``). Text styles, custom fonts relative to them and
    /// ``ScaledMetric`` scale with it.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the Dynamic Type size of this view and its subtree, as SwiftUI's `dynamicTypeSize(_:)`.
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the Dynamic Type size of this view and its subtree within `range`, as SwiftUI's
    /// `dynamicTypeSize(_:)` with a range.
    nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in
            if range.contains(size) { return }
            let all = DynamicTypeSize.allCases
            size =
                all.filter { range.contains($0) }.min {
                    abs(all.firstIndex(of: $0)! - all.firstIndex(of: size)!) < abs(all.firstIndex(of: $1)! - all.firstIndex(of: size)!)
                } ?? size
        }
    }
}
