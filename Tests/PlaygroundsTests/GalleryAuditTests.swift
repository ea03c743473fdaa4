import XCTest
@testable import Playgrounds
import Tesselate
import TesselateTesting

/// The audit (issue 35, part 1) over every gallery screen and variant, as `swift run playgrounds`
/// shows them. Each screen passes `assertAudit` but for the findings listed here, each with the
/// reason it is expected; a finding that goes away fails too, so the list stays true.
final class GalleryAuditTests: XCTestCase {
    /// A finding a screen is expected to have: its kind, a part of its description (the path,
    /// the text or the colours) and why it is there.
    struct Expected {
        var kind: AuditFinding.Kind
        var matching: String
        var why: String

        init(_ kind: AuditFinding.Kind, _ matching: String, _ why: String) {
            self.kind = kind
            self.matching = matching
            self.why = why
        }

        func matches(_ finding: AuditFinding) -> Bool { finding.kind == kind && finding.description.contains(matching) }
    }

    /// iOS's own colours below WCAG AA for text under 18 points. The screens use them as iOS
    /// apps do (tinted buttons, secondary labels, badges); Apple's palette has these ratios, and
    /// the "Increase Contrast" setting, not modelled, darkens them.
    static let palette = [
        Expected(.lowContrast, "(rgb(0.00, 0.48, 1.00) on ", "systemBlue, the tint: 4.02:1 on white, 3.60:1 on the bars' grey"),
        Expected(.lowContrast, " on rgb(0.00, 0.48, 1.00))", "white on systemBlue (prominent buttons, sent bubbles): 4.02:1"),
        Expected(.lowContrast, "(rgb(0.54, 0.54, 0.56) on ", "secondaryLabel (#3C3C43 at 60%): 3.44:1 on white"),
        Expected(.lowContrast, "(rgb(0.56, 0.56, 0.58) on ", "systemGray (unselected tabs): 3.26:1 on white"),
        Expected(.lowContrast, " on rgb(0.56, 0.56, 0.58))", "white on systemGray (initials' circles): 3.26:1"),
        Expected(.lowContrast, "(rgb(1.00, 0.23, 0.19) on ", "systemRed (destructive buttons): 3.55:1 on white"),
        Expected(.lowContrast, " on rgb(1.00, 0.23, 0.19))", "white on systemRed (badges): 3.55:1"),
        Expected(.lowContrast, "(rgb(0.52, 0.52, 0.55) on rgb(0.95, 0.95, 0.97))", "secondaryLabel in a GroupBox's grey: 3.30:1"),
        // The dark appearance's variants of the same colours.
        Expected(.lowContrast, " on rgb(0.04, 0.52, 1.00))", "white on dark systemBlue (prominent buttons, sent bubbles): 3.65:1"),
        Expected(.lowContrast, " on rgb(1.00, 0.27, 0.23))", "white on dark systemRed (badges): 3.41:1"),
    ]

