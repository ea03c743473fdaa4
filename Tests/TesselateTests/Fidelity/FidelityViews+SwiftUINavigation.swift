import Foundation

import Tesselate

/// pkozielecki/ios-swiftui-navigation's home screen (`Corpus/swiftuinavigation.json`): the whole
/// window of an iPhone 14 (390 × 844 at 3x, iOS 16.4), captured with what it presents: an alert
/// with a title, an empty message, a destructive and a cancel button, and a sheet at its default
/// (large) detent. Rewritten from what the recordings and the test show.
extension FidelityViews {
    static let swiftUINavigation: [String: @MainActor () -> AnyView] = [
        "swiftuinavigation/SwiftUIRouterNavi_Home_PresentedAlert": { AnyView(NavigationDemoHome(presents: .alert)) },
        "swiftuinavigation/SwiftUIRouterNavi_Home_PresentedView": { AnyView(NavigationDemoHome(presents: .sheet)) },
    ]
}

/// An empty list of favourites under four toolbar symbols, presenting an alert or a sheet.
private struct NavigationDemoHome: View {
    enum Presented { case alert, sheet }
    var presents: Presented

    var body: some View {
        NavigationStack {
            NavigationDemoScreen(
                title: "No favourite assets", text: "Select your favourite assets to check their exchange rates!",
                button: "Select favourite assets"
            )
            .toolbar {
                ToolbarItem {
                    Button {
                    } label: {
                        Image(systemName: "character.duployan")
                    }
                }
                ToolbarItem {
                    Button {
                    } label: {
                        Image(systemName: "note")
                    }
                }
                ToolbarItem {
                    Button {
                    } label: {
                        Image(systemName: "icloud.and.arrow.down.fill")
                    }
                    .disabled(true)
                }
                ToolbarItem {
                    Button {
                    } label: {
                        Image(systemName: "x.circle")
                    }
                }
            }
            .sheet(isPresented: .constant(presents == .sheet)) {
                NavigationDemoScreen(title: "App is up to date", text: "Current version: 0.9", button: "Add an asset")
            }
            .alert(
                Text("Do you want to delete Gold?"), isPresented: .constant(presents == .alert),
                presenting: presents == .alert ? "Gold" : nil
            ) { _ in
                Button(role: .destructive) {
                } label: {
                    Text("Delete")
                }
                Button(role: .cancel) {
                } label: {
                    Text("Cancel")
                }
            } message: { _ in
                Text("")
            }
        }
    }
}

/// A bold title and a centred text between two spacers, over a full-width prominent button.
private struct NavigationDemoScreen: View {
    var title: String
    var text: String
    var button: String

    var body: some View {
        VStack(spacing: 30) {
            Spacer()
            Text(title)
                .font(.largeTitle)
                .fontWeight(.bold)
                .lineLimit(1)
                .minimumScaleFactor(0.5)
                .padding(.vertical, 10)
            Text(text)
                .font(.body)
                .multilineTextAlignment(.center)
                .lineLimit(10)
            Spacer()
            Button {
            } label: {
                Text(button)
                    .font(.title3)
                    .fontWeight(.bold)
                    .lineLimit(1)
                    .padding(EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
        }
        .padding(20)
    }
}
