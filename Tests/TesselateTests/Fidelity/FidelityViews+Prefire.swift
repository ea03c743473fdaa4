import Foundation

import Tesselate

/// BarredEwe/Prefire's example sign-in and landmark screens (`Corpus/prefire.json`): an iPhone X-sized window
/// (375 × 812) and an iPad 10.2" one in landscape (1080 × 810), with no safe area, at 2x, on
/// iOS 17, with the fields empty and filled.
extension FidelityViews {
    static let prefire: [String: @MainActor () -> AnyView] = [
        "prefire/authView-iPhone-15.1": { AnyView(SignIn(login: "", password: "")) },
        "prefire/authView-iPhone-15.3": { AnyView(SignIn(login: "FireUser", password: "FirePassword")) },
        "prefire/authView-iPad.1": { AnyView(SignIn(login: "", password: "")) },
        "prefire/authView-iPad.3": { AnyView(SignIn(login: "FireUser", password: "FirePassword")) },
        "prefire/greenButton-iPhone-15.1": {
            AnyView(
                Button("Apply") {}
                    .foregroundColor(.black)
                    .font(.title)
                    .padding()
                    .frame(maxWidth: .infinity)
                    .frame(height: 68)
                    .background(Capsule().foregroundColor(.green.opacity(0.2)))
                    .frame(width: 375))
        },
        "prefire/testView-iPhone-15.1": {
            ImageAssets.register("prefire.nature", size: CGSize(width: 275, height: 183))
            return AnyView(Landmark())
        },
    ]

    /// A gradient band, a round photo (a 275 × 183 asset) pulled up over it, then a title over a
    /// row of two subheadlines pushed apart.
    private struct Landmark: View {
        var body: some View {
            VStack {
                LinearGradient(gradient: Gradient(colors: [.green, .indigo]), startPoint: .top, endPoint: .bottom)
                    .frame(height: 200)
                Image("prefire.nature")
                    .clipShape(Circle())
                    .overlay(Circle().stroke(Color.white, lineWidth: 4))
                    .shadow(radius: 7)
                    .offset(y: -130)
                    .padding(.bottom, -130)
                VStack(alignment: .leading) {
                    Text("Turtle Rock").font(.title)
                    HStack {
                        Text("Joshua Tree National Park").font(.subheadline)
                        Spacer()
                        Text("California").font(.subheadline)
                    }
                }
                .padding()
                Spacer()
            }
        }
    }

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