    /// Fails unless `host`'s findings are exactly those `expected` (and the palette's) describe:
    /// none other, and each expected one still there.
    @MainActor static func assertFindings<V: View>(
        _ host: ViewHost<V>, _ expected: [Expected] = [], file: StaticString = #filePath, line: UInt = #line
    ) {
        let allowed = expected + Self.palette
        assertAudit(host, allowing: { finding in allowed.contains { $0.matches(finding) } }, file: file, line: line)
        let findings = host.audit()
        for entry in expected where !findings.contains(where: entry.matches) {
            XCTFail(
                "The expected \(entry.kind) finding \"\(entry.matching)\" (\(entry.why)) is gone: update the list", file: file, line: line)
        }
    }

    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated { Gallery.registerImageAssets() }
    }

    @MainActor func testSettingsScreen() async {
        let host = ViewHost(SettingsScreen(), device: .iPhone16)
        Self.assertFindings(host)
        host.tapText("Wi-Fi")
        Self.assertFindings(host)
    }

    /// The settings screen across the standard configurations (issue 35, part 2): a dump per
    /// configuration, in `__Snapshots__/GalleryAuditTests/`, and the audit of each.
    @MainActor func testSettingsScreenAcrossTheStandardConfigurations() async {
        let allowed = Self.palette
        assertLayout(of: SettingsScreen(), across: .standard, allowing: { finding in allowed.contains { $0.matches(finding) } })
    }

    /// The chat's input bar, drawn as iOS draws its parts.
    static let chat = [
        Expected(.smallTapTarget, "HStack/TextField[0]", "iOS's rounded-border text field is 34 points tall"),
        Expected(.smallTapTarget, "HStack/Button[1]", "the send button is a 32-point circle, as the screen draws it"),
    ]
    static let profile = [
        Expected(.smallTapTarget, "VStack/Picker[4]", "a menu picker outside a form is its label's size, 20 points tall")
    ]
    /// iOS's compact tab bar in landscape is 32 points tall: its items are shorter than 44.
    static func compactTabs(_ count: Int) -> [Expected] {
        (0..<count).map { Expected(.smallTapTarget, "TabView/HStack[1]/frame[\($0)]/Button", "the compact tab bar is 32 points tall") }
    }
    static let onboarding = [
        Expected(.smallTapTarget, "opacity[1]/Button", "the Skip button is its 17-point label, as the screen draws it")
    ]

    @MainActor func testChatScreen() async {
        let host = ViewHost(ChatScreen(), device: .iPhone16)
        Self.assertFindings(host, Self.chat)
        host.showKeyboard(height: 336)
        Self.assertFindings(host, Self.chat)
    }

    /// Found by the audit and fixed in the gallery: the bar's symbol buttons have labels, the
    /// received bubbles' text stays black on their light grey in the dark appearance.
    @MainActor func testTheChatsFixedFindingsStayFixed() async {
        let dark = ViewHost(ChatScreen(), configuration: ViewConfiguration(colorScheme: .dark))
        XCTAssertEqual(dark.audit().filter { $0.kind == .lowContrast && $0.message.contains("(rgb(1.00, 1.00, 1.00) on rgb(0.91") }, [])
        XCTAssertEqual(dark.audit().filter { $0.kind == .missingAccessibilityLabel }, [])
    }

    @MainActor func testContactsScreen() async {
        Self.assertFindings(ViewHost(ContactsScreen(people: Person.samples), device: .iPhone16))
        // The initials' circle grows with the text size (it was a fixed 40 points: "…" at
        // accessibility3).
        let large = ViewHost(ContactsScreen(people: Person.samples), configuration: ViewConfiguration(dynamicTypeSize: .accessibility3))
        XCTAssertEqual(large.audit().filter { $0.kind == .truncatedText }, [])
    }

    @MainActor func testProfileScreen() async {
        Self.assertFindings(ViewHost(ProfileScreen(), device: .iPhone16), Self.profile)
    }

    @MainActor func testAppShell() async {
        Self.assertFindings(ViewHost(AppShell(), device: .iPhone16))
        Self.assertFindings(ViewHost(TabbedApp(), device: .iPhone16))
        Self.assertFindings(ViewHost(AppShell(), device: .iPhone16.landscape), Self.compactTabs(4))
    }

    @MainActor func testNotesScreen() async {
        let host = ViewHost(NotesScreen(), device: .iPhone16)
        Self.assertFindings(host)
        host.tapText("New")
        Self.assertFindings(host)
    }

    @MainActor func testPhotosAndOnboardingScreens() async {
        Self.assertFindings(ViewHost(PhotosScreen(), device: .iPhone16))
        Self.assertFindings(
            ViewHost(OnboardingScreen(), device: .iPhone16), Self.onboarding)
    }

    @MainActor func testRecipesScreen() async {
        let host = ViewHost(RecipesScreen(), device: .iPhone16)
        Self.assertFindings(host)
        host.tapText("Pancakes")
        Self.assertFindings(host)
        Self.assertFindings(ViewHost(RecipesScreen(), device: .iPhone16.landscape))
    }

    @MainActor func testMailScreen() async {
        let host = ViewHost(MailScreen(), device: .iPhone16)
        Self.assertFindings(host)
        host.selectListRow(id: "Inbox")
        host.selectListRow(id: 1)
        Self.assertFindings(host)
        Self.assertFindings(ViewHost(MailScreen(), device: .iPadAir11.landscape))
    }
}
