import XCTest
@testable import Playgrounds
import Tesselate
import TesselateTesting

/// Every gallery screen and area across the standard configurations (issue 35, part 2): the
/// audit of each configuration has no findings but the screen's expected ones (listed in
/// `GalleryAuditTests` and `GalleryAreasAuditTests`, allowed in every configuration) and those
/// listed here for one configuration, each with its reason, and each of those is still there.
/// Audits only, no snapshots (the settings screen's matrix has them): the whole matrix, 17
/// views × 7 configurations, takes about two seconds in a debug build.
final class GalleryMatrixAuditTests: XCTestCase {
    typealias Expected = GalleryAuditTests.Expected

    /// Fails with every finding, in any configuration, that `everywhere`, the palette and the
    /// configuration's own `only` entries do not describe, and with each `only` entry that is gone.
    @MainActor private func assertAcrossStandard<V: View>(
        _ view: V, _ everywhere: [Expected] = [], only: [String: [Expected]] = [:], file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let names = Set([ViewConfiguration].standard.map(\.name))
        XCTAssertTrue(Set(only.keys).isSubset(of: names), "unknown configurations: \(only.keys.sorted())", file: file, line: line)
        var unexpected: [String] = []
        forEachConfiguration(of: view) { host, configuration in
            let own = only[configuration.name] ?? []
            let allowed = everywhere + own + GalleryAuditTests.palette
            let findings = host.audit()
            unexpected += findings.filter { finding in !allowed.contains { $0.matches(finding) } }.map { "\(configuration.name): \($0)" }
            for entry in own where !findings.contains(where: entry.matches) {
                XCTFail(
                    "\(configuration.name): the expected \(entry.kind) finding \"\(entry.matching)\" (\(entry.why)) is gone", file: file,
                    line: line)
            }
        }
        XCTAssertEqual(unexpected, [], "\(V.self)", file: file, line: line)
    }

    /// The gallery's screens and areas (`swift run playgrounds NAME`) these tests audit, with
    /// the settings screen `GalleryAuditTests` runs across the configurations with snapshots.
    static let audited: Set<String> = [
        "SettingsScreen", "ChatScreen", "ContactsScreen", "ProfileScreen", "AppShell", "NotesScreen", "PhotosScreen",
        "OnboardingScreen", "RecipesScreen", "MailScreen", "ControlsGallery", "DataFlowGallery", "AnimationGallery",
        "AccessibilityGallery", "TextGallery", "AppsGallery", "FeedScreen", "CatalogueScreen", "PreferencesScreen",
        "StepsChartScreen", "GameBoardScreen", "InventoryScreen",
    ]

    /// A screen added to the gallery is audited too: this fails until it is added here and to
    /// `testScreens` or `testAreas` (with its expected findings and their reasons).
    @MainActor func testEveryGalleryScreenIsAudited() async {
        XCTAssertEqual(Set(Playground.byNameOnly.map(\.name)).subtracting(Self.audited).sorted(), [], "screens no audit test runs")
        XCTAssertEqual(
            Playground.gallery.variants.count, 17,
            "a component variant was added or removed: audit it in GalleryAreasAuditTests.testComponentVariants")
    }

    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated { Gallery.registerImageAssets() }
    }

    @MainActor func testScreens() async {
        assertAcrossStandard(ChatScreen(), GalleryAuditTests.chat)
        assertAcrossStandard(ContactsScreen(people: Person.samples))
        assertAcrossStandard(ProfileScreen(), GalleryAuditTests.profile)
        assertAcrossStandard(AppShell(), only: ["iPhone16-landscape": GalleryAuditTests.compactTabs(4)])
        assertAcrossStandard(TabbedApp(), only: ["iPhone16-landscape": GalleryAuditTests.compactTabs(2)])
        // At accessibility3 the large title's area grows to hold it (`BarMetrics.fittingLargeTitle`),
        // so it stays out of the bar's row of buttons.
        assertAcrossStandard(NotesScreen())
        assertAcrossStandard(PhotosScreen())
        assertAcrossStandard(
            OnboardingScreen(),
            only: Dictionary(
                uniqueKeysWithValues: [ViewConfiguration].standard.map(\.name)
                    .filter { $0 != "iPhone16-accessibility3" }.map { ($0, GalleryAuditTests.onboarding) }))
        assertAcrossStandard(RecipesScreen())
        assertAcrossStandard(MailScreen())
    }

    @MainActor func testAreas() async {
        let wideDatePicker = Expected(
            .outsideWindow, "reaches outside the window",
            "Tesselate's compact DatePicker keeps one line at accessibility3 (455 points), widening the stack past the window")
        assertAcrossStandard(ControlsGallery(), GalleryAreasAuditTests.controls, only: ["iPhone16-accessibility3": [wideDatePicker]])
        assertAcrossStandard(DataFlowGallery())
        assertAcrossStandard(AnimationGallery())
        assertAcrossStandard(AccessibilityGallery())
        assertAcrossStandard(TextGallery())
        assertAcrossStandard(ReadingListView().environment(ReadingList()))
    }

    /// The long-tail gallery (issue 32): screens written from memory as real apps write theirs,
    /// and kept so, so the audit finds in them what it would in those apps. Each expected finding
    /// names the views it is about; any other finding fails.
    @MainActor func testLongTailScreens() async {
        let namesAtAX3 = "one-line names in fixed-width rows and cards, cut short at accessibility3 as in the imitated apps"
        assertAcrossStandard(
            FeedScreen(),
            [
                Expected(
                    .smallTapTarget, "/padding[2]/HStack/Button[",
                    "a post's inline like and reply buttons, text-sized as feed apps make them"),
                Expected(.smallTapTarget, "/Picker  (", "the segmented filter picker, iOS's own 32-point control"),
            ],
            only: ["iPhone16-accessibility3": [Expected(.truncatedText, "/VStack[1]/HStack[0]/Text[", namesAtAX3)]])
        assertAcrossStandard(
            CatalogueScreen(),
            [
                Expected(
                    .smallTapTarget, "ScrollView[0]/padding/HStack/Button[",
                    "bordered filter chips, 34 points tall as catalogue apps draw them"),
                Expected(
                    .lowContrast, "(rgb(1.00, 0.58, 0.00) on ", "systemOrange star ratings: 2.20:1 on white, as rating apps draw them"),
            ],
            only: ["iPhone16-accessibility3": [Expected(.truncatedText, "/VStack/Text[1]", namesAtAX3)]])
        assertAcrossStandard(PreferencesScreen())
        assertAcrossStandard(StepsChartScreen())
        // (At accessibility3 the bar's status text wraps to two lines, taller than the bar's row;
        // the audit does not judge a bar's items against the safe area: the system places them.)
        assertAcrossStandard(
            GameBoardScreen(),
            [Expected(.smallTapTarget, "padding/VStack/Button[2]", "the bordered \"New Game\" button, iOS's own 34-point bordered style")])
        assertAcrossStandard(InventoryScreen())
    }
}
