/// The boxes of the fidelity corpus that Tesselate does not yet put where the recording has them,
/// keyed "case id › box name", each with the reason. `FidelityCorpusTests` fails when a listed box
/// passes, so the list only shrinks as Tesselate improves.
enum FidelityKnownDifferences {
    /// Text widths come from Inter's advances scaled to SF Pro's (LayoutRules.md, "Text widths"):
    /// a line of mixed capitals can be 1–2% off.
    static let interAdvances = "text width: Inter's advances scaled to SF Pro's are up to 2% off on this line"

    /// Body text on the Spezi recordings (iOS 17, 18 and 26) is 3–8% narrower than Tesselate's
    /// widths, which match 31 other published widths within 0.4% on average; unexplained until SF
    /// Pro's own advances can be measured.
    static let narrowerBody = "text width: iOS draws this body text 5–8% narrower than Tesselate"

    /// SpeziViews' grid in a form on iOS 26: its text rows are 27.333 apart (cap top to cap top)
    /// with `verticalSpacing: 8`, one point less than a 20.333 line and 8; the card is 3.667
    /// shorter. One recording, unexplained.
    static let gridRows = "grid rows: iOS 26 puts the rows 1 point closer than a body line and the spacing"

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
        "spezi/SnapshotTests.descriptionGridRow.header › card": gridRows,
        "spezi/SnapshotTests.descriptionGridRow.header › row 1 description ink": gridRows,
        "spezi/SnapshotTests.descriptionGridRow.header › row 1 content ink": gridRows,
        "spezi/SnapshotTests.descriptionGridRow.header › row 2 description ink": gridRows,
        "spezi/SnapshotTests.descriptionGridRow.header › row 2 content ink": gridRows,
        "spezi/SnapshotTests.descriptionGridRow.header › row 3 description ink": gridRows,
        "spezi/SnapshotTests.descriptionGridRow.header › row 3 content ink": gridRows,
        "spezi/SnapshotTests.descriptionGridRow.header › divider": gridRows,
        "spezi/SnapshotTests.dynamicHStack.header › first text ink": narrowerBody,
        "spezi/SnapshotTests.dynamicHStack.header › second text ink": narrowerBody,
        "spezi/SnapshotTests+Controls.caseIterablePicker.iphone-regular › label ink": narrowerBody,
        "spezi/SnapshotTests+Controls.caseIterablePicker.iphone-regular › chevrons ink": "the menu picker's chevron.up.chevron.down is not drawn in the row (Tesselate draws the value only)",
        "spezi/SnapshotTests+Tiles.simpleTile.leading › title ink": narrowerBody,
        "spezi/SnapshotTests+Tiles.simpleTile.leading › body ink": narrowerBody,
        "spezi/SnapshotTests+Tiles.simpleTile.leading › button label ink": narrowerBody,
        "spezi/SnapshotTests+Tiles.simpleTile.center › title ink": narrowerBody,
        "spezi/SnapshotTests+Tiles.simpleTile.center › body ink": narrowerBody,
        "account/testBoolDisplayView.iphone-viewTrue › label ink": narrowerBody,
        "account/testBoolDisplayView.iphone-viewFalse › label ink": narrowerBody,
        "account/testBoolDisplayView.iphone-viewFalse › value ink": narrowerBody,
        "account/testBoolDisplayView.iphone-viewTrueYes › label ink": narrowerBody,
        "account/testBoolDisplayView.iphone-viewTrueYes › value ink": narrowerBody,
        "account/testBoolDisplayView.iphone-viewFalseNo › label ink": narrowerBody,
        "account/testBoolDisplayView.iphone-viewFalseNo › value ink": narrowerBody,
        "account/testIntegerDisplayView.iphone-integer › label ink": narrowerBody,
        "account/testIntegerDisplayView.iphone-integerWithUnit › label ink": narrowerBody,
        "account/testIntegerDisplayView.iphone-integerWithUnit › value ink": narrowerBody,
        "account/testFloatingPointDisplayView.iphone-float › label ink": narrowerBody,
        "account/testFloatingPointDisplayView.iphone-float › value ink": narrowerBody,
        "account/testFloatingPointDisplayView.iphone-floatWithUnit › label ink": narrowerBody,
        "account/testFloatingPointDisplayView.iphone-floatWithUnit › value ink": narrowerBody,
        "account/testLocalizedStringDisplayView.iphone › label ink": narrowerBody,
        "account/testLocalizedStringDisplayView.iphone › value ink": narrowerBody,
        "account/testStringDisplayView.iphone › label ink": narrowerBody,
        "account/testStringDisplayView.iphone › value ink": narrowerBody,
    ]
}
