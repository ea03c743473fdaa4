import Foundation

/// One parameter of a view as the dump shows it: labelled (`spacing: 8`) or a bare value
/// (`"Hello"`, `horizontal`). Views describe themselves with these; the text dump, the JSON dump
/// and the testing library's queries read them by label, never by parsing the dump's text.
package struct DumpAttribute: Hashable, Sendable, CustomStringConvertible {
    /// The parameter's name, as in SwiftUI's initialiser or modifier (`nil` for a bare value).
    package var label: String?
    /// The value as the dump prints it.
    package var value: String

    /// A labelled attribute: `label: value`.
    init(_ label: String, _ value: String) {
        self.label = label
        self.value = value
    }

    /// A bare value.
    init(_ value: String) {
        label = nil
        self.value = value
    }

    package var description: String { label.map { "\($0): \(value)" } ?? value }
}
