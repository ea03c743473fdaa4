import Foundation

/// How a `Form` is laid out, as SwiftUI's `FormStyle`. On iOS the automatic style is the grouped
/// one, so both lay a form out as Tesselate's `Form` does (an inset grouped list). SwiftUI's
/// `.columns` (a macOS look) is not offered.
public protocol FormStyle: Sendable {}

/// The platform's form style, as SwiftUI's `AutomaticFormStyle`: grouped on iOS.
public struct AutomaticFormStyle: FormStyle {
    public init() {}
}

/// Rows in grouped sections, as SwiftUI's `GroupedFormStyle`: iOS's form.
public struct GroupedFormStyle: FormStyle {
    public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension View {
    /// Sets the style of the forms in this view, as SwiftUI's `formStyle(_:)`. Both iOS styles are
    /// the grouped form, so the layout does not change.
    nonisolated public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
