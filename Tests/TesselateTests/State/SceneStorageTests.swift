import XCTest
@testable import Tesselate

/// `@SceneStorage`: the scene's values, kept per host apart from the app's, seedable by a test
/// to play a restored scene.
final class SceneStorageTests: XCTestCase {
    enum Tab: String { case inbox, archive }

    struct Mail: View {
        @SceneStorage("tab") var tab = Tab.inbox
        @SceneStorage("draft") var draft: String?
        @AppStorage("tab") var appTab = "app"
        var body: some View {
            VStack {
                Text(tab.rawValue).id("tab")
                Text(draft ?? "no draft").id("draft")
                Button("Archive") { tab = .archive }.id("go")
            }
        }
    }

    @MainActor private func text(_ host: ViewHost<Mail>, _ id: String) -> String? {
        host.node(id: id).flatMap { (host.tree[$0].behavior as? TextNode)?.content }
    }

    @MainActor func testValuesLiveInTheScenesStore() async {
        let host = ViewHost(Mail())
        XCTAssertEqual(text(host, "tab"), "inbox", "the default while the store is empty")
        host.sceneStorage["tab"] = "archive"
        host.sceneStorage["draft"] = "Hi"
        XCTAssertEqual(text(host, "tab"), "archive", "a seeded (restored) value")
        XCTAssertEqual(text(host, "draft"), "Hi")
        XCTAssertNil(host.appStorage["tab"], "apart from the app's storage")
        host.sceneStorage["tab"] = nil
        XCTAssertEqual(text(host, "tab"), "inbox")
    }
}
