/// The boxes of the fidelity corpus that Tesselate does not yet put where the recording has them,
/// keyed "case id › box name", each with the reason. `FidelityCorpusTests` fails when a listed box
/// passes, so the list only shrinks as Tesselate improves.
enum FidelityKnownDifferences {
    /// `.accessibility3` captions are 25–26 points, where iOS's variable SF Pro blends its Text and
    /// Display designs (between 20 and 28 points); Tesselate switches to Display at 20.
    static let opticalBlend =
        "text between 20 and 28 points: iOS's variable font blends the Text and Display designs, Tesselate switches at 20"

    /// RevenueCat's debug screen on iOS 18, a 450-point window in a view controller of its own:
    /// the list keeps 16-point margins (Tesselate: 20 from 390 points, measured on device windows,
    /// so the margin may follow the device rather than the window); its first header is 6.8
    /// points lower under the large title, and each header is 6.7 above its card where Tesselate
    /// has 10 (swiftui-web's iOS 26 measurement). One 1x recording: not yet applied.
    static let iOS18HostedList = "iOS 18 list in a 450-point hosted window: 16-point margins, headers 6.7 above their cards (Tesselate 10)"
    /// The same screen on iOS 26: Tesselate models iOS 26's large title from home-assistant/iOS's
    /// device recordings (its line 22.667 below the row, the content 79 below the bar's top);
    /// in this 450-point hosted window at 1x the title is 2 points lower still and the first
    /// section 46 points lower (its header 56 below the bar's 79 where a list under an inline
    /// bar has it 10 below), which no device recording shows yet.
    static let iOS26BarsAndHeaders =
        "iOS 26 large title in a 450-point hosted window: the title 2 points and the first section 46 points lower than on the device recordings Tesselate follows"

    /// BarredEwe/Prefire's banner title, "Prefire" in 56-point heavy on iOS 17: 176 points of ink
    /// where SF Pro 16's static Display Heavy gives 174.6, and its top a point higher.
    static let iOS17Heavy = "56-point heavy title: 1% wider and a point taller in ink on iOS 17 than SF Pro 16's static Display Heavy"

    /// yogeshbharate25/SnapShotTesting's text field screen (a `UIHostingController` snapshotted
    /// on swift-snapshot-testing's iPhone X config, iOS 18.5): the rounded-border field is
    /// Tesselate's height at every size (34, 49.333, 56.333, 84.333), but every text line is about
    /// a fifth taller than Tesselate's, the extra split above and below its glyphs (the field 3.3
    /// points further below the bold title's ink at the medium size, 7 at
    /// accessibilityExtraExtraExtraLarge; the error line 2.7 taller), and everything starts about
    /// 11 points lower than the 44-point safe area and the 16 of padding put it. Not explained
    /// yet: a tall script in the simulator's languages (which makes iOS's lines taller) and the
    /// hosting controller's own insets are guesses.
    static let hostedTitleOffset =
        "hosted iPhone X screen: text lines about a fifth taller than Tesselate's and the content about 11 points lower (unexplained)"

    /// criticalmaps/criticalmaps-ios's iOS 17 settings (2024 recordings): the title2-medium labels
    /// are 7% wider and a little taller than SF Pro 16 at the medium size's 21 points (2% wider
    /// than at the large size's 22). The recording's Dynamic Type size (medium, from the test's
    /// traits) may not be what the app's fonts saw.
    static let criticalMaps17Text = "iOS 17 title2-medium labels 7% wider than Tesselate's at the medium size (2% at large)"

    /// The segmented control sits 0.667 lower in its frame than centred on iOS 17 and 26
    /// (criticalmaps/criticalmaps-ios: framed 50 and 40 tall; on iOS 17 a section title's line
    /// 0.667 taller than Tesselate's above it would explain it too), and the iOS 17 thumb's box
    /// takes in 1.667 points of the thumb's shadow below it (Tesselate's painted areas have no
    /// shadows).
    static let segmentedOffset = "segmented control 0.667 lower in its frame than centred (iOS 17 and 26)"

