/// The boxes of the fidelity corpus that Tesselate does not yet put where the recording has them,
/// keyed "case id › box name", each with the reason. `FidelityCorpusTests` fails when a listed box
/// passes, so the list only shrinks as Tesselate improves.
enum FidelityKnownDifferences {
    /// Text widths come from Inter's advances scaled to SF Pro's (LayoutRules.md, "Text widths"):
    /// a line of mixed capitals can be 1–2% off.
    static let interAdvances = "text width: Inter's advances scaled to SF Pro's are up to 2% off on this line"

    /// SpeziViews' rows: body text on iOS 18 and 26 is 5–8% narrower than Tesselate's widths,
    /// which match 31 other published widths within 0.4% on average; unexplained until SF Pro's
    /// own advances can be measured.
    static let narrowerBody = "text width: iOS draws this body text 5–8% narrower than Tesselate"

    static let all: [String: String] = [
        "ferrostar/NavigationUIButtonTests.testTextButton › capsule": interAdvances
            + " (\"Start Navigation\" in body: iOS 18.1 122.333, Tesselate 124.333)",
        "ferrostar/NavigationUIButtonTests.testTextButton_darkMode › capsule": interAdvances
            + " (\"Start Navigation\" in body: iOS 18.1 122.333, Tesselate 124.333)",
        "ferrostar/NavigationUIButtonTests.testImageButton › capsule":
            "symbol size: \"location\" at body is 20 × 18.667 on iOS 18.1; Tesselate sizes an unmeasured symbol as the star (22 × 20)",
        "ferrostar/NavigationUIBannerViewTests.testInfoBanner › capsule": interAdvances + " (\"Something Useful\")",
        "ferrostar/NavigationUIBannerViewTests.testLoadingBanner › capsule":
            "symbol size: \"hourglass.circle.fill\" is sized as the circle variants; with the text, 1 point narrower than iOS 18.1",
        "ferrostar/NavigationUIBannerViewTests.testErrorBanner › capsule":
            "symbol size: \"exclamationmark.triangle\" is sized as the star; the banner is 3.3 points wider than on iOS 18.1",
        "ferrostar/NavigationUIBannerViewTests.testErrorBanner_darkMode › capsule":
            "symbol size: \"exclamationmark.triangle\" is sized as the star; the banner is 3.3 points wider than on iOS 18.1",
        "spezi/ListSnapshotTests.listRow.iphone-regular › label ink": narrowerBody,
        "spezi/ListSnapshotTests.listRow.iphone-regular › value ink": narrowerBody,
        "spezi/SnapshotTests+Lists.listRow.iphone-regular › label ink": narrowerBody,
        "spezi/SnapshotTests+Lists.listRow.iphone-regular › value ink": narrowerBody,
        "spezi/ListSnapshotTests.listRow.iphone-XA3 › label ink": narrowerBody,
        "spezi/ListSnapshotTests.listRow.iphone-XA3 › value ink": narrowerBody,
        "spezi/SnapshotTests+Lists.listRow.iphone-XA3 › label ink": narrowerBody,
        "spezi/SnapshotTests+Lists.listRow.iphone-XA3 › value ink": narrowerBody,
        "spezi/SnapshotTests+Texts.labeledContent.iphone-regular › label ink": narrowerBody,
        "spezi/SnapshotTests+Texts.labeledContent.iphone-regular › value ink": narrowerBody,
    ]
}
