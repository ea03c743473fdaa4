import Foundation

/// A tint for content in a list, as SwiftUI's `ListItemTint`.
///
/// On iOS a sidebar list applies it to its rows' `Label` icons, which are otherwise drawn in the
/// accent colour (the `tint`); other list styles do not draw it (as iOS's, whose other uses
/// are watchOS's platters and macOS's sidebars).
public struct ListItemTint: Sendable {
    enum Kind: Sendable, Equatable {
        case fixed(Color)
        case preferred(Color)
        case monochrome
    }
    let kind: Kind

    /// An explicit tint colour that the system does not override.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(kind: .fixed(tint)) }

    /// An explicit tint colour the system may override (macOS, with a person's accent colour;
    /// never on iOS, so here it is `fixed`).
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(kind: .preferred(tint)) }

    /// A greyscale tint: Tesselate draws it in the secondary label colour (**chosen**: Apple
    /// does not give the grey).
    public static let monochrome = ListItemTint(kind: .monochrome)

    /// The colour the icon is drawn in.
    var color: Color {
        switch kind {
        case .fixed(let color), .preferred(let color): color
        case .monochrome: .secondary
        }
    }
}

struct ListItemTintKey: EnvironmentKey { static let defaultValue: ListItemTint? = nil }

extension EnvironmentValues {
    /// The tint of list items set with `listItemTint(_:)`; `nil` for the accent colour.
    var listItemTint: ListItemTint? {
        get { self[ListItemTintKey.self] }
        set { self[ListItemTintKey.self] = newValue }
    }
}

extension View {
    /// Sets the tint of the content of this list row, as SwiftUI's `listItemTint(_:)` with a
    /// `ListItemTint`; `nil` keeps the tint around it.
    nonisolated public func listItemTint(_ tint: ListItemTint?) -> some View {
        EnvironmentWriter(content: self) { environment in
            if let tint { environment.listItemTint = tint }
        }
    }

    /// Sets a fixed tint colour for the content of this list row, as SwiftUI's
    /// `listItemTint(_:)` with a colour (`.fixed(tint)`); `nil` keeps the tint around it.
    nonisolated public func listItemTint(_ tint: Color?) -> some View {
        listItemTint(tint.map { ListItemTint.fixed($0) })
    }
}
