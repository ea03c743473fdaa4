import XCTest
import Tesselate
import TesselateTesting

// Navigation screens written as plain SwiftUI (only the import differs), hosted on an iPhone 16:
// 393×852 at 3x, 59 above for the Dynamic Island and 34 below for the home indicator. The
// numbers are iOS's navigation bar: 44 tall, 96 with a large title (LayoutRules.md, "Navigation
// bars").

// MARK: - A detail page with a title and a toolbar

struct Recipe: Hashable {
    var name: String
    var minutes: Int
}

struct RecipesScreen: View {
    let recipes = [Recipe(name: "Pancakes", minutes: 20), Recipe(name: "Omelette", minutes: 10)]

    var body: some View {
        NavigationStack {
            List(recipes, id: \.name) { recipe in
                NavigationLink(recipe.name, value: recipe)
            }
            .navigationTitle("Recipes")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add") {}
                }
            }
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe)
            }
        }
    }
}

struct RecipeDetail: View {
    let recipe: Recipe
    @State private var isFavorite = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("\(recipe.minutes) minutes")
            Text(isFavorite ? "Favourite" : "Not a favourite")
        }
        .navigationTitle(recipe.name)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button(isFavorite ? "Unstar" : "Star") { isFavorite.toggle() }
            }
            ToolbarItemGroup(placement: .bottomBar) {
                Button("Share") {}
                Spacer()
                Button("Print") {}
            }
        }
    }
}

// MARK: - A tabbed app

struct TabbedApp: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            Tab("Today", systemImage: "sun.max", value: 0) {
                NavigationStack {
                    ScrollView {
                        VStack(spacing: 12) {
                            ForEach(1...3, id: \.self) { Text("Story \($0)") }
                        }
                        .frame(maxWidth: .infinity)
                    }
                    .navigationTitle("Today")
                }
            }
            .badge(2)
            Tab("Library", systemImage: "books.vertical", value: 1) {
                Text("Your library is empty")
            }
        }
    }
}

// MARK: - A list with a sheet

struct Note: Identifiable {
    var id: Int
    var title: String
}

struct NotesScreen: View {
    @State private var notes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas")]
    @State private var isAdding = false

    var body: some View {
        NavigationStack {
            List(notes) { note in
                Text(note.title)
            }
            .navigationTitle("Notes")
            .toolbar {
                Button("New") { isAdding = true }
            }
            .sheet(isPresented: $isAdding) {
                NewNoteSheet { title in
                    notes.append(Note(id: notes.count + 1, title: title))
                }
                .presentationDetents([.medium])
            }
        }
    }
}

struct NewNoteSheet: View {
    var save: (String) -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Text("A new note")
                .navigationTitle("New Note")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Save") {
                            save("Untitled")
                            dismiss()
                        }
                    }
                }
        }
    }
}

final class GalleryNavigationTests: XCTestCase {
    /// The recipes list: the stack fills the safe area (59…818); the bar, 96 tall with the large
    /// title "Recipes" (34pt bold, 16 from the leading edge, its bottom 8 above the bar's); "Add"
    /// 16 from the trailing edge, centred in the bar's 44-point row; the list starts below the bar
    /// (the bar is a safe-area inset of the page), its first card 35 below (155 + 35 = 190).
    @MainActor func testRecipesList() async {
        let host = ViewHost(RecipesScreen(), device: .iPhone16)
        assertFrame(host.find(.kind("NavigationBar")), x: 0, y: 59, width: 393, height: 96)
        let title = host.find(.text("Recipes"))!
        XCTAssertEqual(title.frame().minX, 16, accuracy: 0.01)
        XCTAssertEqual(title.frame().maxY, 59 + 96 - 8, accuracy: 0.34)
        let add = host.find(.text("Add"))!
        XCTAssertEqual(add.frame().maxX, 393 - 16, accuracy: 0.34)
        XCTAssertEqual(add.frame().midY, 59 + 22, accuracy: 0.34)
        assertFrame(host.findAll(.kind("ListRow")).first, x: 16, y: 190, width: 361, height: 44)
        // A link in a row ends with a disclosure chevron at the row's trailing margin (377 − 16).
        XCTAssertEqual(host.findAll(.kind("Chevron")).first?.frame().maxX ?? 0, 361, accuracy: 0.34)
        assertNoDiagnostics(host)
    }

