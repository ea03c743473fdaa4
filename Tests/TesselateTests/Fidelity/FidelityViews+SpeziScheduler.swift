import Foundation

import Tesselate

/// StanfordSpezi/SpeziScheduler's tile headers and instruction tiles (`Corpus/spezischeduler.json`):
/// device snapshots of an iPhone 13 Pro window on iOS 26, in each alignment.
extension FidelityViews {
    static let speziScheduler: [String: @MainActor () -> AnyView] = {
        var cases: [String: @MainActor () -> AnyView] = [:]
        for (name, alignment) in [("leading", HorizontalAlignment.leading), ("center", .center), ("trailing", .trailing)] {
            cases["spezischeduler/testTileHeaderLayout.\(name)"] = { AnyView(tileHeader(alignment)) }
            cases["spezischeduler/testInstructionsTile.\(name)"] = {
                AnyView(
                    VStack(alignment: alignment) {
                        tileHeader(alignment)
                        Divider().padding(.bottom, 4)
                        Text("Please fill out the Social Support Questionnaire every day.").font(.callout)
                    })
            }
        }
        return cases
    }()

    /// An event's header: its title in `.headline` over its time in secondary `.subheadline`, 4
    /// apart; centred, the pair fills the width and centres its lines.
    @ViewBuilder private static func tileHeader(_ alignment: HorizontalAlignment) -> some View {
        let lines = VStack(alignment: alignment, spacing: 4) {
            Text("Social Support Questionnaire").font(.headline)
            Text("5:00\u{202F}PM").font(.subheadline).foregroundColor(.secondary)
        }
        if alignment == .center {
            lines.multilineTextAlignment(.center).frame(maxWidth: .infinity)
        } else {
            HStack { lines }
        }
    }
}
