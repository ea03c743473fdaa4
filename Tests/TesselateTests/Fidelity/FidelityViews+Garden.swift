import Foundation

import Tesselate

/// ralfebert/swiftui-garden's button styles (`Corpus/garden.json`): a "Roll" button with the dice
/// symbol in each style, centred in a 150 × 70 frame on a light striped background, iOS 26 at 3x.
/// The stripes are drawn here as their lighter colour. And its text styles: one line naming each
/// style, leading in a 250 × 70 frame.
extension FidelityViews {
    static let garden: [String: @MainActor () -> AnyView] = [
        "garden/buttonStyles.bordered": { roll(.bordered) },
        "garden/buttonStyles.borderedProminent": { roll(.borderedProminent) },
        "garden/buttonStyles.plain": { roll(.plain) },
        "garden/buttonStyles.borderless": { roll(.borderless) },
        "garden/buttonStyles.automatic": { roll(.automatic) },
        "garden/fontStyles.largeTitle": { line(".largeTitle 34pt", .largeTitle) },
        "garden/fontStyles.title": { line(".title 28pt", .title) },
        "garden/fontStyles.title2": { line(".title2 22pt", .title2) },
        "garden/fontStyles.title3": { line(".title3 20pt", .title3) },
        "garden/fontStyles.headline": { line(".headline 17pt bold", .headline) },
        "garden/fontStyles.body": { line(".body 17pt", .body) },
        "garden/fontStyles.callout": { line(".callout 16pt", .callout) },
        "garden/fontStyles.subheadline": { line(".subheadline 15pt", .subheadline) },
        "garden/fontStyles.footnote": { line(".footnote 13pt", .footnote) },
        "garden/fontStyles.caption": { line(".caption 12pt", .caption) },
        "garden/fontStyles.caption2": { line(".caption2 11pt", .caption2) },
    ]

    private static func line(_ text: String, _ font: Font) -> AnyView {
        AnyView(Text(text).font(font).frame(width: 250, height: 70, alignment: .leading).background(Color.white))
    }

    private enum RollStyle { case bordered, borderedProminent, plain, borderless, automatic }

    private static func roll(_ style: RollStyle) -> AnyView {
        let button = Button("Roll", systemImage: "dice") {}
        let styled: AnyView
        switch style {
        case .bordered: styled = AnyView(button.buttonStyle(.bordered))
        case .borderedProminent: styled = AnyView(button.buttonStyle(.borderedProminent))
        case .plain: styled = AnyView(button.buttonStyle(.plain))
        case .borderless: styled = AnyView(button.buttonStyle(.borderless))
        case .automatic: styled = AnyView(button.buttonStyle(.automatic))
        }
        return AnyView(
            styled
                .frame(width: 150, height: 70)
                .background(Color(red: 247 / 255, green: 237 / 255, blue: 226 / 255)))
    }
}
