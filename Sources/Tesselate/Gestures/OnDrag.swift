import Foundation

extension View {
    /// Makes this view the source of a drag, as SwiftUI's `onDrag(_:)`: when a drag starts on it
    /// (a long press then a move), SwiftUI calls `data` for the item provider it carries.
    ///
    /// A host starts no drag sessions, so `data` is not called by itself: the testing library's
    /// drag gestures move views, not items. The dump shows
    /// the modifier (`onDrag`); layout is unchanged.
    nonisolated public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
        modified(DragSourceMarker(data: data))
    }
}

/// A drag source: no layout, no drawing; the dump shows it.
struct DragSourceMarker {
    /// The item provider SwiftUI asks for when a drag starts.
    var data: () -> NSItemProvider
}

// The conformances in an extension, so the memberwise initialiser stays nonisolated (the
// modifiers that make this value are nonisolated, as SwiftUI declares them).
extension DragSourceMarker: WrappingModifier, WrapperBehavior {
    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior { self }
    var kindName: String { "onDrag" }
}
