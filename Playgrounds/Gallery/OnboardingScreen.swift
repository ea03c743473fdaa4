import Tesselate

// Gallery screen 8 (issue 12): an onboarding pager: three pages in a page-style tab view with
// its index dots, a Continue button that pages on and becomes Get Started on the last page,
// and a Skip button.

struct OnboardingPage: Identifiable {
    let id: Int
    var symbol: String
    var title: String
    var detail: String
}

struct OnboardingScreen: View {
    let pages = [
        OnboardingPage(id: 0, symbol: "sparkles", title: "Welcome", detail: "Everything you write, on every device."),
        OnboardingPage(id: 1, symbol: "lock.shield", title: "Private", detail: "Your notes are encrypted before they leave your phone."),
        OnboardingPage(id: 2, symbol: "bell.badge", title: "Stay in Touch", detail: "Get a reminder when a shared note changes."),
    ]
    @State private var page = 0
    @State private var isFinished = false

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Spacer()
                Button("Skip") { page = pages.count - 1 }
                    .opacity(page == pages.count - 1 ? 0 : 1)
            }
            .padding(.horizontal)
            TabView(selection: $page) {
                ForEach(pages) { page in
                    VStack(spacing: 20) {
                        Image(systemName: page.symbol)
                            .font(.system(size: 80))
                            .foregroundStyle(.tint)
                        Text(page.title)
                            .font(.largeTitle.bold())
                        Text(page.detail)
                            .font(.title3)
                            .multilineTextAlignment(.center)
                            .foregroundStyle(.secondary)
                            .padding(.horizontal, 32)
                    }
                    .tag(page.id)
                }
            }
            .tabViewStyle(.page)
            Button {
                if page < pages.count - 1 {
                    withAnimation { page += 1 }
                } else {
                    isFinished = true
                }
            } label: {
                Text(page < pages.count - 1 ? "Continue" : "Get Started")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .padding()
        }
        .fullScreenCover(isPresented: $isFinished) {
            Text("You're all set")
                .font(.title)
        }
    }
}
