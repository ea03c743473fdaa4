import Foundation

import Tesselate

/// hiragram/tweakable's recipe screens (`Corpus/tweakable.json`): iOS 26.2 bars in the iPhone X
/// configuration (375 × 812, insets 44/34, 3x, medium size), in English and Japanese: large
/// titles over lists, a cancel and a create button, a close button, a paged tab view's dots, and
/// progress views: linear bars in shopping-list cards and a spinner alone.
extension FidelityViews {
    static let tweakable: [String: @MainActor () -> AnyView] = [
        "tweakable/SavedRecipes-With-Recipes-Light-en": { AnyView(SavedRecipes(title: "Saved Recipes")) },
        "tweakable/SavedRecipes-With-Recipes-Light-ja": { AnyView(SavedRecipes(title: "保存済みレシピ")) },
        "tweakable/SearchResults-With-Results-Light-en": { AnyView(SearchResults(title: "Search Results")) },
        "tweakable/SearchResults-With-Results-Light-ja": { AnyView(SearchResults(title: "検索結果")) },
        "tweakable/CreateShoppingList-With-Recipes-Light-en": {
            AnyView(CreateShoppingList(cancel: "Cancel", create: "Create"))
        },
        "tweakable/CreateShoppingList-With-Recipes-Light-ja": {
            AnyView(CreateShoppingList(cancel: "キャンセル", create: "作成"))
        },
        "tweakable/PaywallView_0-Light-en": { AnyView(Paywall()) },
        "tweakable/Page-1-Recipe-Collection-Light-en": { AnyView(Onboarding(ground: Color(red: 1, green: 0xF2 / 255, blue: 0xE6 / 255))) },
        "tweakable/Page-1-Recipe-Collection-Dark-en": {
            AnyView(Onboarding(ground: Color(red: 0x40 / 255, green: 0x2E / 255, blue: 0x26 / 255)))
        },
        "tweakable/ShoppingLists-With-Items-Light-en": { AnyView(ShoppingLists(isLoading: false)) },
        "tweakable/ShoppingLists-Loading-Light-en": { AnyView(ShoppingLists(isLoading: true)) },
    ]

    /// A plain list of recipe rows under the root's large title.
    private struct SavedRecipes: View {
        var title: String

        var body: some View {
            NavigationStack {
                List {
                    ForEach(["Tomato Pasta", "Curry Rice", "Miso Soup"], id: \.self) { name in
                        VStack(alignment: .leading, spacing: 4) {
                            Text(name).font(.headline)
                            Text("4 servings").font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                }
                .listStyle(.plain)
                .navigationTitle(title)
            }
        }
    }

    /// A row of category chips over a list of results, under a large title.
    private struct SearchResults: View {
        var title: String

        var body: some View {
            NavigationStack {
                VStack {
                    HStack {
                        ForEach(["All", "Main", "Soup"], id: \.self) { chip in
                            Text(chip).font(.subheadline).padding(.horizontal, 12).padding(.vertical, 6)
                                .background(Capsule().fill(Color(white: 0.93)))
                        }
                        Spacer()
                    }
                    .padding(.horizontal)
                    List {
                        Text("Tomato Pasta")
                        Text("Curry Rice")
                    }
                    .listStyle(.plain)
                }
                .navigationTitle(title)
            }
        }
    }

    /// A scrolling form in an inline bar, between a cancel and a create button. The screen's
    /// title is not drawn in these captures (made off the window, where iOS 26 leaves out the
    /// bar's title and glass), so the rewrite has none.
    private struct CreateShoppingList: View {
        var cancel: String
        var create: String

        var body: some View {
            NavigationStack {
                ScrollView {
                    VStack(alignment: .leading) {
                        Text("Tomato Pasta")
                        Text("Curry Rice")
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding()
                }
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button(cancel) {}
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button {
                        } label: {
                            Text(create)
                        }
                    }
                }
            }
        }
    }

