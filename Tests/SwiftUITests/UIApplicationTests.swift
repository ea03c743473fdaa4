import SwiftUI
import TesselateTesting
import XCTest

/// `UIApplication.shared` acts for the running host: opened URLs are recorded as the
/// environment's `openURL` records them, the badge number is kept, the host's window is the
/// scene's window, and ending editing takes the focus from the host's text field.
final class UIApplicationTests: XCTestCase {
    static let website = URL(string: "https://example.com")!

    override func setUp() {
        UIKitRecords.reset()
    }

    struct Links: View {
        @Environment(\.openURL) private var openURL
        @State private var opened: Bool?
        var body: some View {
            VStack {
                Button("Website") {
                    UIApplication.shared.open(UIApplicationTests.website, options: [:]) { opened = $0 }
                }
                Button("Settings") {
                    if let url = URL(string: UIApplication.openSettingsURLString) { UIApplication.shared.open(url) }
                }
                Button("Environment") { openURL(URL(string: "https://example.com/env")!) }
                Button("Badge") { UIApplication.shared.applicationIconBadgeNumber += 1 }
                Button("Awake") { UIApplication.shared.isIdleTimerDisabled = true }
                Text(opened.map { $0 ? "opened" : "not opened" } ?? "-")
            }
        }
    }

    @MainActor func testOpenedURLsAreRecordedOnTheHost() async {
        let host = ViewHost(Links())
        host.tap(.button("Website"))
        host.tap(.button("Environment"))
        host.tap(.button("Settings"))
        XCTAssertEqual(
            host.openedURLs,
            [Self.website, URL(string: "https://example.com/env")!, URL(string: "app-settings:")!],
            "UIApplication.open and the environment's openURL record in one list, in order")
        XCTAssertNotNil(host.find(.text("opened")), "the completion is told an app opened the link")
        XCTAssertEqual(UIKitRecords.unhosted.openedURLs, [], "nothing leaks to code outside the host")
    }

    @MainActor func testBadgeAndIdleTimerAreKeptPerHost() async {
        let host = ViewHost(Links()), other = ViewHost(Links())
        host.tap(.button("Badge"))
        host.tap(.button("Badge"))
        host.tap(.button("Awake"))
        XCTAssertEqual(host.applicationIconBadgeNumber, 2)
        XCTAssertEqual(other.applicationIconBadgeNumber, 0)
        XCTAssertTrue(host.isIdleTimerDisabled)
        XCTAssertFalse(other.isIdleTimerDisabled)
    }

    @MainActor func testOutsideAHostTheProcessRecords() async {
        let opened = expectation(description: "completion")
        UIApplication.shared.open(URL(string: "myapp://item/3")!) { success in
            XCTAssertFalse(success, "no app on a host opens a custom scheme")
            opened.fulfill()
        }
        await fulfillment(of: [opened], timeout: 1)
        let answered = await UIApplication.shared.open(Self.website)
        XCTAssertTrue(answered)
        UIApplication.shared.applicationIconBadgeNumber = 5
        XCTAssertEqual(UIKitRecords.unhosted.openedURLs, [URL(string: "myapp://item/3")!, Self.website])
        XCTAssertEqual(UIKitRecords.unhosted.applicationIconBadgeNumber, 5)
        UIKitRecords.reset()
        XCTAssertEqual(UIKitRecords.unhosted.openedURLs, [])
        XCTAssertEqual(UIKitRecords.unhosted.applicationIconBadgeNumber, 0)
    }

    @MainActor func testCanOpenTheSystemsSchemes() async {
        let app = UIApplication.shared
        XCTAssertTrue(app.canOpenURL(URL(string: "https://apple.com")!))
        XCTAssertTrue(app.canOpenURL(URL(string: "tel:123")!))
        XCTAssertTrue(app.canOpenURL(URL(string: "mailto:a@b.c")!))
        XCTAssertFalse(app.canOpenURL(URL(string: "whatsapp://send")!))
        XCTAssertEqual(app.applicationState, .active)
    }

