import Foundation

extension Color {
    /// The system colour UIKit calls `name` as Tesselate draws it, light and dark, for the ones
    /// Tesselate's own views use: the UIKit-shaped module's `UIColor` takes these, so a `UIColor`
    /// system colour and the `Color` a SwiftUI view uses for it are the same colour.
    ///
    /// The names are UIKit's: `systemRed` … `systemBrown`, `systemGray`, `label`,
    /// `secondaryLabel`, `tertiaryLabel`, `quaternaryLabel`, `systemBackground`,
    /// `systemGroupedBackground`, `secondarySystemGroupedBackground`, `separator`, `tintColor`.
    /// `nil` for any other name.
    package static func uiKitSystemColor(named name: String) -> Color? {
        switch name {
        case "systemRed": .red
        case "systemOrange": .orange
        case "systemYellow": .yellow
        case "systemGreen": .green
        case "systemMint": .mint
        case "systemTeal": .teal
        case "systemCyan": .cyan
        case "systemBlue": .blue
        case "systemIndigo": .indigo
        case "systemPurple": .purple
        case "systemPink": .pink
        case "systemBrown": .brown
        case "systemGray": .gray
        case "label": .primary
        case "secondaryLabel": HierarchicalShapeStyle.secondary.labelColor
        case "tertiaryLabel": HierarchicalShapeStyle.tertiary.labelColor
        case "quaternaryLabel": HierarchicalShapeStyle.quaternary.labelColor
        case "systemBackground": ListMetrics.cellBackground
        case "systemGroupedBackground": ListMetrics.groupedGround
        case "secondarySystemGroupedBackground": ListMetrics.cardBackground
        case "separator": ListMetrics.separatorColor
        case "tintColor": .accentColor
        default: nil
        }
    }
}
