import XCTest
@testable import Playgrounds
import Tesselate
import TesselateTesting

/// The audit (issue 35) over the gallery's areas (`swift run playgrounds ControlsGallery` …) and
/// its component variants (`swift run playgrounds Gallery`): each passes `assertAudit` but for
/// the findings listed with their reasons, and each listed finding is still there.
final class GalleryAreasAuditTests: XCTestCase {
    typealias Expected = GalleryAuditTests.Expected

    /// The controls gallery shows each control at the size iOS draws it, in a plain stack (not a
    /// form, whose rows would be the targets): iOS's own controls are below 44 points there.
    static let controls = [
        Expected(.smallTapTarget, "VStack/Slider[1]", "iOS's slider is 31 points tall"),
        Expected(.smallTapTarget, "VStack/DatePicker[2]", "the compact date picker's buttons are 34 points tall"),
        Expected(.smallTapTarget, "VStack/ColorPicker[3]", "the colour well is 28 points"),
        Expected(.smallTapTarget, "HStack[4]/Picker[0]", "a menu picker outside a form is its label's size"),
        Expected(.smallTapTarget, "HStack[4]/fixedSize[2]/Stepper", "iOS's stepper is 32 points tall"),
        Expected(.smallTapTarget, "VStack/Toggle[5]", "the custom checkmark style is its 20-point symbol and label"),
        Expected(.smallTapTarget, "VStack/Toggle[6]", "iOS's switch is 31 points tall"),
        Expected(.smallTapTarget, "DisclosureGroup[7]/VStack/Button", "a disclosure group's title row is its 20-point label"),
        Expected(.smallTapTarget, "HStack[8]/Button[", "a control group's bordered buttons are 34–35 points tall"),
        Expected(.smallTapTarget, "HStack[9]/Menu[0]", "a menu outside a form is its label's size"),
        Expected(.smallTapTarget, "HStack[9]/Link[2]/Button", "a link is its label's size"),
        Expected(.smallTapTarget, "HStack[9]/ShareLink[3]/Button", "a share link is its label's size"),
        Expected(.smallTapTarget, "HStack[11]/Button[0]", "the gallery's .small control size, on purpose: 28 points"),
        Expected(.smallTapTarget, "HStack[11]/Button[2]", "a regular bordered button is 34 points tall (disabled, but still a control)"),
    ]

    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated { Gallery.registerImageAssets() }
    }

    @MainActor func testControlsGallery() async {
        GalleryAuditTests.assertFindings(ViewHost(ControlsGallery(), device: .iPhone16), Self.controls)
        // A progress view without a label is read by its value, not silent: no empty label.
        let host = ViewHost(ControlsGallery(), device: .iPhone16)
        XCTAssertEqual(host.audit().filter { $0.kind == .emptyAccessibilityLabel }, [])
        XCTAssertTrue(host.exists(.kind(.progressView)))
    }

    @MainActor func testTheOtherAreas() async {
        GalleryAuditTests.assertFindings(ViewHost(DataFlowGallery(), device: .iPhone16))
        GalleryAuditTests.assertFindings(ViewHost(AnimationGallery(), device: .iPhone16))
        GalleryAuditTests.assertFindings(ViewHost(TextGallery(), device: .iPhone16))
        GalleryAuditTests.assertFindings(ViewHost(TextGallery(isLoading: true), device: .iPhone16))
        GalleryAuditTests.assertFindings(ViewHost(ReadingListView().environment(ReadingList()), device: .iPhone16))
    }

    /// The playback buttons were 24–41 points (their symbols); each now sits in 44 × 44.
    @MainActor func testAccessibilityGallery() async {
        let host = ViewHost(AccessibilityGallery(), device: .iPhone16)
        GalleryAuditTests.assertFindings(host)
        for label in ["Previous track", "Play", "Next track"] {
            let size = host.find(.label(label))?.size ?? .zero
            XCTAssertGreaterThanOrEqual(size.width, 44 - 0.001, label)
            XCTAssertGreaterThanOrEqual(size.height, 44 - 0.001, label)
        }
    }

    /// The component variants, in the windows `swift run playgrounds Gallery` gives them.
    @MainActor func testComponentVariants() async {
        func window(_ width: CGFloat = 393, _ height: CGFloat = 852) -> CGSize { CGSize(width: width, height: height) }
        let bordered = Expected(.smallTapTarget, "HStack[3]/Button[", "bordered buttons are 34 points tall, as iOS draws them")
        GalleryAuditTests.assertFindings(ViewHost(ProfileCard(), size: window()), [bordered])
        GalleryAuditTests.assertFindings(ViewHost(SettingsRows(), size: window(393, 260)))
        GalleryAuditTests.assertFindings(ViewHost(BadgedIcon(), size: window(120, 100)))
        GalleryAuditTests.assertFindings(
            ViewHost(RatingStars(), size: window(300, 60)),
            [
                Expected(
                    .smallTapTarget, "HStack/Button[",
                    "a compact row of 28 × 26 stars, as rating rows are drawn; VoiceOver reads each by its label")
            ])
        GalleryAuditTests.assertFindings(ViewHost(ContactList(), size: window(393, 220)))
        GalleryAuditTests.assertFindings(ViewHost(HeroImage(), size: window()))
        GalleryAuditTests.assertFindings(
            ViewHost(TintedHeader(), size: window(393, 200)),
            [
                Expected(.smallTapTarget, "HStack/Button[0]", "the custom bar's back chevron is its symbol's size"),
                Expected(.smallTapTarget, "HStack/Button[4]", "the custom bar's compose symbol is its symbol's size"),
                Expected(.smallTapTarget, "HStack/Button[2]", "the bordered Edit button is 34 points tall"),
            ])
        GalleryAuditTests.assertFindings(ViewHost(PhotoGrid(), size: window()))
        GalleryAuditTests.assertFindings(ViewHost(TagCloud(), size: window(393, 240)))
        GalleryAuditTests.assertFindings(ViewHost(ChatThreadView(), size: window(393, 260)))
        GalleryAuditTests.assertFindings(ViewHost(ProgressRingView(progress: 0.7), size: window(393, 220)))
        GalleryAuditTests.assertFindings(ViewHost(TagChipsView(), size: window(393, 120)))
        GalleryAuditTests.assertFindings(ViewHost(RecipeCardView(), size: window(393, 280)))
        GalleryAuditTests.assertFindings(ViewHost(DropZoneView(), size: window(393, 260)))
        GalleryAuditTests.assertFindings(
            ViewHost(ShapeSegmentedControl(), size: window(393, 100)),
            [Expected(.smallTapTarget, "zIndex[", "segments 34 points tall, as iOS's segmented control draws them")])
        GalleryAuditTests.assertFindings(ViewHost(OrderTimelineView(), size: window(393, 240)))
        GalleryAuditTests.assertFindings(ViewHost(NotificationBadgesView(), size: window(393, 120)))
    }

    /// Found by the audit and fixed in the gallery: symbol-only buttons have labels, photos
    /// beside a name are decorative.
    @MainActor func testLabelsTheAuditAskedForAreThere() async {
        let missing = { (host: ViewHost<AnyView>) in host.audit().filter { $0.kind == .missingAccessibilityLabel } }
        for view in [AnyView(RatingStars()), AnyView(TintedHeader()), AnyView(ContactList()), AnyView(ProfileCard()), AnyView(HeroImage())]
        {
            XCTAssertEqual(missing(ViewHost(view, size: CGSize(width: 393, height: 852))), [])
        }
        XCTAssertTrue(ViewHost(RatingStars(), size: CGSize(width: 300, height: 60)).exists(.label("4 stars")))
    }
}
