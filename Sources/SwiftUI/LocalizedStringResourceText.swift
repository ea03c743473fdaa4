import Foundation
import Tesselate

extension Text {
    /// A text showing the string `resource` stands for, as SwiftUI's `Text(_:)` with a
    /// `LocalizedStringResource`: the string as `String(localized:)` gives it (Tesselate has no
    /// strings tables), with Markdown in it read as in a `LocalizedStringKey`.
    public init(_ resource: LocalizedStringResource) {
        self.init(LocalizedStringKey(String(localized: resource)))
    }
}
