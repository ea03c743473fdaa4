import Tesselate

/// The text size a person chose, as UIKit's `UIContentSizeCategory`: the categories of Dynamic
/// Type, smallest first (SwiftUI's `DynamicTypeSize`, one to one).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories in order, paired with SwiftUI's sizes.
    static let ordered: [(UIContentSizeCategory, DynamicTypeSize)] = [
        (.extraSmall, .xSmall), (.small, .small), (.medium, .medium), (.large, .large), (.extraLarge, .xLarge),
        (.extraExtraLarge, .xxLarge), (.extraExtraExtraLarge, .xxxLarge), (.accessibilityMedium, .accessibility1),
        (.accessibilityLarge, .accessibility2), (.accessibilityExtraLarge, .accessibility3),
        (.accessibilityExtraExtraLarge, .accessibility4), (.accessibilityExtraExtraExtraLarge, .accessibility5),
    ]

    /// Whether this is one of the accessibility sizes, as UIKit's `isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }

    /// The position in ``ordered``; `unspecified` (and an unknown raw value) comes first.
    var order: Int { UIContentSizeCategory.ordered.firstIndex { $0.0 == self } ?? -1 }

    /// Compares by text size, as UIKit's categories compare.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs.order < rhs.order }

    /// The category of SwiftUI's Dynamic Type size `size`.
    package init(dynamicTypeSize size: DynamicTypeSize) {
        self = UIContentSizeCategory.ordered.first { $0.1 == size }?.0 ?? .large
    }

    /// SwiftUI's Dynamic Type size of this category; `nil` for `unspecified`.
    package var dynamicTypeSize: DynamicTypeSize? { UIContentSizeCategory.ordered.first { $0.0 == self }?.1 }
}
