import Foundation

import Tesselate

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
        "ferrostar/CurrentRoadViewTests.testDefaultCurrentRoadView": {
            onGreen(
                roadName(
                    font: .callout.bold(), padding: EdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12), ground: .blue, border: .white,
                    width: 2, radius: 48))
        },
        "ferrostar/CurrentRoadViewTests.testDefaultCurrentRoadViewFunkyStyle": {
            onGreen(
                roadName(
                    font: .headline, padding: EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16), ground: .green, border: .yellow,
                    width: 6, radius: 16))
        },
    ]

    private static func roadName(font: Font, padding: EdgeInsets, ground: Color, border: Color, width: CGFloat, radius: CGFloat)
        -> some View
    {
        Text("Sesame Street")
            .font(font)
            .multilineTextAlignment(.center)
            .minimumScaleFactor(0.5)
            .foregroundStyle(.white)
            .padding(padding)
            .background(ground)
            .clipShape(RoundedRectangle(cornerRadius: radius))
            .overlay(
                RoundedRectangle(cornerRadius: radius).stroke(border, lineWidth: width).clipShape(RoundedRectangle(cornerRadius: radius)))
    }

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
