import Tesselate

// Seed 003_bc837695f5afd45e.txt, "keep a view centred": a navigation-bar-like HStack whose title
// stays in the centre, is pushed aside when the side items grow, and truncates when full. The
// article's Stepper-driven counts are parameters here (controls arrive with the testing issue).

/// The version that works: the side containers are flexible frames, the title has priority 1.
struct CenteredTitleBar: View {
    var title = "タイトル"
    var leftButtonCount = 0
    var rightButtonCount = 0

    var body: some View {
        HStack {
            HStack {
                ForEach(0..<leftButtonCount, id: \.self) { _ in
                    Color.blue.frame(width: 40, height: 40)
                }
                Spacer(minLength: 0)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(.blue.opacity(0.2))

            Text(title)
                .lineLimit(1)
                .layoutPriority(1)

            HStack {
                Spacer(minLength: 0)
                ForEach(0..<rightButtonCount, id: \.self) { _ in
                    Color.blue.frame(width: 40, height: 40)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(.blue.opacity(0.2))
        }
        .frame(height: 50)
    }
}

/// The version the article says does not push: spacers with the items in overlays.
struct OverlayTitleBar: View {
    var title = "タイトル"
    var leftButtonCount = 0
    var rightButtonCount = 0

    var body: some View {
        HStack {
            Spacer()
                .overlay {
                    HStack {
                        ForEach(0..<leftButtonCount, id: \.self) { _ in
                            Color.blue.frame(width: 40, height: 40)
                        }
                        Spacer(minLength: 0)
                    }
                }
                .frame(maxHeight: .infinity)
                .background(.orange.opacity(0.2))

            Text(title)
                .lineLimit(1)
                .layoutPriority(1)

            Spacer()
                .overlay {
                    HStack {
                        Spacer(minLength: 0)
                        ForEach(0..<rightButtonCount, id: \.self) { _ in
                            Color.blue.frame(width: 40, height: 40)
                        }
                    }
                }
                .frame(maxHeight: .infinity)
                .background(.orange.opacity(0.2))
        }
        .frame(height: 50)
    }
}

extension Playground {
    static let centeredTitleBar = Playground(
        name: "CenteredTitleBar",
        summary: "Seed 003: a title kept centred between side items, pushed by them, truncated when full",
        variants: [
            Variant("room on both sides: the title is centred", size: CGSize(width: 393, height: 50)) { CenteredTitleBar() },
            Variant("three items on the right push the title left", size: CGSize(width: 393, height: 50)) {
                CenteredTitleBar(leftButtonCount: 1, rightButtonCount: 3)
            },
            Variant("full: the title truncates", size: CGSize(width: 393, height: 50)) { CenteredTitleBar(rightButtonCount: 7) },
            Variant("overlay version: the items do not push", size: CGSize(width: 393, height: 50)) {
                OverlayTitleBar(rightButtonCount: 3)
            },
        ])
}
