import Tesselate

// Gallery area (issue 13): apps and previews: an app with a window group whose root reads an
// @Observable model from the environment, with a #Preview and a PreviewProvider as a SwiftUI
// file declares them.

@Observable
final class ReadingList {
    var books = ["Middlemarch", "Dune", "Beloved"]
}

struct ReadingListView: View {
    @Environment(ReadingList.self) private var list

    var body: some View {
        NavigationStack {
            List(list.books, id: \.self) { book in
                Label(book, systemImage: "book")
            }
            .navigationTitle("Reading")
            .toolbar {
                Button("Add", systemImage: "plus") { list.books.append("Untitled") }
            }
        }
    }
}

struct ReadingApp: App {
    @State private var list = ReadingList()

    var body: some Scene {
        WindowGroup {
            ReadingListView()
                .environment(list)
        }
    }
}

#Preview("Reading list") {
    ReadingListView()
        .environment(ReadingList())
}

struct ReadingListView_Previews: PreviewProvider {
    static var previews: some View {
        ReadingListView()
            .environment(ReadingList())
            .previewDisplayName("Reading list, provider")
    }
}