    /// A scrolling offer with a close button leading and no title.
    private struct Paywall: View {
        var body: some View {
            NavigationStack {
                ScrollView {
                    VStack(spacing: 16) {
                        Text("Tweakable Pro").font(.largeTitle.bold())
                        Text("Unlimited recipes")
                    }
                    .padding(.top, 40)
                    .frame(maxWidth: .infinity)
                }
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Button {
                        } label: {
                            Image(systemName: "xmark")
                        }
                    }
                }
            }
        }
    }

    /// Three onboarding pages with their dots always shown, over a Next button 32 from the sides
    /// and the bottom, on a warm ground.
    private struct Onboarding: View {
        var ground: Color

        var body: some View {
            VStack(spacing: 0) {
                TabView(selection: .constant(0)) {
                    page("Recipe Collection", symbol: "book").tag(0)
                    page("Shopping List", symbol: "cart").tag(1)
                    page("Tweak", symbol: "slider.horizontal.3").tag(2)
                }
                .tabViewStyle(.page(indexDisplayMode: .always))
                .indexViewStyle(.page(backgroundDisplayMode: .always))
                Button("Next") {}
                    .frame(maxWidth: .infinity)
                    .frame(height: 50)
                    .overlay(RoundedRectangle(cornerRadius: 8).stroke(lineWidth: 1.5))
                    .padding(.horizontal, 32)
                    .padding(.bottom, 32)
            }
            .background(ground.ignoresSafeArea())
        }

        private func page(_ title: String, symbol: String) -> some View {
            VStack(spacing: 24) {
                Image(systemName: symbol).font(.system(size: 64))
                Text(title).font(.title.bold())
            }
        }
    }

    /// Shopping-list cards (an icon tile, the name, two counts and a bar of the items checked)
    /// on a blue-grey page under the root's large title, or a spinner alone while loading, the
    /// page's colour behind the spinner only.
    private struct ShoppingLists: View {
        var isLoading: Bool
        private let brand = Color(red: 0x2C / 255, green: 0x3E / 255, blue: 0x50 / 255)
        private let muted = Color(red: 0x71 / 255, green: 0x80 / 255, blue: 0x96 / 255)

        var body: some View {
            NavigationStack {
                Group {
                    if isLoading {
                        ProgressView()
                    } else {
                        ScrollView {
                            VStack(spacing: 16) {
                                card("今週の買い物", items: 3, checked: 1, recipes: 2)
                                card("パーティー用", items: 1, checked: 0, recipes: 1)
                            }
                            .padding(.horizontal, 24)
                            .padding(.vertical, 16)
                        }
                    }
                }
                .background(Color(red: 0xF0 / 255, green: 0xF3 / 255, blue: 0xF7 / 255).ignoresSafeArea())
                .navigationTitle("Shopping Lists")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button {
                        } label: {
                            Image(systemName: "plus")
                        }
                    }
                }
            }
        }

        private func card(_ name: String, items: Int, checked: Int, recipes: Int) -> some View {
            Button {
            } label: {
                HStack(spacing: 16) {
                    Image(systemName: "cart.fill")
                        .font(.title2)
                        .foregroundColor(brand)
                        .frame(width: 44, height: 44)
                        .background(brand.opacity(0.1))
                        .clipShape(RoundedRectangle(cornerRadius: 12))
                    VStack(alignment: .leading, spacing: 8) {
                        Text(name).font(.headline).foregroundColor(brand).lineLimit(1)
                        HStack(spacing: 12) {
                            Label("\(items) items", systemImage: "checkmark.circle").font(.caption).foregroundColor(muted)
                            Label("\(recipes) recipes", systemImage: "fork.knife").font(.caption).foregroundColor(muted)
                        }
                        ProgressView(value: Double(checked), total: Double(items)).tint(brand)
                    }
                    Spacer()
                    Image(systemName: "chevron.right").font(.caption).foregroundColor(muted)
                }
                .padding(16)
                .background(Color(red: 0xE8 / 255, green: 0xED / 255, blue: 0xF3 / 255))
                .clipShape(RoundedRectangle(cornerRadius: 16))
            }
            .buttonStyle(.plain)
        }
    }
}