    static let all: [String: String] = [
        "yb-snapshottesting/CustomTextFieldView › field": hostedTitleOffset,
        "yb-snapshottesting/CustomTextFieldView › field text ink": hostedTitleOffset,
        "yb-snapshottesting/CustomTextFieldView › header ink": hostedTitleOffset,
        "yb-snapshottesting/CustomTextFieldView_withError › field": hostedTitleOffset,
        "yb-snapshottesting/CustomTextFieldView_withError › field text ink": hostedTitleOffset,
        "yb-snapshottesting/CustomTextFieldView_withError › header ink": hostedTitleOffset,
        "yb-snapshottesting/CustomTextFieldView_withError › error ink": hostedTitleOffset,
        "yb-snapshottesting/CustomTextFieldView_accessibilityMedium › field": hostedTitleOffset,
        "yb-snapshottesting/CustomTextFieldView_accessibilityMedium › field text ink": hostedTitleOffset,
        "yb-snapshottesting/CustomTextFieldView_accessibilityMedium › header ink": hostedTitleOffset,
        "yb-snapshottesting/CustomTextFieldView_accessibilityLarge › field": hostedTitleOffset,
        "yb-snapshottesting/CustomTextFieldView_accessibilityLarge › field text ink": hostedTitleOffset,
        "yb-snapshottesting/CustomTextFieldView_accessibilityLarge › header ink": hostedTitleOffset,
        "yb-snapshottesting/CustomTextFieldView_accessibilityExtraExtraExtraLarge › field": hostedTitleOffset,
        "yb-snapshottesting/CustomTextFieldView_accessibilityExtraExtraExtraLarge › field text ink": hostedTitleOffset,
        "yb-snapshottesting/CustomTextFieldView_accessibilityExtraExtraExtraLarge › header ink": hostedTitleOffset,
        "criticalmaps/ios17/test_rideEventSettingsView_light › label ink": criticalMaps17Text,
        "criticalmaps/ios17/test_settingsView_light › title 1 ink": criticalMaps17Text,
        "criticalmaps/ios17/test_appearanceEventSettingsView_light › segmented bar": segmentedOffset,
        "criticalmaps/ios17/test_appearanceEventSettingsView_light › separator": segmentedOffset,
        "criticalmaps/ios17/test_appearanceEventSettingsView_light › selected thumb height": segmentedOffset,
        "criticalmaps/appearanceEventSettingsView_light › segmented capsule": segmentedOffset,
        "account/testAccountProviderViewLayoutVariations.iphone-view0 › forgot ink":
            "\"Forgot Password?\" in caption bold: 96 points of ink on iOS 17–18, 98.3 in SF Pro 16's Text Bold at 11 points",
        "account/testAccountProviderViewLayoutVariations.iphone-view0-2024 › forgot ink":
            "\"Forgot Password?\" in caption bold: 96 points of ink on iOS 17–18, 98.3 in SF Pro 16's Text Bold at 11 points",
        "spezi/SnapshotTests+Controls.optionSetPicker.option-picker › chevrons ink":
            "chevron.up.chevron.down at .footnote medium: iOS 26's glyph is 8 × 11.667 of ink, SF Symbols 2's (Tesselate's table) 9 × 10.4",
        "prefire/authView-iPhone-15.1 › title ink": iOS17Heavy,
        "prefire/authView-iPhone-15.3 › title ink": iOS17Heavy,
        "prefire/authView-iPad.1 › title ink": iOS17Heavy,
        "prefire/authView-iPad.3 › title ink": iOS17Heavy,
        "prefire/greenButton-iPhone-15.1 › label ink":
            "\"Apply\" in a .title button: 68.5 points of ink on iOS 17, 66 in SF Pro 16's Display at 27 points (\"Turtle Rock\" at the same size matches); not explained yet",
        "revenuecat/DebugViewSwiftUITests.iOS18-testDebugView › diagnostics header": iOS18HostedList,
        "revenuecat/DebugViewSwiftUITests.iOS18-testDebugView › status label": iOS18HostedList,
        "revenuecat/DebugViewSwiftUITests.iOS18-testDebugView › status value": iOS18HostedList,
        "revenuecat/DebugViewSwiftUITests.iOS18-testDebugView › status symbol": iOS18HostedList,
        "revenuecat/DebugViewSwiftUITests.iOS18-testDebugView › first separator": iOS18HostedList,
        "revenuecat/DebugViewSwiftUITests.iOS18-testDebugView › sdk label": iOS18HostedList,
        "revenuecat/DebugViewSwiftUITests.iOS18-testDebugView › sdk value": iOS18HostedList,
        "revenuecat/DebugViewSwiftUITests.iOS18-testDebugView › configuration header": iOS18HostedList,
        "revenuecat/DebugViewSwiftUITests.iOS26-testDebugView › title": iOS26BarsAndHeaders,
        "revenuecat/DebugViewSwiftUITests.iOS26-testDebugView › diagnostics header": iOS26BarsAndHeaders,
        "revenuecat/DebugViewSwiftUITests.iOS26-testDebugView › status label": iOS26BarsAndHeaders,
        "revenuecat/DebugViewSwiftUITests.iOS26-testDebugView › status value": iOS26BarsAndHeaders,
        "revenuecat/DebugViewSwiftUITests.iOS26-testDebugView › status symbol": iOS26BarsAndHeaders,
        "revenuecat/DebugViewSwiftUITests.iOS26-testDebugView › first separator": iOS26BarsAndHeaders,
        "revenuecat/DebugViewSwiftUITests.iOS26-testDebugView › sdk label": iOS26BarsAndHeaders,
        "revenuecat/DebugViewSwiftUITests.iOS26-testDebugView › sdk value": iOS26BarsAndHeaders,
        "revenuecat/DebugViewSwiftUITests.iOS26-testDebugView › configuration header": iOS26BarsAndHeaders,
        "homeassistant/SelectionOptionView.test/testLongTextContentSnapshot.long-text-content.light › card 2":
            "long caption paragraphs: the first option's eight lines end 0.8 points lower on iOS",
        "homeassistant/SelectionOptionView.test/testLongTextContentSnapshot.long-text-content.dark › card 2":
            "long caption paragraphs: the first option's eight lines end 0.8 points lower on iOS",
        "homeassistant/OnboardingScanningInstanceRow.test/testAccessibilitySnapshot.accessibility-large-text.light › row":
            opticalBlend,
        "homeassistant/OnboardingScanningInstanceRow.test/testAccessibilitySnapshot.accessibility-large-text.light › last line ink":
            opticalBlend,
        "homeassistant/OnboardingScanningInstanceRow.test/testAccessibilitySnapshot.accessibility-large-text.dark › row": opticalBlend,
    ]
}
