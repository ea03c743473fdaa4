import Foundation

@testable import Tesselate

/// stadiamaps/ferrostar's map controls (`Corpus/ferrostar.json`): each view is framed 430×932
/// on a green ground and snapshotted at its size.
extension FidelityViews {
    static let ferrostar: [String: @MainActor () -> AnyView] = [
        "ferrostar/NavigationUIButtonTests.testTextButton": { onGreen(capsuleButton(.white) { Text("Start Navigation") }) },
        "ferrostar/NavigationUIButtonTests.testTextButton_darkMode": {
            onGreen(capsuleButton(.black) { Text("Start Navigation") })
        },
        "ferrostar/NavigationUIButtonTests.testImageButton": { onGreen(capsuleButton(.white) { Image(systemName: "location") }) },
        "ferrostar/MuteButtonTests.test_muted": { onGreen(capsuleButton(.white) { fittedSymbol("speaker.slash.fill") }) },
        "ferrostar/MuteButtonTests.test_unmuted": { onGreen(capsuleButton(.white) { fittedSymbol("speaker.2.fill") }) },
        "ferrostar/NavigationUIBannerViewTests.testInfoBanner": {
            onGreen(banner("info.circle.fill", "Something Useful", .white))
        },
        "ferrostar/NavigationUIBannerViewTests.testLoadingBanner": {
            onGreen(banner("hourglass.circle.fill", "Rerouting...", .white))
        },
        "ferrostar/NavigationUIBannerViewTests.testErrorBanner": {
            onGreen(banner("exclamationmark.triangle", "No Location Available", .white))
        },
        "ferrostar/NavigationUIBannerViewTests.testErrorBanner_darkMode": {
            onGreen(banner("exclamationmark.triangle", "No Location Available", .black))
        },
        "ferrostar/NavigationUIZoomButtonTests.testNavigationUIZoomButton": {
            onGreen(
                VStack(spacing: 0) {
                    Button {
                    } label: {
                        fittedSymbol("plus")
                    }
                    .padding()
                    Divider().frame(width: 52)
                    Button {
                    } label: {
                        fittedSymbol("minus")
                    }
                    .padding()
                }
                .foregroundColor(.primary)
                .background(Color.white)
                .clipShape(Capsule())
                .shadow(radius: 8))
        },
    ]

    private static func onGreen(_ view: some View) -> AnyView {
        AnyView(view.frame(width: 430, height: 932).background(Color(red: 130 / 255, green: 203 / 255, blue: 114 / 255)))
    }

    private static func capsuleButton(_ ground: Color, @ViewBuilder label: () -> some View) -> some View {
        label()
            .padding()
            .background(ground)
            .foregroundStyle(.primary)
            .clipShape(Capsule())
            .frame(minWidth: 52, minHeight: 52)
            .shadow(radius: 8)
    }

    private static func fittedSymbol(_ name: String) -> some View {
        Image(systemName: name).resizable().aspectRatio(contentMode: .fit).frame(width: 18, height: 18)
    }

    private static func banner(_ symbol: String, _ text: String, _ ground: Color) -> some View {
        HStack {
            Image(systemName: symbol)
            Text(text)
        }
        .padding(.vertical, 8)
        .padding(.horizontal, 12)
        .background(ground)
        .clipShape(Capsule())
    }
}
