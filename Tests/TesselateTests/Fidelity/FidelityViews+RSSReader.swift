import Foundation

import Tesselate

/// martinomamic/RSSReader's tab bar, explore and add-feed screens (`Corpus/rssreader.json`):
/// iOS 18 on a 375-point phone (20-point status bar) and on 393- and 430-point ones (59/34), some
/// at the accessibility size XXXL set through the environment. The app shows its localisation
/// keys as titles.
extension FidelityViews {
    static let rssReader: [String: @MainActor () -> AnyView] = {
        var cases: [String: @MainActor () -> AnyView] = [:]
        for phone in ["smallPhone", "mediumPhone", "largePhone"] {
            for suffix in ["", "-dark"] {
                cases["rssreader/testTabBarView.TabBarView-\(phone)\(suffix)"] = { AnyView(FeedTabs()) }
            }
            cases["rssreader/testExploreViewLoading.ExploreLoading-\(phone)"] = { AnyView(ExploreLoading()) }
            cases["rssreader/testAddFeedViewInitial.AddFeedEmpty-\(phone)"] = { AnyView(AddFeed(url: "")) }
            cases["rssreader/testAddFeedViewWithURL.AddFeedWithURL_XXXL-\(phone)-XXXL"] = {
                AnyView(AddFeed(url: "https://example.com/feed.xml").environment(\.dynamicTypeSize, .accessibility5))
            }
        }
        for suffix in ["", "-dark"] {
            cases["rssreader/testTabBarView.TabBarView-mediumPhone-XXXL\(suffix)"] = {
                AnyView(FeedTabs().environment(\.dynamicTypeSize, .accessibility5))
            }
        }
        return cases
    }()

    /// Four tabs, each a navigation stack with an inline title and an add button; the first
    /// selected, its page still loading.
    private struct FeedTabs: View {
        enum Tab: Hashable { case feeds, favorites, explore, debug }
        let tabs: [(Tab, String, String)] = [
            (.feeds, "tab_feeds", "newspaper"), (.favorites, "tab_favorites", "star"), (.explore, "tab_explore", "globe"),
            (.debug, "tab_debug", "ladybug"),
        ]

        var body: some View {
            TabView(selection: .constant(Tab.feeds)) {
                ForEach(tabs, id: \.0) { tab, title, icon in
                    NavigationStack {
                        VStack { ProgressView() }
                            .navigationTitle("feed_list_rss_feeds")
                            .navigationBarTitleDisplayMode(.inline)
                            .toolbar {
                                ToolbarItem(placement: .primaryAction) {
                                    Button {
                                    } label: {
                                        Label("feed_list_add_feed", systemImage: "plus")
                                    }
                                }
                            }
                    }
                    .tabItem { Label(title, systemImage: icon) }
                    .tag(tab)
                }
            }
        }
    }

    /// A segmented filter over a spinner, under an inline title with no items.
    private struct ExploreLoading: View {
        @State var filter = 0

        var body: some View {
            NavigationStack {
                VStack {
                    Picker("Filter", selection: $filter) {
                        Text("Not Added").tag(0)
                        Text("Added").tag(1)
                    }
                    .pickerStyle(.segmented)
                    .padding(.horizontal)
                    ProgressView()
                    Spacer()
                }
                .navigationTitle("explore_title")
                .navigationBarTitleDisplayMode(.inline)
            }
        }
    }

    /// A form for a feed's address between a cancel button and a disabled add button.
    private struct AddFeed: View {
        @State var url: String

        var body: some View {
            NavigationStack {
                ScrollView {
                    VStack(alignment: .leading, spacing: 8) {
                        Text("add_feed_url_header").font(.headline)
                        TextField("add_feed_url_placeholder", text: $url)
                            .padding()
                            .background(Color(white: 0.95))
                            .cornerRadius(8)
                    }
                    .padding()
                }
                .navigationTitle("add_feed_title")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("general_cancel") {}
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("general_add") {}.disabled(true)
                    }
                }
            }
        }
    }
}
