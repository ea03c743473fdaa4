import Foundation

@testable import Tesselate

/// BarredEwe/Prefire's example sign-in screen (`Corpus/prefire.json`): an iPhone X-sized window
/// (375 × 812) and an iPad 10.2" one in landscape (1080 × 810), with no safe area, at 2x, on
/// iOS 17, with the fields empty and filled.
extension FidelityViews {
    static let prefire: [String: @MainActor () -> AnyView] = [
        "prefire/authView-iPhone-15.1": { AnyView(SignIn(login: "", password: "")) },
        "prefire/authView-iPhone-15.3": { AnyView(SignIn(login: "FireUser", password: "FirePassword")) },
        "prefire/authView-iPad.1": { AnyView(SignIn(login: "", password: "")) },
        "prefire/authView-iPad.3": { AnyView(SignIn(login: "FireUser", password: "FirePassword")) },
    ]

    /// A banner card, two text fields, a large bordered prominent button (disabled while both
    /// fields are empty) over a large bordered one, and a headline.
    private struct SignIn: View {
        @State var login: String
        @State var password: String

        var body: some View {
            ScrollView {
                Banner().padding()
                VStack {
                    TextField("Login", text: $login).padding(.vertical)
                    TextField("Password", text: $password).textContentType(.password).padding(.vertical)
                }
                .padding()
                VStack {
                    Button {
                    } label: {
                        Text("Sign In").frame(maxWidth: .infinity)
                    }
                    .tint(.black.opacity(0.9))
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
                    .disabled(login.isEmpty && password.isEmpty)
                    Button {
                    } label: {
                        Text("Registration").frame(maxWidth: .infinity)
                    }
                    .tint(.accentColor)
                    .buttonStyle(.bordered)
                    .controlSize(.large)
                }
                .padding()
                Text("More about product").font(.headline).padding()
            }
        }
    }

    /// A 60-point 🔥 on a red rounded rectangle 4 points wider on each side, beside the name in
    /// 56-point heavy white, on a purple card.
    private struct Banner: View {
        var body: some View {
            VStack {
                HStack(spacing: 24) {
                    Text("🔥")
                        .font(.system(size: 60))
                        .background(
                            RoundedRectangle(cornerRadius: 16)
                                .padding(.horizontal, -4)
                                .foregroundColor(.red.opacity(0.6)))
                    Text("Prefire").foregroundColor(.white).font(.system(size: 56).weight(.heavy))
                }
                .padding(.vertical)
                .frame(maxWidth: .infinity)
                .background(.black.opacity(0.7))
                .background(.purple)
            }
            .cornerRadius(16)
        }
    }
}