    @MainActor func testTheWindowIsTheHosts() async {
        var insets: UIEdgeInsets?, bounds: CGRect?, sceneCount = 0
        struct Reader: View {
            let onRead: (UIEdgeInsets?, CGRect?, Int) -> Void
            var body: some View {
                let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
                let _ = onRead(
                    UIApplication.shared.windows.first?.safeAreaInsets, scene?.keyWindow?.bounds, UIApplication.shared.connectedScenes.count
                )
                Color.clear
            }
        }
        let host = ViewHost(
            Reader {
                insets = $0; bounds = $1; sceneCount = $2
            }, device: .iPhone16)
        XCTAssertEqual(insets, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(bounds, CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(sceneCount, 1)
        host.device = .iPhone16.landscape
        XCTAssertEqual(insets, UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        XCTAssertEqual(bounds, CGRect(x: 0, y: 0, width: 852, height: 393))
        XCTAssertTrue(UIApplication.shared.keyWindow?.isKeyWindow == true)
    }

    struct Form: View {
        @State private var name = ""
        var body: some View {
            VStack {
                TextField("Name", text: $name)
                Button("Done") { UIApplication.shared.windows.first?.endEditing(true) }
            }
        }
    }

    @MainActor func testEndEditingTakesTheFocusFromTheHostsField() async {
        let host = ViewHost(Form(), device: .iPhone16)
        XCTAssertTrue(host.focus(.prompt("Name")))
        XCTAssertNotNil(host.focusedInput)
        host.tap(.button("Done"))
        XCTAssertNil(host.focusedInput, "ending editing dismisses the keyboard")
        XCTAssertEqual(host.keyboardHeight, 0)
    }

    @MainActor func testPresentingFromTheRootViewController() async {
        let root = try? XCTUnwrap(UIApplication.shared.windows.first?.rootViewController)
        let sheet = UIViewController()
        var completed = false
        root?.present(sheet, animated: true) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertTrue(root?.presentedViewController === sheet)
        XCTAssertTrue(sheet.presentingViewController === root)
        sheet.dismiss(animated: true)
        XCTAssertNil(root?.presentedViewController)
    }

    struct Article: View {
        var body: some View {
            Button("Share") {
                let sheet = UIActivityViewController(activityItems: [UIApplicationTests.website, "Read this"], applicationActivities: nil)
                UIApplication.shared.windows.first?.rootViewController?.present(sheet, animated: true)
            }
        }
    }

    @MainActor func testAShareSheetRecordsItsShare() async {
        let host = ViewHost(Article())
        host.tap(.button("Share"))
        XCTAssertEqual(host.shares, [Share(items: [.url(Self.website), .string("Read this")])])
        XCTAssertTrue(UIApplication.shared.windows.isEmpty == false)
        XCTAssertEqual(UIKitRecords.unhosted.shares, [])
    }
}

/// Changing the app's icon is recorded for the host whose code changed it.
final class UIApplicationAlternateIconTests: XCTestCase {
    @MainActor func testTheAlternateIconIsRecorded() async throws {
        UIKitRecords.reset()
        XCTAssertTrue(UIApplication.shared.supportsAlternateIconNames)
        XCTAssertNil(UIApplication.shared.alternateIconName)
        let called = expectation(description: "completion")
        UIApplication.shared.setAlternateIconName("Dark") { error in
            XCTAssertNil(error)
            called.fulfill()
        }
        await fulfillment(of: [called], timeout: 1)
        XCTAssertEqual(UIApplication.shared.alternateIconName, "Dark")
        XCTAssertEqual(UIKitRecords.unhosted.alternateIconName, "Dark")
        try await UIApplication.shared.setAlternateIconName(nil)
        XCTAssertNil(UIKitRecords.unhosted.alternateIconName)
    }
}
