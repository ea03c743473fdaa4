import Foundation

import Tesselate

/// BlockchainCommons/GordianSeedTool-iOS's seed list (`Corpus/gordianseedtool.json`): fastlane
/// screenshots of iOS 17 simulators in the dark appearance, an iPhone SE (375 points, 2x) and an
/// iPhone 15 Pro Max (430 points, 3x). On a compact-width iPhone iOS 17 draws a `.sidebar` list as
/// an inset grouped one: a card at the layout margin, separators, a chevron on each link.
extension FidelityViews {
    static let gordianSeedTool: [String: @MainActor () -> AnyView] = [
        "gordianseedtool/iPhone SE (3rd generation)-0seedList": { AnyView(SeedList()) },
        "gordianseedtool/iPhone 15 Pro Max-0seedList": { AnyView(SeedList()) },
    ]

    private struct Seed: Identifiable {
        var id: String
        var fingerprint: String
        var name: String
        var colour: Color
    }

    private static let seeds = [
        Seed(id: "35f0c0b", fingerprint: "[f5d5473b]", name: "Planet Express", colour: Color(red: 0.93, green: 0.74, blue: 0.43)),
        Seed(id: "6374328", fingerprint: "[1a39d739]", name: "Spacely Sprockets", colour: Color(red: 0.2, green: 0.65, blue: 0.5)),
        Seed(id: "05ce295", fingerprint: "[22663d29]", name: "Personal", colour: Color(red: 0.8, green: 0.68, blue: 0.73)),
    ]

    /// The seeds under a large title, each a link whose label is the identity block framed 100
    /// tall; the plus and Edit items of a group in the bar, 24 apart (their ink measured).
    private struct SeedList: View {
        var body: some View {
            NavigationStack {
                List {
                    ForEach(seeds) { seed in
                        NavigationLink {
                            Text(seed.name)
                        } label: {
                            IdentityBlock(seed: seed).frame(height: 100)
                        }
                    }
                }
                .listStyle(.sidebar)
                .navigationTitle("Seeds")
                .toolbar {
                    ToolbarItemGroup(placement: .navigationBarTrailing) {
                        Button {
                        } label: {
                            Image(systemName: "plus")
                        }
                        EditButton().padding(10)
                    }
                }
            }
            .tint(.green)
        }
    }

    /// The identity block: as tall as 0.3 of the width it is offered (at most the height),
    /// centred in it, its content from its top. A LifeHash square that tall, 10 points (iOS 17
    /// adds no spacing beside the framed Spacer: the column starts 130 after an image ending at
    /// 120 on the iPhone SE), then the type icon (0.3 of the height) and the identifier, a
    /// 24-point LifeHash and the fingerprint, and at the bottom the name, a large title that iOS
    /// shrinks to the height left to it (0.4 on the SE, 0.55 on the Pro Max).
    private struct IdentityBlock: View {
        var seed: Seed

        var body: some View {
            GeometryReader { proxy in
                let side = max(64, min(proxy.size.width * 0.3, proxy.size.height))
                HStack(alignment: .top) {
                    Rectangle().fill(seed.colour).frame(width: side, height: side)
                    Spacer().frame(width: 10)
                    VStack(alignment: .leading, spacing: 5) {
                        HStack {
                            Circle().strokeBorder(Color.gray, lineWidth: 2).frame(width: side * 0.3, height: side * 0.3)
                            Text(seed.id).font(.system(.body, design: .monospaced)).bold().lineLimit(1).minimumScaleFactor(0.5)
                        }
                        HStack {
                            Rectangle().fill(seed.colour).frame(width: 24, height: 24)
                            Text(seed.fingerprint).font(.caption).lineLimit(1).minimumScaleFactor(0.3)
                                .fixedSize(horizontal: false, vertical: true)
                        }
                        Spacer()
                        Text(seed.name).bold().font(.largeTitle).truncationMode(.middle).minimumScaleFactor(0.4).layoutPriority(1)
                    }
                    Spacer()
                }
                .frame(width: proxy.size.width, height: side, alignment: .top)
                .frame(width: proxy.size.width, height: proxy.size.height)
            }
        }
    }
}
