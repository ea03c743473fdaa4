import Foundation

@testable import Tesselate

/// ralfebert/swiftui-garden's button styles (`Corpus/garden.json`): a "Roll" button with the dice
/// symbol in each style, centred in a 150 × 70 frame on a light striped background, iOS 26 at 3x.
/// The stripes are drawn here as their lighter colour.
extension FidelityViews {
    static let garden: [String: @MainActor () -> AnyView] = [
        "garden/buttonStyles.bordered": { roll(.bordered) },
        "garden/buttonStyles.borderedProminent": { roll(.borderedProminent) },
        "garden/buttonStyles.plain": { roll(.plain) },
        "garden/buttonStyles.borderless": { roll(.borderless) },
    ]

    private enum RollStyle { case bordered, borderedProminent, plain, borderless }

    private static func roll(_ style: RollStyle) -> AnyView {
        let button = Button("Roll", systemImage: "dice") {}
        let styled: AnyView
        switch style {
        case .bordered: styled = AnyView(button.buttonStyle(.bordered))
        case .borderedProminent: styled = AnyView(button.buttonStyle(.borderedProminent))
        case .plain: styled = AnyView(button.buttonStyle(.plain))
        case .borderless: styled = AnyView(button.buttonStyle(.borderless))
        }
        return AnyView(
            styled
                .frame(width: 150, height: 70)
                .background(Color(red: 247 / 255, green: 237 / 255, blue: 226 / 255)))
    }
}
