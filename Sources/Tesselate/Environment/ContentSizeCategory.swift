import Foundation

/// The sizes that you can specify for content, as SwiftUI's `ContentSizeCategory`: the iOS 13
/// name of the Dynamic Type sizes, kept by apps written before ``DynamicTypeSize`` (iOS 15). Each
/// category is one Dynamic Type size, in the same order (`extraSmall` is `.xSmall`, …,
/// `accessibilityExtraExtraExtraLarge` is `.accessibility5`).
public enum ContentSizeCategory: Hashable, CaseIterable, Comparable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the accessibility sizes, as SwiftUI's
    /// `isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The Dynamic Type size this category names.
    var dynamicTypeSize: DynamicTypeSize {
        DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: self)!]
    }

    /// The category that names `size` (also the SwiftUI module's `init(_: UIContentSizeCategory)`).
    package init(_ size: DynamicTypeSize) {
        self = ContentSizeCategory.allCases[DynamicTypeSize.allCases.firstIndex(of: size)!]
    }
}

extension EnvironmentValues {
    /// The size of content, as SwiftUI's `sizeCategory`: the Dynamic Type size under its iOS 13
    /// name. Reading it reads ``dynamicTypeSize``; setting it sets that size, so text styles,
    /// fonts relative to them and ``ScaledMetric`` follow it.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
}
