import Foundation

// SwiftUI's first accessibility modifiers, deprecated since iOS 14 for the `accessibility…`
// ones and still accepted: each does what its replacement does.
extension View {
    /// The view's accessibility label, as SwiftUI's deprecated `accessibility(label:)`: what
    /// `accessibilityLabel(_:)` does.
    @available(*, deprecated, renamed: "accessibilityLabel(_:)")
    nonisolated public func accessibility(label: Text) -> some View { accessibilityLabel(label) }

    /// The view's accessibility value, as SwiftUI's deprecated `accessibility(value:)`: what
    /// `accessibilityValue(_:)` does.
    @available(*, deprecated, renamed: "accessibilityValue(_:)")
    nonisolated public func accessibility(value: Text) -> some View { accessibilityValue(value) }

    /// The view's accessibility hint, as SwiftUI's deprecated `accessibility(hint:)`: what
    /// `accessibilityHint(_:)` does.
    @available(*, deprecated, renamed: "accessibilityHint(_:)")
    nonisolated public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }

    /// Hides the view from accessibility, as SwiftUI's deprecated `accessibility(hidden:)`: what
    /// `accessibilityHidden(_:)` does.
    @available(*, deprecated, renamed: "accessibilityHidden(_:)")
    nonisolated public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }

    /// Adds accessibility traits, as SwiftUI's deprecated `accessibility(addTraits:)`: what
    /// `accessibilityAddTraits(_:)` does.
    @available(*, deprecated, renamed: "accessibilityAddTraits(_:)")
    nonisolated public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }

    /// Removes accessibility traits, as SwiftUI's deprecated `accessibility(removeTraits:)`: what
    /// `accessibilityRemoveTraits(_:)` does.
    @available(*, deprecated, renamed: "accessibilityRemoveTraits(_:)")
    nonisolated public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }

    /// The view's identifier for tests, as SwiftUI's deprecated `accessibility(identifier:)`:
    /// what `accessibilityIdentifier(_:)` does.
    @available(*, deprecated, renamed: "accessibilityIdentifier(_:)")
    nonisolated public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
}
