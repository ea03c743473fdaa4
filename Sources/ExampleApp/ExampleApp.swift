import SwiftUI

// An app written as a SwiftUI app is, unchanged: on Linux `import SwiftUI` is Tesselate's SwiftUI
// module. `swift run ExampleApp` prints the dump of its first window on an iPhone 16 (what
// `App.main()` does on Linux).

@Observable
final class Groceries {
    var items = ["Apples", "Bread", "Coffee"]
}

struct GroceryList: View {
    @Environment(Groceries.self) private var groceries

    var body: some View {
        NavigationStack {
            List(groceries.items, id: \.self) { item in
                Text(item)
            }
            .navigationTitle("Groceries")
        }
    }
}

@main
struct ExampleApp: App {
    @State private var groceries = Groceries()

    var body: some Scene {
        WindowGroup {
            GroceryList()
        }
        .environment(groceries)
    }
}

#Preview("Grocery list") {
    GroceryList().environment(Groceries())
}
