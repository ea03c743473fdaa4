import Foundation
import Tesselate

// The acceptance galleries (issues 12 and 13): whole screens and one file per area of SwiftUI,
// each a playground of its own that `swift run playgrounds NAME` shows on an iPhone 16 (they
// are left out of the command without names, whose output they would multiply).

extension Gallery {
    /// The whole screens of issue 12, each in its own file.
    static var screens: [Playground] {
        registerImageAssets()
        return [
            Playground(
                name: "SettingsScreen", summary: "gallery screen: NavigationStack and Form with toggles, pickers and links",
                variants: [
                    Playground.Variant("Settings", device: .iPhone16) { SettingsScreen() },
                    Playground.Variant("Wi-Fi pushed", device: .iPhone16, interaction: { $0.tapText("Wi-Fi") }) { SettingsScreen() },
                    Playground.Variant("Settings, dark", device: .iPhone16) { SettingsScreen().preferredColorScheme(.dark) },
                ]),
            Playground(
                name: "ChatScreen", summary: "gallery screen: chat bubbles and an input bar in safeAreaInset",
                variants: [
                    Playground.Variant("a thread", device: .iPhone16) { ChatScreen() },
                    Playground.Variant("the keyboard up", device: .iPhone16, interaction: { $0.showKeyboard(height: 336) }) {
                        ChatScreen()
                    },
                ]),
            Playground(
                name: "ContactsScreen", summary: "gallery screen: a plain List in sections with swipe actions and onDelete",
                variants: [Playground.Variant("Contacts", device: .iPhone16) { ContactsScreen(people: Person.samples) }]),
            Playground(
                name: "ProfileScreen", summary: "gallery screen: an image header, an overlapping avatar and toolbar buttons",
                variants: [Playground.Variant("Profile", device: .iPhone16) { ProfileScreen() }]),
            Playground(
                name: "AppShell", summary: "gallery screen: a TabView of navigation stacks with badges",
                variants: [
                    Playground.Variant("tabItem API", device: .iPhone16) { AppShell() },
                    Playground.Variant("Tab API", device: .iPhone16) { TabbedApp() },
                    Playground.Variant("landscape: a 32-point tab bar, items inline", device: .iPhone16.landscape) { AppShell() },
                ]),
            Playground(
                name: "NotesScreen", summary: "gallery screen: a sheet with detents, a confirmation dialog and alerts",
                variants: [
                    Playground.Variant("Notes", device: .iPhone16) { NotesScreen() },
                    Playground.Variant("New note sheet", device: .iPhone16, interaction: { $0.tapText("New") }) { NotesScreen() },
                ]),
            Playground(
                name: "PhotosScreen", summary: "gallery screen: a LazyVGrid photo library with a select mode",
                variants: [Playground.Variant("Library", device: .iPhone16) { PhotosScreen() }]),
            Playground(
                name: "OnboardingScreen", summary: "gallery screen: a page-style TabView pager",
                variants: [Playground.Variant("first page", device: .iPhone16) { OnboardingScreen() }]),
            Playground(
                name: "RecipesScreen", summary: "gallery screen: a list that pushes a detail page with toolbars",
                variants: [
                    Playground.Variant("Recipes", device: .iPhone16) { RecipesScreen() },
                    Playground.Variant("a recipe pushed", device: .iPhone16, interaction: { $0.tapText("Pancakes") }) { RecipesScreen() },
                    Playground.Variant("landscape: 32-point bars, the title inline", device: .iPhone16.landscape) { RecipesScreen() },
                ]),
            Playground(
                name: "MailScreen", summary: "gallery screen: a NavigationSplitView, collapsed on iPhone, columns on iPad",
                variants: [
                    Playground.Variant("Mailboxes (iPhone)", device: .iPhone16) { MailScreen() },
                    Playground.Variant(
                        "a message pushed (iPhone)", device: .iPhone16,
                        interaction: {
                            $0.selectListRow(id: "Inbox"); $0.selectListRow(id: 1)
                        }
                    ) { MailScreen() },
                    Playground.Variant("columns (iPad Air 11-inch, landscape)", device: .iPadAir11.landscape) { MailScreen() },
                ]),
        ]
    }

    /// The areas of issue 13, one file each.
    static var areas: [Playground] {
        [
            Playground(
                name: "ControlsGallery", summary: "gallery area: controls, custom styles, control sizes, disabled",
                variants: [
                    Playground.Variant("a trip's controls", device: .iPhone16) { ControlsGallery() },
                    Playground.Variant("a trip's controls, dark", device: .iPhone16) { ControlsGallery().preferredColorScheme(.dark) },
                ]),
            Playground(
                name: "DataFlowGallery", summary: "gallery area: ObservableObject, @Observable, @AppStorage, focus, task(id:)",
                variants: [Playground.Variant("a shop's checkout", device: .iPhone16) { DataFlowGallery() }]),
            Playground(
                name: "AnimationGallery", summary: "gallery area: animations, transitions, matched geometry and gestures",
                variants: [Playground.Variant("at rest (a host shows animations' end states)", device: .iPhone16) { AnimationGallery() }]),
            Playground(
                name: "AccessibilityGallery", summary: "gallery area: labels, values, hints, traits, elements and actions",
                variants: [Playground.Variant("a playback card", device: .iPhone16) { AccessibilityGallery() }]),
            Playground(
                name: "TextGallery", summary: "gallery area: Markdown, formats, date styles, AttributedString, decorations",
                variants: [
                    Playground.Variant("an article", device: .iPhone16) { TextGallery() },
                    Playground.Variant("loading: redacted", device: .iPhone16) { TextGallery(isLoading: true) },
                ]),
            Playground(
                name: "AppsGallery", summary: "gallery area: an App's window group, #Preview and PreviewProvider",
                variants: [
                    Playground.Variant("the app's window", device: .iPhone16) { ReadingListView().environment(ReadingList()) }
                ]),
        ]
    }
}
