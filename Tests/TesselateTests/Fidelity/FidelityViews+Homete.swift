import Foundation

import Tesselate

/// stotic-dev/homete_iOS's tab view and three pushed screens (`Corpus/homete.json`): Japanese
/// titles on iOS 26 in its compatibility design (iOS 18's bars), in 375-point windows with no
/// safe area at 2x.
extension FidelityViews {
    static let homete: [String: @MainActor () -> AnyView] = [
        "homete/AppTabView_0-iPhone-16": { AnyView(AppTabs()) },
        "homete/AppTabView_0-iPhone-SE-2nd-generation": { AnyView(AppTabs()) },
        "homete/SettingView_0-iPhone-16": {
            AnyView(TitledPage(title: "設定", symbol: "xmark", placement: .topBarTrailing))
        },
        "homete/HouseworkApprovalView_0-iPhone-16": {
            AnyView(
                TitledPage(
                    title: "家事の確認", symbol: "xmark", placement: .topBarLeading,
                    background: Color(red: 0xF7 / 255, green: 0xFA / 255, blue: 0xF7 / 255)))
        },
        "homete/HouseworkDetailView_0-iPhone-16": {
            AnyView(TitledPage(title: "洗濯", symbol: "trash", placement: .topBarTrailing))
        },
    ]

    /// Two tabs made with `Tab`, the dashboard selected: a page with a settings button and an
    /// empty-state card.
    private struct AppTabs: View {
        enum Section: Hashable { case dashboard, housework }

        var body: some View {
            TabView(selection: .constant(Section.dashboard)) {
                Tab("ダッシュボード", systemImage: "list.bullet.clipboard.fill", value: Section.dashboard) {
                    NavigationStack {
                        VStack(spacing: 12) {
                            Text("家がまだ登録されていません").font(.headline)
                            Text("同居人を招待して家事を分担しましょう").font(.subheadline).foregroundStyle(.secondary)
                        }
                        .padding()
                        .background(RoundedRectangle(cornerRadius: 12).fill(Color(white: 0.95)))
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) {
                                Button {
                                } label: {
                                    Image(systemName: "gearshape")
                                }
                            }
                        }
                    }
                }
                Tab("家事", systemImage: "person.2.arrow.trianglehead.counterclockwise", value: Section.housework) {
                    Text("家事")
                }
            }
        }
    }

    /// A page under an inline Japanese title with a padded icon button on one side.
    private struct TitledPage: View {
        var title: String
        var symbol: String
        var placement: ToolbarItemPlacement
        var background: Color = .white

        var body: some View {
            NavigationStack {
                ScrollView {
                    VStack(alignment: .leading, spacing: 16) {
                        Text("内容").font(.headline)
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding()
                }
                .background(background)
                .navigationTitle(title)
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: placement) {
                        Button {
                        } label: {
                            Image(systemName: symbol).padding(8).foregroundStyle(.primary)
                        }
                    }
                }
            }
        }
    }
}