    /// Tapping a row pushes the detail page: an inline bar 44 tall with the title centred
    /// (headline), the back button ("‹ Recipes") 8 from the leading edge, "Star" at the trailing
    /// margin; the bottom toolbar's 44 points end at the home indicator's safe edge (818), its
    /// group spread by the `Spacer`; the page centred between the bars. The detail's state works,
    /// and the back button pops.
    @MainActor func testRecipeDetail() async {
        let host = ViewHost(RecipesScreen(), device: .iPhone16)
        host.find(.text("Pancakes"))?.tap()
        assertFrame(host.find(.kind("NavigationBar")), x: 0, y: 59, width: 393, height: 44)
        XCTAssertEqual(host.find(.text("Pancakes"))?.frame().midX ?? 0, 393 / 2, accuracy: 0.34)
        let back = host.find(.kind("NavigationBar"))?.findAll(.kind("Button")).first
        XCTAssertEqual(back?.frame().minX ?? 0, 8, accuracy: 0.01)
        XCTAssertEqual(host.find(.text("Star"))?.frame().maxX ?? 0, 377, accuracy: 0.34)
        assertFrame(host.find(.kind("BottomToolbar")), x: 0, y: 774, width: 393, height: 44)
        XCTAssertEqual(host.find(.text("Share"))?.frame().minX ?? 0, 16, accuracy: 0.34)
        XCTAssertEqual(host.find(.text("Print"))?.frame().maxX ?? 0, 377, accuracy: 0.34)
        XCTAssertEqual(host.find(.kind("VStack"))?.frame().midY ?? 0, (103 + 774) / 2, accuracy: 0.34)
        host.find(.text("Star"))?.tap()
        XCTAssertTrue(host.exists(.text("Favourite")))
        XCTAssertTrue(host.exists(.text("Unstar")))
        host.find(.text("Recipes"))?.tap()
        XCTAssertTrue(host.exists(.text("Omelette")))
        assertNoDiagnostics(host)
    }

    /// A tabbed app: the tab bar is the tab view's bottom 49 points (769…818, above the home
    /// indicator), its two items sharing the width; the first tab's stack fills the rest, its
    /// large-title bar on top and its scroll view's content starting below the bar (155); the
    /// badge shows on the first item; tapping "Library" shows the second tab, centred above the
    /// bar.
    @MainActor func testTabbedApp() async {
        let host = ViewHost(TabbedApp(), device: .iPhone16)
        assertFrame(host.find(.kind("NavigationStack")), x: 0, y: 59, width: 393, height: 710)
        XCTAssertEqual(host.find(.text("Story 1"))?.frame().minY ?? 0, 155, accuracy: 0.34)
        let library = host.find(.text("Library"))!
        XCTAssertEqual(library.frame().midX, 393 * 3 / 4, accuracy: 0.34)
        XCTAssertTrue(library.frame().minY > 769 && library.frame().maxY < 818)
        XCTAssertTrue(host.exists(.text("2")))
        library.tap()
        XCTAssertEqual(host.find(.text("Your library is empty"))?.frame().midY ?? 0, (59 + 769) / 2, accuracy: 0.34)
        XCTAssertFalse(host.exists(.text("Story 1")))
        assertNoDiagnostics(host)
    }

    /// A list with a sheet: "New" (a toolbar view: trailing) presents a medium sheet, its card
    /// half the window (426) above the home indicator (818 − 426 = 392); inside, the sheet's own
    /// stack has an inline bar at the card's top with Cancel leading and Save trailing. Saving
    /// appends a row and dismisses; the sheet is drawn over the list.
    @MainActor func testListWithSheet() async {
        let host = ViewHost(NotesScreen(), device: .iPhone16)
        host.find(.text("New"))?.tap()
        let bars = host.findAll(.kind("NavigationBar"))
        XCTAssertEqual(bars.count, 2)
        assertFrame(host.find(.kind("PresentedLayer"))?.find(.kind("NavigationBar")), x: 0, y: 392, width: 393, height: 44)
        XCTAssertEqual(host.find(.text("Cancel"))?.frame().minX ?? 0, 16, accuracy: 0.34)
        XCTAssertEqual(host.find(.text("Save"))?.frame().maxX ?? 0, 377, accuracy: 0.34)
        XCTAssertTrue(host.render().contains("A new note"))
        host.find(.text("Save"))?.tap()
        XCTAssertFalse(host.exists(.text("A new note")))
        XCTAssertEqual(host.findAll(.kind("ListRow")).count, 3)
        assertNoDiagnostics(host)
    }
}
