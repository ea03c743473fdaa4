import Foundation

extension Text {
    /// A case transformation for text, as SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase

        func apply(_ string: String) -> String {
            switch self {
            case .uppercase: string.uppercased()
            case .lowercase: string.lowercased()
            }
        }
    }
}

struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

extension EnvironmentValues {
    /// The case transformation of text in the subtree, `nil` for none, as SwiftUI's
    /// `EnvironmentValues.textCase`. Grouped list styles set `.uppercase` on section headers.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Shows the text in this view in `textCase` (`nil`: as written), as SwiftUI's `textCase(_:)`.
    nonisolated public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}
