import Foundation
import Tesselate

// The long-tail gallery of issue 32: screens written from memory in the style of real apps
// (a feed, a catalogue, a preferences form, a chart drawn with Path, a game board, a table),
// each compiling unchanged; `swift run playgrounds NAME` shows them on an iPhone 16.

extension Gallery {
    /// The long-tail screens of issue 32, one file each.
    static var longTail: [Playground] {
        [
            Playground(
                name: "FeedScreen", summary: "long-tail gallery: a feed with a segmented filter, likes, context menus and a composer",
                variants: [
                    Playground.Variant("Home", device: .iPhone16) { FeedScreen() },
                    Playground.Variant("a post liked", device: .iPhone16, interaction: { $0.tapText("42") }) { FeedScreen() },
                    Playground.Variant("Home, dark", device: .iPhone16) { FeedScreen().preferredColorScheme(.dark) },
                ]),
            Playground(
                name: "CatalogueScreen", summary: "long-tail gallery: a searchable product grid with category chips and a bag badge",
                variants: [
                    Playground.Variant("Shop", device: .iPhone16) { CatalogueScreen() },
                    Playground.Variant("a product pushed", device: .iPhone16, interaction: { $0.tapText("Rain Shell") }) {
                        CatalogueScreen()
                    },
                ]),
            Playground(
                name: "PreferencesScreen", summary: "long-tail gallery: a form with @AppStorage, context menus, alerts and a dialog",
                variants: [
                    Playground.Variant("Preferences", device: .iPhone16) { PreferencesScreen() },
                    Playground.Variant("clear the cache?", device: .iPhone16, interaction: { $0.tapText("Clear Cache") }) {
                        PreferencesScreen()
                    },
                ]),
            Playground(
                name: "StepsChartScreen", summary: "long-tail gallery: a week's steps drawn with Path, dragged to select a day",
                variants: [Playground.Variant("Activity", device: .iPhone16) { StepsChartScreen() }]),
            Playground(
                name: "GameBoardScreen", summary: "long-tail gallery: noughts and crosses in a Grid with an @Observable model",
                variants: [Playground.Variant("a new game", device: .iPhone16) { GameBoardScreen() }]),
            Playground(
                name: "InventoryScreen", summary: "long-tail gallery: a sortable Table, its first column on iPhone, columns on iPad",
                variants: [
                    Playground.Variant("Inventory (iPhone)", device: .iPhone16) { InventoryScreen() },
                    Playground.Variant("Inventory (iPad Air 11-inch, landscape)", device: .iPadAir11.landscape) { InventoryScreen() },
                ]),
        ]
    }
}
