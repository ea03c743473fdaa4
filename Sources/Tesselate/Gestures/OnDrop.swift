import Foundation

extension View {
    /// Makes this view a drop destination for items of `typeIdentifiers`: what the `SwiftUI`
    /// module's `onDrop(of:isTargeted:perform:)` makes (its `UTType`s as identifiers).
    ///
    /// A host has no drag sessions, so nothing is ever dropped: `perform` is not called and
    /// `isTargeted` is not written, as SwiftUI leaves them while no drag enters the view. Layout
    /// is unchanged; the dump shows the modifier (`onDrop`) and its types.
    nonisolated package func dropDestination(
        typeIdentifiers: [String], isTargeted: Binding<Bool>?, perform: @escaping ([NSItemProvider], CGPoint) -> Bool
    ) -> some View {
        modified(DropDestinationMarker(typeIdentifiers: typeIdentifiers, isTargeted: isTargeted, perform: perform))
    }
}

/// A drop destination: no layout, no drawing; the dump shows its types.
struct DropDestinationMarker {
    var typeIdentifiers: [String]
    /// Set while a drag is over the view (never, in a host).
    var isTargeted: Binding<Bool>?
    /// What a drop runs: the dropped items and where, in the view's coordinates.
    var perform: ([NSItemProvider], CGPoint) -> Bool
}

// The conformances in an extension, so the memberwise initialiser stays nonisolated.
extension DropDestinationMarker: WrappingModifier, WrapperBehavior {
    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior { self }
    var kindName: String { "onDrop" }
    var dumpAttributes: [DumpAttribute] { [DumpAttribute("of", typeIdentifiers.joined(separator: ", "))] }
}
