import Tesselate

// A recipes list in a navigation stack with a large title and a toolbar button; a row pushes
// the detail page, which has an inline title, a trailing toolbar button and a bottom toolbar.

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
