import Foundation
import Tesselate
import UniformTypeIdentifiers

extension View {
    /// Makes this view a drop destination for items of `supportedContentTypes`, as SwiftUI's
    /// `onDrop(of:isTargeted:perform:)`.
    ///
    /// A host cannot drag files in, so it ends as SwiftUI does when nothing is dropped: `action`
    /// is not called and `isTargeted` is not written. Layout is unchanged; the dump shows
    /// `onDrop` and the types' identifiers.
    nonisolated public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool
    ) -> some View {
        dropDestination(typeIdentifiers: supportedContentTypes.map(\.identifier), isTargeted: isTargeted) { items, _ in action(items) }
    }

    /// Makes this view a drop destination whose action also gets the drop's location, as
    /// SwiftUI's `onDrop(of:isTargeted:perform:)` with a two-argument action.
    nonisolated public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
    ) -> some View {
        dropDestination(typeIdentifiers: supportedContentTypes.map(\.identifier), isTargeted: isTargeted, perform: action)
    }
}
