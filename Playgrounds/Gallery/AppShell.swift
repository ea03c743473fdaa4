import Tesselate

// Gallery screen 5 (issue 12): a tab-based app shell: four tabs with symbols (the older
// `tabItem` API), badges, each tab its own navigation stack; and `TabbedApp`, the same shell in
// the iOS 18 `Tab` API.

struct AppShell: View {
    enum AppTab: Hashable {
        case home, search, inbox, profile
    }

    @State private var selection: AppTab = .home
    @State private var unread = 5

    var body: some View {
        TabView(selection: $selection) {
            NavigationStack {
                List(1...20, id: \.self) { number in
                    NavigationLink("Story \(number)", value: number)
                }
                .navigationTitle("Home")
                .navigationDestination(for: Int.self) { number in
                    Text("Story \(number)")
                        .navigationTitle("Story \(number)")
                }
            }
            .tabItem {
                Label("Home", systemImage: "house")
            }
            .tag(AppTab.home)

            NavigationStack {
                ContentUnavailableView(
                    "Search Stories", systemImage: "magnifyingglass", description: Text("Find stories by title or author.")
                )
                .navigationTitle("Search")
            }
            .tabItem {
                Label("Search", systemImage: "magnifyingglass")
            }
            .tag(AppTab.search)

            NavigationStack {
                List {
                    ForEach(0..<unread, id: \.self) { index in
                        Text("Message \(index + 1)")
                    }
                    Button("Mark All as Read") { unread = 0 }
                }
                .navigationTitle("Inbox")
            }
            .tabItem {
                Label("Inbox", systemImage: "tray")
            }
            .badge(unread)
            .tag(AppTab.inbox)

            NavigationStack {
                Text("Signed in as Ada")
                    .navigationTitle("Profile")
            }
            .tabItem {
                Label("Profile", systemImage: "person.crop.circle")
            }
            .badge("!")
            .tag(AppTab.profile)
        }
        .tint(.orange)
    }
}

/// The shell in the iOS 18 API: `Tab(_:systemImage:value:)`.
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
