import Foundation

/// An effect applied when the pointer hovers over a view, as SwiftUI's `HoverEffect`:
/// `.automatic`, `.highlight`, `.lift`.
public struct HoverEffect: Hashable, Sendable, CustomStringConvertible {
    let name: String

    /// The system chooses the effect (the default).
    public static let automatic = HoverEffect(name: "automatic")
    /// The pointer morphs into a platter behind the view.
    public static let highlight = HoverEffect(name: "highlight")
    /// The view scales up and gains a shadow under the pointer.
    public static let lift = HoverEffect(name: "lift")

    public var description: String { name }
}

extension View {
    /// Applies a hover effect to this view, as SwiftUI's `hoverEffect(_:isEnabled:)`.
    ///
    /// SwiftUI shows the effect only while an iPad's pointer is over the view and never changes
    /// the layout. A host has no pointer, so the effect is never shown: what SwiftUI shows with
    /// no pointer. The dump shows the modifier (`hoverEffect(lift)`), so a test can check it is
    /// there; layout is unchanged.
    nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        modified(
            HoverMarker(
                kindName: "hoverEffect", attributes: [DumpAttribute(effect.name)] + (isEnabled ? [] : [DumpAttribute("isEnabled", "false")])
            ))
    }

    /// Calls `action` when the pointer enters or leaves this view, as SwiftUI's
    /// `onHover(perform:)`.
    ///
    /// A host has no pointer, so `action` is never called: what SwiftUI does on an iPhone or an
    /// iPad with no pointer attached. The dump shows the modifier (`onHover`); layout is unchanged.
    nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        modified(HoverMarker(kindName: "onHover", attributes: [], action: action))
    }
}

/// A hover modifier: no layout, no drawing; the dump shows it.
struct HoverMarker {
    var kindName: String
    var attributes: [DumpAttribute]
    /// The `onHover` action, kept as SwiftUI keeps it (no pointer ever calls it).
    var action: ((Bool) -> Void)? = nil
}

// The conformances in an extension, so the memberwise initialiser stays nonisolated (the
// modifiers that make this value are nonisolated, as SwiftUI declares them).
extension HoverMarker: WrappingModifier, WrapperBehavior {
    func behavior(in resolver: Resolver, wrapping child: NodeIndex) -> any NodeBehavior { self }
    var dumpAttributes: [DumpAttribute] { attributes }
}
