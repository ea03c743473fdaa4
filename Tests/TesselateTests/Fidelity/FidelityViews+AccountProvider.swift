import Foundation

import Tesselate

/// StanfordSpezi/SpeziAccount's account setup views (`Corpus/account.json`, the
/// `testAccountProviderViewLayoutVariations` cases): the login form (two rounded-border fields
/// in title3, a disabled prominent Login button, a sign-up line) and the sign-up variant, each the
/// whole screen of an iPhone 13 Pro window at the medium Dynamic Type size. The 2024 recordings
/// (iOS 17) and the 2025 ones (iOS 18) have the same pixels.
extension FidelityViews {
    static let accountProvider: [String: @MainActor () -> AnyView] = [
        "account/testAccountProviderViewLayoutVariations.iphone-view0": { AnyView(Login()) },
        "account/testAccountProviderViewLayoutVariations.iphone-view0-2024": { AnyView(Login()) },
        "account/testAccountProviderViewLayoutVariations.iphone-view0-signup": { AnyView(Signup()) },
        "account/testAccountProviderViewLayoutVariations.iphone-view0-signup-2024": { AnyView(Signup()) },
    ]

    private struct Login: View {
        @State private var email = ""
        @State private var password = ""

        var body: some View {
            VStack {
                VStack {
                    TextField("E-Mail Address", text: $email).padding(.bottom, 0.5)
                    VStack {
                        SecureField("Password", text: $password)
                        HStack {
                            Spacer()
                            Button {
                            } label: {
                                Text("Forgot Password?").font(.caption).bold().foregroundColor(.gray)
                            }
                        }
                    }
                }
                .textFieldStyle(.roundedBorder)
                .font(.title3)
                Button {
                } label: {
                    Text("Login").padding(8).frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .disabled(email.isEmpty || password.isEmpty)
                .padding(.bottom, 12)
                .padding(.top)
                HStack {
                    Text("Don't have an Account yet?")
                    Button("Signup") {}
                }
                .font(.footnote)
            }
        }
    }

    private struct Signup: View {
        var body: some View {
            VStack {
                Button {
                } label: {
                    HStack {
                        Image(systemName: "person.crop.square")
                        Text("Signup")
                    }
                    .font(.title3)
                    .padding(.vertical, 10)
                    .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .padding(.bottom, 12)
                HStack {
                    Text("Already got an Account?")
                    Button("Login") {}
                }
                .font(.footnote)
            }
        }
    }
}
