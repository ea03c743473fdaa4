import Foundation

extension Button where Label == Text {
    /// A button whose label is a localized title, as SwiftUI's `init(_:action:)` with a
    /// `LocalizedStringKey` (a literal, or a key held in a variable).
    @MainActor public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
}
