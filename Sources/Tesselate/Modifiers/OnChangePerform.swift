import Foundation

extension View {
    /// Runs `action` with the new value when `value` changes between updates, as SwiftUI's
    /// `onChange(of:perform:)` (deprecated since iOS 17 in favour of `onChange(of:initial:_:)`, and
    /// still widely used). It runs after layout, like the newer forms.
    @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        onChange(of: value, initial: false) { _, newValue in action(newValue) }
    }
}
